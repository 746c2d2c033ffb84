import UIKit
import GoogleNavigation

/// Owns one view and the constraints that place it.
@MainActor
final class Slot<View: UIView> {
    let view: View
    private(set) var constraints: [NSLayoutConstraint] = []
    private let name: String

    init(_ view: View, name: String) {
        self.view = view
        self.name = name
    }

    var isInstalled: Bool { view.superview != nil }

    func install(in container: UIView, _ make: (View) -> [NSLayoutConstraint]) {
        defer { print("[Slot] installed \(name) (\(constraints.count) constraints)") }
        if view.superview !== container {
            view.removeFromSuperview()
            container.addSubview(view)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.deactivate(constraints)
        constraints = make(view)
        NSLayoutConstraint.activate(constraints)
    }

    func uninstall() {
        defer { print("[Slot] uninstalled \(name)") }
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        view.removeFromSuperview()
    }
}

enum SlotKey: String {
    case logo, viewport, compass, turnCard, etaCard, speedWidget, reporting, prompt
}

@MainActor
final class SlotLayoutDelegate: NavigationLayoutDelegate {
    private var slots: [AnyHashable: AnyObject] = [:]
    private let margin: CGFloat = 8

    init() {}

    // MARK: registry

    private func slot(_ key: SlotKey) -> Slot<UIView>? {
        slots[key] as? Slot<UIView>
    }

    @discardableResult
    private func put(_ key: SlotKey, _ view: UIView, in map: UIView,
                     _ make: (UIView) -> [NSLayoutConstraint]) -> Slot<UIView> {
        let slot = self.slot(key) ?? Slot(view, name: key.rawValue)
        slots[key] = slot
        slot.install(in: map, make)
        return slot
    }

    private func remove(_ keys: [SlotKey]) {
        defer { print("[SlotLayout] removed \(keys.map(\.rawValue))") }
        for key in keys {
            slot(key)?.uninstall()
            slots[key] = nil
        }
    }

    // MARK: shared placement

    private func placeReady(_ map: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = map.safeAreaLayoutGuide
        put(.viewport, state.viewport, in: map) { v in [
            v.topAnchor.constraint(equalTo: safe.topAnchor),
            v.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] }
        put(.logo, state.googleLogo, in: map) { [margin] v in [
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: margin),
            v.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -margin),
        ] }
        if let compass = state.buttons.first(where: { $0.type == .compass }) {
            put(.compass, compass.view, in: map) { [margin] v in [
                v.topAnchor.constraint(equalTo: safe.topAnchor, constant: margin),
                v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
            ] }
        }
    }

    /// Everything that sits on top of the footer: viewport bottom, logo, reporting button.
    private func placeAboveFooter(_ map: GMSMapView, _ state: ActiveGuidanceUIState, floor: NSLayoutYAxisAnchor) {
        let safe = map.safeAreaLayoutGuide
        put(.viewport, state.viewport, in: map) { v in [
            v.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            v.bottomAnchor.constraint(equalTo: floor),
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] }
        put(.logo, state.googleLogo, in: map) { [margin] v in [
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: margin),
            v.bottomAnchor.constraint(equalTo: floor, constant: -margin),
        ] }
        put(.speedWidget, state.speedWidget, in: map) { [margin] v in [
            v.leadingAnchor.constraint(equalTo: state.googleLogo.trailingAnchor, constant: margin),
            v.bottomAnchor.constraint(equalTo: floor, constant: -margin),
        ] }
        if let reporting = state.buttons.first(where: { $0.type == .reporting }) {
            // Beside the compass: the bottom edge is taken by the prompt in landscape.
            let compass = state.buttons.first(where: { $0.type == .compass })?.view
            put(.reporting, reporting.view, in: map) { [margin] v in [
                v.trailingAnchor.constraint(equalTo: compass?.leadingAnchor ?? safe.trailingAnchor, constant: -margin),
                v.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: margin),
            ] }
        }
    }

    private func placeGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        let wide = state.wideMode
        put(.turnCard, state.turnCard, in: map) { v in [
            v.topAnchor.constraint(equalTo: safe.topAnchor),
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            wide ? v.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                 : v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] }
        put(.etaCard, state.etaCard, in: map) { v in [
            v.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            wide ? v.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                 : v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] }
        if let compass = state.buttons.first(where: { $0.type == .compass }) {
            put(.compass, compass.view, in: map) { [margin] v in [
                v.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: margin),
                v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
            ] }
        }
        placeAboveFooter(map, state, floor: state.etaCard.layoutMarginsGuide.topAnchor)
    }

    private var guidance: ActiveGuidanceUIState?

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        defer { print("[SlotLayout] enable, wide=\(newState.wideMode)") }
        placeReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        defer { print("[SlotLayout] disable") }
        remove([.prompt, .turnCard, .etaCard, .speedWidget, .reporting, .compass, .logo, .viewport])
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        placeGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        remove([.prompt, .turnCard, .etaCard, .speedWidget, .reporting])
        guidance = nil
        placeReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState {
            placeGuidance(navMap, active)
            if let prompt = slot(.prompt)?.view { placePrompt(navMap, active, prompt) }
        } else if let ready = newState as? NavigationReadyUIState {
            placeReady(navMap, ready)
        }
    }

    private func placePrompt(_ map: GMSMapView, _ state: ActiveGuidanceUIState, _ prompt: UIView) {
        let safe = map.safeAreaLayoutGuide
        put(.prompt, prompt, in: map) { v in [
            v.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            v.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] }
        placeAboveFooter(map, state, floor: prompt.topAnchor)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = guidance else { return }
        placePrompt(navMap, state, newPrompt)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let state = guidance else { return }
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }) { _ in
            // Guidance may have stopped as the prompt slid out: its cards are gone then.
            guard self.guidance === state, self.slot(.prompt)?.view === oldPrompt else { return }
            self.remove([.prompt])
            self.placeAboveFooter(navMap, state, floor: state.etaCard.layoutMarginsGuide.topAnchor)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard let state = guidance else { return }
        remove([.prompt])
        placePrompt(navMap, state, newPrompt)
    }
}
