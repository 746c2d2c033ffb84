import GoogleNavigation
import UIKit

/// Cards and the app's own strips live in two stack views; the Google views
/// that stacks cannot hold (viewport, logo, buttons) are placed directly.
@MainActor
final class StackedNavigationLayout: NSObject, NavigationLayoutDelegate {
    private enum Spacing {
        static let stack: CGFloat = 4
    }

    private let topStack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = Spacing.stack
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private let bottomStack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = Spacing.stack
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    /// "Next stop" strip under the turn card (guidance only).
    private lazy var nextStopBanner: UILabel = {
        let label = UILabel()
        label.text = "Next stop: Depot 4"
        label.backgroundColor = .systemBackground
        return label
    }()

    /// Delivery status strip above the ETA card (whole session).
    private lazy var deliveryStrip: UILabel = {
        let label = UILabel()
        label.text = "3 parcels left"
        label.backgroundColor = .secondarySystemBackground
        return label
    }()

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentFloor = UILayoutGuide()
    private var stackLeading: [NSLayoutConstraint] = []
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var currentPrompt: NavigationPromptView?

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        topStack.addArrangedSubview(nextStopBanner)
        bottomStack.addArrangedSubview(deliveryStrip)
        [topStack, bottomStack].forEach(navMap.addSubview)
        navMap.addLayoutGuide(contentFloor)
        let safe = navMap.safeAreaLayoutGuide
        let restingFloor = contentFloor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        restingFloor.priority = .defaultLow
        stackLeading = [
            topStack.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bottomStack.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        sessionConstraints = stackLeading + [
            topStack.topAnchor.constraint(equalTo: navMap.topAnchor),
            topStack.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
            bottomStack.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomStack.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor),
            contentFloor.heightAnchor.constraint(equalToConstant: 0),
            contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: bottomStack.topAnchor),
            restingFloor,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        applyWideMode(newState.wideMode)
        showReady(newState, navMap: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        hidePromptNow()
        clearState()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        [nextStopBanner, deliveryStrip].forEach { $0.removeFromSuperview() }
        [topStack, bottomStack].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(contentFloor)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        applyWideMode(newState.wideMode)
    }

    private func applyWideMode(_ wide: Bool) {
        let inset = wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        stackLeading.forEach { $0.constant = inset }
    }

    // MARK: - States

    private func showReady(_ state: NavigationReadyUIState, navMap: GMSMapView) {
        topStack.isHidden = true
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        stateViews = [state.viewport, state.googleLogo, buttonStack]
        stateViews.forEach(navMap.addSubview)
        let safe = navMap.safeAreaLayoutGuide
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        applyWideMode(newState.wideMode)
        topStack.insertArrangedSubview(newState.turnCard, at: 0)
        topStack.isHidden = false
        bottomStack.addArrangedSubview(newState.etaCard)
        buttonStack.arrangedSubviews = newState.buttons.map(\.view)
        stateViews = [newState.viewport, newState.googleLogo, buttonStack]
        stateViews.forEach(navMap.addSubview)
        let safe = navMap.safeAreaLayoutGuide
        stateConstraints = [
            newState.viewport.topAnchor.constraint(equalTo: topStack.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.googleLogo.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: topStack.bottomAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentFloor.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clearState()
        for card in [oldState.turnCard, oldState.etaCard] {
            (card.superview as? UIStackView)?.removeArrangedSubview(card)
            card.removeFromSuperview()
        }
        showReady(newState, navMap: navMap)
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        buttonStack.arrangedSubviews = []
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        currentPrompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        hidePromptNow()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePromptNow()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func hidePromptNow() {
        guard let prompt = currentPrompt else { return }
        defer { currentPrompt = nil }
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt.removeFromSuperview()
    }
}
