import GoogleNavigation
import UIKit

/// Navigation chrome for phones and iPads. The strategy is picked per device when navigation
/// UI comes up and picked again on every size change (rotation, Split View, Stage Manager).
final class IdiomLayoutDelegate: NavigationLayoutDelegate {
    private var strategy: (any LayoutStrategy)?
    private var buttonStack: GMSNavigationHidingStackView?
    private let bottomBoundary = UILayoutGuide()

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false

    /// Live for the whole navigation session (touch no Google view).
    private var sessionConstraints: [NSLayoutConstraint] = []
    /// The current state's layout (ready or guidance).
    private var stateConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    init() {
        bottomBoundary.identifier = "nav.bottomBoundary"
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        readyState = newState
        let strategy = StrategyFactory.strategy(for: DeviceClass.current(for: navMap))
        self.strategy = strategy

        navMap.addLayoutGuide(bottomBoundary)
        sessionConstraints = boundaryConstraints(in: navMap)
        NSLayoutConstraint.activate(sessionConstraints)

        navMap.addChromeSubview(newState.viewport)
        navMap.addChromeSubview(newState.googleLogo)
        installButtonStack(position: strategy.buttonStackPosition, on: navMap)
        buttonStack?.arrangedSubviews = orderedButtonViews(newState.buttons)

        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(promptConstraints + stateConstraints + sessionConstraints)
        promptConstraints = []
        stateConstraints = []
        sessionConstraints = []

        prompt?.removeFromSuperview()
        prompt = nil

        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(bottomBoundary)

        readyState = nil
        guidanceState = nil
        strategy = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        isWide = newState.wideMode
        guidanceState = newState

        for view in [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget] {
            navMap.addChromeSubview(view)
        }
        // Cards go under the floating chrome.
        navMap.bringSubviewToFront(newState.googleLogo)
        if let buttonStack { navMap.bringSubviewToFront(buttonStack) }
        buttonStack?.arrangedSubviews = orderedButtonViews(newState.buttons)

        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(promptConstraints + stateConstraints)
        promptConstraints = []
        stateConstraints = []

        for view in [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        buttonStack?.arrangedSubviews = orderedButtonViews(newState.buttons)
        oldState.buttons.filter { $0.type == .reporting }.forEach { $0.view.removeFromSuperview() }

        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        guard let current = strategy else { return }  // navigation UI is off

        let next = StrategyFactory.strategy(for: DeviceClass.current(for: navMap))
        if next.name != current.name {
            strategy = next
            if next.buttonStackPosition != current.buttonStackPosition {
                NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
                stateConstraints = []
                promptConstraints = []
                let buttons = buttonStack?.arrangedSubviews ?? []
                buttonStack?.arrangedSubviews = []
                buttonStack?.removeFromSuperview()
                installButtonStack(position: next.buttonStackPosition, on: navMap)
                buttonStack?.arrangedSubviews = buttons
                // The prompt stays on top of everything.
                if let prompt { navMap.bringSubviewToFront(prompt) }
            }
        }
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
        present(newPrompt, on: navMap)
    }

    // MARK: - Layout

    private func relayout(_ navMap: GMSMapView) {
        guard let strategy, let context = context(for: navMap) else { return }
        NSLayoutConstraint.deactivate(stateConstraints + promptConstraints)
        if let guidance = guidanceState {
            stateConstraints = strategy.guidanceConstraints(guidance, in: context)
            if let prompt {
                promptConstraints = strategy.promptConstraints(prompt, guidance: guidance, in: context)
            }
        } else if let ready = readyState {
            stateConstraints = strategy.readyConstraints(ready, in: context)
            promptConstraints = []
        }
        NSLayoutConstraint.activate(stateConstraints + promptConstraints)
    }

    private func context(for navMap: GMSMapView) -> LayoutContext? {
        guard let buttonStack else { return nil }
        return LayoutContext(map: navMap, buttonStack: buttonStack, bottomBoundary: bottomBoundary, isWide: isWide)
    }

    private func boundaryConstraints(in navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safeBottom = navMap.safeAreaLayoutGuide.bottomAnchor
        let rest = bottomBoundary.topAnchor.constraint(equalTo: safeBottom)
        rest.priority = .defaultLow
        return [
            bottomBoundary.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            bottomBoundary.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            bottomBoundary.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomBoundary.topAnchor.constraint(lessThanOrEqualTo: safeBottom),
            rest,
        ]
    }

    private func installButtonStack(position: GMSNavigationHidingStackView.Position, on navMap: GMSMapView) {
        let stack = GMSNavigationHidingStackView(position: position, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        navMap.addChromeSubview(stack)
        buttonStack = stack
    }

    /// Compass first, reporting under it; never by index, the SDK may reorder `buttons`.
    private func orderedButtonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }

    // MARK: - Prompts

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        guard let strategy, let guidance = guidanceState, let context = context(for: navMap) else { return }
        prompt = newPrompt
        newPrompt.roundedCorners = isWide ? .allCorners : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        newPrompt.alpha = 0
        navMap.addChromeSubview(newPrompt)
        promptConstraints = strategy.promptConstraints(newPrompt, guidance: guidance, in: context)
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView) {
        let outgoing = oldPrompt === prompt ? promptConstraints : []
        if oldPrompt === prompt {
            prompt = nil
            promptConstraints = []
        }
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(outgoing)
            oldPrompt.removeFromSuperview()
        })
    }
}

// MARK: - Helpers

extension UIView {
    fileprivate func addChromeSubview(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
    }
}

extension CACornerMask {
    fileprivate static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
