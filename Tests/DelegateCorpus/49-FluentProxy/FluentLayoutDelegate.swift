import UIKit
import GoogleNavigation

/// Lays the SDK views out with `LayoutProxy`. Every constraint goes into a bag per phase so
/// that leaving the phase is one `deactivate`.
final class FluentLayoutDelegate: NavigationLayoutDelegate {

    private enum Phase: Int {
        case off = 0, ready, guidance
    }

    private enum Metrics {
        static let gap: CGFloat = 8
        static var side: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
        static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    }

    private var phase: Phase = .off
    private var readyBag: [NSLayoutConstraint] = []
    private var guidanceBag: [NSLayoutConstraint] = []
    private var promptBag: [NSLayoutConstraint] = []
    private var wideBag: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var readyViews: [UIView] = []
    private var bottomGuide: UILayoutGuide?
    private weak var prompt: NavigationPromptView?

    init() {}

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        phase = .ready
        layoutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyBag + guidanceBag + wideBag + promptBag)
        readyBag = []; guidanceBag = []; wideBag = []; promptBag = []
        prompt?.removeFromSuperview()
        (readyViews + guidanceViews).forEach { $0.removeFromSuperview() }
        readyViews = []; guidanceViews = []
        if let guide = bottomGuide { navMap.removeLayoutGuide(guide) }
        bottomGuide = nil
        phase = .off
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyBag)
        readyBag = []
        readyViews.forEach { $0.removeFromSuperview() }
        readyViews = []
        phase = .guidance

        let safe = navMap.safeAreaLayoutGuide
        let guide = UILayoutGuide()
        navMap.addLayoutGuide(guide)
        bottomGuide = guide

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons
            .filter { [.compass, .reporting].contains($0.type) }
            .map(\.view)

        guidanceBag += navMap.layout(newState.turnCard)
            .top(to: safe.topAnchor, NavigationStyleValues.headerTopPadding)
            .leading(to: safe.leadingAnchor, Metrics.side)
            .activate()
        guidanceBag += navMap.layout(newState.etaCard)
            .bottom(to: safe.bottomAnchor)
            .leading(to: safe.leadingAnchor, Metrics.side)
            .activate()
        let restingBottom = guide.bottomAnchor.constraint(equalTo: newState.etaCard.topAnchor)
        restingBottom.priority = .defaultHigh
        guidanceBag += [
            guide.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            guide.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor),
            restingBottom,
            guide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        NSLayoutConstraint.activate(Array(guidanceBag.suffix(5)))
        guidanceBag += navMap.layout(newState.viewport).edges(to: guide).activate()
        guidanceBag += navMap.layout(newState.googleLogo)
            .leading(to: safe.leadingAnchor, Metrics.side)
            .bottom(to: guide.bottomAnchor, Metrics.gap)
            .activate()
        guidanceBag += navMap.layout(newState.speedWidget)
            .leading(to: safe.leadingAnchor, Metrics.side)
            .bottom(to: newState.googleLogo.topAnchor, Metrics.gap)
            .activate()
        guidanceBag += navMap.layout(stack)
            .trailing(to: safe.trailingAnchor, Metrics.buttonInset)
            .bottom(to: guide.bottomAnchor, Metrics.gap)
            .top(atLeast: guide.topAnchor, Metrics.gap)
            .activate()
        guidanceViews = [newState.turnCard, newState.etaCard, newState.viewport,
                         newState.googleLogo, newState.speedWidget, stack]
        applyWideMode(newState.wideMode, turnCard: newState.turnCard, etaCard: newState.etaCard, in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(guidanceBag + wideBag)
        guidanceBag = []; wideBag = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        if let guide = bottomGuide { navMap.removeLayoutGuide(guide) }
        bottomGuide = nil
        phase = .ready
        layoutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if case .guidance = phase, let state = newState as? ActiveGuidanceUIState {
            applyWideMode(state.wideMode, turnCard: state.turnCard, etaCard: state.etaCard, in: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard phase == .guidance, let guide = bottomGuide else { return }
        promptBag = navMap.layout(newPrompt)
            .horizontalEdges(to: navMap.safeAreaLayoutGuide)
            .bottom(to: navMap.bottomAnchor)
            .activate()
        let clear = guide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
        clear.isActive = true
        promptBag.append(clear)
        prompt = newPrompt
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptBag)
        promptBag = []
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Private

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        readyBag += navMap.layout(state.viewport).edges(to: safe).activate()
        readyBag += navMap.layout(state.googleLogo)
            .leading(to: safe.leadingAnchor, state.wideMode ? Metrics.side * 2 : Metrics.side)
            .bottom(to: safe.bottomAnchor, Metrics.gap)
            .activate()
        readyViews = [state.viewport, state.googleLogo]
        for button in state.buttons where button.type == .compass {
            readyBag += navMap.layout(button.view)
                .top(to: safe.topAnchor, Metrics.gap)
                .trailing(to: safe.trailingAnchor, Metrics.buttonInset)
                .activate()
            readyViews.append(button.view)
        }
    }

    private func applyWideMode(_ wide: Bool, turnCard: UIView, etaCard: UIView, in navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(wideBag)
        let edge = wide ? navMap.centerXAnchor : navMap.safeAreaLayoutGuide.trailingAnchor
        let inset = wide ? 0 : Metrics.side
        wideBag = wide
            ? LayoutProxy(turnCard).trailing(atMost: edge, inset).activate()
                + LayoutProxy(etaCard).trailing(atMost: edge, inset).activate()
            : LayoutProxy(turnCard).trailing(to: edge, inset).activate()
                + LayoutProxy(etaCard).trailing(to: edge, inset).activate()
    }
}
