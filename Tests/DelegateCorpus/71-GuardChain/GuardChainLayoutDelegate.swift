import GoogleNavigation
import UIKit

@MainActor
extension Array where Element == NSLayoutConstraint {
    func activateAll() { NSLayoutConstraint.activate(self) }
    func deactivateAll() { NSLayoutConstraint.deactivate(self) }
}

/// Guidance layout: turn card on top, ETA card at the bottom, camera in between.
final class GuardChainLayoutDelegate: NavigationLayoutDelegate {
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private weak var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        guard readyViews.isEmpty else { return }
        let compassSide: CGFloat = newState.wideMode ? 2 : 1
        let views = [newState.viewport, newState.googleLogo] + newState.buttons.map(\.view)
        views.forEach(add(to: navMap))
        readyViews = views
        readyConstraints = readyLayout(navMap, newState, compassGap: compassSide)
        readyConstraints.activateAll()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        readyConstraints.deactivateAll()
        readyConstraints = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        guard let prompt else { return }
        removePrompt(prompt)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        readyConstraints.deactivateAll()
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        let views = [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo]
            + newState.buttons.map(\.view)
        views.forEach(add(to: navMap))
        guidanceViews = views
        guidance = newState
        guidanceConstraints = guidanceLayout(navMap, newState)
        guidanceConstraints.activateAll()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { removePrompt(prompt) }
        guidanceConstraints.deactivateAll()
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        guidance = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance = newState as? ActiveGuidanceUIState else { return }
        guard !guidanceConstraints.isEmpty else { return }
        guidanceConstraints.deactivateAll()
        guidanceConstraints = guidanceLayout(navMap, guidance)
        guidanceConstraints.activateAll()
        if let prompt { promptConstraints.deactivateAll(); promptConstraints = promptLayout(prompt, navMap); promptConstraints.activateAll() }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard prompt == nil else { return }
        navMap.addSubview(newPrompt)
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        prompt = newPrompt
        promptConstraints = promptLayout(newPrompt, navMap)
        promptConstraints.activateAll()
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        removePrompt(oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Building blocks

    private func add(to navMap: UIView) -> (UIView) -> Void {
        return { view in
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
    }

    private func removePrompt(_ view: NavigationPromptView) {
        promptConstraints.deactivateAll()
        promptConstraints = []
        view.removeFromSuperview()
        prompt = nil
    }

    private func readyLayout(_ map: UIView, _ state: NavigationReadyUIState, compassGap: CGFloat) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        return pinViewport(state.viewport, top: safe.topAnchor, bottom: map.bottomAnchor, in: map)
            + logo(state.googleLogo, above: safe.bottomAnchor, in: map)
            + compass(state.buttons, below: safe.topAnchor, in: map, gap: compassGap)
    }

    private func guidanceLayout(_ map: UIView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        return cards(state, in: map, wide: state.wideMode)
            + pinViewport(state.viewport, top: state.turnCard.bottomAnchor, bottom: state.etaCard.layoutMarginsGuide.topAnchor, in: map)
            + speed(state.speedWidget, on: state.etaCard, in: map)
            + logo(state.googleLogo, above: state.etaCard.layoutMarginsGuide.topAnchor, in: map, after: state.speedWidget)
            + compass(state.buttons, below: state.turnCard.layoutMarginsGuide.bottomAnchor, in: map)
            + reporting(state.buttons, above: state.etaCard.layoutMarginsGuide.topAnchor, in: map)
    }

    private func cards(_ state: ActiveGuidanceUIState, in map: UIView, wide: Bool) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        let common = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
        ]
        guard wide else {
            return common + [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
            ]
        }
        return common + [
            state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
            state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor),
        ]
    }

    private func pinViewport(_ viewport: UIView, top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, in map: UIView) -> [NSLayoutConstraint] {
        let fill = viewport.bottomAnchor.constraint(equalTo: map.bottomAnchor)
        fill.priority = .defaultLow
        return [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: bottom),
            fill,
        ]
    }

    private func speed(_ widget: UIView, on card: UIView, in map: UIView) -> [NSLayoutConstraint] {
        return [
            widget.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            widget.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        ]
    }

    private func logo(_ logo: UIView, above anchor: NSLayoutYAxisAnchor, in map: UIView, after widget: UIView? = nil) -> [NSLayoutConstraint] {
        let leading = widget?.trailingAnchor ?? map.safeAreaLayoutGuide.leadingAnchor
        let low = logo.bottomAnchor.constraint(equalTo: map.bottomAnchor)
        low.priority = .defaultLow
        return [
            logo.leadingAnchor.constraint(equalTo: leading, constant: NavigationStyleValues.elementHorizontalPadding),
            logo.bottomAnchor.constraint(lessThanOrEqualTo: anchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            low,
        ]
    }

    private func compass(_ buttons: [NavigationUIButton], below anchor: NSLayoutYAxisAnchor, in map: UIView, gap: CGFloat = 1) -> [NSLayoutConstraint] {
        guard let compass = buttons.first(where: { $0.type == .compass })?.view else { return [] }
        return [
            compass.topAnchor.constraint(equalTo: anchor, constant: NavigationStyleValues.buttonVerticalPadding * gap),
            compass.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
        ]
    }

    private func reporting(_ buttons: [NavigationUIButton], above anchor: NSLayoutYAxisAnchor, in map: UIView) -> [NSLayoutConstraint] {
        guard let report = buttons.first(where: { $0.type == .reporting })?.view else { return [] }
        let low = report.bottomAnchor.constraint(equalTo: map.bottomAnchor)
        low.priority = .defaultLow
        return [
            low,
            report.bottomAnchor.constraint(lessThanOrEqualTo: anchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            report.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
        ]
    }

    private func promptLayout(_ prompt: UIView, _ map: UIView) -> [NSLayoutConstraint] {
        return [
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ] + keepClear(of: prompt)
    }

    private func keepClear(of prompt: UIView) -> [NSLayoutConstraint] {
        guard let guidance else { return [] }
        let gap = NavigationStyleValues.buttonVerticalPadding
        let floating = [guidance.googleLogo] + guidance.buttons.filter { $0.type == .reporting }.map(\.view)
        return [guidance.viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)]
            + floating.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap) }
    }
}
