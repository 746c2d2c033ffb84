import GoogleNavigation

/// Layout delegate written with the app's fluent constraint chains.
@MainActor
final class FluentLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var readyChains: [ConstraintChain] = []
    private var guidanceChains: [ConstraintChain] = []
    /// Viewport, logo and buttons resting on the ETA card or on the prompt.
    private var floorChains: [ConstraintChain] = []
    private var promptChain: ConstraintChain?

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    override init() {
        super.init()
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(buttonStack)
        buttonStack.arrangedSubviews = newState.buttons.views(of: [.compass])
        layoutReady(newState, in: navMap, isWide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        (readyChains + guidanceChains + floorChains).deactivateAll()
        readyChains = []
        guidanceChains = []
        floorChains = []
        promptChain?.deactivate()
        promptChain = nil
        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack.arrangedSubviews = []
        [buttonStack, oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        readyChains.deactivateAll()
        readyChains = []
        guidanceState = newState
        navMap.insertSubview(newState.turnCard, aboveSubview: newState.viewport)
        navMap.insertSubview(newState.etaCard, aboveSubview: newState.turnCard)
        navMap.insertSubview(newState.speedWidget, aboveSubview: newState.etaCard)
        buttonStack.arrangedSubviews = newState.buttons.views(of: [.compass, .reporting])
        layoutGuidance(newState, in: navMap, isWide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { dismiss(prompt, on: navMap) }
        (guidanceChains + floorChains).deactivateAll()
        guidanceChains = []
        floorChains = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.removeFromSuperview() }
        guidanceState = nil
        readyState = newState
        buttonStack.arrangedSubviews = newState.buttons.views(of: [.compass])
        layoutReady(newState, in: navMap, isWide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidanceState {
            layoutGuidance(guidanceState, in: navMap, isWide: newState.wideMode)
        } else if let readyState {
            layoutReady(readyState, in: navMap, isWide: newState.wideMode)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
        present(newPrompt, on: navMap)
    }

    // MARK: Layouts

    private func layoutReady(_ state: NavigationReadyUIState, in map: GMSMapView, isWide: Bool) {
        readyChains.deactivateAll()
        let safe = map.safeAreaLayoutGuide
        let logoInset = isWide ? NavigationStyleValues.elementHorizontalPadding : 0
        readyChains = [
            GoogleViewChain(state.viewport).edges(to: safe).activate(),
            GoogleViewChain(state.googleLogo)
                .leading(to: safe.leadingAnchor, logoInset)
                .bottom(to: safe.bottomAnchor)
                .activate(),
            ConstraintChain(buttonStack)
                .trailing(to: safe.trailingAnchor)
                .bottom(to: state.googleLogo.topAnchor)
                .top(atLeast: safe.topAnchor, NavigationStyleValues.buttonVerticalPadding)
                .activate(),
        ]
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, in map: GMSMapView, isWide: Bool) {
        guidanceChains.deactivateAll()
        let safe = map.safeAreaLayoutGuide
        guidanceChains = [
            GoogleViewChain(state.turnCard)
                .top(to: safe.topAnchor)
                .card(in: safe, isWide: isWide)
                .activate(),
            GoogleViewChain(state.etaCard)
                .bottom(to: safe.bottomAnchor)
                .card(in: safe, isWide: isWide)
                .activate(),
            GoogleViewChain(state.viewport)
                .below(turnCard: state.turnCard)
                .horizontalEdges(to: safe)
                .activate(),
            GoogleViewChain(state.googleLogo)
                .leading(to: safe.leadingAnchor)
                .activate(),
            GoogleViewChain(state.speedWidget)
                .leading(to: safe.leadingAnchor)
                .stacked(onTopOf: state.googleLogo)
                .activate(),
            ConstraintChain(buttonStack)
                .trailing(to: safe.trailingAnchor)
                .top(atLeast: state.turnCard.bottomAnchor, NavigationStyleValues.buttonVerticalPadding)
                .activate(),
        ]
        restFloor(on: prompt ?? state.etaCard)
    }

    /// Puts the viewport's bottom, the logo and the buttons on `floor`'s margins.
    private func restFloor(on floor: UIView) {
        floorChains.deactivateAll()
        guard let guidanceState else {
            floorChains = []
            return
        }
        floorChains = [guidanceState.viewport, guidanceState.googleLogo, buttonStack].map {
            GoogleViewChain($0).stacked(onTopOf: floor).activate()
        }
    }

    // MARK: Prompts

    private func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        guard guidanceState != nil else { return }
        prompt = newPrompt
        newPrompt.alpha = 0
        map.addSubview(newPrompt)
        promptChain = GoogleViewChain(newPrompt)
            .horizontalEdges(to: map.safeAreaLayoutGuide)
            .bottom(to: map.safeAreaLayoutGuide.bottomAnchor)
            .activate()
        restFloor(on: newPrompt)
        UIView.animate(withDuration: 0.3) {
            newPrompt.alpha = 1
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView, on map: GMSMapView) {
        guard prompt === oldPrompt else { return }
        let chain = promptChain
        prompt = nil
        promptChain = nil
        if let guidanceState {
            restFloor(on: guidanceState.etaCard)
        }
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            chain?.deactivate()
            oldPrompt.removeFromSuperview()
        })
    }
}

@MainActor
private extension Array where Element == NavigationUIButton {
    /// The views of the buttons of `types`, in that order; never by index.
    func views(of types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in first { $0.type == type }?.view }
    }
}
