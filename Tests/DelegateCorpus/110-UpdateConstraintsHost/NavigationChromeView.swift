import GoogleNavigation
import UIKit

/// Hosts every Google navigation view on top of the map. The layout delegate
/// only tells it which phase navigation is in; the view swaps its constraint
/// sets in `updateConstraints()`, the standard UIKit batching point.
@MainActor
final class NavigationChromeView: UIView {
    enum Phase {
        case idle
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    // MARK: - State recorded by the delegate

    var phase: Phase = .idle {
        didSet {
            syncSubviews()
            setNeedsUpdateConstraints()
        }
    }

    var isWide = false {
        didSet { if isWide != oldValue { setNeedsUpdateConstraints() } }
    }

    var prompt: NavigationPromptView? {
        didSet {
            guard prompt !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let prompt { addSubview(prompt) }
            isPromptRevealed = false
            setNeedsUpdateConstraints()
        }
    }

    var isPromptRevealed = false {
        didSet { setNeedsUpdateConstraints() }
    }

    // MARK: - Private

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map area: above the ETA card and above any prompt.
    private let contentBottomGuide = UILayoutGuide()
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var managedViews: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        contentBottomGuide.identifier = "chrome.contentBottom"
        addLayoutGuide(contentBottomGuide)
        let resting = contentBottomGuide.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        NSLayoutConstraint.activate([
            contentBottomGuide.heightAnchor.constraint(equalToConstant: 0),
            contentBottomGuide.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
            resting,
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        NSLayoutConstraint.deactivate(phaseConstraints + promptConstraints)
        phaseConstraints = makePhaseConstraints()
        promptConstraints = makePromptConstraints()
        NSLayoutConstraint.activate(phaseConstraints + promptConstraints)
        super.updateConstraints()
    }

    // MARK: - Views

    private func syncSubviews() {
        let wanted: [UIView]
        switch phase {
        case .idle:
            wanted = []
            buttonStack.arrangedSubviews = []
        case .ready(let state):
            buttonStack.arrangedSubviews = state.buttons.map { $0.view }
            wanted = [state.viewport, state.googleLogo, buttonStack]
        case .guidance(let state):
            buttonStack.arrangedSubviews = state.buttons.map { $0.view }
            wanted = [state.viewport, state.turnCard, state.etaCard, state.speedWidget,
                      state.googleLogo, buttonStack]
        }
        for view in managedViews where !wanted.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in wanted where view.superview !== self {
            if let prompt { insertSubview(view, belowSubview: prompt) } else { addSubview(view) }
        }
        managedViews = wanted
    }

    // MARK: - Constraint sets

    private func makePhaseConstraints() -> [NSLayoutConstraint] {
        let safe = safeAreaLayoutGuide
        switch phase {
        case .idle:
            return []
        case .ready(let state):
            let inset = isWide ? NavigationStyleValues.headerFooterHorizontalPadding
                               : NavigationStyleValues.buttonHorizontalPadding
            return [
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            ]
        case .guidance(let state):
            let turnCard = state.turnCard, etaCard = state.etaCard
            return [
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                turnCard.topAnchor.constraint(equalTo: topAnchor),
                etaCard.leadingAnchor.constraint(equalTo: leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: bottomAnchor),
                contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                buttonStack.topAnchor.constraint(equalTo: isWide ? safe.topAnchor : turnCard.bottomAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(
                    equalTo: state.googleLogo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            ]
        }
    }

    private func makePromptConstraints() -> [NSLayoutConstraint] {
        guard let prompt else { return [] }
        let offset = isPromptRevealed ? 0 : prompt.bounds.height
        return [
            prompt.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: bottomAnchor, constant: offset),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
    }
}
