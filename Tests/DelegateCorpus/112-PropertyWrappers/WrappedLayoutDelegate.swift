import GoogleNavigation
import UIKit

@MainActor
final class WrappedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptDuration: TimeInterval = 0.3

    @ActiveConstraints private var sessionConstraints: [NSLayoutConstraint] = []
    @ActiveConstraints private var stateConstraints: [NSLayoutConstraint] = []
    @ActiveConstraints private var promptConstraints: [NSLayoutConstraint] = []
    @Clamped(0...32) private var buttonInset: CGFloat = 8

    private let contentBottom = UILayoutGuide()
    private var stateViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private weak var currentPrompt: NavigationPromptView?
    private var promptBottom: NSLayoutConstraint?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,
        ]
        showReadyLayout(navMap: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptConstraints = []
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        promptBottom = nil
        removeStateViews()
        stateConstraints = []
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    private func showReadyLayout(navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        buttonInset = state.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding
                                     : NavigationStyleValues.buttonHorizontalPadding
        let stack = makeButtonStack(state.buttons)
        let logo = state.googleLogo, viewport = state.viewport
        addStateViews([viewport, logo, stack], to: navMap)
        stateConstraints = [
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -buttonInset),
            stack.topAnchor.constraint(equalTo: safe.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        removeStateViews()
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard, etaCard = newState.etaCard
        let logo = newState.googleLogo, viewport = newState.viewport, speed = newState.speedWidget
        let stack = makeButtonStack(newState.buttons)
        addStateViews([viewport, turnCard, etaCard, speed, logo, stack], to: navMap)
        let stackTop = newState.wideMode ? safe.topAnchor : turnCard.bottomAnchor
        stateConstraints = [
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            etaCard.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: stackTop),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removeStateViews()
        showReadyLayout(navMap: navMap, state: newState)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        currentPrompt = newPrompt
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        promptBottom = bottom
        promptConstraints = [
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptDuration, animations: { [weak self] in
            guard let self, let bottom = self.promptBottom else { return }
            bottom.constant = 0
            navMap.layoutIfNeeded()
        })
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard currentPrompt === oldPrompt, let bottom = promptBottom else { return }
        promptBottom = nil
        UIView.animate(withDuration: Self.promptDuration, animations: {
            bottom.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { [weak self] _ in
            oldPrompt.removeFromSuperview()
            guard let self, self.currentPrompt === oldPrompt else { return }
            self.promptConstraints = []
            self.currentPrompt = nil
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        promptConstraints = []
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func makeButtonStack(_ buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = buttons.map(\.view)
        buttonStack = stack
        return stack
    }

    private func addStateViews(_ views: [UIView], to navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0) }
        stateViews = views
    }

    private func removeStateViews() {
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
    }
}
