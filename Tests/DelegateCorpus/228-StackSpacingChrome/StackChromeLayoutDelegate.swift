import GoogleNavigation
import UIKit

/// The navigation chrome as stacks:
///
///     narrow  root(V): [turnCard, viewport, bottomCluster(V): [prompt?, etaCard]]
///     wide    root(H): [cardColumn(V): [turnCard, bottomCluster], viewport]
///
/// The logo and speed widget float in `badgeStack` over the viewport's bottom
/// leading corner, the SDK's buttons in the hiding rail over its trailing edge.
@MainActor
final class StackChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let rootStack = UIStackView(axis: .vertical)
    private let cardColumn = UIStackView(axis: .vertical, alignment: .leading, distribution: .equalSpacing)
    private let bottomCluster = UIStackView(axis: .vertical, alignment: .leading)
    private let badgeStack = UIStackView(axis: .vertical, alignment: .leading, spacing: 4)
    private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    override init() {
        super.init()
        badgeStack.setMargins(NSDirectionalEdgeInsets(top: 0, leading: ChromeSpacing.badgeInset,
                                                      bottom: ChromeSpacing.badgeInset, trailing: 0))
        buttonRail.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        [rootStack, badgeStack, buttonRail].forEach(navMap.addSubview)
        arrangeReady(newState, wide: newState.wideMode)

        let safe = navMap.safeAreaLayoutGuide
        let viewport = newState.viewport
        let inset = NavigationStyleValues.buttonHorizontalPadding
        sessionConstraints = [
            rootStack.topAnchor.constraint(equalTo: safe.topAnchor),
            rootStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            rootStack.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            rootStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            badgeStack.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
            badgeStack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor),
            buttonRail.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -inset),
            buttonRail.topAnchor.constraint(equalTo: viewport.topAnchor, constant: inset),
            buttonRail.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        if let prompt { retire(prompt) }
        [bottomCluster, cardColumn, rootStack, badgeStack].forEach { $0.replaceArrangedSubviews(with: []) }
        buttonRail.arrangedSubviews = []
        [rootStack, badgeStack, buttonRail].forEach { $0.removeFromSuperview() }
    }

    private func arrangeReady(_ state: NavigationReadyUIState, wide: Bool) {
        rootStack.axis = .vertical
        rootStack.setMargins(.zero)
        rootStack.replaceArrangedSubviews(with: [state.viewport])
        badgeStack.replaceArrangedSubviews(with: [state.googleLogo])
        buttonRail.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        arrangeGuidance(newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidanceState = nil
        if let prompt { retire(prompt) }
        bottomCluster.replaceArrangedSubviews(with: [])
        cardColumn.replaceArrangedSubviews(with: [])
        arrangeReady(newState, wide: newState.wideMode)
    }

    private func arrangeGuidance(_ state: ActiveGuidanceUIState, wide: Bool) {
        bottomCluster.replaceArrangedSubviews(with: [prompt, state.etaCard].compactMap { $0 })
        bottomCluster.applySpacing(prompt.map { [($0, ChromeSpacing.promptToEta)] } ?? [])

        if wide {
            // Cards down the leading edge, turn card on top, ETA card at the bottom.
            rootStack.axis = .horizontal
            rootStack.setMargins(ChromeSpacing.columnMargins)
            rootStack.replaceArrangedSubviews(with: [cardColumn, state.viewport])
            rootStack.setCustomSpacing(ChromeSpacing.columnToViewport, after: cardColumn)
            cardColumn.replaceArrangedSubviews(with: [state.turnCard, bottomCluster])
        } else {
            cardColumn.replaceArrangedSubviews(with: [])
            rootStack.axis = .vertical
            rootStack.setMargins(.zero)
            rootStack.replaceArrangedSubviews(with: [state.turnCard, state.viewport, bottomCluster])
        }
        rootStack.alignment = .fill
        rootStack.distribution = .fill

        badgeStack.replaceArrangedSubviews(with: [state.speedWidget, state.googleLogo])
        badgeStack.setCustomSpacing(ChromeSpacing.speedToLogo, after: state.speedWidget)

        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        buttonRail.arrangedSubviews = order.compactMap { type in
            state.buttons.first(where: { $0.type == type })?.view
        }
    }

    // MARK: - Resizing

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let state = guidanceState else { return }
        arrangeGuidance(state, wide: newState.wideMode)
        navMap.layoutIfNeeded()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        bottomCluster.insertArrangedSubview(newPrompt, at: 0)
        bottomCluster.setCustomSpacing(ChromeSpacing.promptToEta, after: newPrompt)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            self.retire(oldPrompt)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func retire(_ view: NavigationPromptView) {
        bottomCluster.removeArrangedSubview(view)
        view.removeFromSuperview()
        if prompt === view { prompt = nil }
    }
}
