import GoogleNavigation
import UIKit

/// Callbacks become actions; `render(old:new:)` turns state differences into view changes.
@MainActor
final class StoreLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private weak var map: GMSMapView?
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompts: [ObjectIdentifier: NavigationPromptView] = [:]

    private let contentBottom = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var etaLeading: NSLayoutConstraint?

    private(set) var state = NavUIState() {
        didSet { if state != oldValue { render(old: oldValue, new: state) } }
    }

    private func dispatch(_ action: Action) {
        state = reduce(state, action)
    }

    // MARK: - Render

    private func render(old: NavUIState, new: NavUIState) {
        guard let map else { return }
        if old.prompt != new.prompt, let id = old.prompt, let view = prompts.removeValue(forKey: id) {
            view.removeFromSuperview()
        }
        switch (old.phase, new.phase) {
        case (.off, .ready):
            map.addLayoutGuide(contentBottom)
            let floor = contentBottom.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
            floor.priority = .defaultLow
            sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), floor]
            NSLayoutConstraint.activate(sessionConstraints)
            buildReady(on: map)
        case (.ready, .guiding):
            tearDownPhase()
            buildGuidance(on: map, wide: new.wide)
        case (.guiding, .ready):
            tearDownPhase()
            buildReady(on: map)
        case (_, .off):
            tearDownPhase()
            NSLayoutConstraint.deactivate(sessionConstraints)
            sessionConstraints = []
            map.removeLayoutGuide(contentBottom)
        default:
            break
        }
        if old.phase == new.phase, old.wide != new.wide, let etaCard = guidance?.etaCard, new.phase == .guiding {
            etaLeading?.isActive = false
            etaLeading = etaLeadingConstraint(etaCard, on: map, wide: new.wide)
            etaLeading?.isActive = true
            phaseConstraints += [etaLeading].compactMap { $0 }
        }
        if new.showsPrompt, old.prompt != new.prompt, let id = new.prompt, let prompt = prompts[id] {
            present(prompt, on: map)
        }
    }

    private func etaLeadingConstraint(_ etaCard: UIView, on map: GMSMapView, wide: Bool) -> NSLayoutConstraint {
        let anchor = wide ? map.safeAreaLayoutGuide.leadingAnchor : map.leadingAnchor
        return etaCard.leadingAnchor.constraint(equalTo: anchor)
    }

    private func buildReady(on map: GMSMapView) {
        guard let ready else { return }
        let safe = map.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = ready.buttons.map(\.view)
        install([ready.viewport, ready.googleLogo, buttonStack], on: map, constraints: [
            ready.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            ready.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ready.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ready.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ready.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ready.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ])
    }

    private func buildGuidance(on map: GMSMapView, wide: Bool) {
        guard let g = guidance else { return }
        let safe = map.safeAreaLayoutGuide
        let eta = etaLeadingConstraint(g.etaCard, on: map, wide: wide)
        etaLeading = eta
        buttonStack.arrangedSubviews = g.buttons.map(\.view)
        install([g.viewport, g.turnCard, g.etaCard, g.googleLogo, buttonStack], on: map, constraints: [
            g.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            g.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            eta,
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: g.etaCard.topAnchor),
            g.viewport.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor),
            g.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            g.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            g.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ])
    }

    private func install(_ views: [UIView], on map: GMSMapView, constraints: [NSLayoutConstraint]) {
        views.forEach(map.addSubview)
        phaseViews = views
        phaseConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func tearDownPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints.removeAll()
        phaseViews.forEach { $0.removeFromSuperview() }
        phaseViews.removeAll()
        buttonStack.arrangedSubviews = []
        etaLeading = nil
    }

    private func present(_ prompt: NavigationPromptView, on map: GMSMapView) {
        map.addSubview(prompt)
        NSLayoutConstraint.activate([
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ])
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        ready = newState
        dispatch(.enable(wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dispatch(.disable)
        prompts.values.forEach { $0.removeFromSuperview() }
        prompts.removeAll()
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        dispatch(.startGuidance(wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        ready = newState
        dispatch(.stopGuidance)
        guidance = nil
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        dispatch(.resize(wide: newState.wideMode))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let id = ObjectIdentifier(newPrompt)
        prompts[id] = newPrompt
        dispatch(.showPrompt(id))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dispatch(.hidePrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
