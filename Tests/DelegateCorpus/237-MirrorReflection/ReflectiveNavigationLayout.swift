import GoogleNavigation
import UIKit

/// Lays out the navigation screen by reflecting over small structs of views.
///
/// `ReadyChrome`, `GuidanceChrome` and `PromptChrome` hold the views of each
/// state; `Mirror` gives their property labels, which name a `ChromeSlot`, and
/// `constraints(for:view:in:)` knows where each slot goes. Constraints are kept
/// per slot under `String(describing:)` keys and rebuilt on every change.
@MainActor
final class ReflectiveNavigationLayout: NSObject, NavigationLayoutDelegate {

    @MainActor
    private struct Context {
        let map: GMSMapView
        let wide: Bool
        let ready: ReadyChrome
        let guidance: GuidanceChrome?
        let prompt: UIView?

        var safe: UILayoutGuide { map.safeAreaLayoutGuide }
    }

    private var ready: ReadyChrome?
    private var guidance: GuidanceChrome?
    private var prompt: NavigationPromptView?
    private var wide = false
    private var constraintsBySlot: [String: [NSLayoutConstraint]] = [:]

    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private lazy var exitButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Exit", for: .normal)
        button.accessibilityIdentifier = "navigation.exit"
        return button
    }()

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        wide = newState.wideMode
        rail.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        let chrome = ReadyChrome(
            viewport: newState.viewport, googleLogo: newState.googleLogo,
            buttonRail: rail, exitButton: exitButton)
        for view in chrome.views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        ready = chrome
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        deactivateAll()
        prompt?.removeFromSuperview()
        prompt = nil
        let leaving = (guidance?.views ?? []) + (ready?.views ?? [])
        leaving.forEach { $0.removeFromSuperview() }
        rail.arrangedSubviews = []
        guidance = nil
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wide = newState.wideMode
        deactivateAll()
        let cards = GuidanceChrome(
            turnCard: newState.turnCard, etaCard: newState.etaCard,
            tripProgressBar: newState.tripProgressBar, speedWidget: newState.speedWidget)
        // Right above the viewport, in slot order, so the app's buttons and
        // the logo stay on top of the cards.
        for view in cards.views.reversed() {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.insertSubview(view, aboveSubview: newState.viewport)
        }
        rail.arrangedSubviews = buttonViews(newState.buttons, [.compass, .reporting])
        ready = ReadyChrome(
            viewport: newState.viewport, googleLogo: newState.googleLogo,
            buttonRail: rail, exitButton: exitButton)
        guidance = cards
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        deactivateAll()
        guidance?.views.forEach { $0.removeFromSuperview() }
        guidance = nil
        rail.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        wide = newState.wideMode
        ready = ReadyChrome(
            viewport: newState.viewport, googleLogo: newState.googleLogo,
            buttonRail: rail, exitButton: exitButton)
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        guard ready != nil else { return }
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        relayout(navMap)
        // Slide up from below the screen; the SDK does not animate prompts.
        newPrompt.transform = CGAffineTransform(translationX: 0, y: newPrompt.bounds.height)
        UIView.animate(withDuration: 0.3) {
            newPrompt.transform = .identity
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
        relayout(navMap)
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout

    private func deactivateAll() {
        NSLayoutConstraint.deactivate(constraintsBySlot.values.flatMap { $0 })
        constraintsBySlot.removeAll()
    }

    private func relayout(_ map: GMSMapView) {
        deactivateAll()
        guard let ready else { return }
        let context = Context(map: map, wide: wide, ready: ready, guidance: guidance, prompt: prompt)
        var chromes: [any ReflectedChrome] = [ready]
        if let guidance { chromes.append(guidance) }
        if let prompt { chromes.append(PromptChrome(prompt: prompt)) }

        for chrome in chromes {
            for (slot, view) in chrome.slots {
                constraintsBySlot[slot.key] = view.tagged(constraints(for: slot, view: view, in: context), slot)
            }
        }
        NSLayoutConstraint.activate(constraintsBySlot.values.flatMap { $0 })
    }

    private func constraints(for slot: ChromeSlot, view: UIView, in c: Context) -> [NSLayoutConstraint] {
        let safe = c.safe
        switch slot {
        case .viewport:
            guard let g = c.guidance else {
                return [view.topAnchor.constraint(equalTo: c.map.topAnchor),
                        view.bottomAnchor.constraint(equalTo: c.map.bottomAnchor),
                        view.leadingAnchor.constraint(equalTo: c.map.leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: c.map.trailingAnchor)]
            }
            if c.wide {
                return [view.topAnchor.constraint(equalTo: safe.topAnchor),
                        view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                        view.leadingAnchor.constraint(equalTo: g.turnCard.trailingAnchor),
                        view.trailingAnchor.constraint(equalTo: c.map.trailingAnchor)]
            }
            let below = c.prompt ?? g.etaCard
            return [view.topAnchor.constraint(equalTo: g.turnCard.layoutMarginsGuide.bottomAnchor),
                    view.bottomAnchor.constraint(equalTo: below.layoutMarginsGuide.topAnchor),
                    view.leadingAnchor.constraint(equalTo: c.map.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: c.map.trailingAnchor)]

        case .turnCard:
            if c.wide {
                return [view.topAnchor.constraint(equalTo: c.map.topAnchor),
                        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
            }
            return [view.topAnchor.constraint(equalTo: c.map.topAnchor),
                    view.leadingAnchor.constraint(equalTo: c.map.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: c.map.trailingAnchor)]

        case .etaCard:
            if c.wide {
                return [view.bottomAnchor.constraint(equalTo: c.map.bottomAnchor),
                        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
            }
            return [view.bottomAnchor.constraint(equalTo: c.map.bottomAnchor),
                    view.leadingAnchor.constraint(equalTo: c.map.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: c.map.trailingAnchor)]

        case .tripProgressBar:
            guard let g = c.guidance else { return [] }
            let top = c.wide ? safe.topAnchor : g.turnCard.bottomAnchor
            let bottom = c.wide ? safe.bottomAnchor : (c.prompt ?? g.etaCard).topAnchor
            return [view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    view.topAnchor.constraint(equalTo: top, constant: Spacing.hairline),
                    view.bottomAnchor.constraint(equalTo: bottom, constant: -Spacing.hairline)]

        case .speedWidget:
            guard let g = c.guidance else { return [] }
            let bottom = c.wide
                ? view.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonVertical)
                : view.bottomAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.topAnchor)
            return [bottom,
                    view.trailingAnchor.constraint(equalTo: g.tripProgressBar.leadingAnchor, constant: -Spacing.hairline)]

        case .googleLogo:
            guard let g = c.guidance else {
                return [view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
                        view.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.hairline)]
            }
            if c.wide {
                return [view.leadingAnchor.constraint(equalTo: c.ready.viewport.leadingAnchor, constant: Spacing.edge),
                        view.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.hairline)]
            }
            return [view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
                    view.bottomAnchor.constraint(equalTo: (c.prompt ?? g.etaCard).topAnchor, constant: -Spacing.hairline)]

        case .buttonRail:
            guard let g = c.guidance else {
                return [view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.button),
                        view.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonVertical),
                        view.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Spacing.buttonVertical)]
            }
            // Rests just above the ETA card, but never over the speed widget
            // or a prompt.
            let resting = view.bottomAnchor.constraint(
                equalTo: c.wide ? safe.bottomAnchor : g.etaCard.topAnchor, constant: -Spacing.buttonVertical)
            resting.priority = .defaultHigh
            var pins = [
                view.trailingAnchor.constraint(equalTo: g.tripProgressBar.leadingAnchor, constant: -Spacing.hairline),
                view.bottomAnchor.constraint(lessThanOrEqualTo: g.speedWidget.topAnchor, constant: -Spacing.hairline),
                view.topAnchor.constraint(
                    greaterThanOrEqualTo: c.wide ? safe.topAnchor : g.turnCard.bottomAnchor,
                    constant: Spacing.buttonVertical),
                resting,
            ]
            if let prompt = c.prompt, !c.wide {
                pins.append(view.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -Spacing.buttonVertical))
            }
            return pins

        case .exitButton:
            guard let g = c.guidance else {
                return [view.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.buttonVertical),
                        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.button)]
            }
            if c.wide {
                return [view.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.buttonVertical),
                        view.leadingAnchor.constraint(equalTo: c.ready.viewport.leadingAnchor, constant: Spacing.button)]
            }
            return [view.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor, constant: Spacing.buttonVertical),
                    view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.button)]

        case .prompt:
            if c.wide {
                return [view.bottomAnchor.constraint(equalTo: c.map.bottomAnchor),
                        view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
            }
            return [view.bottomAnchor.constraint(equalTo: c.map.bottomAnchor),
                    view.leadingAnchor.constraint(equalTo: c.map.leadingAnchor),
                    view.trailingAnchor.constraint(equalTo: c.map.trailingAnchor)]
        }
    }

    // MARK: Buttons

    /// Buttons by type, never by position: the SDK may reorder them.
    private func buttonViews(_ buttons: [NavigationUIButton], _ types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in buttons.first(where: { $0.type == type })?.view }
    }
}
