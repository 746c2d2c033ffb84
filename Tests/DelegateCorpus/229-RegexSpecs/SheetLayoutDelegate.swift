import GoogleNavigation
import UIKit

/// Lays the navigation UI out from `LayoutSheet`'s lines.
final class SheetLayoutDelegate: NavigationLayoutDelegate {
    private var views: [String: UIView] = [:]
    private var guidanceNames: [String] = []
    private var inGuidance = false
    private var wide = false
    private var prompt: NavigationPromptView?
    private var active: [NSLayoutConstraint] = []

    init() {}

    // MARK: Sheet to constraints

    private func yAnchor(_ name: String, _ edge: String, margins: Bool, map: GMSMapView) -> NSLayoutYAxisAnchor? {
        let top = edge == "top"
        switch name {
        case "safe": return top ? map.safeAreaLayoutGuide.topAnchor : map.safeAreaLayoutGuide.bottomAnchor
        case "map": return top ? map.topAnchor : map.bottomAnchor
        default:
            guard let view = views[name] else { return nil }
            if margins { return top ? view.layoutMarginsGuide.topAnchor : view.layoutMarginsGuide.bottomAnchor }
            return top ? view.topAnchor : view.bottomAnchor
        }
    }

    private func xAnchor(_ name: String, _ edge: String, margins: Bool, map: GMSMapView) -> NSLayoutXAxisAnchor? {
        let leading = edge == "leading"
        switch name {
        case "safe": return leading ? map.safeAreaLayoutGuide.leadingAnchor : map.safeAreaLayoutGuide.trailingAnchor
        case "map": return leading ? map.leadingAnchor : map.trailingAnchor
        default:
            guard let view = views[name] else { return nil }
            if margins { return leading ? view.layoutMarginsGuide.leadingAnchor : view.layoutMarginsGuide.trailingAnchor }
            return leading ? view.leadingAnchor : view.trailingAnchor
        }
    }

    private func constraint(for line: SheetLine, map: GMSMapView) -> NSLayoutConstraint? {
        guard let view = views[line.item] else { return nil }
        let made: NSLayoutConstraint
        if line.edge == "top" || line.edge == "bottom" {
            guard let other = yAnchor(line.target, line.targetEdge, margins: line.usesMargins, map: map) else { return nil }
            let own = line.edge == "top" ? view.topAnchor : view.bottomAnchor
            switch line.relation {
            case .equal: made = own.constraint(equalTo: other, constant: line.constant)
            case .atMost: made = own.constraint(lessThanOrEqualTo: other, constant: line.constant)
            case .atLeast: made = own.constraint(greaterThanOrEqualTo: other, constant: line.constant)
            }
        } else {
            guard let other = xAnchor(line.target, line.targetEdge, margins: line.usesMargins, map: map) else { return nil }
            let own = line.edge == "leading" ? view.leadingAnchor : view.trailingAnchor
            switch line.relation {
            case .equal: made = own.constraint(equalTo: other, constant: line.constant)
            case .atMost: made = own.constraint(lessThanOrEqualTo: other, constant: line.constant)
            case .atLeast: made = own.constraint(greaterThanOrEqualTo: other, constant: line.constant)
            }
        }
        made.priority = UILayoutPriority(line.priority)
        return made
    }

    private func constraints(from sheet: [String], map: GMSMapView) -> [NSLayoutConstraint] {
        sheet.compactMap(SheetLine.parse).compactMap { constraint(for: $0, map: map) }
    }

    private func currentSheet() -> [String] {
        guard views["viewport"] != nil else { return [] }
        guard inGuidance else { return LayoutSheet.ready }
        var sheet = wide ? LayoutSheet.guidanceWide : LayoutSheet.guidance
        if prompt != nil {
            sheet += wide ? LayoutSheet.promptWide : LayoutSheet.prompt
        }
        return sheet
    }

    private func relayout(_ map: GMSMapView) {
        NSLayoutConstraint.deactivate(active)
        active = constraints(from: currentSheet(), map: map)
        NSLayoutConstraint.activate(active)
    }

    private func add(_ view: UIView, as name: String, to map: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
        views[name] = view
    }

    private func remove(_ name: String) {
        views[name]?.removeFromSuperview()
        views[name] = nil
    }

    private func addButtons(_ buttons: [NavigationUIButton], to map: GMSMapView) -> [String] {
        var names: [String] = []
        for button in buttons {
            let name = button.type.rawValue   // "compass", "reporting"
            guard name == "compass" || name == "reporting" else { continue }
            add(button.view, as: name, to: map)
            names.append(name)
        }
        return names
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        add(newState.viewport, as: "viewport", to: navMap)
        add(newState.googleLogo, as: "logo", to: navMap)
        _ = addButtons(newState.buttons, to: navMap)
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(active)
        active = []
        prompt?.removeFromSuperview()
        prompt = nil
        views.keys.sorted().forEach(remove)
        guidanceNames = []
        inGuidance = false
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        inGuidance = true
        add(newState.turnCard, as: "turnCard", to: navMap)
        add(newState.etaCard, as: "etaCard", to: navMap)
        add(newState.speedWidget, as: "speedWidget", to: navMap)
        let added = addButtons(newState.buttons.filter { $0.type == .reporting }, to: navMap)
        guidanceNames = ["turnCard", "etaCard", "speedWidget"] + added
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(active)
        active = []
        guidanceNames.forEach(remove)
        guidanceNames = []
        inGuidance = false
        wide = newState.wideMode
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        add(newPrompt, as: "prompt", to: navMap)
        prompt = newPrompt
        relayout(navMap)
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt = nil
        views["prompt"] = nil
        relayout(navMap)
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        add(newPrompt, as: "prompt", to: navMap)
        prompt = newPrompt
        relayout(navMap)
    }
}
