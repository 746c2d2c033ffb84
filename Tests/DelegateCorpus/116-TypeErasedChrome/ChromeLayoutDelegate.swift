import UIKit
import GoogleNavigation

/// Navigation layout built from composable, type-erased chrome pieces.
final class ChromeLayoutDelegate: NavigationLayoutDelegate {
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var prompt: NavigationPromptView?
    private var guidance: ActiveGuidanceUIState?

    // MARK: Compositions per state

    private func readyChrome(_ state: NavigationReadyUIState) -> [AnyChromeLayout] {
        // Landscape gets a little more breathing room around the logo.
        let logoInset: CGFloat = state.wideMode ? NavigationStyleValues.elementHorizontalPadding : 8
        var chrome: [AnyChromeLayout] = [
            Placed(subject: state.viewport).pinned([.top: 0, .leading: 0, .trailing: 0, .bottom: 0]).erased(),
            Placed(subject: state.googleLogo).pinned([.leading: logoInset, .bottom: logoInset]).erased(),
        ]
        if let compass = state.buttons.first(where: { $0.type == .compass }) {
            chrome.append(Placed(subject: compass.view)
                .pinned([.top: NavigationStyleValues.buttonVerticalPadding,
                         .trailing: NavigationStyleValues.buttonHorizontalPadding])
                .erased())
        }
        return chrome
    }

    private func guidanceChrome(_ state: ActiveGuidanceUIState) -> [AnyChromeLayout] {
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        let turnCard = state.turnCard, etaCard = state.etaCard
        let cardEdges: [ChromeEdge: CGFloat] = state.wideMode ? [.leading: pad] : [.leading: pad, .trailing: pad]
        var turn = Placed(subject: turnCard).pinned(cardEdges.merging([.top: NavigationStyleValues.headerTopPadding]) { $1 }).erased()
        var eta = Placed(subject: etaCard).pinned(cardEdges.merging([.bottom: 0]) { $1 }).erased()
        if state.wideMode {
            turn = turn.attached { v, map in v.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor) }.erased()
            eta = eta.attached { v, map in v.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor) }.erased()
        }
        var chrome: [AnyChromeLayout] = [
            turn, eta,
            Placed(subject: state.viewport).pinned([.leading: 0, .trailing: 0])
                .attached { v, _ in v.topAnchor.constraint(equalTo: turnCard.bottomAnchor) }
                .attached { v, _ in v.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor).withPriority(.defaultHigh) }
                .attached { v, _ in v.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor) }
                .erased(),
            Placed(subject: state.googleLogo).pinned([.leading: 8])
                .attached { v, _ in v.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor).withPriority(.defaultHigh) }
                .attached { v, _ in v.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor) }
                .erased(),
            Placed(subject: state.speedWidget).pinned([.trailing: NavigationStyleValues.elementHorizontalPadding])
                .attached { v, _ in v.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor) }
                .erased(),
        ]
        var above: UIView = turnCard
        for type in [NavigationButtonKnownType.compass, .reporting] {
            guard let button = state.buttons.first(where: { $0.type == type }) else { continue }
            let anchorView = above
            chrome.append(Placed(subject: button.view)
                .pinned([.trailing: NavigationStyleValues.buttonHorizontalPadding])
                .attached { v, _ in v.topAnchor.constraint(equalTo: anchorView.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding) }
                .erased())
            above = button.view
        }
        return chrome
    }

    private func promptChrome(_ prompt: NavigationPromptView, _ state: ActiveGuidanceUIState) -> AnyChromeLayout {
        Placed(subject: prompt).pinned([.leading: 0, .trailing: 0])
            .attached { v, map in v.bottomAnchor.constraint(equalTo: map.bottomAnchor) }
            .attached { v, _ in state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: v.topAnchor) }
            .attached { v, _ in state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: v.topAnchor) }
            .erased()
    }

    // MARK: Applying

    private func install(_ chrome: [AnyChromeLayout], on map: GMSMapView) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = chrome.flatMap { $0.apply(to: map) }
        stateViews = chrome.map(\.subject)
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func tearDown(keeping kept: [UIView]) {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        for view in stateViews where !kept.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        stateViews = []
    }

    private func installPrompt(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        guard let guidance else { return }
        prompt = newPrompt
        promptConstraints = promptChrome(newPrompt, guidance).apply(to: map)
        NSLayoutConstraint.activate(promptConstraints)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        install(readyChrome(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDown(keeping: [])
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDown(keeping: [oldState.viewport, oldState.googleLogo])
        guidance = newState
        install(guidanceChrome(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        tearDown(keeping: [newState.viewport, newState.googleLogo])
        guidance = nil
        install(readyChrome(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let active = newState as? ActiveGuidanceUIState {
            install(guidanceChrome(active), on: navMap)
            if let prompt { navMap.bringSubviewToFront(prompt) }
        } else if let ready = newState as? NavigationReadyUIState {
            install(readyChrome(ready), on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        installPrompt(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        removePrompt()
        installPrompt(newPrompt, on: navMap)
    }
}
