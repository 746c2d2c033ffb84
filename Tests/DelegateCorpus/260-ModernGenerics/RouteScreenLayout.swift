import GoogleNavigation
import UIKit

/// The route screen's layout delegate. Every callback rebuilds the layout of
/// the phase it enters in one `LayoutTransaction` and commits it; the previous
/// layout is torn down first, keeping only the views both share.
@MainActor
final class RouteScreenLayout: NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private struct PromptSlot {
        let view: NavigationPromptView
        let slide: NSLayoutConstraint
    }

    private var phase: Phase = .off
    private var mode: LayoutMode = .compact
    private var committed: CommittedLayout?
    private let contentBottom = UILayoutGuide()
    private var sessionPins: [NSLayoutConstraint] = []
    private var prompts: [ObjectIdentifier: PromptSlot] = [:]

    // MARK: - Phases

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        mode = LayoutMode(newState)
        contentBottom.identifier = "contentBottom"
        navMap.addLayoutGuide(contentBottom)
        sessionPins = Place.contentBottom(contentBottom, in: navMap.safeAreaLayoutGuide).constraints()
        NSLayoutConstraint.activate(sessionPins)
        transition(to: .ready(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        transition(to: .off, on: navMap)
        prompts.values.forEach { $0.view.removeFromSuperview() }
        prompts.removeAll()
        deactivate(sessionPins)
        sessionPins.removeAll()
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        mode = LayoutMode(newState)
        transition(to: .guidance(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        mode = LayoutMode(newState)
        transition(to: .ready(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        mode = LayoutMode(newState)
        transition(to: phase, on: navMap)
    }

    private func transition(to next: Phase, on map: GMSMapView) {
        phase = next
        var tx = LayoutTransaction(on: map)
        switch next {
        case .off: break
        case .ready(let state): layoutReady(state, into: &tx, on: map)
        case .guidance(let state): layoutGuidance(state, into: &tx, on: map)
        }
        if let committed { committed.tearDown(keeping: tx.viewIDs) }
        committed = tx.commit()
    }

    // MARK: - Layouts

    private func layoutReady(_ state: NavigationReadyUIState, into tx: inout LayoutTransaction, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let bottom = contentBottom.topAnchor
        tx.include([state.viewport, state.googleLogo])
        let stack = tx.stack(buttonViews(state.buttons))

        tx.place(Place.frame(
            state.viewport, top: safe.topAnchor, bottom: bottom,
            leading: safe.leadingAnchor, trailing: safe.trailingAnchor))
        tx.place(Place.floating(state.googleLogo, leading: safe.leadingAnchor, bottom: bottom))
        tx.place(buttonColumn(stack, below: safe.topAnchor, above: bottom, in: safe))
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, into tx: inout LayoutTransaction, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let bottom = contentBottom.topAnchor
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let logo = state.googleLogo
        tx.include([turnCard, etaCard, state.tripProgressBar, state.speedWidget, state.viewport, logo])
        let stack = tx.stack(buttonViews(state.buttons))

        tx.place(Place.card(turnCard, atTop: true, mode: mode, in: safe))
        tx.place(Place.card(etaCard, atTop: false, mode: mode, in: safe))
        tx.place(Pin(target: contentBottom) { guide in
            [guide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor)]
        })

        // Wide: the cards hold the leading column; the camera frames the rest.
        let (viewportTop, viewportLeading) = switch mode {
        case .compact: (turnCard.bottomAnchor, safe.leadingAnchor)
        case .wide: (safe.topAnchor, turnCard.trailingAnchor)
        }
        tx.place(Place.frame(
            state.viewport, top: viewportTop, bottom: bottom,
            leading: viewportLeading, trailing: safe.trailingAnchor))
        tx.place(Place.floating(logo, leading: safe.leadingAnchor, bottom: bottom))
        tx.place(Place.floating(state.speedWidget, leading: safe.leadingAnchor, bottom: logo.layoutMarginsGuide.topAnchor))

        let ceiling = switch mode {
        case .compact: turnCard.bottomAnchor
        case .wide: safe.topAnchor
        }
        tx.place(buttonColumn(stack, below: ceiling, above: bottom, in: safe))
        tx.place(Pin(target: state.tripProgressBar) { bar in
            [
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                bar.topAnchor.constraint(equalTo: ceiling, constant: Metrics.rail),
                bar.bottomAnchor.constraint(equalTo: stack.topAnchor, constant: -Metrics.rail),
            ]
        })
    }

    private func buttonColumn(
        _ stack: GMSNavigationHidingStackView, below top: NSLayoutYAxisAnchor,
        above bottom: NSLayoutYAxisAnchor, in safe: UILayoutGuide
    ) -> some Placement<GMSNavigationHidingStackView> {
        Pin(target: stack) { s in
            [
                s.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                s.bottomAnchor.constraint(equalTo: bottom),
                s.topAnchor.constraint(greaterThanOrEqualTo: top),
            ]
        }
    }

    /// Compass, then reporting, found by type (the SDK may reorder `buttons`).
    private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
            buttons.first { $0.type == kind }?.view
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        NSLayoutConstraint.activate([
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        prompts[ObjectIdentifier(newPrompt)] = PromptSlot(view: newPrompt, slide: slide)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Metrics.slide) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let slot = prompts.removeValue(forKey: ObjectIdentifier(oldPrompt)) else { return }
        UIView.animate(withDuration: Metrics.slide) {
            slot.slide.constant = slot.view.bounds.height
            navMap.layoutIfNeeded()
        } completion: { _ in
            slot.view.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
