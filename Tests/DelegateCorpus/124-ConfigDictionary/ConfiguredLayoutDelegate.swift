import UIKit
import GoogleNavigation

@MainActor
final class ConfiguredLayoutDelegate: NavigationLayoutDelegate {
    private let config: ChromeConfig
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var footerConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var active: ActiveGuidanceUIState?
    private var shownPrompt: NavigationPromptView?
    private weak var map: GMSMapView?

    init(config: ChromeConfig = ChromeConfig()) {
        self.config = config
    }

    private func add(_ view: UIView, to map: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== map { map.addSubview(view) }
    }

    private func applyReady(_ map: GMSMapView, _ state: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        let safe = map.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach { add($0, to: map) }
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: config.logoLeadingGap),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: config.logoBottomOffset),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            add(compass, to: map)
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: config.compassTop(wide: state.wideMode)),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: config.buttonTrailingOffset),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func applyFooter(_ map: GMSMapView, _ state: ActiveGuidanceUIState, floor: NSLayoutYAxisAnchor) {
        NSLayoutConstraint.deactivate(footerConstraints)
        let safe = map.safeAreaLayoutGuide
        footerConstraints = [
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: config.logoLeadingGap),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: config.logoBottomOffset),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.trailingAnchor, constant: config.speedWidgetGap),
            state.speedWidget.bottomAnchor.constraint(equalTo: floor, constant: config.logoBottomOffset),
        ]
        NSLayoutConstraint.activate(footerConstraints)
    }

    private func applyGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        let safe = map.safeAreaLayoutGuide
        let cardEnd = state.wideMode && config.splitCardsWhenWide ? safe.centerXAnchor : safe.trailingAnchor
        guidanceViews = [state.turnCard, state.etaCard, state.speedWidget]
        [state.turnCard, state.etaCard, state.speedWidget, state.viewport, state.googleLogo].forEach { add($0, to: map) }
        guidanceConstraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.wideMode ? state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: cardEnd)
                           : state.turnCard.trailingAnchor.constraint(equalTo: cardEnd),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.wideMode ? state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: cardEnd)
                           : state.etaCard.trailingAnchor.constraint(equalTo: cardEnd),
        ]
        let compass = state.buttons.first(where: { $0.type == .compass })?.view
        if let compass {
            add(compass, to: map)
            guidanceConstraints += [
                compass.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: config.buttonTopGap),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: config.buttonTrailingOffset),
            ]
        }
        if let reporting = state.buttons.first(where: { $0.type == .reporting })?.view {
            add(reporting, to: map)
            guidanceViews.append(reporting)
            guidanceConstraints += [
                reporting.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: config.buttonTopGap),
                reporting.trailingAnchor.constraint(equalTo: compass?.leadingAnchor ?? safe.trailingAnchor, constant: -config.buttonSpacing),
            ]
        }
        NSLayoutConstraint.activate(guidanceConstraints)
        applyFooter(map, state, floor: shownPrompt?.topAnchor ?? state.etaCard.layoutMarginsGuide.topAnchor)
    }

    private func removeGuidance() {
        NSLayoutConstraint.deactivate(guidanceConstraints + footerConstraints + promptConstraints)
        guidanceConstraints = []; footerConstraints = []; promptConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        applyReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
        removeGuidance()
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        ([oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
        active = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        active = newState
        applyGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        shownPrompt?.removeFromSuperview()
        shownPrompt = nil
        removeGuidance()
        active = nil
        applyReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let state = newState as? ActiveGuidanceUIState { applyGuidance(navMap, state) }
        else if let state = newState as? NavigationReadyUIState { applyReady(navMap, state) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let state = active else { return }
        let safe = navMap.safeAreaLayoutGuide
        add(newPrompt, to: navMap)
        shownPrompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        applyFooter(navMap, state, floor: newPrompt.topAnchor)
        newPrompt.alpha = 0
        UIView.animate(withDuration: config.promptFade) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let state = active else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        shownPrompt = nil
        applyFooter(navMap, state, floor: state.etaCard.layoutMarginsGuide.topAnchor)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
