import GoogleNavigation
import UIKit

/// Keeps the app's trip sheet (TripSheetView.swift) at the bottom of the map,
/// above the ETA card during guidance; the camera frames the map above it.
@MainActor
final class SheetLayoutDelegate: NSObject, NavigationLayoutDelegate {
    let sheet = TripSheetView()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private weak var viewport: UIView?

    private func leaveState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        buttonStack.arrangedSubviews = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
    }

    private func enter(_ views: [UIView], _ constraints: [NSLayoutConstraint], on navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0) }
        stateViews = views
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    /// The sheet along the bottom of `floor`, and the map content above it.
    private func sheetAndContent(
        viewport: UIView, logo: UIView, top: NSLayoutYAxisAnchor, floor: NSLayoutYAxisAnchor,
        safe: UILayoutGuide, wide: Bool
    ) -> [NSLayoutConstraint] {
        [
            sheet.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: floor),
            sheet.heightAnchor.constraint(equalToConstant: TripSheetView.height(wide: wide)),
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: sheet.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            logo.bottomAnchor.constraint(equalTo: sheet.topAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: top, constant: 8),
            buttonStack.bottomAnchor.constraint(equalTo: sheet.topAnchor, constant: -8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
        ]
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        viewport = newState.viewport
        enter([newState.viewport, newState.googleLogo, buttonStack, sheet], sheetAndContent(
            viewport: newState.viewport, logo: newState.googleLogo, top: safe.topAnchor, floor: safe.bottomAnchor,
            safe: safe, wide: newState.wideMode), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        leaveState()
        viewport = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        leaveState()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        buttonStack.arrangedSubviews = newState.buttons.map { $0.view }
        viewport = newState.viewport
        enter([newState.viewport, turnCard, etaCard, newState.googleLogo, buttonStack, sheet], [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ] + sheetAndContent(
            viewport: newState.viewport, logo: newState.googleLogo, top: turnCard.bottomAnchor,
            floor: etaCard.topAnchor, safe: safe, wide: newState.wideMode), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        leaveState()
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        // The prompt comes up over the bottom of the sheet and the ETA card.
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
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
