//  HostedChromeLayout.swift
//  The layout delegate: hands the SDK's views to ChromeHostView and lets it lay them out.

import GoogleNavigation

@MainActor
final class HostedChromeLayout: NavigationLayoutDelegate {

    private var host: ChromeHostView?
    private var hostConstraints: [NSLayoutConstraint] = []

    init() {}

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let host = ChromeHostView(frame: navMap.bounds)
        navMap.addSubview(host)
        hostConstraints = [
            host.topAnchor.constraint(equalTo: navMap.topAnchor),
            host.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            host.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            host.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ]
        NSLayoutConstraint.activate(hostConstraints)
        self.host = host

        host.isWide = newState.wideMode
        host.viewport = newState.viewport
        host.googleLogo = newState.googleLogo
        host.compassButton = newState.buttons.first { $0.type == .compass }?.view
        host.setNeedsLayout()
        host.layoutIfNeeded()
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        host?.removeAllContent()
        NSLayoutConstraint.deactivate(hostConstraints)
        hostConstraints = []
        host?.removeFromSuperview()
        host = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard let host else { return }
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = 8
        host.compassButton = nil   // moves into the stack
        stack.arrangedSubviews = newState.buttons
            .filter { $0.type == .compass || $0.type == .reporting }
            .map(\.view)
        host.isWide = newState.wideMode
        host.guidance = GuidanceViews(
            turnCard: newState.turnCard,
            etaCard: newState.etaCard,
            tripProgressBar: newState.tripProgressBar,
            speedWidget: newState.speedWidget,
            buttonStack: stack)
        host.setNeedsLayout()
        host.layoutIfNeeded()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard let host else { return }
        host.prompt = nil
        host.guidance = nil
        host.isWide = newState.wideMode
        host.compassButton = newState.buttons.first { $0.type == .compass }?.view
        host.setNeedsLayout()
        host.layoutIfNeeded()
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let host else { return }
        host.isWide = newState.wideMode
        host.setNeedsUpdateConstraints()
        host.setNeedsLayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let host else { return }
        newPrompt.alpha = 0
        host.prompt = newPrompt
        host.layoutIfNeeded()
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let host, host.prompt === oldPrompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        host.prompt = nil
        host.layoutIfNeeded()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
