import GoogleNavigation
import UIKit

/// Builds the navigation chrome out of `LayoutComponent`s, one set per state.
@MainActor
final class ComponentLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var placed: [any Removable] = []
    private var phase: Phase = .off
    private var prompt: NavigationPromptView?
    private var promptOffset: NSLayoutConstraint?

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    // MARK: Composition

    private func readyComponents(_ state: NavigationReadyUIState) -> [any LayoutComponent] {
        [ViewportComponent(content: state.viewport),
         LogoComponent(content: state.googleLogo),
         ButtonStackComponent(buttons: state.buttons)]
    }

    private func guidanceComponents(_ state: ActiveGuidanceUIState) -> [any LayoutComponent] {
        [TurnCardComponent(content: state.turnCard),
         ETACardComponent(content: state.etaCard),
         SpeedWidgetComponent(content: state.speedWidget, etaCard: state.etaCard),
         ButtonStackComponent(buttons: state.buttons, below: state.turnCard)]
    }

    private func sharedComponents(logo: UIView, viewport: UIView, speedWidget: UIView?, turnCard: UIView?)
        -> (some LayoutComponent, some LayoutComponent) {
        (LogoComponent(content: logo, after: speedWidget), ViewportComponent(content: viewport, below: turnCard))
    }

    private func apply(_ phase: Phase, on map: GMSMapView, wide: Bool) {
        placed.forEach { $0.remove() }
        placed = []
        let frame = LayoutFrame(map: map, contentBottom: contentBottom, isWide: wide)
        switch phase {
        case .off:
            break
        case .ready(let state):
            for component in readyComponents(state) {
                placed.append(place(component, in: frame, keepsContent: !(component is ButtonStackComponent)))
            }
        case .guiding(let state):
            for component in guidanceComponents(state) {
                placed.append(place(component, in: frame))
            }
            let (logo, viewport) = sharedComponents(logo: state.googleLogo, viewport: state.viewport,
                                                    speedWidget: state.speedWidget, turnCard: state.turnCard)
            placed.append(shared(logo, in: frame))
            placed.append(shared(viewport, in: frame))
        }
        self.phase = phase
        if let prompt { map.bringSubviewToFront(prompt) }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let rest = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            rest,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        apply(.ready(newState), on: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        promptOffset = nil
        apply(.off, on: navMap, wide: false)
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        apply(.guiding(newState), on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        apply(.ready(newState), on: navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        apply(phase, on: navMap, wide: newState.wideMode)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let offset = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        NSLayoutConstraint.activate([
            offset,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        prompt = newPrompt
        promptOffset = offset
        UIView.animate(withDuration: 0.25) {
            offset.isActive = false
            let settled = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
            settled.isActive = true
            self.promptOffset = settled
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt {
            prompt = nil
            promptOffset = nil
        }
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
