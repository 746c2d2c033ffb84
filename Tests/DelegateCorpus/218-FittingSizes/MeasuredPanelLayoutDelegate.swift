import GoogleNavigation
import UIKit

/// Places the SDK's views and the app's stop summary panel, which sits right
/// above the ETA card during guidance. The panel is measured for the width it
/// gets (`systemLayoutSizeFitting`) and its height constraint gets the result;
/// the Google views are never sized, only positioned.
final class MeasuredPanelLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let panel = StopSummaryPanel()
    private lazy var panelHeight: NSLayoutConstraint = panel.heightAnchor.constraint(equalToConstant: 0)
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The open map above the panel and any prompt.
    private let openArea = UILayoutGuide()

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var wide = false

    override init() {
        super.init()
        panel.translatesAutoresizingMaskIntoConstraints = false
        panel.setContentHuggingPriority(.required, for: .vertical)
        panel.setContentCompressionResistancePriority(.required, for: .vertical)
        panel.show(stop: "Bakery, 12 Elm St", note: "Leave at the side door", remaining: 3)
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        openArea.identifier = "measured.openArea"
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        wide = newState.wideMode
        navMap.addLayoutGuide(openArea)
        NSLayoutConstraint.activate([
            openArea.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
            openArea.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openArea.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ])
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(buttonStack)
        layOutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints + promptConstraints)
        readyConstraints = []
        guidanceConstraints = []
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack, panel].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(openArea)
        ready = nil
        guidance = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        guidance = newState
        wide = newState.wideMode
        [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget, panel]
            .forEach(navMap.addSubview)
        layOutGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints + [panelHeight])
        guidanceConstraints = []
        [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget, panel]
            .forEach { $0.removeFromSuperview() }
        guidance = nil
        ready = newState
        wide = newState.wideMode
        layOutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wide = newState.wideMode
        if let guidance {
            NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
            layOutGuidance(navMap, guidance)
            if let prompt { pin(prompt, navMap, guidance) }
        } else if let ready {
            NSLayoutConstraint.deactivate(readyConstraints)
            layOutReady(navMap, ready)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        prompt = newPrompt
        navMap.addSubview(newPrompt)
        pin(newPrompt, navMap, guidance)
        newPrompt.transform = CGAffineTransform(translationX: 0, y: newPrompt.bounds.height)
        UIView.animate(withDuration: 0.3) { newPrompt.transform = .identity }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        if prompt === oldPrompt { prompt = nil }
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Layout

    private func layOutReady(_ map: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = map.safeAreaLayoutGuide
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        let inset = NavigationStyleValues.buttonHorizontalPadding + (wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0)
        readyConstraints = [
            openArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openArea.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -NavigationPanelMetrics.gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttonStack.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func layOutGuidance(_ map: GMSMapView, _ state: ActiveGuidanceUIState) {
        let safe = map.safeAreaLayoutGuide
        let gap = NavigationStyleValues.buttonVerticalPadding
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.reporting, .compass].compactMap { type in
            state.buttons.first { $0.type == type }?.view
        }
        let placement = wide ? columnPlacement(map, state) : stackedPlacement(map, state)
        guidanceConstraints = placement + [
            panel.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationPanelMetrics.sideInset),
            state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: gap),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -gap),
            buttonStack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -NavigationPanelMetrics.sideInset),
            buttonStack.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -gap),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: gap),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openArea.bottomAnchor),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: openArea.bottomAnchor, constant: -NavigationPanelMetrics.gap),
        ]
        NSLayoutConstraint.activate(guidanceConstraints)
        sizePanel(on: map, state)
    }

    /// Lays the map out, reads the width the panel got, measures the panel for
    /// it and sets the height constraint's constant.
    private func sizePanel(on map: GMSMapView, _ state: ActiveGuidanceUIState) {
        map.layoutIfNeeded()
        let width = wide ? state.etaCard.bounds.width : map.bounds.width - 2 * NavigationPanelMetrics.sideInset
        panelHeight.constant = min(panel.fittingHeight(forWidth: width), NavigationPanelMetrics.maximumHeight)
        panelHeight.isActive = true
    }

    /// Portrait: turn card across the top, ETA card across the bottom with
    /// the panel on it, the open map between them.
    private func stackedPlacement(_ map: GMSMapView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let side = NavigationStyleValues.buttonHorizontalPadding
        let resting = openArea.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -NavigationPanelMetrics.gap)
        resting.priority = .defaultLow
        let logoOnWidget = state.googleLogo.bottomAnchor.constraint(equalTo: state.speedWidget.topAnchor, constant: -NavigationPanelMetrics.gap)
        logoOnWidget.priority = .defaultHigh
        return [
            state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.turnCard.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.etaCard.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            panel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationPanelMetrics.sideInset),
            panel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationPanelMetrics.sideInset),
            openArea.bottomAnchor.constraint(lessThanOrEqualTo: panel.topAnchor, constant: -NavigationPanelMetrics.gap),
            resting,
            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.speedWidget.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -NavigationPanelMetrics.gap),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor, constant: -NavigationPanelMetrics.gap),
            logoOnWidget,
        ]
    }

    /// Wide: turn card, panel and ETA card in the leading column, the
    /// viewport beside them.
    private func columnPlacement(_ map: GMSMapView, _ state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let side = NavigationStyleValues.buttonHorizontalPadding
        return [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.headerFooterHorizontalPadding),
            state.etaCard.leadingAnchor.constraint(equalTo: state.turnCard.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.headerTopPadding),
            panel.leadingAnchor.constraint(equalTo: state.etaCard.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: state.etaCard.trailingAnchor),
            openArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: side),
            state.speedWidget.bottomAnchor.constraint(equalTo: panel.topAnchor, constant: -NavigationPanelMetrics.gap),
            state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: side),
            state.googleLogo.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -NavigationPanelMetrics.gap),
        ]
    }

    private func pin(_ prompt: NavigationPromptView, _ map: GMSMapView, _ guidance: ActiveGuidanceUIState) {
        promptConstraints = wide ? [
            prompt.leadingAnchor.constraint(equalTo: guidance.etaCard.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: guidance.etaCard.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: guidance.etaCard.bottomAnchor),
        ] : [
            prompt.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            openArea.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }
}
