import GoogleNavigation
import UIKit

/// Passes methods as functions: `forEach(navMap.addSubview)`,
/// `forEach(NSLayoutConstraint.activate)`, `map(\.view)`.
@MainActor
final class TaxiLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var shown: [UIView] = []
    private var layout: [NSLayoutConstraint] = []
    private var promptLayout: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var viewportBottom: NSLayoutYAxisAnchor?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func show(_ views: [UIView], with constraints: [[NSLayoutConstraint]], on navMap: GMSMapView) {
        views.forEach(navMap.addSubview)
        constraints.forEach(NSLayoutConstraint.activate)
        shown = views
        layout = constraints.flatMap { $0 }
    }

    private func hideAll() {
        NSLayoutConstraint.deactivate(layout)
        layout = []
        shown.forEach { $0.removeFromSuperview() }
        shown = []
        buttonStack.arrangedSubviews = []
    }

    private func fill(_ view: UIView, _ guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
    }

    private func bottomLeading(_ logo: UIView, over viewport: UIView) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
        ]
    }

    private func buttons(above bottom: NSLayoutYAxisAnchor, below top: NSLayoutYAxisAnchor, _ safe: UILayoutGuide, inset: CGFloat)
        -> [NSLayoutConstraint]
    {
        [
            buttonStack.topAnchor.constraint(equalTo: top, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: bottom, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        let inset: CGFloat = newState.wideMode ? 24 : 16
        show([newState.viewport, newState.googleLogo, buttonStack], with: [
            fill(newState.viewport, safe),
            bottomLeading(newState.googleLogo, over: newState.viewport),
            buttons(above: newState.googleLogo.topAnchor, below: safe.topAnchor, safe, inset: inset),
        ], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        hideAll()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        hideAll()
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        let preferEta = viewport.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor)
        preferEta.priority = .defaultHigh
        let viewportFrame = [
            viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        let buttonInset: CGFloat = newState.wideMode ? 24 : 16
        viewportBottom = viewport.bottomAnchor
        show([viewport, newState.turnCard, newState.etaCard, newState.googleLogo, buttonStack], with: [
            [
                newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ],
            viewportFrame,
            [
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor),
                preferEta,
            ],
            bottomLeading(newState.googleLogo, over: viewport),
            buttons(above: viewport.bottomAnchor, below: newState.turnCard.bottomAnchor, safe, inset: buttonInset),
        ], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        hideAll()
        viewportBottom = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptLayout = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if let viewportBottom {
            promptLayout.append(viewportBottom.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        }
        promptLayout.forEach { $0.isActive = true }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        promptLayout.forEach { $0.isActive = false }
        promptLayout.removeAll()
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        [oldPrompt].forEach { hidePrompt(navMap: navMap, oldPrompt: $0) }
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
