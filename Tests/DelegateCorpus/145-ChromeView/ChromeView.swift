import GoogleNavigation
import UIKit

/// Full-screen, transparent container for the navigation chrome. Owns every
/// constraint; state changes only mark it dirty and `updateConstraints()`
/// rebuilds the layout for the current mode.
@MainActor
final class ChromeView: UIView {
    enum Mode {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    var mode: Mode = .off {
        didSet { modeDidChange(from: oldValue) }
    }

    var isWide = false {
        didSet { if isWide != oldValue { setNeedsUpdateConstraints() } }
    }

    let statusPill = StatusPillView()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map: above the ETA card and any prompt.
    private let contentFloor = UILayoutGuide()
    private var modeConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private(set) var prompt: NavigationPromptView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        translatesAutoresizingMaskIntoConstraints = false
        statusPill.text = "REC"
        addLayoutGuide(contentFloor)
        let resting = contentFloor.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        NSLayoutConstraint.activate([
            resting,
            contentFloor.heightAnchor.constraint(equalToConstant: 0),
            contentFloor.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentFloor.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Sized by the map's edges, never by content.
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    func attach(to map: GMSMapView) {
        map.addSubview(self)
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: map.topAnchor),
            bottomAnchor.constraint(equalTo: map.bottomAnchor),
            leadingAnchor.constraint(equalTo: map.leadingAnchor),
            trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ])
    }

    func detach() {
        if let prompt { prompt.removeFromSuperview() }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        mode = .off
        removeFromSuperview()
    }

    // MARK: - Mode

    private func views(of mode: Mode) -> [UIView] {
        switch mode {
        case .off: return []
        case .ready(let s): return [s.viewport, s.googleLogo, buttonStack, statusPill]
        case .guiding(let s): return [s.viewport, s.turnCard, s.etaCard, s.googleLogo, buttonStack, statusPill]
        }
    }

    private func modeDidChange(from old: Mode) {
        NSLayoutConstraint.deactivate(modeConstraints)
        modeConstraints = []
        views(of: old).forEach { $0.removeFromSuperview() }
        buttonStack.arrangedSubviews = []

        for view in views(of: mode) {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        switch mode {
        case .off: break
        case .ready(let s): buttonStack.arrangedSubviews = s.buttons.filter { $0.type == .compass }.map(\.view)
        case .guiding(let s): buttonStack.arrangedSubviews = s.buttons.map(\.view)
        }
        setNeedsUpdateConstraints()
    }

    override func updateConstraints() {
        NSLayoutConstraint.deactivate(modeConstraints)
        modeConstraints = makeConstraints()
        NSLayoutConstraint.activate(modeConstraints)
        super.updateConstraints()
    }

    private func makeConstraints() -> [NSLayoutConstraint] {
        let safe = safeAreaLayoutGuide
        let gap: CGFloat = 8
        switch mode {
        case .off:
            return []
        case .ready(let s):
            return [
                s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                s.viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
                s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
                s.googleLogo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -gap),
                statusPill.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                statusPill.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
                buttonStack.topAnchor.constraint(equalTo: statusPill.bottomAnchor, constant: gap),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            ]
        case .guiding(let s):
            var c = [
                s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                s.etaCard.bottomAnchor.constraint(equalTo: bottomAnchor),
                contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
                s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
                s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                s.viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
                s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
                s.googleLogo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor, constant: -gap),
                statusPill.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: gap),
                statusPill.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
                buttonStack.topAnchor.constraint(equalTo: statusPill.bottomAnchor, constant: gap),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
                s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
            if !isWide {
                c.append(s.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
                c.append(s.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            }
            return c
        }
    }

    // MARK: - Prompts

    func present(_ newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        addSubview(newPrompt)
        prompt = newPrompt
        let below = newPrompt.topAnchor.constraint(equalTo: bottomAnchor)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints + [below])
        layoutIfNeeded()

        below.isActive = false
        let docked = newPrompt.bottomAnchor.constraint(equalTo: bottomAnchor)
        docked.isActive = true
        promptConstraints.append(docked)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.82,
                       initialSpringVelocity: 0.4, options: [.curveEaseOut, .allowUserInteraction]) {
            self.layoutIfNeeded()
        }
    }

    func dismiss(_ oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        let leaving = promptConstraints
        promptConstraints = []
        prompt = nil
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [.curveEaseIn]) {
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: oldPrompt.bounds.height)
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            oldPrompt.transform = .identity
        }
    }
}
