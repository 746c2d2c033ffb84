import GoogleNavigation
import UIKit

/// Navigation layout written with key-path tables: which views each state
/// shows, and which edges pin where, are data.
@MainActor
final class KeyPathLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let readyViewPaths: [KeyPath<NavigationReadyUIState, UIView>] = [
        \.viewport, \.googleLogo,
    ]
    private static let guidanceViewPaths: [KeyPath<ActiveGuidanceUIState, UIView>] = [
        \.viewport, \.turnCard, \.etaCard, \.speedWidget, \.googleLogo,
    ]
    private static let fadeDuration: TimeInterval = 0.2

    private let contentBottom = UILayoutGuide()
    private var addedViews: [UIView] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var stack: GMSNavigationHidingStackView?

    // MARK: - States

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let safe = navMap.safeAreaLayoutGuide
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe[keyPath: \.bottomAnchor])
        resting.priority = .defaultLow
        sessionConstraints = [resting, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        layOutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptConstraints.values.forEach(NSLayoutConstraint.deactivate)
        promptConstraints = [:]
        navMap.subviews.filter { $0 is NavigationPromptView }.forEach { $0.removeFromSuperview() }
        clearState()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        let views = Self.guidanceViewPaths.map { newState[keyPath: $0] }
        let buttons = makeStack(newState.buttons.map(\.view))
        (views + [buttons]).forEach(navMap.addSubview)
        addedViews = views + [buttons]

        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState[keyPath: \.turnCard]
        let etaCard = newState[keyPath: \.etaCard]
        let speed = newState[keyPath: \.speedWidget]
        let logo = newState[keyPath: \.googleLogo]
        let viewport = newState[keyPath: \.viewport]
        let cardSide: KeyPath<UILayoutGuide, NSLayoutXAxisAnchor> = \.leadingAnchor
        let cardInset: CGFloat = newState.wideMode ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        let top = VerticalEdge.top.anchor
        let bottom = VerticalEdge.bottom.anchor

        stateConstraints = [
            Pin.x(turnCard, \.leadingAnchor, to: safe, cardSide, cardInset),
            Pin.y(turnCard, top, to: navMap, \.topAnchor),
            Pin.x(etaCard, \.leadingAnchor, to: safe, cardSide, cardInset),
            Pin.y(etaCard, bottom, to: navMap, \.bottomAnchor),
            etaCard.topAnchor.constraint(greaterThanOrEqualTo: contentBottom.bottomAnchor),

            Pin.x(speed, \.trailingAnchor, to: safe, \.trailingAnchor, -NavigationStyleValues.buttonHorizontalPadding),
            Pin.y(speed, bottom, to: etaCard.layoutMarginsGuide, \.topAnchor),

            Pin.x(buttons, \.trailingAnchor, to: safe, \.trailingAnchor),
            Pin.y(buttons, top, to: turnCard, \.bottomAnchor),
            Pin.yAtMost(buttons, bottom, to: speed, \.topAnchor),
            Pin.yAtMost(buttons, bottom, to: contentBottom, \.topAnchor),

            Pin.x(logo, \.leadingAnchor, to: safe, \.leadingAnchor),
            Pin.y(logo, bottom, to: contentBottom, \.topAnchor),

            Pin.x(viewport, \.leadingAnchor, to: safe, \.leadingAnchor),
            Pin.x(viewport, \.trailingAnchor, to: safe, \.trailingAnchor),
            Pin.y(viewport, top, to: turnCard, \.bottomAnchor),
            Pin.y(viewport, bottom, to: contentBottom, \.topAnchor),
        ]
        let hugBottom = Pin.y(buttons, bottom, to: contentBottom, \.topAnchor)
        hugBottom.priority = .defaultHigh
        stateConstraints.append(hugBottom)
        NSLayoutConstraint.activate(stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clearState()
        layOutReady(navMap, newState)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.set(\.alpha, 0)
        newPrompt[keyPath: \.isHidden] = false
        navMap.addSubview(newPrompt)
        let constraints = [
            Pin.y(newPrompt, VerticalEdge.bottom.anchor, to: navMap, \.bottomAnchor),
            Pin.x(newPrompt, \.leadingAnchor, to: navMap.safeAreaLayoutGuide, \.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        promptConstraints[ObjectIdentifier(newPrompt)] = constraints
        NSLayoutConstraint.activate(constraints)
        UIView.animate(withDuration: Self.fadeDuration) {
            newPrompt.set(\.alpha, 1)
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let key = ObjectIdentifier(oldPrompt)
        UIView.animate(withDuration: Self.fadeDuration, animations: {
            oldPrompt.set(\.alpha, 0)
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
        promptConstraints.removeValue(forKey: key).map(NSLayoutConstraint.deactivate)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func layOutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let views = Self.readyViewPaths.map { state[keyPath: $0] }
        let buttons = makeStack(state.buttons.map(\.view))
        (views + [buttons]).forEach(navMap.addSubview)
        addedViews = views + [buttons]
        let safe = navMap.safeAreaLayoutGuide
        let inset: CGFloat = state.wideMode ? NavigationStyleValues.buttonHorizontalPadding : 0
        stateConstraints = [
            Pin.x(state.viewport, \.leadingAnchor, to: safe, \.leadingAnchor),
            Pin.x(state.viewport, \.trailingAnchor, to: safe, \.trailingAnchor),
            Pin.y(state.viewport, \.topAnchor, to: safe, \.topAnchor),
            Pin.y(state.viewport, \.bottomAnchor, to: contentBottom, \.topAnchor),
            Pin.x(state.googleLogo, \.leadingAnchor, to: safe, \.leadingAnchor),
            Pin.y(state.googleLogo, \.bottomAnchor, to: contentBottom, \.topAnchor),
            Pin.x(buttons, \.trailingAnchor, to: safe, \.trailingAnchor, -inset),
            Pin.y(buttons, \.topAnchor, to: safe, \.topAnchor),
            Pin.y(buttons, \.bottomAnchor, to: contentBottom, \.topAnchor),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func makeStack(_ views: [UIView]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = views
        self.stack = stack
        return stack
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        addedViews.forEach { $0.removeFromSuperview() }
        addedViews = []
        stack?.arrangedSubviews = []
        stack = nil
    }
}
