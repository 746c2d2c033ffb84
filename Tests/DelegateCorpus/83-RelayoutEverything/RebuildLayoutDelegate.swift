import UIKit
import GoogleNavigation

/// Navigation layout that owns ONE list of constraints and rebuilds the whole
/// screen from scratch on every callback. Cheap enough for a handful of views and
/// impossible to leave half a state behind.
@MainActor
final class RebuildLayoutDelegate: NSObject, NavigationLayoutDelegate {

    private var constraints: [NSLayoutConstraint] = []
    private var managedViews: [UIView] = []
    private var lastState: NavigationUIState?
    private var currentPrompt: NavigationPromptView?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        lastState = newState
        relayout(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        lastState = nil
        currentPrompt = nil
        relayout(navMap: navMap, state: nil)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        lastState = newState
        relayout(navMap: navMap, state: newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        lastState = newState
        currentPrompt = nil
        relayout(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard lastState != nil else { return }
        lastState = newState  // prompt callbacks relayout from lastState: keep its wideMode current
        relayout(navMap: navMap, state: newState, prompt: currentPrompt)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        relayout(navMap: navMap, state: lastState, prompt: newPrompt)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        currentPrompt = nil
        relayout(navMap: navMap, state: lastState)
        UIView.animate(withDuration: 0.2) { navMap.layoutIfNeeded() }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        relayout(navMap: navMap, state: lastState, prompt: newPrompt)
    }

    // MARK: - The one layout function

    /// Tears everything down, then lays out `state` (nil = navigation off).
    func relayout(
        navMap: GMSMapView,
        state: NavigationUIState?,
        prompt: NavigationPromptView? = nil,
        wide: Bool? = nil,
        edgeInset: CGFloat = 8,
        buttonGap: CGFloat = 8,
        compassTopInset: CGFloat = 12,
        wideLogoInset: CGFloat = 16
    ) {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        managedViews.forEach { $0.removeFromSuperview() }
        managedViews.removeAll()
        buttonStack.arrangedSubviews = []

        guard let state else { return }
        let isWide = wide ?? state.wideMode
        let safe = navMap.safeAreaLayoutGuide
        let logoInset = isWide ? wideLogoInset : edgeInset

        func place(_ view: UIView) {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
            managedViews.append(view)
        }

        if let guidance = state as? ActiveGuidanceUIState {
            let turn = guidance.turnCard, eta = guidance.etaCard, speed = guidance.speedWidget
            let viewport = guidance.viewport, logo = guidance.googleLogo
            [viewport, turn, eta, speed, logo].forEach(place)

            let ordered = guidance.buttons.filter { $0.type == .reporting } + guidance.buttons.filter { $0.type == .compass }
            buttonStack.arrangedSubviews = ordered.map(\.view)
            place(buttonStack)

            constraints += [
                turn.topAnchor.constraint(equalTo: safe.topAnchor),
                turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
                speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
                speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
                logo.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor, constant: -edgeInset),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: buttonGap),
                buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -buttonGap),
            ]
            if isWide {
                constraints += [
                    turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                    eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                ]
            } else {
                constraints += [
                    turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ]
            }
            // Things that hug the bottom sink as low as the obstacles allow.
            let sinks = [
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
            sinks.forEach { $0.priority = .defaultLow }
            constraints += sinks

            if let prompt {
                place(prompt)
                constraints += [
                    prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
                    logo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -edgeInset),
                    buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -buttonGap),
                ]
            }
        } else if let ready = state as? NavigationReadyUIState {
            let viewport = ready.viewport, logo = ready.googleLogo
            [viewport, logo].forEach(place)
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -edgeInset),
            ]
            if let compass = ready.buttons.first(where: { $0.type == .compass })?.view {
                place(compass)
                constraints += [
                    compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: compassTopInset),
                    compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
                ]
            }
        }
        NSLayoutConstraint.activate(constraints)
    }
}
