import GoogleNavigation
import UIKit

/// The drive screen's navigation layout, written against the design tokens.
///
/// - Ready: the camera over the whole safe area, logo bottom leading, compass in
///   the trailing rail.
/// - Guidance, compact: turn card on top, ETA card docked at the bottom, the
///   camera between them; trip progress bar and button rail on the trailing
///   side, speed widget stacked on the logo.
/// - Guidance, wide: both cards in the leading column, the camera beside it.
///
/// A zero-height guide marks the open map's floor for the whole session; the
/// ETA card (compact) and any prompt push it up, and everything floating rests on it.
@MainActor
final class ThemedDriveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct PromptMount {
        let view: NavigationPromptView
        let placement: [NSLayoutConstraint]
        let keepClear: NSLayoutConstraint
    }

    private let baseTheme: DriveTheme
    private let openMapFloor = UILayoutGuide()
    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionPins: [NSLayoutConstraint] = []
    private var statePins: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var isWide = false

    private var prompt: PromptMount?
    private var fadingPrompts: [PromptMount] = []

    init(theme: DriveTheme) {
        baseTheme = theme
        super.init()
        openMapFloor.identifier = "drive.openMapFloor"
        buttonRail.translatesAutoresizingMaskIntoConstraints = false
        buttonRail.spacing = theme.buttonSpacing
    }

    convenience override init() {
        self.init(theme: .standard)
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(openMapFloor)
        let resting = Edges.guideBottom.pin(openMapFloor, to: safe)
        resting.priority = .defaultLow
        sessionPins = [
            openMapFloor.heightAnchor.constraint(equalToConstant: 0),
            Edges.guideLeading.pin(openMapFloor, to: safe),
            Edges.guideTrailing.pin(openMapFloor, to: safe),
            Edges.guideBottom.pin(openMapFloor, to: safe, 0, .lessThanOrEqual),
            resting,
        ]
        NSLayoutConstraint.activate(sessionPins)

        isWide = newState.wideMode
        readyState = newState
        buttonRail.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        mount([newState.viewport, newState.googleLogo, buttonRail], on: navMap)
        statePins = readyPins(newState, on: navMap, theme: ThemeProxy(baseTheme, wide: isWide))
        NSLayoutConstraint.activate(statePins)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompts()
        unmountState()
        readyState = nil
        NSLayoutConstraint.deactivate(sessionPins)
        sessionPins = []
        navMap.removeLayoutGuide(openMapFloor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmountState()
        isWide = newState.wideMode
        guidanceState = newState
        buttonRail.arrangedSubviews = buttonViews(newState.buttons, [.reporting, .compass])
        mount([newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
               newState.speedWidget, newState.googleLogo, buttonRail], on: navMap)
        statePins = guidancePins(newState, on: navMap, theme: ThemeProxy(baseTheme, wide: isWide))
        NSLayoutConstraint.activate(statePins)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Guidance can end (arrival) with a prompt still up: it goes with guidance.
        dropPrompts()
        unmountState()
        guidanceState = nil
        isWide = newState.wideMode
        readyState = newState
        buttonRail.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        mount([newState.viewport, newState.googleLogo, buttonRail], on: navMap)
        statePins = readyPins(newState, on: navMap, theme: ThemeProxy(baseTheme, wide: isWide))
        NSLayoutConstraint.activate(statePins)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard !stateViews.isEmpty else { return }
        isWide = newState.wideMode
        let theme = ThemeProxy(baseTheme, wide: isWide)
        NSLayoutConstraint.deactivate(statePins)
        if let guidanceState {
            statePins = guidancePins(guidanceState, on: navMap, theme: theme)
        } else if let readyState {
            statePins = readyPins(readyState, on: navMap, theme: theme)
        } else {
            statePins = []
        }
        NSLayoutConstraint.activate(statePins)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let theme = ThemeProxy(baseTheme, wide: isWide)
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        let mount = PromptMount(
            view: newPrompt,
            placement: [
                Edges.sameBottom.pin(newPrompt, to: navMap),
                Edges.leading.pin(newPrompt, to: navMap.safeAreaLayoutGuide),
            ],
            keepClear: Edges.floorAbove.pin(openMapFloor, to: newPrompt, 0, .lessThanOrEqual))
        NSLayoutConstraint.activate(mount.placement + [mount.keepClear])
        prompt = mount
        UIView.animate(withDuration: theme.promptFadeIn) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let mount = takeMount(of: oldPrompt) else {
            oldPrompt.removeFromSuperview()
            return
        }
        // The open map comes back down at once; the prompt keeps its place while it fades.
        mount.keepClear.isActive = false
        fadingPrompts.append(mount)
        let theme = ThemeProxy(baseTheme, wide: isWide)
        UIView.animate(withDuration: theme.promptFadeOut, animations: {
            oldPrompt.alpha = 0
            navMap.layoutIfNeeded()
        }, completion: { [weak self] _ in
            NSLayoutConstraint.deactivate(mount.placement)
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
            self?.fadingPrompts.removeAll { $0.view === oldPrompt }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layouts

    private func readyPins(_ state: NavigationReadyUIState, on map: GMSMapView, theme: ThemeProxy) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let viewport = state.viewport
        let logo = state.googleLogo
        return [
            Edges.top.pin(viewport, to: safe),
            Edges.leading.pin(viewport, to: safe),
            Edges.trailing.pin(viewport, to: safe),
            Edges.onFloor.pin(viewport, to: openMapFloor),

            Edges.leading.pin(logo, to: safe, theme.screenEdge),
            Edges.onFloor.pin(logo, to: openMapFloor, -theme.screenEdge),

            Edges.top.pin(buttonRail, to: safe, theme.screenEdge),
            Edges.trailing.pin(buttonRail, to: safe, -theme.screenEdge),
            Edges.onFloor.pin(buttonRail, to: openMapFloor, -theme.screenEdge),
        ]
    }

    private func guidancePins(_ state: ActiveGuidanceUIState, on map: GMSMapView, theme: ThemeProxy) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let (turnCard, etaCard, viewport) = (state.turnCard, state.etaCard, state.viewport)
        let (logo, speed, bar) = (state.googleLogo, state.speedWidget, state.tripProgressBar)

        var pins = [
            Edges.top.pin(turnCard, to: safe),
            Edges.leading.pin(turnCard, to: safe),
            Edges.leading.pin(etaCard, to: safe),

            Edges.trailing.pin(viewport, to: safe),
            Edges.onFloor.pin(viewport, to: openMapFloor),

            Edges.trailing.pin(bar, to: safe, -theme.screenEdge),
            Edges.onFloor.pin(bar, to: openMapFloor, -theme.screenEdge),
            Edges.trailingBefore.pin(buttonRail, to: bar, -theme.railGap),
            Edges.onFloor.pin(buttonRail, to: openMapFloor, -theme.screenEdge),

            Edges.onFloor.pin(logo, to: openMapFloor, -theme.screenEdge),
            Edges.onMarginsTop.pin(speed, to: logo),
            Edges.sameLeading.pin(speed, to: logo),
        ]

        if theme.isWide {
            // Leading column: turn card on top, ETA card at the bottom; the
            // camera and the floating controls beside it, from the top down.
            let besideColumn = Edges.leading.pin(viewport, to: safe)
            besideColumn.priority = .defaultLow
            pins += [
                Edges.bottom.pin(etaCard, to: safe),
                Edges.top.pin(viewport, to: safe),
                Edges.leadingAfter.pin(viewport, to: turnCard, theme.columnGap, .greaterThanOrEqual),
                Edges.leadingAfter.pin(viewport, to: etaCard, theme.columnGap, .greaterThanOrEqual),
                besideColumn,
                Edges.sameLeading.pin(logo, to: viewport, theme.screenEdge),
                Edges.top.pin(bar, to: safe, theme.screenEdge),
                Edges.top.pin(buttonRail, to: safe, theme.screenEdge),
            ]
        } else {
            pins += [
                Edges.sameBottom.pin(etaCard, to: map),
                Edges.floorAbove.pin(openMapFloor, to: etaCard, 0, .lessThanOrEqual),
                Edges.topOnBottom.pin(viewport, to: turnCard),
                Edges.leading.pin(viewport, to: safe),
                Edges.leading.pin(logo, to: safe, theme.screenEdge),
                Edges.topOnBottom.pin(bar, to: turnCard, theme.screenEdge),
                Edges.topOnBottom.pin(buttonRail, to: turnCard, theme.screenEdge),
            ]
        }
        return pins
    }

    // MARK: - Views

    /// The SDK's buttons of the given kinds, found by type: the order of `buttons` may change.
    private func buttonViews(_ buttons: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }

    private func mount(_ views: [UIView], on map: GMSMapView) {
        views.forEach(map.addSubview)
        stateViews = views
    }

    /// Old constraints off first, then the views: two states never pull on one view.
    private func unmountState() {
        NSLayoutConstraint.deactivate(statePins)
        statePins = []
        stateViews.reversed().forEach { $0.removeFromSuperview() }
        stateViews = []
        buttonRail.arrangedSubviews = []
    }

    private func takeMount(of view: NavigationPromptView) -> PromptMount? {
        guard let current = prompt, current.view === view else { return nil }
        prompt = nil
        return current
    }

    private func dropPrompts() {
        for mount in [prompt].compactMap({ $0 }) + fadingPrompts {
            NSLayoutConstraint.deactivate(mount.placement + [mount.keepClear])
            mount.view.removeFromSuperview()
            mount.view.alpha = 1
        }
        prompt = nil
        fadingPrompts = []
    }
}
