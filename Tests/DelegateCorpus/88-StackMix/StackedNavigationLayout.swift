import UIKit
import GoogleNavigation

/// Navigation layout built from stacks: an app `UIStackView` column in the bottom-leading
/// corner (speed widget over the Google logo) and the SDK's hiding stack for the buttons.
@MainActor
final class StackedNavigationLayout: NSObject, NavigationLayoutDelegate {

    /// Product can switch the speed widget off from remote config.
    var showsSpeedWidget = true
    var showsTripProgress = true

    private let cornerColumn: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()
    private var buttonStack: GMSNavigationHidingStackView?
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var guidanceViews: [UIView] = []
    private var clearOfPrompt: [UIView] = []
    /// The cards' trailing edges (they depend on wideMode); also in `stateConstraints`.
    private var cardTrailing: [NSLayoutConstraint] = []

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        layoutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDownState()
        cornerColumn.arrangedSubviews.forEach { $0.removeFromSuperview() }
        cornerColumn.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState()
        let safe = navMap.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        let wide = newState.wideMode

        let turnCard = newState.turnCard, etaCard = newState.etaCard
        for card in [turnCard, etaCard] {
            card.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(card)
            guidanceViews.append(card)
        }
        stateConstraints += [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        ]
        cardTrailing = cardTrailingConstraints(turnCard, etaCard, in: navMap, wide: wide)
        stateConstraints += cardTrailing

        // Trip progress bar: thin vertical bar on the trailing edge between the cards.
        var buttonsTrailing = safe.trailingAnchor
        if showsTripProgress {
            let bar = newState.tripProgressBar
            bar.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(bar)
            guidanceViews.append(bar)
            stateConstraints += [
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
                bar.widthAnchor.constraint(equalToConstant: 6),
                bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
                bar.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -8),
            ]
            buttonsTrailing = bar.leadingAnchor
        }

        // Corner column: optional speed widget above the logo.
        let speed: UIView? = showsSpeedWidget ? newState.speedWidget : nil
        fillColumn(with: [speed, newState.googleLogo].compactMap { $0 }, in: navMap)
        stateConstraints += [
            cornerColumn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            bottom(of: cornerColumn, on: etaCard.layoutMarginsGuide.topAnchor),
        ]

        let stack = makeButtonStack(newState.buttons, types: [.compass, .reporting], in: navMap)
        stateConstraints += [
            stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            bottom(of: stack, on: etaCard.layoutMarginsGuide.topAnchor),
            stack.trailingAnchor.constraint(equalTo: buttonsTrailing, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: cornerColumn.trailingAnchor, constant: 8),
        ]

        let viewport = newState.viewport
        stateConstraints += [
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            bottom(of: viewport, on: etaCard.layoutMarginsGuide.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]
        clearOfPrompt = [viewport, cornerColumn, stack]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        tearDownState()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        layoutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // The ready layout is the same in both modes; in guidance only the cards' width changes.
        guard let guidance = newState as? ActiveGuidanceUIState, !cardTrailing.isEmpty else { return }
        let old = cardTrailing
        NSLayoutConstraint.deactivate(old)
        stateConstraints.removeAll { constraint in old.contains { $0 === constraint } }
        cardTrailing = cardTrailingConstraints(guidance.turnCard, guidance.etaCard, in: navMap, wide: guidance.wideMode)
        stateConstraints += cardTrailing
        NSLayoutConstraint.activate(cardTrailing)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ] + clearOfPrompt.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor) }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Helpers

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        fillColumn(with: [state.googleLogo], in: navMap)
        let viewport = state.viewport
        viewport.translatesAutoresizingMaskIntoConstraints = false
        if viewport.superview == nil { navMap.addSubview(viewport) }
        let stack = makeButtonStack(state.buttons, types: [.compass], in: navMap)
        stateConstraints = [
            cornerColumn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            cornerColumn.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: cornerColumn.topAnchor, constant: -8),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: safe.leadingAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
        _ = state.wideMode  // ready layout is the same in both modes
    }

    private func fillColumn(with views: [UIView], in navMap: GMSMapView) {
        cornerColumn.arrangedSubviews.forEach {
            cornerColumn.removeArrangedSubview($0)
            $0.removeFromSuperview()
        }
        views.forEach(cornerColumn.addArrangedSubview)
        if cornerColumn.superview == nil { navMap.addSubview(cornerColumn) }
    }

    private func makeButtonStack(_ buttons: [NavigationUIButton], types: Set<NavigationButtonKnownType>,
                                 in navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = buttons.filter { types.contains($0.type) }.map(\.view)
        navMap.addSubview(stack)
        buttonStack = stack
        return stack
    }

    /// Wide mode: the cards stay in the leading half; otherwise they span the safe area.
    private func cardTrailingConstraints(_ turnCard: UIView, _ etaCard: UIView, in navMap: GMSMapView,
                                         wide: Bool) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        if wide {
            return [
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
            ]
        }
        return [
            turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
    }

    private func bottom(of view: UIView, on anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint {
        let c = view.bottomAnchor.constraint(equalTo: anchor)
        c.priority = .defaultHigh  // yields to a prompt
        return c
    }

    private func tearDownState() {
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        stateConstraints = []
        promptConstraints = []
        clearOfPrompt = []
        cardTrailing = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
    }
}
