import GoogleNavigation
import UIKit

/// Defensive style: `guard` on every precondition and `defer` to record the
/// state the callback leaves behind.
@MainActor
final class PatrolLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Stage { case none, ready, guidance }

    private var stage: Stage = .none
    private var installedViews: [UIView] = []
    private var installedConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var viewport: UIView?
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func uninstall() {
        defer {
            installedViews = []
            installedConstraints = []
        }
        guard !installedConstraints.isEmpty || !installedViews.isEmpty else { return }
        NSLayoutConstraint.deactivate(installedConstraints)
        buttons.arrangedSubviews = []
        for view in installedViews {
            view.removeFromSuperview()
        }
    }

    private func install(_ views: [UIView], _ constraints: [NSLayoutConstraint], on navMap: GMSMapView) {
        for view in views {
            navMap.addSubview(view)
        }
        NSLayoutConstraint.activate(constraints)
        installedViews = views
        installedConstraints = constraints
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        defer { stage = .ready }
        guard stage != .ready else { return }
        uninstall()
        let safe = navMap.safeAreaLayoutGuide
        viewport = newState.viewport
        buttons.arrangedSubviews = newState.buttons.map { $0.view }
        let trailingInset: CGFloat = newState.wideMode ? -24 : -16
        install([newState.viewport, newState.googleLogo, buttons], [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            buttons.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: trailingInset),
        ], on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        defer { stage = .none }
        if let prompt {
            hidePrompt(navMap: navMap, oldPrompt: prompt)
        }
        uninstall()
        viewport = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        defer { stage = .guidance }
        uninstall()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let map = newState.viewport
        viewport = map
        buttons.arrangedSubviews = newState.buttons.map { $0.view }
        let hug = map.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        hug.priority = .defaultHigh
        let wide = newState.wideMode
        install([map, turnCard, etaCard, newState.googleLogo, buttons], [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            map.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            map.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            hug,
            newState.googleLogo.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -8),
            newState.googleLogo.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 8),
            buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            buttons.bottomAnchor.constraint(equalTo: map.bottomAnchor, constant: -8),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: wide ? -24 : -16),
        ], on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard stage == .guidance else { return }
        if let prompt {
            hidePrompt(navMap: navMap, oldPrompt: prompt)
        }
        uninstall()
        stage = .none
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard stage == .guidance, let viewport else { return }
        defer { prompt = newPrompt }
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        defer {
            prompt = nil
            promptConstraints = []
        }
        NSLayoutConstraint.deactivate(promptConstraints)
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
