//  ChromeHostView.swift
//  The app's container for the Google navigation views. It owns every constraint
//  on them and rebuilds them in updateConstraints(), as the rest of our UI does.

import GoogleNavigation

/// The guidance-only views handed over by `startGuidance`.
struct GuidanceViews {
    let turnCard: UIView
    let etaCard: UIView
    let tripProgressBar: UIView
    let speedWidget: UIView
    let buttonStack: GMSNavigationHidingStackView
}

final class ChromeHostView: UIView {

    // MARK: Content (set by the layout delegate)

    var googleLogo: UIView? {
        didSet { replace(oldValue, with: googleLogo) }
    }
    var viewport: UIView? {
        didSet { replace(oldValue, with: viewport) }
    }
    var compassButton: UIView? {
        didSet { replace(oldValue, with: compassButton) }
    }
    var guidance: GuidanceViews? {
        didSet {
            if let old = oldValue {
                old.buttonStack.arrangedSubviews = []
                [old.turnCard, old.etaCard, old.tripProgressBar, old.speedWidget, old.buttonStack]
                    .forEach { $0.removeFromSuperview() }
            }
            if let new = guidance {
                [new.turnCard, new.etaCard, new.tripProgressBar, new.speedWidget, new.buttonStack]
                    .forEach(adopt)
            }
            setNeedsUpdateConstraints()
        }
    }
    var prompt: NavigationPromptView? {
        didSet { replace(oldValue, with: prompt) }
    }
    var isWide = false {
        didSet { if isWide != oldValue { setNeedsUpdateConstraints() } }
    }

    // MARK: Constraints kept between passes

    private var chromeConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var lastLaidOutWidth: CGFloat = 0

    private let gap: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    // MARK: UIView

    override func updateConstraints() {
        NSLayoutConstraint.deactivate(chromeConstraints + promptConstraints)
        chromeConstraints = []
        promptConstraints = []
        if let guidance {
            chromeConstraints = isWide ? wideGuidanceConstraints(guidance) : compactGuidanceConstraints(guidance)
            if let prompt {
                promptConstraints = constraints(forPrompt: prompt, guidance: guidance)
            }
        } else {
            chromeConstraints = readyConstraints()
        }
        NSLayoutConstraint.activate(chromeConstraints + promptConstraints)
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The prompt's corners follow its width: all four rounded when it floats.
        if bounds.width != lastLaidOutWidth {
            lastLaidOutWidth = bounds.width
            prompt?.roundedCorners = isWide
                ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
                : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        }
    }

    // MARK: Helpers

    private func adopt(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { adopt(new) }
        setNeedsUpdateConstraints()
    }

    /// Removes everything; the host then leaves the map.
    func removeAllContent() {
        NSLayoutConstraint.deactivate(chromeConstraints + promptConstraints)
        chromeConstraints = []
        promptConstraints = []
        prompt = nil
        guidance = nil
        compassButton = nil
        googleLogo = nil
        viewport = nil
    }
}
