import GoogleNavigation
import UIKit

/// Transparent container covering the whole map. It hosts the Google views the
/// SDK hands us, our trip badge and the button column, and owns every
/// constraint among them.
///
/// Scene changes take the old scene down at once (constraints first, then its
/// views) and only *mark* the view; `updateConstraints()` builds the new
/// scene's constraints. Callers that need the layout before returning (the
/// layout delegate) follow up with `updateConstraintsIfNeeded()`.
@MainActor
final class NavChromeView: UIView {
    enum Scene {
        case idle
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private enum Metrics {
        static let edge: CGFloat = 12
        static let wideEdge: CGFloat = 16
        static let gap: CGFloat = 8
        static let promptFade: TimeInterval = 0.25
    }

    private(set) var scene: Scene = .idle

    /// Wide mode as the SDK last reported it. Flipping it relays the scene out.
    var isWide = false {
        didSet {
            if isWide != oldValue { setNeedsUpdateConstraints() }
        }
    }

    let statusBadge = TripStatusBadge()
    private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom edge of the open map for the whole session: rests on the safe
    /// area, pushed up by the ETA card (narrow guidance) and by a prompt.
    private let openMapFloor = UILayoutGuide()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var sceneConstraints: [NSLayoutConstraint] = []
    private var sceneViews: [UIView] = []

    private var activePrompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var leavingPrompts: [NavigationPromptView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .clear
        accessibilityIdentifier = "navChrome.container"
        buttonColumn.translatesAutoresizingMaskIntoConstraints = false
        buttonColumn.spacing = NavigationStyleValues.buttonVerticalPadding
        openMapFloor.identifier = "navChrome.openMapFloor"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool {
        true
    }

    // MARK: - Session

    func attach(to map: GMSMapView) {
        map.addSubview(self)
        addSubview(statusBadge)
        addSubview(buttonColumn)
        addLayoutGuide(openMapFloor)

        let resting = openMapFloor.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            topAnchor.constraint(equalTo: map.topAnchor),
            bottomAnchor.constraint(equalTo: map.bottomAnchor),
            leadingAnchor.constraint(equalTo: map.leadingAnchor),
            trailingAnchor.constraint(equalTo: map.trailingAnchor),
            openMapFloor.heightAnchor.constraint(equalToConstant: 0),
            openMapFloor.leadingAnchor.constraint(equalTo: leadingAnchor),
            openMapFloor.trailingAnchor.constraint(equalTo: trailingAnchor),
            openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: safeAreaLayoutGuide.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    func detach() {
        dropPrompts()
        transition(to: .idle, wide: isWide)
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        buttonColumn.removeFromSuperview()
        statusBadge.removeFromSuperview()
        removeLayoutGuide(openMapFloor)
        removeFromSuperview()
    }

    // MARK: - Scenes

    func transition(to newScene: Scene, wide: Bool) {
        // The old scene goes first, all of it, so two scenes never pull on a view.
        NSLayoutConstraint.deactivate(sceneConstraints)
        sceneConstraints = []
        buttonColumn.arrangedSubviews = []
        for view in sceneViews {
            view.removeFromSuperview()
        }
        sceneViews = []

        scene = newScene
        isWide = wide
        switch newScene {
        case .idle:
            break
        case .ready(let state):
            statusBadge.status = .ready
            mount([state.viewport, state.googleLogo])
            buttonColumn.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
        case .guidance(let state):
            statusBadge.status = .onTrip
            mount([state.viewport, state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget, state.googleLogo])
            let compass = state.buttons.first { $0.type == .compass }
            let reporting = state.buttons.first { $0.type == .reporting }
            buttonColumn.arrangedSubviews = [compass, reporting].compactMap { $0?.view }
        }
        setNeedsUpdateConstraints()
    }

    /// Scene views go under our own chrome (badge, button column); prompts go on top of everything.
    private func mount(_ views: [UIView]) {
        for view in views {
            insertSubview(view, belowSubview: statusBadge)
        }
        sceneViews = views
    }

    override func updateConstraints() {
        NSLayoutConstraint.deactivate(sceneConstraints)
        sceneConstraints = makeSceneConstraints()
        NSLayoutConstraint.activate(sceneConstraints)
        super.updateConstraints()
    }

    private func makeSceneConstraints() -> [NSLayoutConstraint] {
        switch scene {
        case .idle:
            return []
        case .ready(let state):
            return readyConstraints(state)
        case .guidance(let state):
            return isWide ? wideGuidanceConstraints(state) : narrowGuidanceConstraints(state)
        }
    }

    private func readyConstraints(_ s: NavigationReadyUIState) -> [NSLayoutConstraint] {
        let safe = safeAreaLayoutGuide
        let edge = isWide ? Metrics.wideEdge : Metrics.edge
        return [
            s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            s.viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),
            s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            s.googleLogo.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
            statusBadge.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            statusBadge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            buttonColumn.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            buttonColumn.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
        ]
    }

    /// Narrow: turn card across the top (under the status bar too), ETA card
    /// across the bottom, the camera between them.
    private func narrowGuidanceConstraints(_ s: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = safeAreaLayoutGuide
        let edge = Metrics.edge
        return [
            s.turnCard.topAnchor.constraint(equalTo: topAnchor),
            s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            s.etaCard.bottomAnchor.constraint(equalTo: bottomAnchor),
            s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),

            s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
            s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            s.viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),

            s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            s.googleLogo.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
            s.speedWidget.leadingAnchor.constraint(equalTo: s.googleLogo.leadingAnchor),
            s.speedWidget.bottomAnchor.constraint(equalTo: s.googleLogo.topAnchor, constant: -Metrics.gap),

            statusBadge.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: edge),
            statusBadge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),

            s.tripProgressBar.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: edge),
            s.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.gap),
            s.tripProgressBar.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
            buttonColumn.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: edge),
            buttonColumn.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -Metrics.gap),
            buttonColumn.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
        ]
    }

    /// Wide: both cards in the leading column (turn card top, ETA card bottom),
    /// the camera and everything floating beside the column.
    private func wideGuidanceConstraints(_ s: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = safeAreaLayoutGuide
        let edge = Metrics.wideEdge
        return [
            s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            s.etaCard.bottomAnchor.constraint(equalTo: bottomAnchor),
            s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

            s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            s.viewport.leadingAnchor.constraint(equalTo: s.turnCard.trailingAnchor),
            s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            s.viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),

            s.googleLogo.leadingAnchor.constraint(equalTo: s.viewport.leadingAnchor, constant: edge),
            s.googleLogo.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -Metrics.gap),
            s.speedWidget.leadingAnchor.constraint(equalTo: s.googleLogo.leadingAnchor),
            s.speedWidget.bottomAnchor.constraint(equalTo: s.googleLogo.topAnchor, constant: -Metrics.gap),

            statusBadge.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            statusBadge.leadingAnchor.constraint(equalTo: s.viewport.leadingAnchor, constant: edge),

            s.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            s.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Metrics.gap),
            s.tripProgressBar.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
            buttonColumn.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            buttonColumn.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -Metrics.gap),
            buttonColumn.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -edge),
        ]
    }

    // MARK: - Prompts

    /// Docks the prompt at the bottom leading edge, over the ETA card, keeps
    /// the open map (viewport, logo, buttons) above it and fades it in.
    func present(_ prompt: NavigationPromptView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        prompt.alpha = 0
        addSubview(prompt)
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: bottomAnchor),
            openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        activePrompt = prompt
        UIView.animate(withDuration: Metrics.promptFade, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            prompt.alpha = 1
        }
    }

    /// Lets the open map go back down at once, fades the prompt out and removes it.
    func dismiss(_ prompt: NavigationPromptView) {
        if prompt === activePrompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            activePrompt = nil
        }
        leavingPrompts.append(prompt)
        UIView.animate(withDuration: Metrics.promptFade, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
            prompt.alpha = 0
        } completion: { [weak self] _ in
            prompt.removeFromSuperview()
            prompt.alpha = 1
            self?.leavingPrompts.removeAll { $0 === prompt }
        }
    }

    /// Takes every prompt down now (guidance ended with one up, or navigation turned off).
    func dropPrompts() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        activePrompt?.removeFromSuperview()
        activePrompt?.alpha = 1
        activePrompt = nil
        for prompt in leavingPrompts {
            prompt.removeFromSuperview()
            prompt.alpha = 1
        }
        leavingPrompts = []
    }
}
