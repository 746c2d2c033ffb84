import GoogleNavigation
import UIKit

/// Navigation layout driven by `LayoutConfig`: a trip panel under the map in
/// portrait, and in wide mode either beside the map (side panel) or along the
/// bottom of the open area (bottom panel).
@MainActor
final class ConfiguredLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let config: LayoutConfig
    private let tripPanel = UIView()
    private let nextStopLabel = UILabel()
    private let contentGuide = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var promptBottom: NSLayoutConstraint?
    private var prompt: NavigationPromptView?

    init(config: LayoutConfig = .load()) {
        self.config = config
        super.init()
        tripPanel.translatesAutoresizingMaskIntoConstraints = false
        tripPanel.backgroundColor = .systemBackground
        tripPanel.layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        nextStopLabel.text = "Next stop"
        tripPanel.addSubview(nextStopLabel)
        nextStopLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            nextStopLabel.leadingAnchor.constraint(equalTo: tripPanel.layoutMarginsGuide.leadingAnchor),
            nextStopLabel.centerYAnchor.constraint(equalTo: tripPanel.centerYAnchor),
        ])
        buttonStack.spacing = config.metrics.buttonSpacing
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentGuide)
        let resting = contentGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [contentGuide.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
        showReady(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        NSLayoutConstraint.deactivate(readyConstraints + sessionConstraints)
        readyConstraints = []
        sessionConstraints = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(contentGuide)
    }

    private func showReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        [state.viewport, state.googleLogo, buttonStack].forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        // No cards before guidance, so the wide variants only differ once guidance starts.
        let edge = state.wideMode ? safe.topAnchor : navMap.safeAreaLayoutGuide.topAnchor
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: edge),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: edge),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }

        var views: [UIView] = [newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo]
        if config.features.speedWidget { views.append(newState.speedWidget) }
        if config.features.tripPanel { views.append(tripPanel) }
        views.append(buttonStack)
        views.forEach { navMap.addSubview($0) }
        guidanceViews = views
        buttonStack.arrangedSubviews = newState.buttons
            .filter { $0.type == .compass || (config.features.reportingButton && $0.type == .reporting) }
            .map(\.view)
        guidanceConstraints = guidanceLayout(navMap: navMap, state: newState)
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        buttonStack.arrangedSubviews = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        showReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = newState as? ActiveGuidanceUIState, !guidanceConstraints.isEmpty {
            NSLayoutConstraint.deactivate(guidanceConstraints)
            guidanceConstraints = guidanceLayout(navMap: navMap, state: guidance)
            NSLayoutConstraint.activate(guidanceConstraints)
        }
    }

    private func guidanceLayout(navMap: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard
        let viewport = state.viewport, logo = state.googleLogo
        let panelOn = config.features.tripPanel
        let wide = state.wideMode
        let sidePanel = wide && panelOn && config.wideVariant == .sidePanel
        let openLeading = wide ? turnCard.trailingAnchor : safe.leadingAnchor
        let openTrailing = sidePanel ? tripPanel.leadingAnchor : safe.trailingAnchor

        var c: [NSLayoutConstraint] = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : navMap.leadingAnchor),
            viewport.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: openLeading),
            viewport.trailingAnchor.constraint(equalTo: openTrailing),
            viewport.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
            logo.leadingAnchor.constraint(equalTo: openLeading),
            logo.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turnCard.bottomAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: openTrailing),
            buttonStack.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
        ]
        if !wide {
            c.append(contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
        }
        if config.features.speedWidget {
            // Wide: in the leading column, stacked on the ETA card. Narrow: above the logo.
            let speed = state.speedWidget
            c.append(speed.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : openLeading))
            c.append(speed.bottomAnchor.constraint(
                equalTo: wide ? etaCard.layoutMarginsGuide.topAnchor : logo.layoutMarginsGuide.topAnchor))
        }
        guard panelOn else { return c }
        if sidePanel {
            c += [
                tripPanel.topAnchor.constraint(equalTo: safe.topAnchor),
                tripPanel.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                tripPanel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                tripPanel.widthAnchor.constraint(equalToConstant: config.metrics.sidePanelWidth),
            ]
        } else {
            // Bottom panel: above the ETA card in portrait, under the open area in wide mode.
            c += [
                tripPanel.leadingAnchor.constraint(equalTo: openLeading),
                tripPanel.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                tripPanel.bottomAnchor.constraint(equalTo: wide ? safe.bottomAnchor : etaCard.topAnchor),
                tripPanel.heightAnchor.constraint(equalToConstant: config.metrics.panelHeight),
                contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: tripPanel.topAnchor),
            ]
        }
        return c
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: config.metrics.promptSlideDuration) {
            bottom.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let bottom = promptBottom
        promptBottom = nil
        prompt = nil
        UIView.animate(withDuration: config.metrics.promptSlideDuration, animations: {
            bottom?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
