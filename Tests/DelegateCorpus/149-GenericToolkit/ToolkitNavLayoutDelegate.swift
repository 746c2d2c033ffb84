import UIKit
import GoogleNavigation

/// The driver screen's layout, written with the team's layout toolkit.
final class ToolkitNavLayoutDelegate: NavigationLayoutDelegate {
    private enum Group: Hashable {
        case ready, guidance, bottomEdges, prompt
    }

    private let constraints = Registry<Group, [NSLayoutConstraint]>()
    private let views = Registry<Group, [UIView]>()

    private unowned(unsafe) var hostMap: GMSMapView?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false

    private lazy var buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    /// Re-pins what sits on the bottom edge; kept as a closure so the prompt
    /// animations can call it from their completions.
    private lazy var repinBottomEdges: () -> Void = { [unowned self] in
        constraints.retire(.bottomEdges)
        guard let map = hostMap, let state = guidanceState else { return }
        let edges = Layout<ActiveGuidanceUIState>.bottomEdges(
            state, wide: isWide, prompt: prompt, buttons: buttonStack, map: map)
        edges.activate()
        constraints[.bottomEdges] = edges
    }

    init() {}

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        hostMap = navMap
        isWide = newState.wideMode
        apply(.ready(newState), as: .ready, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        for group in constraints.keys { constraints.retire(group) }
        for group in views.keys { views.detach(group) }
        prompt = nil
        hostMap = nil
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        constraints.retire(.ready)
        views.detach(.ready)
        guidanceState = newState
        isWide = newState.wideMode
        buttonStack.arrangedSubviews = newState.buttons
            .filter { [.compass, .reporting].contains($0.type) }
            .map(\.view)
        apply(.guidance(newState, wide: isWide, buttons: buttonStack), as: .guidance, on: navMap)
        repinBottomEdges()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        constraints.retire(.bottomEdges)
        constraints.retire(.prompt)
        constraints.retire(.guidance)
        views.detach(.prompt)
        views.detach(.guidance)
        buttonStack.arrangedSubviews = []
        guidanceState = nil
        prompt = nil
        isWide = newState.wideMode
        apply(.ready(newState), as: .ready, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        guard let state = guidanceState else { return }
        constraints.retire(.guidance)
        let layout = Layout<ActiveGuidanceUIState>.guidance(state, wide: isWide, buttons: buttonStack)
        let fresh = layout.constraints(state, navMap)
        fresh.activate()
        constraints[.guidance] = fresh
        repinBottomEdges()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        views[.prompt, default: []].append(newPrompt)
        let pins = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        pins.activate()
        constraints[.prompt] = pins
        prompt = newPrompt
        repinBottomEdges()
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { [unowned self] _ in
            removePrompt(oldPrompt)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt(oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt(_ old: NavigationPromptView) {
        guard prompt === old else { return }
        constraints.retire(.prompt)
        views.detach(.prompt)
        prompt = nil
        repinBottomEdges()
    }

    // MARK: - Helpers

    private func apply<State>(_ layout: Layout<State>, as group: Group, on map: GMSMapView) {
        let installed = layout.install(on: map)
        installed.constraints.activate()
        views[group] = installed.views
        constraints[group] = installed.constraints
    }
}
