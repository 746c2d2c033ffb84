import Cassowary
import LayoutModel

/// The SDK's sample `BasicLayoutDelegate` (seed 000, the "customize navigation
/// layout" guide), translated line by line into the model's API.
///
/// What changes in translation: `GMSMapView` -> `MapView`, `UIView` ->
/// `LayoutView`, `NSLayoutConstraint` -> `LayoutConstraint`,
/// `GMSNavigationHidingStackView` -> `HidingStackView`; calls that UIKit would
/// crash on are `try`; `UIView.animate` runs its changes and completion at once
/// (the model checks end states, see `animate(_:completion:)`).
final class BasicLayoutDelegate: ModelLayoutDelegate {
    /// How long prompts take to slide on or off the screen, in seconds.
    private static let promptAnimationDuration = 0.4

    /// The views and constraints for one navigation state.
    private final class StateElements {
        let buttonStack = HidingStackView(position: .bottom, alignment: .trailing)
        var constraints: [LayoutConstraint] = []
        private unowned let navMap: MapView
        private let buttons: [LayoutView]
        private let topLevelViews: [LayoutView]

        init(navMap: MapView, buttons: [NavigationUIButton], topLevelViews: [LayoutView]) {
            self.navMap = navMap
            self.buttons = buttons.map { $0.view }
            self.topLevelViews = topLevelViews
        }

        /// Adds the views to the map view, and then activates the constraints.
        func activate() throws {
            try topLevelViews.forEach { try navMap.addSubview($0) }
            buttonStack.arrangedSubviews = buttons
            try navMap.addSubview(buttonStack)
            try LayoutConstraint.activate(constraints)
        }

        /// Deactivates the constraints, and then removes the views.
        func deactivate() {
            LayoutConstraint.deactivate(constraints)
            buttonStack.removeFromSuperview()
            buttonStack.arrangedSubviews = []
            topLevelViews.forEach { $0.removeFromSuperview() }
        }
    }

    private var navigationReadyElements: StateElements?
    private var activeGuidanceElements: StateElements?
    private var currentPrompt: NavigationPromptView?
    private var promptBottomConstraint: LayoutConstraint?

    /// Constraints that apply in both the navigation-ready and active guidance
    /// states.
    private var sharedConstraints: [LayoutConstraint] = []

    /// Marks the bottom of the map content area. The guide stays above the ETA
    /// card and above any prompt that's on the screen.
    private let mapContentsBottomGuide = LayoutGuide(name: "mapContentsBottomGuide")

    // MARK: - Navigation-ready state

    func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws {
        let safeArea = navMap.safeAreaLayoutGuide
        let bottomGuide = mapContentsBottomGuide
        navMap.addLayoutGuide(bottomGuide)

        // Keep the guide at the bottom of the safe area unless a higher-priority
        // constraint pushes it up.
        let lowPriorityBottom = bottomGuide.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        lowPriorityBottom.priority = .defaultLow
        sharedConstraints = [
            bottomGuide.heightAnchor.constraint(equalToConstant: 0),
            lowPriorityBottom,
        ]

        let logo = newState.googleLogo
        let viewport = newState.viewport
        let elements = StateElements(navMap: navMap, buttons: newState.buttons, topLevelViews: [logo, viewport])
        let buttonStack = elements.buttonStack
        elements.constraints = sharedConstraints + [
            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),

            viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        ]
        try elements.activate()
        navigationReadyElements = elements
    }

    func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws {
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        promptBottomConstraint = nil
        navigationReadyElements?.deactivate()
        navigationReadyElements = nil
        navMap.removeLayoutGuide(mapContentsBottomGuide)
    }

    // MARK: - Active guidance state

    func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws {
        navigationReadyElements?.deactivate()

        let safeArea = navMap.safeAreaLayoutGuide
        let bottomGuide = mapContentsBottomGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let logo = newState.googleLogo
        let viewport = newState.viewport
        let elements = StateElements(
            navMap: navMap, buttons: newState.buttons, topLevelViews: [turnCard, etaCard, viewport, logo])
        let buttonStack = elements.buttonStack
        elements.constraints = sharedConstraints + [
            turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),

            etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),

            // Frame the camera in the open area below the turn card.
            viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
        ]
        try elements.activate()
        activeGuidanceElements = elements
    }

    func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws {
        activeGuidanceElements?.deactivate()
        activeGuidanceElements = nil
        try navigationReadyElements?.activate()
    }

    func sizeChanged(navMap: MapView, newState: NavigationUIState) throws {
        // The sample does not implement sizeChanged (its protocol default does nothing).
    }

    // MARK: - Prompts

    func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws {
        try navMap.addSubview(newPrompt)
        currentPrompt = newPrompt

        // Start with the prompt just below the bottom edge of the map view.
        let bottomConstraint = newPrompt.bottomAnchor.constraint(
            equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottomConstraint = bottomConstraint
        try LayoutConstraint.activate([
            bottomConstraint,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            // Keep the map content above the prompt.
            mapContentsBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])

        // Lay out the prompt in its starting position, and then slide it up.
        navMap.layoutIfNeeded()
        animate(withDuration: Self.promptAnimationDuration) {
            bottomConstraint.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws {
        guard let bottomConstraint = promptBottomConstraint else { return }
        promptBottomConstraint = nil
        currentPrompt = nil

        // Slide the prompt down, and then remove it.
        animate(withDuration: Self.promptAnimationDuration) {
            bottomConstraint.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        } completion: {
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws {
        // Slide the old prompt out and the new prompt in at the same time.
        try hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        try showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}

/// `UIView.animate(withDuration:animations:completion:)` for the model: the
/// model checks where things end up, so the changes and the completion run
/// at once.
func animate(withDuration duration: Double, _ changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
}
