import GoogleNavigation
import UIKit

/// Navigation layout driven by a bit mask of shown Google views.
///
/// `shown` says which slots are on the map; `views[i]` and `slotConstraints[i]`
/// hold the view and the constraints of the slot whose bit is `1 << i`.
@MainActor
final class MaskedNavLayout: NSObject, NavigationLayoutDelegate {
    private var shown: UInt8 = 0
    private var flags = 0
    private var views: [UIView?] = Array(repeating: nil, count: ChromeBit.slotCount)
    private var slotConstraints: [[NSLayoutConstraint]] = Array(repeating: [], count: ChromeBit.slotCount)

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        setFlag(LayoutFlag.wide, newState.wideMode)
        flags &= ~LayoutFlag.guiding
        transition(to: ChromeBit.ready, incoming: capture(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt(animated: false)
        transition(to: 0, incoming: Array(repeating: nil, count: ChromeBit.slotCount), on: navMap)
        flags = 0
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        setFlag(LayoutFlag.wide, newState.wideMode)
        flags |= LayoutFlag.guiding
        transition(to: ChromeBit.guidance, incoming: capture(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt(animated: false)
        flags &= ~LayoutFlag.guiding
        transition(to: ChromeBit.ready, incoming: capture(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let before = flags
        setFlag(LayoutFlag.wide, newState.wideMode)
        // Only the wide bit changes the layout; skip the relayout otherwise.
        guard (before ^ flags) & LayoutFlag.wide != 0, shown != 0 else { return }
        relayout(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt {
            removePrompt(animated: true)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt {
            removePrompt(animated: true)
        }
        present(newPrompt, on: navMap)
    }

    // MARK: Masks

    private func setFlag(_ flag: Int, _ on: Bool) {
        flags = on ? flags | flag : flags & ~flag
    }

    private func isShown(_ bit: UInt8) -> Bool { shown & bit == bit }

    private func slotView(_ bit: UInt8) -> UIView? { views[ChromeBit.index(of: bit)] }

    private func capture(_ state: NavigationReadyUIState) -> [UIView?] {
        var incoming: [UIView?] = Array(repeating: nil, count: ChromeBit.slotCount)
        incoming[ChromeBit.index(of: ChromeBit.logo)] = state.googleLogo
        incoming[ChromeBit.index(of: ChromeBit.viewport)] = state.viewport
        captureButtons(state.buttons, into: &incoming)
        return incoming
    }

    private func capture(_ state: ActiveGuidanceUIState) -> [UIView?] {
        var incoming: [UIView?] = Array(repeating: nil, count: ChromeBit.slotCount)
        let cards: [(UInt8, UIView)] = [
            (ChromeBit.logo, state.googleLogo),
            (ChromeBit.viewport, state.viewport),
            (ChromeBit.turnCard, state.turnCard),
            (ChromeBit.etaCard, state.etaCard),
            (ChromeBit.progress, state.tripProgressBar),
            (ChromeBit.speed, state.speedWidget),
        ]
        for (bit, view) in cards {
            incoming[ChromeBit.index(of: bit)] = view
        }
        captureButtons(state.buttons, into: &incoming)
        return incoming
    }

    private func captureButtons(_ buttons: [NavigationUIButton], into incoming: inout [UIView?]) {
        for button in buttons {
            guard let kind = ChromeBit.buttonKinds.firstIndex(of: button.type) else { continue }
            incoming[ChromeBit.index(of: ChromeBit.buttonBits[kind])] = button.view
        }
    }

    /// Moves from `shown` to `target`: takes off the slots leaving (or whose
    /// view the SDK replaced), adds the slots entering, then lays everything out.
    private func transition(to target: UInt8, incoming: [UIView?], on map: GMSMapView) {
        var wanted = target
        for (i, view) in incoming.enumerated() where view == nil {
            wanted &= ~ChromeBit.bit(at: i)  // the state has no such view (e.g. no compass)
        }

        var replaced: UInt8 = 0
        for i in views.indices where views[i] != nil && incoming[i] != nil && views[i] !== incoming[i] {
            replaced |= ChromeBit.bit(at: i)
        }
        let changed = shown ^ wanted
        let leaving = (changed & shown) | replaced
        let entering = (changed & wanted) | replaced

        // Everything is laid out again below, so drop every slot's constraints now.
        for i in slotConstraints.indices {
            NSLayoutConstraint.deactivate(slotConstraints[i])
            slotConstraints[i] = []
        }
        ChromeBit.forEachIndex(in: leaving) { i in
            views[i]?.removeFromSuperview()
            views[i] = nil
        }
        for bit in ChromeBit.zOrder where entering & bit != 0 {
            let i = ChromeBit.index(of: bit)
            guard let view = incoming[i] else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            views[i] = view
        }
        shown = wanted
        relayout(on: map)
    }

    // MARK: Layout

    private func relayout(on map: GMSMapView) {
        for i in slotConstraints.indices {
            NSLayoutConstraint.deactivate(slotConstraints[i])
            slotConstraints[i] = []
        }
        ChromeBit.forEachIndex(in: shown) { i in
            slotConstraints[i] = constraints(forSlot: i, on: map)
        }
        slotConstraints.forEach(NSLayoutConstraint.activate)
    }

    private func soft(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultHigh
        return constraint
    }

    private func constraints(forSlot i: Int, on map: GMSMapView) -> [NSLayoutConstraint] {
        guard let view = views[i] else { return [] }
        let safe = map.safeAreaLayoutGuide
        let wide = flags & LayoutFlag.wide != 0
        let inset = SlotMetrics.insets[i] + (wide ? SlotMetrics.wideExtra[i] : 0)
        let gap = SlotMetrics.verticalGap
        let bit = ChromeBit.bit(at: i)
        let turnCard = isShown(ChromeBit.turnCard) ? slotView(ChromeBit.turnCard) : nil
        let etaCard = isShown(ChromeBit.etaCard) ? slotView(ChromeBit.etaCard) : nil

        switch bit {
        case ChromeBit.viewport:
            var result = [
                view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                view.topAnchor.constraint(equalTo: turnCard?.bottomAnchor ?? safe.topAnchor),
            ]
            if let etaCard {
                result += [
                    view.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                    soft(view.bottomAnchor.constraint(equalTo: etaCard.topAnchor)),
                ]
            } else {
                result.append(view.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
            }
            return result

        case ChromeBit.logo:
            guard let etaCard else {
                return [
                    view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                    view.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                ]
            }
            return [
                view.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
                view.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
                soft(view.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)),
            ]

        case ChromeBit.compass:
            return [
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                view.topAnchor.constraint(equalTo: turnCard?.bottomAnchor ?? safe.topAnchor, constant: gap),
            ]

        case ChromeBit.turnCard, ChromeBit.etaCard:
            let vertical = bit == ChromeBit.turnCard
                ? view.topAnchor.constraint(equalTo: safe.topAnchor)
                : view.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            let trailing = wide && bit & ChromeBit.leadingColumn != 0
                ? view.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)
                : view.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
            return [view.leadingAnchor.constraint(equalTo: safe.leadingAnchor), trailing, vertical]

        case ChromeBit.speed:
            guard let logo = slotView(ChromeBit.logo) else { return [] }
            return [
                view.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                view.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -4),
            ]

        case ChromeBit.reporting:
            guard let etaCard else { return [] }
            return [
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                view.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor, constant: -gap),
                soft(view.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: -gap)),
            ]

        case ChromeBit.progress:
            guard shown & ChromeBit.needsButtons == ChromeBit.needsButtons,
                  let compass = slotView(ChromeBit.compass),
                  let reporting = slotView(ChromeBit.reporting) else { return [] }
            return [
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                view.topAnchor.constraint(equalTo: compass.bottomAnchor, constant: gap),
                view.bottomAnchor.constraint(equalTo: reporting.topAnchor, constant: -gap),
            ]

        default:
            return []
        }
    }

    // MARK: Prompts

    private func present(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        guard flags & LayoutFlag.guiding != 0, let etaCard = slotView(ChromeBit.etaCard) else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        map.addSubview(newPrompt)

        var constraints = [
            newPrompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: etaCard.bottomAnchor),
        ]
        ChromeBit.forEachIndex(in: shown & ChromeBit.clearOfPrompt) { i in
            guard let view = views[i] else { return }
            constraints.append(view.bottomAnchor.constraint(
                lessThanOrEqualTo: newPrompt.topAnchor, constant: -SlotMetrics.promptGap[i]))
        }
        NSLayoutConstraint.activate(constraints)
        promptConstraints = constraints
        prompt = newPrompt
        flags |= LayoutFlag.prompt

        UIView.animate(withDuration: 0.2) { newPrompt.alpha = 1 }
    }

    private func removePrompt(animated: Bool) {
        guard let old = prompt else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        flags &= ~LayoutFlag.prompt
        guard animated else {
            old.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            old.alpha = 0
        }, completion: { _ in
            old.removeFromSuperview()
        })
    }
}
