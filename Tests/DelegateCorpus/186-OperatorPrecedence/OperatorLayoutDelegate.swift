import GoogleNavigation
import UIKit

/// Spacing used by the navigation chrome, in points.
enum Chrome {
    static let inset: CGFloat = 8
    static let wideInset: CGFloat = 16
    static let buttonGap: CGFloat = 8
    static let promptSlide: TimeInterval = 0.3
}

/// Lays the navigation UI out with the team's operator DSL. Each navigation
/// state owns one array of constraints, activated when the state begins and
/// deactivated when it ends.
@MainActor
final class OperatorLayoutDelegate: NSObject, NavigationLayoutDelegate {
    /// The bottom of the open map: above the ETA card (portrait) and any prompt.
    private let floor = UILayoutGuide()
    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionRules: [NSLayoutConstraint] = []
    private var readyRules: [NSLayoutConstraint] = []
    private var guidanceRules: [NSLayoutConstraint] = []
    private var readyViews: [UIView] = []
    private var guidanceViews: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?

    private struct PromptRig {
        let view: NavigationPromptView
        let rules: [NSLayoutConstraint]
        let parked: NSLayoutConstraint
        let raised: NSLayoutConstraint
    }
    private var prompt: PromptRig?

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        buttonRail.translatesAutoresizingMaskIntoConstraints = false
        buttonRail.spacing = Chrome.buttonGap
        sessionRules = [
            floor.height == 0,
            floor.leading == navMap.safeLeading,
            floor.trailing == navMap.safeTrailing,
            floor.bottom == navMap.safeBottom ~ .defaultLow,
        ]
        NSLayoutConstraint.activate(sessionRules)
        showReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        hideReady()
        NSLayoutConstraint.deactivate(sessionRules)
        sessionRules = []
        navMap.removeLayoutGuide(floor)
    }

    private func showReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        ready = state
        readyViews = [state.viewport, state.googleLogo, buttonRail]
        readyViews.forEach { navMap.addSubview($0) }
        buttonRail.arrangedSubviews = state.buttons.map { $0.view }
        readyRules = readyLayout(navMap, state, wide: state.wideMode)
        NSLayoutConstraint.activate(readyRules)
    }

    private func hideReady() {
        NSLayoutConstraint.deactivate(readyRules)
        readyRules = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        buttonRail.arrangedSubviews = []
        ready = nil
    }

    private func readyLayout(_ navMap: GMSMapView, _ state: NavigationReadyUIState, wide: Bool) -> [NSLayoutConstraint] {
        let inset = wide ? Chrome.wideInset : Chrome.inset
        let viewport = state.viewport, logo = state.googleLogo
        return [
            viewport.top == navMap.safeTop,
            viewport.leading == navMap.safeLeading,
            viewport.trailing == navMap.safeTrailing,
            viewport.bottom == floor.top,
            logo.leading == navMap.safeLeading + inset,
            logo.bottom == floor.top,
            buttonRail.trailing == navMap.safeTrailing - inset,
            buttonRail.top == navMap.safeTop + inset,
            buttonRail.bottom == floor.top - Chrome.buttonGap,
        ]
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        hideReady()
        guidance = newState
        guidanceViews = [newState.viewport, newState.turnCard, newState.etaCard,
                         newState.speedWidget, newState.googleLogo, buttonRail]
        guidanceViews.forEach { navMap.addSubview($0) }
        buttonRail.arrangedSubviews = newState.buttons.map { $0.view }
        guidanceRules = guidanceLayout(navMap, newState, wide: newState.wideMode)
        NSLayoutConstraint.activate(guidanceRules)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        NSLayoutConstraint.deactivate(guidanceRules)
        guidanceRules = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        buttonRail.arrangedSubviews = []
        guidance = nil
        showReady(navMap, newState)
    }

    private func guidanceLayout(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState, wide: Bool) -> [NSLayoutConstraint] {
        let turnCard = state.turnCard, etaCard = state.etaCard, speed = state.speedWidget
        let viewport = state.viewport, logo = state.googleLogo
        let inset = wide ? Chrome.wideInset : Chrome.inset
        var rules: [NSLayoutConstraint] = [
            turnCard.top == navMap.safeTop + Chrome.inset,
            turnCard.leading == navMap.safeLeading,
            etaCard.leading == navMap.safeLeading,
            etaCard.bottom == navMap.bottom,
            speed.leading == navMap.safeLeading + inset,
            speed.bottom == etaCard.marginTop,
            logo.leading == navMap.safeLeading + inset,
            logo.bottom <= floor.top,
            logo.bottom <= speed.top,
            logo.bottom == floor.top ~ .defaultLow - 50,
            viewport.trailing == navMap.safeTrailing,
            viewport.bottom == floor.top,
            buttonRail.trailing == navMap.safeTrailing - inset,
            buttonRail.bottom == floor.top - Chrome.buttonGap,
        ]
        if wide {
            // Leading column: turn card on top, ETA card at the bottom, map beside them.
            rules += [
                viewport.top == navMap.safeTop,
                viewport.leading >= turnCard.trailing,
                viewport.leading >= etaCard.trailing,
                viewport.leading == navMap.safeLeading ~ .defaultLow,
                buttonRail.top == navMap.safeTop + inset,
            ]
        } else {
            rules += [
                viewport.top == turnCard.bottom,
                viewport.leading == navMap.safeLeading,
                floor.bottom <= etaCard.marginTop,
                buttonRail.top == turnCard.bottom + inset,
            ]
        }
        return rules
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance {
            NSLayoutConstraint.deactivate(guidanceRules)
            guidanceRules = guidanceLayout(navMap, guidance, wide: newState.wideMode)
            NSLayoutConstraint.activate(guidanceRules)
        } else if let ready {
            NSLayoutConstraint.deactivate(readyRules)
            readyRules = readyLayout(navMap, ready, wide: newState.wideMode)
            NSLayoutConstraint.activate(readyRules)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let rig = PromptRig(
            view: newPrompt,
            rules: [newPrompt.leading == navMap.safeLeading, floor.bottom <= newPrompt.top],
            parked: newPrompt.top == navMap.bottom,
            raised: newPrompt.bottom == navMap.bottom)
        prompt = rig
        NSLayoutConstraint.activate(rig.rules + [rig.parked])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Chrome.promptSlide) {
            rig.parked.isActive = false
            rig.raised.isActive = true
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let rig = prompt, rig.view === oldPrompt else { return }
        prompt = nil
        UIView.animate(withDuration: Chrome.promptSlide, animations: {
            rig.raised.isActive = false
            rig.parked.isActive = true
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(rig.rules + [rig.parked])
            rig.view.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dropPrompt() {
        guard let rig = prompt else { return }
        prompt = nil
        NSLayoutConstraint.deactivate(rig.rules + [rig.parked, rig.raised])
        rig.view.removeFromSuperview()
    }
}
