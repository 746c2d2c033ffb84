import GoogleNavigation
import UIKit

/// Lays the navigation UI out from `LayoutSheets.routeScreen`.
///
/// The sheet is parsed once; each state binds the names it knows (`SheetScope`)
/// and activates its section. Rules naming a view the state does not have are
/// left out, so one sheet serves every state.
@MainActor
final class RouteScreenLayout: NSObject, NavigationLayoutDelegate {
    private enum Phase { case off, ready, guiding }

    private static let fadeDuration: TimeInterval = 0.25

    private let sheet = StyleSheet.parse(LayoutSheets.routeScreen)
    private let floorGuide = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var phase = Phase.off
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var promptsOnScreen: [NavigationPromptView] = []

    override init() {
        super.init()
        floorGuide.identifier = "routeScreen.floor"
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        if !sheet.skipped.isEmpty {
            print("RouteScreenLayout: skipped sheet lines \(sheet.skipped)")
        }
    }

    // MARK: - Navigation-ready state

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        phase = .ready
        readyState = newState
        navMap.addLayoutGuide(floorGuide)
        navMap.place(newState.viewport, newState.googleLogo)
        buttonStack.arrangedSubviews = newState.buttons.orderedForStack
        navMap.place(buttonStack)
        relayout(navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        promptsOnScreen.forEach(retire)
        buttonStack.arrangedSubviews = []
        buttonStack.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(floorGuide)
        readyState = nil
        phase = .off
    }

    // MARK: - Active guidance state

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        phase = .guiding
        guidanceState = newState
        navMap.place(newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget)
        navMap.place(newState.viewport, newState.googleLogo)
        buttonStack.arrangedSubviews = newState.buttons.orderedForStack
        navMap.bringSubviewToFront(buttonStack)
        relayout(navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget]
            .forEach { $0.removeFromSuperview() }
        guidanceState = nil
        phase = .ready
        readyState = newState
        buttonStack.arrangedSubviews = newState.buttons.orderedForStack
        relayout(navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        relayout(navMap, wide: newState.wideMode)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.place(newPrompt)
        promptsOnScreen.append(newPrompt)
        var scope = scope(for: navMap)
        scope["prompt"] = newPrompt
        promptConstraints[ObjectIdentifier(newPrompt)] = activate("prompt", wide: false, in: scope)
        newPrompt.alpha = 0
        UIView.animate(withDuration: Self.fadeDuration) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: Self.fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            self?.retire(oldPrompt)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Sheet

    private func relayout(_ navMap: GMSMapView, wide: Bool) {
        NSLayoutConstraint.deactivate(stateConstraints)
        switch phase {
        case .off: stateConstraints = []
        case .ready: stateConstraints = activate("ready", wide: wide, in: scope(for: navMap))
        case .guiding: stateConstraints = activate("guidance", wide: wide, in: scope(for: navMap))
        }
    }

    private func activate(_ section: String, wide: Bool, in scope: SheetScope) -> [NSLayoutConstraint] {
        let constraints = sheet.rules(for: section, wide: wide).compactMap(scope.constraint(for:))
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    private func scope(for navMap: GMSMapView) -> SheetScope {
        var scope = SheetScope()
        scope["map"] = navMap
        scope["safe"] = navMap.safeAreaLayoutGuide
        scope["floor"] = floorGuide
        scope["buttons"] = buttonStack
        if let ready = readyState {
            scope["viewport"] = ready.viewport
            scope["logo"] = ready.googleLogo
        }
        if phase == .guiding, let guidance = guidanceState {
            scope["viewport"] = guidance.viewport
            scope["logo"] = guidance.googleLogo
            scope["turn"] = guidance.turnCard
            scope["eta"] = guidance.etaCard
            scope["trip"] = guidance.tripProgressBar
            scope["speed"] = guidance.speedWidget
        }
        return scope
    }

    /// Takes a prompt off the map with its constraints.
    private func retire(_ prompt: NavigationPromptView) {
        if let constraints = promptConstraints.removeValue(forKey: ObjectIdentifier(prompt)) {
            NSLayoutConstraint.deactivate(constraints)
        }
        prompt.removeFromSuperview()
        promptsOnScreen.removeAll { $0 === prompt }
    }
}

// MARK: - Helpers

private extension GMSMapView {
    func place(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
}

@MainActor
private extension Array where Element == NavigationUIButton {
    /// Compass nearest the bottom, then reporting: the stack hides from the end.
    var orderedForStack: [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in first { $0.type == type }?.view }
    }
}
