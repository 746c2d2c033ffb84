import GoogleNavigation
import UIKit

/// Names every constraint after the state and view it belongs to and logs each
/// transition, for debugging layout issues from the console.
@MainActor
final class RouteLogLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var named: [String: NSLayoutConstraint] = [:]
    private var attached: [UIView] = []
    private var transitions = 0
    private var prompt: NavigationPromptView?
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func log(_ message: String) {
        transitions += 1
        print("[RouteLog #\(transitions)] \(message)")
    }

    private func add(_ constraint: NSLayoutConstraint, _ state: String, _ name: String) {
        constraint.identifier = "routelog.\(state).\(name)"
        named[constraint.identifier ?? name] = constraint
        constraint.isActive = true
    }

    private func removeConstraints(of state: String) {
        let prefix = "routelog.\(state)."
        for (key, constraint) in named where key.hasPrefix(prefix) {
            constraint.isActive = false
            named[key] = nil
        }
    }

    private func attach(_ views: [UIView], to navMap: GMSMapView) {
        for view in views {
            navMap.addSubview(view)
            attached.append(view)
        }
    }

    private func detachAll() {
        log("detaching \(attached.count) views")
        attached.forEach { $0.removeFromSuperview() }
        attached.removeAll()
        buttons.arrangedSubviews = []
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        log("ready (buttons: \(newState.buttons.count))")
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        let logo = newState.googleLogo
        buttons.arrangedSubviews = newState.buttons.map { $0.view }
        attach([viewport, logo, buttons], to: navMap)
        add(viewport.topAnchor.constraint(equalTo: safe.topAnchor), "ready", "viewport.top")
        add(viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor), "ready", "viewport.bottom")
        add(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "ready", "viewport.leading")
        add(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), "ready", "viewport.trailing")
        add(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8), "ready", "logo.leading")
        add(logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8), "ready", "logo.bottom")
        add(buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8), "ready", "buttons.top")
        add(buttons.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8), "ready", "buttons.bottom")
        let inset: CGFloat = newState.wideMode ? 24 : 16
        add(buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset), "ready", "buttons.trailing")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        log("disable")
        removeConstraints(of: "ready")
        detachAll()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        log("guidance (wide: \(newState.wideMode))")
        removeConstraints(of: "ready")
        detachAll()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        let logo = newState.googleLogo
        buttons.arrangedSubviews = newState.buttons.map { $0.view }
        attach([viewport, turnCard, etaCard, logo, buttons], to: navMap)
        add(turnCard.topAnchor.constraint(equalTo: safe.topAnchor), "guidance", "turnCard.top")
        add(turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "guidance", "turnCard.leading")
        add(etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor), "guidance", "etaCard.bottom")
        add(etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "guidance", "etaCard.leading")
        add(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor), "guidance", "viewport.top")
        add(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor), "guidance", "viewport.leading")
        add(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor), "guidance", "viewport.trailing")
        add(viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor), "guidance", "viewport.bottom.max")
        let resting = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        resting.priority = .defaultHigh
        add(resting, "guidance", "viewport.bottom")
        add(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8), "guidance", "logo.leading")
        add(logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8), "guidance", "logo.bottom")
        add(buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8), "guidance", "buttons.top")
        add(buttons.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8), "guidance", "buttons.bottom")
        let inset: CGFloat = newState.wideMode ? 24 : 16
        add(buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset), "guidance", "buttons.trailing")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        log("stop guidance")
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        removeConstraints(of: "guidance")
        detachAll()
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        log("prompt \(ObjectIdentifier(newPrompt).hashValue)")
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        add(newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor), "prompt", "bottom")
        add(newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor), "prompt", "leading")
        if let viewport = attached.first {
            add(viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor), "prompt", "viewport")
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        log("hide prompt")
        removeConstraints(of: "prompt")
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
