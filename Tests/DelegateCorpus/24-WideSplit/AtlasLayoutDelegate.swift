import GoogleNavigation
import UIKit

/// Side by side on wide maps: the cards down the leading edge and the camera
/// beside them; stacked on narrow maps. Each state keeps a narrow and a wide
/// set of constraints and swaps them when the size class changes.
@MainActor
final class AtlasLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct Variants {
        var shared: [NSLayoutConstraint]
        var narrow: [NSLayoutConstraint]
        var wide: [NSLayoutConstraint]

        var all: [NSLayoutConstraint] { shared + narrow + wide }

        @MainActor
        func apply(wide isWide: Bool) {
            NSLayoutConstraint.deactivate(isWide ? narrow : wide)
            NSLayoutConstraint.activate(shared + (isWide ? wide : narrow))
        }
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var variants: Variants?
    private var views: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private weak var viewport: UIView?

    private func removeCurrent() {
        if let variants {
            NSLayoutConstraint.deactivate(variants.all)
        }
        variants = nil
        buttonStack.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        views = []
    }

    private func present(_ newViews: [UIView], _ newVariants: Variants, wide: Bool, on navMap: GMSMapView) {
        newViews.forEach { navMap.addSubview($0) }
        views = newViews
        variants = newVariants
        newVariants.apply(wide: wide)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        removeCurrent()
        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        let logo = newState.googleLogo
        self.viewport = viewport
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let variants = Variants(
            shared: [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                buttonStack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            ],
            narrow: [buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)],
            wide: [buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24)])
        present([viewport, logo, buttonStack], variants, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeCurrent()
        viewport = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeCurrent()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        let logo = newState.googleLogo
        self.viewport = viewport
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        let onEta = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        onEta.priority = .defaultHigh
        let variants = Variants(
            shared: [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                onEta,
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
                logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
                buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
                buttonStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            ],
            narrow: [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ],
            wide: [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            ])
        present([viewport, turnCard, etaCard, logo, buttonStack], variants, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        variants?.apply(wide: newState.wideMode)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let viewport else { return }
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
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
}
