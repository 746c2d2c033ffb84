import GoogleNavigation

/// Layout delegate that describes each state as a `LayoutNode` tree and lets
/// `LayoutInterpreter` turn it into views and constraints. Every callback
/// updates the stored state and renders the whole tree again; the previous
/// render's constraints are deactivated and the views it no longer names are
/// removed.
@MainActor
final class TreeLayoutDelegate: NavigationLayoutDelegate {
    private enum Timing {
        static let promptIn: TimeInterval = 0.3
        static let promptOut: TimeInterval = 0.2
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private weak var map: GMSMapView?
    private var rendered = RenderedLayout()

    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false

    init() {
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: Callbacks

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        ready = newState
        isWide = newState.wideMode
        render()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        ready = nil
        guidance = nil
        prompt = nil
        render()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        isWide = newState.wideMode
        render()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidance = nil
        prompt = nil
        ready = newState
        isWide = newState.wideMode
        render()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        render()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        render()
        UIView.animate(withDuration: Timing.promptIn) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        prompt = nil
        // Fade out first; the render in the completion takes it off the map
        // and lets the viewport, logo and buttons down onto the ETA card.
        UIView.animate(withDuration: Timing.promptOut, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            self?.render()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt = newPrompt
        render()
    }

    // MARK: Rendering

    private func render() {
        guard let map else { return }
        buttonStack.arrangedSubviews = currentButtons()
        let next = LayoutInterpreter.render(currentTree(), in: map.safeAreaLayoutGuide)
        NSLayoutConstraint.deactivate(rendered.constraints)
        for view in rendered.views where !next.views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in next.views where view.superview !== map {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        NSLayoutConstraint.activate(next.constraints)
        rendered = next
    }

    private func currentTree() -> LayoutNode {
        if let guidance {
            return guidanceTree(guidance)
        }
        if let ready {
            return readyTree(ready)
        }
        return .none
    }

    private func currentButtons() -> [UIView] {
        if let guidance {
            return [guidance.buttons.view(of: .compass), guidance.buttons.view(of: .reporting)].compactMap { $0 }
        }
        if let ready {
            return [ready.buttons.view(of: .compass)].compactMap { $0 }
        }
        return []
    }

    // MARK: Trees

    private func readyTree(_ state: NavigationReadyUIState) -> LayoutNode {
        let logoInset = isWide ? NavigationStyleValues.elementHorizontalPadding : 0
        return .group([
            .pin(state.viewport, .all),
            .below(.pin(buttonStack, .trailing), .pin(state.googleLogo, [.leading, .bottom], inset: logoInset), spacing: 0),
        ])
    }

    private func guidanceTree(_ state: ActiveGuidanceUIState) -> LayoutNode {
        // In wide mode the cards keep the SDK's leading-column width.
        let cardEdges: Edges = isWide ? .leading : .horizontal
        let floor: UIView = prompt ?? state.etaCard
        return .group([
            .pin(state.etaCard, cardEdges.union(.bottom)),
            mapColumn(state, cardEdges: cardEdges, floor: floor),
            leadingCorner(state, floor: floor),
            .below(.pin(buttonStack, .trailing), .ref(floor), spacing: 0),
            promptNode(),
        ])
    }

    /// Turn card on top, the viewport between it and the floor.
    private func mapColumn(_ state: ActiveGuidanceUIState, cardEdges: Edges, floor: UIView) -> LayoutNode {
        .below(
            .pin(state.turnCard, cardEdges.union(.top)),
            .below(.pin(state.viewport, .horizontal), .ref(floor), spacing: 0),
            spacing: 0
        )
    }

    /// Speed widget over the logo, both on the floor at the leading edge.
    private func leadingCorner(_ state: ActiveGuidanceUIState, floor: UIView) -> LayoutNode {
        .below(
            .pin(state.speedWidget, .leading),
            .below(.pin(state.googleLogo, .leading), .ref(floor), spacing: 0),
            spacing: 0
        )
    }

    private func promptNode() -> LayoutNode {
        guard let prompt else { return .none }
        return .pin(prompt, Edges.horizontal.union(.bottom))
    }
}

@MainActor
private extension Array where Element == NavigationUIButton {
    func view(of type: NavigationButtonKnownType) -> UIView? {
        first { $0.type == type }?.view
    }
}
