import UIKit
import GoogleNavigation

/// Layout delegate of one navigation window scene.
///
/// Two independent questions decide the layout:
/// - `wideMode` (the SDK's): the cards go into a leading column;
/// - the scene's horizontal size class (ours): regular shows the route panel as a
///   sidebar column beside the SDK's, compact folds it into a bottom drawer.
/// Both are re-read on every transition and on `sizeChanged`, since a Stage Manager
/// window can be resized at any moment.
@MainActor
final class SceneNavigationLayout: NavigationLayoutDelegate {

    private struct Mode: Equatable {
        var wide: Bool
        var sidebar: Bool
    }

    private let routePanel = RoutePanelView()
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var mode = Mode(wide: false, sidebar: false)

    /// Constraints of the current state in the current mode; replaced on every mode change.
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    init() {
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: Transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addSubview(routePanel)
        navMap.addSubview(stack)
        add([newState.viewport, newState.googleLogo], to: navMap)
        ready = newState
        updateMode(wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        deactivateAll()
        prompt?.removeFromSuperview()
        prompt = nil
        stack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, routePanel, stack].forEach { $0.removeFromSuperview() }
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivateAll()
        ready = nil
        add([newState.turnCard, newState.etaCard, newState.speedWidget, newState.viewport, newState.googleLogo], to: navMap)
        guidance = newState
        updateMode(wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        deactivateAll()
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget].forEach { $0.removeFromSuperview() }
        guidance = nil
        ready = newState
        updateMode(wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        updateMode(wide: newState.wideMode, on: navMap)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        layOutPrompt(on: navMap)
        newPrompt.transform = CGAffineTransform(translationX: 0, y: 200)
        UIView.animate(withDuration: RouteChrome.animation) {
            newPrompt.transform = .identity
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        oldPrompt.removeFromSuperview()
        // The chrome above the prompt comes back down.
        updateMode(wide: mode.wide, on: navMap, force: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout

    private func add(_ views: [UIView], to navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
    }

    private func deactivateAll() {
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        stateConstraints = []
        promptConstraints = []
        columnGuide = nil
    }

    private func updateMode(wide: Bool, on navMap: GMSMapView, force: Bool = true) {
        let regular = navMap.traitCollection.horizontalSizeClass == .regular
        let newMode = Mode(wide: wide, sidebar: wide && regular)
        guard force || newMode != mode else { return }
        mode = newMode
        routePanel.presentation = newMode.sidebar ? .sidebar : .drawer

        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        columnGuide = nil
        if let guidance {
            stack.arrangedSubviews = buttonViews(guidance.buttons)
            stateConstraints = guidanceConstraints(guidance, on: navMap)
        } else if let ready {
            stack.arrangedSubviews = buttonViews(ready.buttons)
            stateConstraints = readyConstraints(ready, on: navMap)
        } else {
            stateConstraints = []
        }
        NSLayoutConstraint.activate(stateConstraints)
        if prompt != nil {
            layOutPrompt(on: navMap)
        }
    }

    private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }

    /// Where the app's panel goes, and what is left for the map: `mapLeading` / `mapBottom`.
    private func panelConstraints(column: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor,
                                  on navMap: GMSMapView) -> (constraints: [NSLayoutConstraint], mapLeading: NSLayoutXAxisAnchor, mapBottom: NSLayoutYAxisAnchor) {
        let safe = navMap.safeAreaLayoutGuide
        if mode.sidebar {
            return ([
                routePanel.leadingAnchor.constraint(equalTo: column, constant: RouteChrome.gap),
                routePanel.widthAnchor.constraint(equalToConstant: RouteChrome.sidebarWidth),
                routePanel.topAnchor.constraint(equalTo: safe.topAnchor, constant: RouteChrome.gap),
                routePanel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -RouteChrome.gap),
            ], routePanel.trailingAnchor, safe.bottomAnchor)
        }
        return ([
            routePanel.leadingAnchor.constraint(equalTo: column),
            routePanel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            routePanel.bottomAnchor.constraint(equalTo: bottom),
            routePanel.heightAnchor.constraint(equalToConstant: RouteChrome.drawerHeight),
        ], column, routePanel.topAnchor)
    }

    private func readyConstraints(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let panel = panelConstraints(column: safe.leadingAnchor, bottom: safe.bottomAnchor, on: navMap)
        return panel.constraints + mapChrome(viewport: state.viewport, logo: state.googleLogo,
                                             top: safe.topAnchor, leading: panel.mapLeading,
                                             bottom: panel.mapBottom, on: navMap)
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        var c = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        let panel: (constraints: [NSLayoutConstraint], mapLeading: NSLayoutXAxisAnchor, mapBottom: NSLayoutYAxisAnchor)
        let mapTop: NSLayoutYAxisAnchor
        if mode.wide {
            // The SDK's column: the cards keep their own width along the leading edge.
            let column = UILayoutGuide()
            column.identifier = "sdkColumn"
            navMap.addLayoutGuide(column)
            columnGuide = column
            c += [
                column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                column.trailingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.layoutMarginsGuide.trailingAnchor),
                column.trailingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.layoutMarginsGuide.trailingAnchor),
                column.topAnchor.constraint(equalTo: safe.topAnchor),
                column.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            ]
            let tight = column.widthAnchor.constraint(equalToConstant: 0)
            tight.priority = .defaultLow
            c.append(tight)
            panel = panelConstraints(column: column.trailingAnchor, bottom: safe.bottomAnchor, on: navMap)
            mapTop = safe.topAnchor
        } else {
            c += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
            panel = panelConstraints(column: safe.leadingAnchor, bottom: state.etaCard.layoutMarginsGuide.topAnchor, on: navMap)
            mapTop = state.turnCard.layoutMarginsGuide.bottomAnchor
        }
        c += panel.constraints
        c += mapChrome(viewport: state.viewport, logo: state.googleLogo, top: mapTop,
                       leading: panel.mapLeading, bottom: panel.mapBottom, on: navMap)
        if mode.wide {
            // In the SDK's column, stacked on the ETA card's margins (the map side may be narrow).
            c += [
                state.speedWidget.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            ]
        } else {
            c += [
                state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -RouteChrome.gap),
            ]
        }
        return c
    }

    private var columnGuide: UILayoutGuide? {
        didSet {
            if let old = oldValue, old !== columnGuide {
                old.owningView?.removeLayoutGuide(old)
            }
        }
    }

    /// Viewport, logo and buttons over the open map.
    private func mapChrome(viewport: UIView, logo: UIView, top: NSLayoutYAxisAnchor,
                           leading: NSLayoutXAxisAnchor, bottom: NSLayoutYAxisAnchor,
                           on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        return [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: leading),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: bottom),
            logo.leadingAnchor.constraint(equalTo: leading, constant: RouteChrome.inset),
            logo.bottomAnchor.constraint(equalTo: bottom, constant: -RouteChrome.gap),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -RouteChrome.inset),
            stack.bottomAnchor.constraint(equalTo: bottom, constant: -RouteChrome.gap),
            stack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: RouteChrome.gap),
        ]
    }

    /// Prompts rise from the bottom of the SDK's side: the leading column in wide
    /// mode, full width otherwise (over the ETA card and the drawer).
    private func layOutPrompt(on navMap: GMSMapView) {
        guard let prompt else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        let safe = navMap.safeAreaLayoutGuide
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        if mode.wide {
            promptConstraints.append(prompt.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
        } else {
            promptConstraints.append(prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        }
        NSLayoutConstraint.activate(promptConstraints)
    }
}
