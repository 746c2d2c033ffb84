import GoogleNavigation
import UIKit

/// The layout delegate the handler installs. Every transition reads the
/// handler's current settings, so what the shared side set before
/// navigation (speedometer, trip progress, compass, margin) is honoured.
///
/// Compact guidance: turn card on top, ETA card docked at the bottom, the
/// camera between. Wide: turn card top and ETA card bottom of the leading
/// column, the camera beside it. Prompts come up at the bottom over the ETA
/// card and the camera's bottom edge moves above them.
@MainActor
final class MauiNavLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private unowned let handler: NavHandler

    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var views: [UIView] = []
    private var layout: [NSLayoutConstraint] = []

    private weak var viewport: UIView?
    /// The line the camera's bottom rests on without a prompt.
    private var floorAnchor: NSLayoutYAxisAnchor?
    private var viewportBottom: NSLayoutConstraint?

    private var prompt: NavigationPromptView?
    private var promptLayout: [NSLayoutConstraint] = []
    private var guidanceState: ActiveGuidanceUIState?
    private var readyState: NavigationReadyUIState?
    private var isWide = false

    init(handler: NavHandler) {
        self.handler = handler
        super.init()
        buttons.translatesAutoresizingMaskIntoConstraints = false
    }

    private var settings: NavHandlerSettings { handler.settings }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        readyState = newState
        ApplyReady(newState, navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        DismissPrompt()
        TearDown()
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        TearDown()
        readyState = nil
        guidanceState = newState
        isWide = newState.wideMode
        ApplyGuidance(newState, navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        DismissPrompt()
        TearDown()
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        ApplyReady(newState, navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        if let guidanceState {
            NSLayoutConstraint.deactivate(layout)
            ApplyGuidance(guidanceState, navMap)
        } else if let readyState {
            NSLayoutConstraint.deactivate(layout)
            ApplyReady(readyState, navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptLayout = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ]
        NSLayoutConstraint.activate(promptLayout)
        prompt = newPrompt
        RestViewportBottom(on: newPrompt.layoutMarginsGuide.topAnchor)
        UIView.animate(withDuration: 0.2) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        DismissPrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layouts

    private func ApplyReady(_ state: NavigationReadyUIState, _ navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let margin = settings.controlsMargin
        buttons.arrangedSubviews = settings.showsCompass ? ButtonViews(state.buttons, [.compass]) : []
        Mount([state.viewport, state.googleLogo, buttons], navMap)
        viewport = state.viewport
        floorAnchor = safe.bottomAnchor

        let bottom = state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        viewportBottom = bottom
        Activate([
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            bottom,
            state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: margin),
            state.googleLogo.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -margin),
            buttons.trailingAnchor.constraint(equalTo: state.viewport.trailingAnchor, constant: -margin),
            buttons.topAnchor.constraint(equalTo: state.viewport.topAnchor, constant: margin),
            buttons.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -margin),
        ])
    }

    private func ApplyGuidance(_ state: ActiveGuidanceUIState, _ navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let margin = settings.controlsMargin
        let viewport = state.viewport
        let kinds: [NavigationButtonKnownType] = settings.showsCompass ? [.compass, .reporting] : [.reporting]
        buttons.arrangedSubviews = ButtonViews(state.buttons, kinds)

        var mounted: [UIView] = [viewport, state.turnCard, state.etaCard]
        if settings.showsTripProgress { mounted.append(state.tripProgressBar) }
        if settings.showsSpeedWidget { mounted.append(state.speedWidget) }
        mounted += [state.googleLogo, buttons]
        Mount(mounted, navMap)
        self.viewport = viewport

        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: margin),
            state.googleLogo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -margin),
            buttons.topAnchor.constraint(equalTo: viewport.topAnchor, constant: margin),
            buttons.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -margin),
        ]
        if isWide {
            floorAnchor = safe.bottomAnchor
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            ]
        } else {
            floorAnchor = state.etaCard.layoutMarginsGuide.topAnchor
            constraints += [
                viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        if settings.showsTripProgress {
            constraints += [
                state.tripProgressBar.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -margin),
                state.tripProgressBar.topAnchor.constraint(equalTo: viewport.topAnchor, constant: margin),
                state.tripProgressBar.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -margin),
                buttons.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -margin),
            ]
        } else {
            constraints.append(buttons.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -margin))
        }
        if settings.showsSpeedWidget {
            constraints += [
                state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -margin),
            ]
        }

        let floor = prompt?.layoutMarginsGuide.topAnchor ?? floorAnchor ?? safe.bottomAnchor
        let bottom = viewport.bottomAnchor.constraint(equalTo: floor)
        viewportBottom = bottom
        Activate(constraints + [bottom])
    }

    /// Moves the camera's bottom edge: onto a prompt, or back to the state's floor.
    private func RestViewportBottom(on anchor: NSLayoutYAxisAnchor?) {
        guard let viewport, let anchor else { return }
        if let old = viewportBottom {
            old.isActive = false
            layout.removeAll { $0 === old }
        }
        let bottom = viewport.bottomAnchor.constraint(equalTo: anchor)
        bottom.isActive = true
        layout.append(bottom)
        viewportBottom = bottom
    }

    private func DismissPrompt() {
        guard let prompt else { return }
        self.prompt = nil
        RestViewportBottom(on: floorAnchor)
        let leaving = promptLayout
        promptLayout = []
        // Taken down at once: the next prompt may already be on its way in.
        NSLayoutConstraint.deactivate(leaving)
        prompt.removeFromSuperview()
        prompt.alpha = 1
    }

    // MARK: - Helpers

    private func Mount(_ newViews: [UIView], _ navMap: GMSMapView) {
        for view in newViews where view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        views = newViews
    }

    private func Activate(_ constraints: [NSLayoutConstraint]) {
        layout = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func TearDown() {
        NSLayoutConstraint.deactivate(layout)
        layout = []
        viewportBottom = nil
        floorAnchor = nil
        viewport = nil
        buttons.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        views = []
    }

    private func ButtonViews(_ all: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in all.first { $0.type == kind }?.view }
    }
}
