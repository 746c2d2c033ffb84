import GoogleNavigation
import UIKit

/// Lays out the navigation UI from the string specs in `LayoutSpecs`.
@MainActor
final class SpecLayoutDelegate: NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready
        case guiding
    }

    private var phase = Phase.off
    private var wideMode = false
    private var registry = SpecRegistry()
    private var active: [NSLayoutConstraint] = []

    private static let guidanceOnly = ["turnCard", "etaCard", "speedWidget", "reporting", "prompt"]

    // MARK: - Registry

    private func register(_ name: String, _ view: UIView, on navMap: GMSMapView) {
        if let old = registry.views[name], old !== view {
            old.removeFromSuperview()
        }
        registry.views[name] = view
        if view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
    }

    private func unregister(_ name: String) {
        registry.views.removeValue(forKey: name)?.removeFromSuperview()
    }

    private func registerMap(_ navMap: GMSMapView) {
        registry.views["map"] = navMap
        registry.guides["safe"] = navMap.safeAreaLayoutGuide
    }

    private func registerButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) {
        for button in buttons {
            if button.type == .compass {
                register("compass", button.view, on: navMap)
            } else if button.type == .reporting {
                register("reporting", button.view, on: navMap)
            }
        }
    }

    // MARK: - Applying specs

    private var currentSpecs: [[String]] {
        switch phase {
        case .off:
            return []
        case .ready:
            return [LayoutSpecs.navigationReady]
        case .guiding:
            var blocks = [wideMode ? LayoutSpecs.guidanceWide : LayoutSpecs.guidanceCompact]
            if registry.views["prompt"] != nil {
                blocks.append(wideMode ? LayoutSpecs.promptWide : LayoutSpecs.promptCompact)
            }
            return blocks
        }
    }

    private func relayout() {
        NSLayoutConstraint.deactivate(active)
        active = SpecParser.merge(currentSpecs).compactMap { registry.constraint(for: $0) }
        NSLayoutConstraint.activate(active)
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        phase = .ready
        wideMode = newState.wideMode
        registerMap(navMap)
        register("viewport", newState.viewport, on: navMap)
        register("googleLogo", newState.googleLogo, on: navMap)
        registerButtons(newState.buttons, on: navMap)
        relayout()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        phase = .off
        NSLayoutConstraint.deactivate(active)
        active = []
        for name in registry.views.keys where name != "map" {
            unregister(name)
        }
        registry = SpecRegistry()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phase = .guiding
        wideMode = newState.wideMode
        registerMap(navMap)
        register("turnCard", newState.turnCard, on: navMap)
        register("etaCard", newState.etaCard, on: navMap)
        register("speedWidget", newState.speedWidget, on: navMap)
        register("viewport", newState.viewport, on: navMap)
        register("googleLogo", newState.googleLogo, on: navMap)
        registerButtons(newState.buttons, on: navMap)
        registry.guides["etaCardMargins"] = newState.etaCard.layoutMarginsGuide
        relayout()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        Self.guidanceOnly.forEach(unregister)
        registry.guides.removeValue(forKey: "etaCardMargins")
        phase = .ready
        wideMode = newState.wideMode
        registerButtons(newState.buttons, on: navMap)
        relayout()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode = newState.wideMode
        relayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        register("prompt", newPrompt, on: navMap)
        relayout()
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard registry.views["prompt"] === oldPrompt else { return }
        unregister("prompt")
        relayout()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        unregister("prompt")
        register("prompt", newPrompt, on: navMap)
        relayout()
    }
}
