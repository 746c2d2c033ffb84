import GoogleNavigation
import UIKit

/// The Google views of the current state.
struct Cast {
    struct Cards {
        let turnCard: UIView
        let etaCard: UIView
        let speedWidget: UIView
    }

    let logo: UIView
    let viewport: UIView
    var buttons: [UIView]
    var cards: Cards?
}

/// Builds a `LayoutPlan` in every callback and applies only its difference from the
/// plan on screen: constraints that stay are neither deactivated nor made again.
@MainActor
final class PlanDiffLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let fadeDuration: TimeInterval = 0.3

    private var current = LayoutPlan.empty
    private var realized: [Pin: NSLayoutConstraint] = [:]
    private var cast: Cast?
    private var wide = false
    private var prompt: NavigationPromptView?
    private var stack: GMSNavigationHidingStackView?

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack = buttonStack
        wide = newState.wideMode
        cast = Cast(logo: newState.googleLogo, viewport: newState.viewport,
                    buttons: views(of: newState.buttons, [.compass]), cards: nil)
        apply(plan(for: navMap), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        cast = nil
        prompt = nil
        apply(.empty, on: navMap)
        stack = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        cast = Cast(logo: newState.googleLogo, viewport: newState.viewport,
                    buttons: views(of: newState.buttons, [.reporting, .compass]),
                    cards: Cast.Cards(turnCard: newState.turnCard, etaCard: newState.etaCard,
                                      speedWidget: newState.speedWidget))
        apply(plan(for: navMap), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        wide = newState.wideMode
        cast = Cast(logo: newState.googleLogo, viewport: newState.viewport,
                    buttons: views(of: newState.buttons, [.compass]), cards: nil)
        apply(plan(for: navMap), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        guard cast != nil else { return }
        apply(plan(for: navMap), on: navMap)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let viewport = cast?.viewport else { return }
        prompt = newPrompt
        newPrompt.alpha = 0
        // Edit a copy of the plan on screen: the storage is copied on the first write.
        var next = current
        next.unpin(viewport, .bottom)
        next.show(newPrompt)
        next.pin(newPrompt, .bottom, to: navMap, .bottom)
        next.pin(newPrompt, .leading, to: .guide(navMap.safeAreaLayoutGuide), .leading)
        next.pin(viewport, .bottom, to: newPrompt, .top)
        apply(next, on: navMap)
        UIView.animate(withDuration: Self.fadeDuration) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt {
            prompt = nil
        }
        UIView.animate(withDuration: Self.fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            guard let self else { return }
            var next = self.current
            next.remove(oldPrompt)
            if self.prompt == nil, self.cast?.cards != nil {
                next = self.plan(for: navMap)
            }
            self.apply(next, on: navMap)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Plans

    /// The whole plan for the current state, from scratch.
    private func plan(for map: GMSMapView) -> LayoutPlan {
        var plan = LayoutPlan()
        guard let cast, let stack else { return plan }
        let safe = Anchorage.guide(map.safeAreaLayoutGuide)
        let inset = NavigationStyleValues.buttonHorizontalPadding
        let gap = NavigationStyleValues.buttonVerticalPadding
        let viewport = cast.viewport

        plan.show(viewport)
        plan.show(cast.logo)
        plan.show(stack)
        plan.arrange(cast.buttons)
        plan.pin(cast.logo, .leading, to: viewport, .leading)
        plan.pin(cast.logo, .bottom, to: viewport, .bottom)
        plan.pin(stack, .top, to: viewport, .top)
        plan.pin(stack, .bottom, to: viewport, .bottom)
        plan.pin(stack, .trailing, to: viewport, .trailing, -inset)

        guard let cards = cast.cards else {
            plan.pin(viewport, .top, to: safe, .top)
            plan.pin(viewport, .bottom, to: safe, .bottom)
            plan.pin(viewport, .leading, to: safe, .leading)
            plan.pin(viewport, .trailing, to: safe, .trailing)
            return plan
        }

        plan.show(cards.turnCard)
        plan.show(cards.etaCard)
        plan.show(cards.speedWidget)
        plan.pin(cards.turnCard, .top, to: map, .top)
        plan.pin(cards.turnCard, .leading, to: safe, .leading)
        plan.pin(cards.etaCard, .bottom, to: map, .bottom)
        plan.pin(cards.etaCard, .leading, to: safe, .leading)
        plan.pin(cards.speedWidget, .bottom, to: cast.logo, .top, -gap)
        plan.pin(cards.speedWidget, .leading, to: cast.logo, .leading)

        if wide {
            // The cards make a leading column; the camera frames the map beside it.
            plan.pin(viewport, .top, to: safe, .top)
            plan.pin(viewport, .leading, to: cards.turnCard, .trailing)
            plan.pin(viewport, .trailing, to: safe, .trailing)
        } else {
            plan.pin(viewport, .top, to: cards.turnCard, .bottom)
            plan.pin(viewport, .leading, to: safe, .leading)
            plan.pin(viewport, .trailing, to: safe, .trailing)
        }

        if let prompt {
            plan.show(prompt)
            plan.pin(prompt, .bottom, to: map, .bottom)
            plan.pin(prompt, .leading, to: safe, .leading)
            plan.pin(viewport, .bottom, to: prompt, .top)
        } else if wide {
            plan.pin(viewport, .bottom, to: safe, .bottom)
        } else {
            plan.pin(viewport, .bottom, to: cards.etaCard, .top)
        }
        return plan
    }

    /// Takes the screen from `current` to `next`: deactivates the pins that went away,
    /// removes the views that went away, adds the new views, and activates the new pins.
    private func apply(_ next: LayoutPlan, on map: UIView) {
        let kept = Set(next.pins)
        let gone = current.pins.filter { !kept.contains($0) }
        NSLayoutConstraint.deactivate(gone.compactMap { realized.removeValue(forKey: $0) })

        for view in current.views where !next.views.contains(view) {
            view.removeFromSuperview()
        }
        for view in next.views where !current.views.contains(view) {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        if let stack, stack.arrangedSubviews != next.buttons {
            stack.arrangedSubviews = next.buttons
        }

        var made: [NSLayoutConstraint] = []
        for pin in next.pins where realized[pin] == nil {
            let constraint = pin.makeConstraint()
            realized[pin] = constraint
            made.append(constraint)
        }
        NSLayoutConstraint.activate(made)
        current = next
    }

    /// The buttons' views in the given order, found by type.
    private func views(of buttons: [NavigationUIButton], _ order: [NavigationButtonKnownType]) -> [UIView] {
        order.compactMap { kind in buttons.first(where: { $0.type == kind })?.view }
    }
}
