import GoogleNavigation
import UIKit

/// Keeps every group of constraints in a dictionary keyed by what it lays out,
/// so a state change is "deactivate these keys, activate those".
@MainActor
final class FleetLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Group: Hashable, CaseIterable {
        case readyChrome, guidanceCards, guidanceChrome, prompt
    }

    private var groups: [Group: [NSLayoutConstraint]] = [:]
    private var viewsByGroup: [Group: [UIView]] = [:]
    private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private func activate(_ group: Group, views: [UIView], constraints: [NSLayoutConstraint], in navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0) }
        viewsByGroup[group] = views
        groups[group] = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func tearDown(_ keys: [Group]) {
        for key in keys {
            if let constraints = groups.removeValue(forKey: key) {
                NSLayoutConstraint.deactivate(constraints)
            }
            for view in viewsByGroup[key] ?? [] {
                view.removeFromSuperview()
            }
            viewsByGroup[key] = nil
        }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layOutReady(navMap, newState)
    }

    private func layOutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        buttons.arrangedSubviews = state.buttons.map { $0.view }
        let sidePadding = state.wideMode ? NavigationStyleValues.elementHorizontalPadding : 8
        activate(.readyChrome, views: [state.viewport, state.googleLogo, buttons], constraints: [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: sidePadding),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            buttons.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -sidePadding),
        ], in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDown(Group.allCases)
        buttons.arrangedSubviews = []
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown([.readyChrome])
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let viewport = newState.viewport
        activate(.guidanceCards, views: [turnCard, etaCard], constraints: [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ], in: navMap)

        buttons.arrangedSubviews = newState.buttons.map { $0.view }
        let aboveEta = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        aboveEta.priority = .defaultHigh
        var chrome = [
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            aboveEta,
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            newState.googleLogo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
            buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            buttons.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
        ]
        chrome.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        let logoInset = newState.wideMode ? NavigationStyleValues.elementHorizontalPadding : 8
        chrome.append(newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset))
        activate(.guidanceChrome, views: [viewport, newState.googleLogo, buttons], constraints: chrome, in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        tearDown([.prompt, .guidanceChrome, .guidanceCards])
        layOutReady(navMap, newState)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let viewport = viewsByGroup[.guidanceChrome]?.first
        var constraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ]
        if let viewport {
            constraints.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
        }
        activate(.prompt, views: [newPrompt], constraints: constraints, in: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        tearDown([.prompt])
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        tearDown([.prompt])
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
