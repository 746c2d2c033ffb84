import GoogleNavigation
import UIKit

/// Shared navigation layout of all our apps. Apps subclass it to add their own chrome;
/// anything a subclass adds during guidance goes into `guidanceViews` / `guidanceConstraints`
/// so that `stopGuidance` cleans it up.
open class BaseNavigationLayout: NavigationLayoutDelegate {
    public var readyViews: [UIView] = []
    public var readyConstraints: [NSLayoutConstraint] = []
    public var guidanceViews: [UIView] = []
    public var guidanceConstraints: [NSLayoutConstraint] = []
    public private(set) var promptView: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    open var edgePadding: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    open var floatingGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    public init() {}

    public func add(_ view: UIView, to navMap: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
    }

    open func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        readyViews = [newState.viewport, newState.googleLogo] + newState.buttons.map(\.view)
        readyViews.forEach { add($0, to: navMap) }
        readyConstraints = [
            newState.viewport.topAnchor.constraint(equalTo: navMap.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: newState.wideMode ? edgePadding * 2 : edgePadding),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -floatingGap),
        ]
        if let compass = newState.buttons.first(where: { $0.type == .compass }) {
            readyConstraints += [
                compass.view.topAnchor.constraint(equalTo: safe.topAnchor, constant: floatingGap),
                compass.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgePadding),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    open func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews.removeAll()
    }

    open func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        disableNavigationUI(navMap: navMap, oldState: oldState)
        guidanceViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo]
            + newState.buttons.map(\.view)
        guidanceViews.forEach { add($0, to: navMap) }
        guidanceConstraints = baseGuidanceConstraints(navMap, newState)
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    open func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let promptView { hidePrompt(navMap: navMap, oldPrompt: promptView) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    open func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let state = newState as? ActiveGuidanceUIState, !guidanceConstraints.isEmpty else { return }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = baseGuidanceConstraints(navMap, state)
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    open func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        add(newPrompt, to: navMap)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        for view in guidanceViews where !(view is NavigationPromptView) && view.superview === navMap {
            if view === guidanceViews.first { // the viewport
                promptConstraints.append(view.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
            }
        }
        NSLayoutConstraint.activate(promptConstraints)
        promptView = newPrompt
    }

    open func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        promptView = nil
    }

    open func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// Cards, camera, logo and buttons. The logo and the buttons sit above the ETA card,
    /// and above the prompt too (their bottoms are only upper bounds).
    open func baseGuidanceConstraints(_ navMap: UIView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let etaTop = state.etaCard.layoutMarginsGuide.topAnchor
        var list: [NSLayoutConstraint] = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgePadding),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgePadding),
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaTop),
            state.viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgePadding),
            state.googleLogo.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -floatingGap),
        ]
        let fill = state.viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        fill.priority = .defaultLow
        list.append(fill)
        for card in [state.turnCard, state.etaCard] {
            list.append(state.wideMode
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgePadding))
        }
        var above = state.viewport.bottomAnchor
        for button in state.buttons {
            list.append(button.view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgePadding))
            list.append(button.view.bottomAnchor.constraint(equalTo: above, constant: -floatingGap))
            above = button.view.topAnchor
        }
        return list
    }
}
