import UIKit
import GoogleNavigation

/// Spacing for the navigation chrome, picked once per callback from `wideMode`.
struct Metrics {
    var inset: CGFloat
    var gap: CGFloat
    var logoInset: CGFloat
    var wideCards: Bool

    static let compact = Metrics(inset: 8, gap: 8, logoInset: 8, wideCards: false)
    static let wide = Metrics(inset: 16, gap: 12, logoInset: 20, wideCards: true)

    @MainActor static func forState(_ state: NavigationUIState) -> Metrics {
        state.wideMode ? .wide : .compact
    }
}

@MainActor
final class MetricsLayoutDelegate: NSObject, NavigationLayoutDelegate {

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var addedViews: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        applyReady(newState, in: navMap, metrics: Metrics.forState(newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints + promptConstraints)
        readyConstraints = []; guidanceConstraints = []; promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        addedViews.forEach { $0.removeFromSuperview() }
        addedViews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        guidance = newState
        applyGuidance(newState, in: navMap, metrics: Metrics.forState(newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        [oldState.turnCard, oldState.etaCard, oldState.speedWidget, buttons].forEach { $0.removeFromSuperview() }
        buttons.arrangedSubviews = []
        guidance = nil
        applyReady(newState, in: navMap, metrics: Metrics.forState(newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance else { return }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        applyGuidance(guidance, in: navMap, metrics: Metrics.forState(newState))
        if let prompt { pin(prompt, in: navMap, state: guidance, metrics: Metrics.forState(newState)) }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        prompt = newPrompt
        add(newPrompt, to: navMap)
        pin(newPrompt, in: navMap, state: guidance, metrics: Metrics.forState(guidance))
        UIView.animate(withDuration: 0.3) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout helpers

    private func add(_ view: UIView, to navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(view)
        if !addedViews.contains(where: { $0 === view }) { addedViews.append(view) }
    }

    private func applyReady(_ state: NavigationReadyUIState, in navMap: GMSMapView, metrics: Metrics) {
        let safe = navMap.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach { add($0, to: navMap) }
        readyConstraints = viewportConstraints(state.viewport, top: safe.topAnchor, safe: safe)
            + [state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)]
            + logoConstraints(state.googleLogo, above: safe.bottomAnchor, safe: safe, metrics: metrics)
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            add(compass, to: navMap)
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.inset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.inset),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func applyGuidance(_ state: ActiveGuidanceUIState, in navMap: GMSMapView, metrics: Metrics) {
        let safe = navMap.safeAreaLayoutGuide
        [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo].forEach { add($0, to: navMap) }
        buttons.arrangedSubviews = state.buttons.sorted { a, _ in a.type == .reporting }.map(\.view)
        add(buttons, to: navMap)
        if let prompt { navMap.bringSubviewToFront(prompt) }

        guidanceConstraints = cardConstraints(state, navMap: navMap, safe: safe, metrics: metrics)
            + viewportConstraints(state.viewport, top: state.turnCard.bottomAnchor, safe: safe)
            + [state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor)]
            + logoConstraints(state.googleLogo, above: state.etaCard.topAnchor, safe: safe, metrics: metrics)
            + [
                state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
                state.speedWidget.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.inset),
                buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.inset),
                buttons.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor, constant: -metrics.gap),
                buttons.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: metrics.gap),
                sink(state.viewport.bottomAnchor, to: safe.bottomAnchor),
                sink(buttons.bottomAnchor, to: safe.bottomAnchor),
            ]
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    private func cardConstraints(_ state: ActiveGuidanceUIState, navMap: GMSMapView, safe: UILayoutGuide, metrics: Metrics) -> [NSLayoutConstraint] {
        let turn = state.turnCard, eta = state.etaCard
        var result = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if metrics.wideCards {
            result += [turn, eta].map { $0.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor) }
        } else {
            result += [turn, eta].map { $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor) }
        }
        return result
    }

    private func viewportConstraints(_ viewport: UIView, top: NSLayoutYAxisAnchor, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
    }

    private func logoConstraints(_ logo: UIView, above anchor: NSLayoutYAxisAnchor, safe: UILayoutGuide, metrics: Metrics) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: metrics.logoInset),
            logo.bottomAnchor.constraint(lessThanOrEqualTo: anchor, constant: -metrics.gap),
            sink(logo.bottomAnchor, to: safe.bottomAnchor),
        ]
    }

    private func pin(_ prompt: NavigationPromptView, in navMap: GMSMapView, state: ActiveGuidanceUIState, metrics: Metrics) {
        NSLayoutConstraint.deactivate(promptConstraints)
        let safe = navMap.safeAreaLayoutGuide
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -metrics.gap),
            buttons.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -metrics.gap),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    private func sink(_ anchor: NSLayoutYAxisAnchor, to bottom: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
        let c = anchor.constraint(equalTo: bottom)
        c.priority = .defaultLow
        return c
    }
}
