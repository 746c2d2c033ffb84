import GoogleNavigation
import UIKit

/// Navigation chrome built from stack views: the app's own captions sit in
/// stacks next to the speed widget and above the ETA card; the cards, logo and
/// viewport are placed by constraints, the buttons by the SDK's hiding stack.
@MainActor
final class StackChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Spacing {
        static let row: CGFloat = 4
        static let afterSpeed: CGFloat = 6
        static let aboveCard: CGFloat = 4
        static let margins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    }

    // App chrome.
    private let statusStack = UIStackView.chrome(.horizontal, alignment: .center, spacing: Spacing.row,
                                                 margins: Spacing.margins)
    private let statusLabel = UILabel.chromeCaption("Ready to drive", style: .subheadline)
    private let footerStack = UIStackView.chrome(.vertical, alignment: .leading, spacing: Spacing.row)
    private let speedRow = UIStackView.chrome(.horizontal, alignment: .bottom, spacing: Spacing.row)
    private let speedCaption = UILabel.chromeCaption("km/h")
    private let destinationLabel = UILabel.chromeCaption("To: Depot 4")

    // Spacer guides.
    private let contentBottom = UILayoutGuide.spacer("contentBottom")
    private let buttonsTopSpacer = UILayoutGuide.spacer("buttonsTopSpacer")

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    override init() {
        super.init()
        statusStack.addArrangedSubview(statusLabel)
        speedRow.addArrangedSubview(speedCaption)
        footerStack.addArrangedSubview(destinationLabel)
    }

    // MARK: Shared pieces

    private func makeButtonStack(_ buttons: [NavigationUIButton], on map: GMSMapView) -> GMSNavigationHidingStackView {
        buttonStack?.removeFromSuperview()
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first { $0.type == type }?.view
        }
        map.addSubview(stack)
        buttonStack = stack
        return stack
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
    }

    // MARK: Navigation ready

    private func layoutReady(_ state: NavigationReadyUIState, on map: GMSMapView, wide: Bool) {
        clearState()
        let safe = map.safeAreaLayoutGuide
        let inset = wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        [state.viewport, state.googleLogo, statusStack].forEach(map.addSubview)
        let buttons = makeButtonStack(state.buttons, on: map)
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            statusStack.topAnchor.constraint(equalTo: safe.topAnchor),
            statusStack.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: statusStack.bottomAnchor),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(sessionConstraints)
        readyState = newState
        layoutReady(newState, on: navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt?.removeFromSuperview()
        prompt = nil
        clearState()
        [oldState.viewport, oldState.googleLogo, statusStack].forEach { $0.removeFromSuperview() }
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
    }

    // MARK: Active guidance

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView, wide: Bool) {
        clearState()
        let safe = map.safeAreaLayoutGuide
        let inset = wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        [state.viewport, state.turnCard, state.etaCard, state.googleLogo, footerStack].forEach(map.addSubview)
        if !speedRow.arrangedSubviews.contains(state.speedWidget) {
            speedRow.insertArrangedSubview(state.speedWidget, at: 0)
        }
        speedRow.setCustomSpacing(Spacing.afterSpeed, after: state.speedWidget)
        if !footerStack.arrangedSubviews.contains(speedRow) {
            footerStack.insertArrangedSubview(speedRow, at: 0)
        }
        footerStack.setCustomSpacing(wide ? Spacing.row * 2 : Spacing.row, after: speedRow)
        if !map.layoutGuides.contains(buttonsTopSpacer) { map.addLayoutGuide(buttonsTopSpacer) }
        let buttons = makeButtonStack(state.buttons, on: map)

        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),

            state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),

            footerStack.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            footerStack.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor,
                                                constant: -Spacing.aboveCard),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: footerStack.topAnchor, constant: -Spacing.row),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: contentBottom.topAnchor),

            state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttonsTopSpacer.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            buttonsTopSpacer.heightAnchor.constraint(equalToConstant: NavigationStyleValues.buttonVerticalPadding),
            buttons.topAnchor.constraint(greaterThanOrEqualTo: buttonsTopSpacer.bottomAnchor),
            buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        // The logo rests as low as it can; the two limits above keep it clear.
        let logoRest = state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)
        logoRest.priority = .defaultHigh
        constraints.append(logoRest)
        if !wide {
            constraints.append(state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            constraints.append(state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        }
        stateConstraints = constraints
        NSLayoutConstraint.activate(stateConstraints)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        statusStack.removeFromSuperview()
        guidanceState = newState
        layoutGuidance(newState, on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clearState()
        speedRow.evict(oldState.speedWidget)
        footerStack.removeFromSuperview()
        navMap.removeLayoutGuide(buttonsTopSpacer)
        [oldState.turnCard, oldState.etaCard].forEach { $0.removeFromSuperview() }
        guidanceState = nil
        readyState = newState
        layoutReady(newState, on: navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidanceState {
            layoutGuidance(guidanceState, on: navMap, wide: newState.wideMode)
        } else if let readyState {
            layoutReady(readyState, on: navMap, wide: newState.wideMode)
        }
        if let prompt { navMap.bringSubviewToFront(prompt) }
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        NSLayoutConstraint.activate([
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.3) { newPrompt.alpha = 1 }
        prompt = newPrompt
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt === oldPrompt { prompt = nil }
        UIView.animate(withDuration: 0.3, animations: { oldPrompt.alpha = 0 }) { _ in
            oldPrompt.removeFromSuperview()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
