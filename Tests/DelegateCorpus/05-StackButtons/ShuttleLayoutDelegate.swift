import GoogleNavigation
import UIKit

/// Puts the SDK's buttons in a plain vertical `UIStackView` pinned to the
/// bottom trailing corner of the open map.
@MainActor
final class ShuttleLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let buttonColumn: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .trailing
        stack.distribution = .equalSpacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private var activeConstraints: [NSLayoutConstraint] = []
    private var onScreen: [UIView] = []
    private var promptBottomLimit: NSLayoutConstraint?
    private weak var viewport: UIView?

    private func fillColumn(with buttons: [NavigationUIButton]) {
        buttonColumn.arrangedSubviews.forEach { view in
            buttonColumn.removeArrangedSubview(view)
            view.removeFromSuperview()
        }
        for button in buttons where button.type == .compass || button.type == .reporting {
            buttonColumn.addArrangedSubview(button.view)
        }
    }

    private func clear() {
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints = []
        fillColumn(with: [])
        onScreen.forEach { $0.removeFromSuperview() }
        onScreen = []
    }

    private func put(_ views: [UIView], on navMap: GMSMapView, constraints: [NSLayoutConstraint]) {
        for view in views {
            navMap.addSubview(view)
        }
        onScreen = views
        activeConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        clear()
        let safe = navMap.safeAreaLayoutGuide
        fillColumn(with: newState.buttons)
        viewport = newState.viewport
        let columnInset: CGFloat = newState.wideMode ? 24 : 16
        put([newState.viewport, newState.googleLogo, buttonColumn], on: navMap, constraints: [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -columnInset),
            buttonColumn.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
        ])
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clear()
        viewport = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clear()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let map = newState.viewport
        fillColumn(with: newState.buttons)
        viewport = map
        let leadingEdge = safe.leadingAnchor
        let topEdge = turnCard.bottomAnchor
        buttonColumn.spacing = newState.wideMode ? 8 : 12
        let sitOnEta = map.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        sitOnEta.priority = .defaultHigh
        put([map, turnCard, etaCard, newState.googleLogo, buttonColumn], on: navMap, constraints: [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            map.topAnchor.constraint(equalTo: topEdge),
            map.leadingAnchor.constraint(equalTo: leadingEdge),
            map.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            map.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            sitOnEta,
            newState.googleLogo.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 8),
            newState.googleLogo.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -8),
            buttonColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            buttonColumn.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -12),
        ])
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        onScreen.append(newPrompt)
        var constraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        if let viewport {
            let limit = viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
            promptBottomLimit = limit
            constraints.append(limit)
        }
        activeConstraints += constraints
        NSLayoutConstraint.activate(constraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let owned = activeConstraints.filter { $0.firstItem === oldPrompt || $0 === promptBottomLimit }
        NSLayoutConstraint.deactivate(owned)
        activeConstraints.removeAll { $0.firstItem === oldPrompt || $0 === promptBottomLimit }
        promptBottomLimit = nil
        oldPrompt.removeFromSuperview()
        onScreen.removeAll { $0 === oldPrompt }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
