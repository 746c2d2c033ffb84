import GoogleNavigation
import UIKit

/// Lays out the navigation chrome from shared `PinStyle` flyweights, and
/// leases its own guides and the fleet badge from a pool per state, so a
/// second guidance or session allocates nothing new.
@MainActor
final class PooledChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.25
    private let styles = PinStyleFactory.shared
    private let pool = ChromePool()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var lease: StateLease?
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var isWide = false
    private var prompt: NavigationPromptView?
    private var promptSlide: NSLayoutConstraint?

    // MARK: - States
    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        beginLease(on: navMap, buttons: newState.buttons, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        lease?.returnAll()
        lease = nil
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        lease?.returnAll()
        guidance = newState
        for card in [newState.turnCard, newState.etaCard, newState.speedWidget] {
            navMap.addSubview(card)
        }
        beginLease(on: navMap, buttons: newState.buttons, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        lease?.returnAll()
        for card in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            card.removeFromSuperview()
        }
        guidance = nil
        ready = newState
        beginLease(on: navMap, buttons: newState.buttons, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard lease != nil else { return }
        isWide = newState.wideMode
        relayout(navMap)
    }

    // MARK: - Prompts
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        placePrompt(on: navMap, startingBelowBy: newPrompt.bounds.height)
        navMap.layoutIfNeeded()
        let slide = promptSlide
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide?.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let slide = promptSlide
        UIView.animate(withDuration: Self.promptSlideDuration, animations: {
            slide?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            if self?.prompt === oldPrompt { self?.dropPrompt() }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dropPrompt()
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func dropPrompt() {
        if let lease {
            NSLayoutConstraint.deactivate(lease.promptConstraints)
            lease.promptConstraints = []
        }
        promptSlide = nil
        prompt?.removeFromSuperview()
        prompt = nil
    }

    private func placePrompt(on navMap: GMSMapView, startingBelowBy offset: CGFloat) {
        guard let lease, let prompt else { return }
        NSLayoutConstraint.deactivate(lease.promptConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let bottomEdge: any LayoutAnchors = isWide ? safe : navMap
        let slide = styles.pin(.flush(.bottom), prompt, to: bottomEdge)
        slide.constant = offset
        promptSlide = slide
        lease.promptConstraints = [
            slide,
            styles.pin(.flush(.leading), prompt, to: safe),
            styles.pin(.notBelowTop, lease.spacer(.floor), to: prompt),
        ]
        NSLayoutConstraint.activate(lease.promptConstraints)
    }

    // MARK: - Layout
    private func beginLease(on navMap: GMSMapView, buttons: [NavigationUIButton], wide: Bool) {
        isWide = wide
        buttonStack.arrangedSubviews = buttons.map(\.view)
        if buttonStack.superview == nil { navMap.addSubview(buttonStack) }
        lease = StateLease(pool: pool, host: navMap)
        relayout(navMap)
    }

    private func relayout(_ navMap: GMSMapView) {
        guard let lease else { return }
        NSLayoutConstraint.deactivate(lease.constraints)
        if let guidance {
            lease.constraints = guidanceConstraints(guidance, lease: lease, on: navMap)
        } else if let ready {
            lease.constraints = readyConstraints(ready, lease: lease, on: navMap)
        }
        NSLayoutConstraint.activate(lease.constraints)
        if prompt != nil { placePrompt(on: navMap, startingBelowBy: 0) }
    }

    /// Floor, badge and buttons: the same in every state.
    private func commonConstraints(
        lease: StateLease, on navMap: GMSMapView, badgeTop: (key: StyleKey, anchor: any LayoutAnchors)
    ) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let floor = lease.spacer(.floor)
        let badge = lease.leaseBadge()
        return [
            floor.heightAnchor.constraint(equalToConstant: 0),
            styles.pin(.flush(.leading), floor, to: safe),
            styles.pin(.flush(.trailing), floor, to: safe),
            styles.pin(.flush(.bottom).resting(), floor, to: safe),
            styles.pin(.notBelow(.bottom), floor, to: safe),
            badge.widthAnchor.constraint(equalToConstant: FleetBadge.side),
            badge.heightAnchor.constraint(equalToConstant: FleetBadge.side),
            styles.pin(badgeTop.key, badge, to: badgeTop.anchor),
            styles.pin(.inset(.trailing, FleetBadge.margin), badge, to: safe),
            styles.pin(.below(FleetBadge.margin), buttonStack, to: badge),
            styles.pin(.flush(.trailing), buttonStack, to: safe),
            styles.pin(.onTop, buttonStack, to: floor),
        ]
    }

    private func readyConstraints(_ state: NavigationReadyUIState, lease: StateLease, on navMap: GMSMapView)
        -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let floor = lease.spacer(.floor)
        lease.release(.column)
        return commonConstraints(lease: lease, on: navMap, badgeTop: (.inset(.top, FleetBadge.margin), safe))
            + [Edge.top, .leading, .trailing].map { styles.pin(.flush($0), state.viewport, to: safe) }
            + [
                styles.pin(.onTop, state.viewport, to: floor),
                styles.pin(.flush(.leading), state.googleLogo, to: safe),
                styles.pin(.onTop, state.googleLogo, to: floor),
            ]
    }

    private func guidanceConstraints(
        _ state: ActiveGuidanceUIState, lease: StateLease, on navMap: GMSMapView
    ) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let floor = lease.spacer(.floor)
        let (logo, viewport) = (state.googleLogo, state.viewport)
        var result = [
            styles.pin(.flush(.trailing), viewport, to: safe),
            styles.pin(.onTop, viewport, to: floor),
            styles.pin(.onTop, logo, to: floor),
            styles.pin(.flush(.leading), state.speedWidget, to: logo),
            styles.pin(.onTop, state.speedWidget, to: logo.layoutMarginsGuide),
        ]
        if isWide {
            // Both cards in the leading column; everything else beside it.
            let column = lease.spacer(.column)
            result += commonConstraints(lease: lease, on: navMap, badgeTop: (.inset(.top, FleetBadge.margin), safe))
            result += [
                column.widthAnchor.constraint(equalToConstant: 0),
                styles.pin(.flush(.top), column, to: safe),
                styles.pin(.flush(.bottom), column, to: safe),
                styles.pin(.flush(.leading).resting(), column, to: safe),
                styles.pin(.clearOfTrailing, column, to: state.turnCard),
                styles.pin(.clearOfTrailing, column, to: state.etaCard),
                styles.pin(.flush(.top), state.turnCard, to: safe),
                styles.pin(.flush(.leading), state.turnCard, to: safe),
                styles.pin(.flush(.bottom), state.etaCard, to: safe),
                styles.pin(.flush(.leading), state.etaCard, to: safe),
                styles.pin(.flush(.top), viewport, to: safe),
                styles.pin(.flush(.leading), viewport, to: column),
                styles.pin(.flush(.leading), logo, to: column),
            ]
        } else {
            lease.release(.column)
            result += commonConstraints(
                lease: lease, on: navMap, badgeTop: (.below(FleetBadge.margin), state.turnCard))
            result += [
                styles.pin(.flush(.top), state.turnCard, to: navMap),
                styles.pin(.flush(.leading), state.turnCard, to: safe),
                styles.pin(.flush(.bottom), state.etaCard, to: navMap),
                styles.pin(.flush(.leading), state.etaCard, to: navMap),
                styles.pin(.notBelowTop, floor, to: state.etaCard),
                styles.pin(.below(), viewport, to: state.turnCard),
                styles.pin(.flush(.leading), viewport, to: safe),
                styles.pin(.flush(.leading), logo, to: safe),
            ]
        }
        return result
    }
}
