import GoogleNavigation
import UIKit

/// Lays out the navigation UI by rebuilding a pin graph for the current state
/// on every callback: the previous constraints go, the new ones come in
/// topological order, and items the new graph no longer has leave the map.
@MainActor
final class DriveLayoutDelegate: NSObject, NavigationLayoutDelegate {

    enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private(set) var phase: Phase = .off
    private(set) var prompt: NavigationPromptView?
    /// The last wide-mode flag the SDK handed us (a stored state keeps the one
    /// it was made with, so `sizeChanged` updates this instead).
    private var currentWideMode = false

    /// Our one container: the SDK's buttons, hidden from the end when short of room.
    let buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = Spacing.gap
        return stack
    }()

    /// What we put on the map, by node id.
    private var mounted: [String: PinItem] = [:]
    /// The active constraints, by the node that made them.
    private var installed: [String: [NSLayoutConstraint]] = [:]

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        phase = .ready(newState)
        render(on: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        phase = .off
        prompt = nil
        render(on: navMap, wide: oldState.wideMode)
        buttonStack.arrangedSubviews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState,
                       oldState: NavigationReadyUIState) {
        phase = .guiding(newState)
        render(on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState,
                      oldState: ActiveGuidanceUIState) {
        phase = .ready(newState)
        prompt = nil  // the SDK hides it first; drop ours anyway
        render(on: navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if case .off = phase { return }
        render(on: navMap, wide: newState.wideMode)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        render(on: navMap, wide: currentWideMode)
        slideIn(newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        slideOut(oldPrompt) { [weak self] in
            guard let self, self.prompt === oldPrompt else { return }
            self.prompt = nil
            self.render(on: navMap, wide: self.currentWideMode)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView,
                      oldPrompt: NavigationPromptView) {
        // The old prompt keeps its pins while it slides out under the new one.
        let retiring = installed.removeValue(forKey: NodeID.prompt) ?? []
        mounted.removeValue(forKey: NodeID.prompt)
        prompt = newPrompt
        render(on: navMap, wide: currentWideMode)
        slideIn(newPrompt)
        slideOut(oldPrompt) {
            NSLayoutConstraint.deactivate(retiring)
            oldPrompt.removeFromSuperview()
            oldPrompt.transform = .identity
        }
    }

    // MARK: Rendering

    private func render(on map: GMSMapView, wide: Bool) {
        currentWideMode = wide
        let graph = makeGraph(wide: wide)
        let (order, isTopological) = graph.resolvedOrder()

        NSLayoutConstraint.deactivate(installed.values.flatMap { $0 })
        installed = [:]
        unmount(keeping: graph.items, from: map)
        syncButtons()

        if !isTopological {
            order.forEach { mount($0, on: map) }
        }
        let context = PinContext(map: map, wide: wide, items: graph.items)
        for node in order {
            mount(node, on: map)
            let pins = node.makePins(node.item.edges, context)
            NSLayoutConstraint.activate(pins)
            installed[node.id] = pins
        }
    }

    private func mount(_ node: PinNode, on map: GMSMapView) {
        if let current = mounted[node.id], current.isSame(as: node.item) { return }
        switch node.item {
        case .view(let view):
            map.addSubview(view)
        case .guide(let guide):
            map.addLayoutGuide(guide)
        }
        mounted[node.id] = node.item
    }

    private func unmount(keeping items: [String: PinItem], from map: GMSMapView) {
        for (id, item) in mounted {
            if let kept = items[id], kept.isSame(as: item) { continue }
            switch item {
            case .view(let view): view.removeFromSuperview()
            case .guide(let guide): map.removeLayoutGuide(guide)
            }
            mounted.removeValue(forKey: id)
        }
    }

    /// The stack holds the state's buttons, found by type (their order in
    /// `buttons` may change): compass first, then reporting.
    private func syncButtons() {
        let buttons: [NavigationUIButton]
        switch phase {
        case .off: buttons = []
        case .ready(let state): buttons = state.buttons
        case .guiding(let state): buttons = state.buttons
        }
        let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
        buttonStack.arrangedSubviews = wanted.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
    }

    // MARK: Prompt animation

    private func slideIn(_ prompt: NavigationPromptView) {
        prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
        UIView.animate(withDuration: Motion.promptDuration) {
            prompt.transform = .identity
        }
    }

    private func slideOut(_ prompt: NavigationPromptView, then finish: @escaping () -> Void) {
        UIView.animate(withDuration: Motion.promptDuration, animations: {
            prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
        }, completion: { _ in
            finish()
        })
    }
}

enum Motion {
    static let promptDuration: TimeInterval = 0.25
}

enum Spacing {
    static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var edge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var card: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var headerTop: CGFloat { NavigationStyleValues.headerTopPadding }
}
