import UIKit
import GoogleNavigation

/// iPad-first navigation layout. In wide mode the Google cards live in a leading column
/// (40% of the map, capped) and the camera frames the trailing area; on compact widths the
/// column spans the map and the viewport sits between the cards.
@MainActor
final class TabletNavigationLayout: NSObject, NavigationLayoutDelegate {

    private enum Metrics {
        static let columnFraction: CGFloat = 0.4
        static let columnMaxWidth: CGFloat = 420
        static let buttonColumnWidth: CGFloat = 48
    }

    private let cardColumn = UILayoutGuide()
    private var buttonStack: GMSNavigationHidingStackView?

    /// Constraints that hold for the whole navigation session (column origin).
    private var sessionConstraints: [NSLayoutConstraint] = []
    /// Per-state constraints, split by width class so `sizeChanged` can flip them.
    private var sharedConstraints: [NSLayoutConstraint] = []
    private var compactConstraints: [NSLayoutConstraint] = []
    private var wideConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var guidanceViews: [UIView] = []
    private var clearOfPrompt: [UIView] = []

    // MARK: - Transitions

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        cardColumn.identifier = "tablet.cardColumn"
        navMap.addLayoutGuide(cardColumn)
        sessionConstraints = [
            cardColumn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.headerFooterHorizontalPadding),
            cardColumn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            cardColumn.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        layoutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearStateLayout()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(cardColumn)
        [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearStateLayout()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard, etaCard = newState.etaCard
        let viewport = newState.viewport, logo = newState.googleLogo
        for card in [turnCard, etaCard] {
            card.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(card)
        }
        guidanceViews = [turnCard, etaCard]
        let stack = installButtons(newState.buttons.filter { [.compass, .reporting].contains($0.type) }, on: navMap)

        sharedConstraints = [
            turnCard.topAnchor.constraint(equalTo: cardColumn.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: cardColumn.leadingAnchor),
            turnCard.trailingAnchor.constraint(equalTo: cardColumn.trailingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: cardColumn.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: cardColumn.leadingAnchor),
            etaCard.trailingAnchor.constraint(equalTo: cardColumn.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: cardColumn.leadingAnchor),
            yielding(logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.widthAnchor.constraint(equalToConstant: Metrics.buttonColumnWidth),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        compactConstraints = columnSpansMap(safe) + [
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            yielding(viewport.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            yielding(stack.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)),
        ]
        wideConstraints = columnIsSidebar(navMap) + [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            yielding(viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
            viewport.leadingAnchor.constraint(equalTo: cardColumn.trailingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            yielding(stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8)),
        ]
        clearOfPrompt = [viewport, logo, stack]
        NSLayoutConstraint.activate(sharedConstraints)
        applyWidthClass(wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        clearStateLayout()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        layoutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        applyWidthClass(wide: newState.wideMode)
    }

    // MARK: - Prompts (bottom of the card column)

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: cardColumn.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: cardColumn.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ] + clearOfPrompt.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor) }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt = nil
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Building blocks

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo, viewport = state.viewport
        for view in [viewport, logo] where view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        let stack = installButtons(state.buttons.filter { $0.type == .compass }, on: navMap)
        sharedConstraints = [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.widthAnchor.constraint(equalToConstant: Metrics.buttonColumnWidth),
        ]
        compactConstraints = columnSpansMap(safe)
        wideConstraints = columnIsSidebar(navMap)
        NSLayoutConstraint.activate(sharedConstraints)
        applyWidthClass(wide: state.wideMode)
    }

    private func columnSpansMap(_ safe: UILayoutGuide) -> [NSLayoutConstraint] {
        [cardColumn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.headerFooterHorizontalPadding)]
    }

    private func columnIsSidebar(_ navMap: GMSMapView) -> [NSLayoutConstraint] {
        let proportional = cardColumn.widthAnchor.constraint(equalTo: navMap.widthAnchor, multiplier: Metrics.columnFraction)
        proportional.priority = .defaultHigh
        return [proportional, cardColumn.widthAnchor.constraint(lessThanOrEqualToConstant: Metrics.columnMaxWidth)]
    }

    private func applyWidthClass(wide: Bool) {
        NSLayoutConstraint.deactivate(wide ? compactConstraints : wideConstraints)
        NSLayoutConstraint.activate(wide ? wideConstraints : compactConstraints)
    }

    private func installButtons(_ buttons: [NavigationUIButton], on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.arrangedSubviews = buttons.map(\.view)
        navMap.addSubview(stack)
        buttonStack = stack
        return stack
    }

    private func yielding(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        constraint.priority = .defaultHigh
        return constraint
    }

    private func clearStateLayout() {
        NSLayoutConstraint.deactivate(sharedConstraints + compactConstraints + wideConstraints + promptConstraints)
        (sharedConstraints, compactConstraints, wideConstraints, promptConstraints) = ([], [], [], [])
        clearOfPrompt = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
    }
}
