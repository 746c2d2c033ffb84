import GoogleNavigation
import UIKit

/// Lays out the Google navigation UI and relays every transition to the app
/// through the `NavigationLayoutStore` actor.
///
/// The SDK lays the map out as soon as a callback returns, so constraints are
/// always installed synchronously on the main actor; only the prompt slide
/// animations and the relays run in `Task`s.
@MainActor
final class AsyncRelayLayoutDelegate: NSObject, NavigationLayoutDelegate {
    nonisolated static let promptSlideDuration: TimeInterval = 0.3

    nonisolated let events: AsyncStream<NavigationLayoutEvent>
    nonisolated private let continuation: AsyncStream<NavigationLayoutEvent>.Continuation
    let store = NavigationLayoutStore()

    private let contentBottomGuide = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var readyViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    override init() {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationLayoutEvent.self)
        self.events = stream
        self.continuation = continuation
        super.init()
    }

    nonisolated private func relay(_ event: NavigationLayoutEvent) {
        continuation.yield(event)
        Task { [store] in await store.apply(event) }
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottomGuide)
        let restingBottom = contentBottomGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        restingBottom.priority = .defaultLow
        sessionConstraints = [contentBottomGuide.heightAnchor.constraint(equalToConstant: 0), restingBottom]
        NSLayoutConstraint.activate(sessionConstraints)

        installReady(navMap: navMap, state: newState)
        relay(.ready(wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        promptBottom = nil
        tearDown(&readyConstraints, views: &readyViews)
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottomGuide)
        relay(.disabled)
    }

    private func installReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        readyViews = [viewport, logo, buttonStack]
        readyViews.forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        buttonStack.spacing = state.wideMode ? NavigationStyleValues.buttonVerticalPadding : 0

        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
        ] + stackConstraints(top: safe.topAnchor, trailing: safe.trailingAnchor)
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown(&readyConstraints, views: &readyViews)
        installGuidance(navMap: navMap, state: newState)
        relay(.guidanceStarted(wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDown(&guidanceConstraints, views: &guidanceViews)
        installReady(navMap: navMap, state: newState)
        relay(.guidanceStopped)
    }

    private func installGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        guidanceViews = [state.viewport, state.turnCard, state.etaCard, state.googleLogo, buttonStack]
        guidanceViews.forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        guidanceConstraints = makeGuidanceConstraints(navMap: navMap, state: state)
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    private func makeGuidanceConstraints(navMap: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let logo = state.googleLogo
        var constraints = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: state.wideMode ? safe.leadingAnchor : navMap.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
        ]
        if state.wideMode {
            // Cards stay in the leading column; the camera frames the map beside them.
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ]
            constraints += stackConstraints(top: safe.topAnchor, trailing: safe.trailingAnchor)
        } else {
            constraints += [
                contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
            constraints += stackConstraints(top: turnCard.bottomAnchor, trailing: safe.trailingAnchor)
        }
        return constraints
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        relay(.resized(wide: newState.wideMode))
        if let guidance = newState as? ActiveGuidanceUIState, !guidanceViews.isEmpty {
            // Swap constraints only: re-adding the cards would draw them over a prompt.
            NSLayoutConstraint.deactivate(guidanceConstraints)
            guidanceConstraints = makeGuidanceConstraints(navMap: navMap, state: guidance)
            NSLayoutConstraint.activate(guidanceConstraints)
        } else if let ready = newState as? NavigationReadyUIState, !readyViews.isEmpty {
            tearDown(&readyConstraints, views: &readyViews)
            installReady(navMap: navMap, state: ready)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        let bottom = installPrompt(newPrompt, on: navMap)
        promptBottom = bottom
        navMap.layoutIfNeeded()
        Task { @MainActor in
            await slide(bottom, to: 0, in: navMap)
            relay(.promptShown)
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let bottom = promptBottom else { return }
        promptBottom = nil
        prompt = nil
        Task { @MainActor in
            await slide(bottom, to: oldPrompt.bounds.height, in: navMap)
            oldPrompt.removeFromSuperview()
            relay(.promptHidden)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func installPrompt(_ prompt: NavigationPromptView, on navMap: GMSMapView) -> NSLayoutConstraint {
        navMap.addSubview(prompt)
        let bottom = prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: prompt.bounds.height)
        NSLayoutConstraint.activate([
            bottom,
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ])
        return bottom
    }

    private func slide(_ bottom: NSLayoutConstraint, to constant: CGFloat, in navMap: GMSMapView) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            UIView.animate(withDuration: Self.promptSlideDuration, animations: {
                bottom.constant = constant
                navMap.layoutIfNeeded()
            }, completion: { _ in done.resume() })
        }
    }

    // MARK: - Helpers

    private func stackConstraints(top: NSLayoutYAxisAnchor, trailing: NSLayoutXAxisAnchor) -> [NSLayoutConstraint] {
        [
            buttonStack.topAnchor.constraint(equalTo: top),
            buttonStack.trailingAnchor.constraint(equalTo: trailing),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
        ]
    }

    private func tearDown(_ constraints: inout [NSLayoutConstraint], views: inout [UIView]) {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        buttonStack.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        views.removeAll()
    }
}
