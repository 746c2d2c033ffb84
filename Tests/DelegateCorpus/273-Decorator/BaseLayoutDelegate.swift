import GoogleNavigation
import UIKit

/// The plain layout: places the SDK's views for each navigation state and
/// slides prompts in from the bottom. Decorators wrap it (see
/// `LayoutDecorators.swift`); the app installs the outermost one.
@MainActor
final class BaseLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    private static let promptDuration: TimeInterval = 0.25

    private var phase: Phase = .off
    private var isWide = false

    /// Bottom of the unobscured map: above the ETA card (portrait) and any prompt.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var buttonStack: GMSNavigationHidingStackView?

    private var prompt: NavigationPromptView?
    private var promptClearance: NSLayoutConstraint?

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(sessionConstraints)

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        buttonStack = stack
        navMap.addSubview(newState.viewport)
        navMap.addSubview(newState.googleLogo)
        navMap.addSubview(stack)
        enter(.ready(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        NSLayoutConstraint.deactivate(phaseConstraints + sessionConstraints)
        phaseConstraints = []
        sessionConstraints = []
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        navMap.removeLayoutGuide(contentBottom)
        phase = .off
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        isWide = newState.wideMode
        for card in [newState.turnCard, newState.etaCard, newState.speedWidget] {
            navMap.addSubview(card)
        }
        enter(.guidance(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        isWide = newState.wideMode
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        for card in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            card.removeFromSuperview()
        }
        enter(.ready(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        if case .off = phase { return }
        enter(phase, on: navMap)
    }

    // MARK: Layout per phase

    private func enter(_ next: Phase, on navMap: GMSMapView) {
        phase = next
        NSLayoutConstraint.deactivate(phaseConstraints)
        switch next {
        case .off:
            phaseConstraints = []
        case .ready(let state):
            buttonStack?.arrangedSubviews = orderedButtons(state.buttons)
            phaseConstraints = readyConstraints(state, navMap)
        case .guidance(let state):
            buttonStack?.arrangedSubviews = orderedButtons(state.buttons)
            phaseConstraints = guidanceConstraints(state, navMap)
        }
        NSLayoutConstraint.activate(phaseConstraints)
    }

    private func readyConstraints(_ state: NavigationReadyUIState, _ navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let inset = isWide ? NavigationStyleValues.headerFooterHorizontalPadding : 0
        var result = fill(state.viewport, from: safe.topAnchor, leading: safe.leadingAnchor, in: navMap)
        result += [
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        result += stackConstraints(top: safe.topAnchor, navMap)
        return result
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, _ navMap: GMSMapView) -> [NSLayoutConstraint] {
        let safe = navMap.safeAreaLayoutGuide
        let padding = NavigationStyleValues.elementHorizontalPadding
        var result: [NSLayoutConstraint] = [
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: contentBottom.topAnchor),
        ]
        if isWide {
            // Leading column holds the cards; the camera frames the rest.
            result.append(state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor))
            result += fill(state.viewport, from: safe.topAnchor, leading: state.turnCard.trailingAnchor, in: navMap)
            result += [
                state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: padding),
                state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
            result += stackConstraints(top: safe.topAnchor, navMap)
        } else {
            let settle = state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)
            settle.priority = .defaultHigh
            result.append(state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor))
            result.append(contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor))
            result += fill(state.viewport, from: state.turnCard.bottomAnchor, leading: safe.leadingAnchor, in: navMap)
            result += [
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
                state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
                settle,
            ]
            result += stackConstraints(top: state.turnCard.bottomAnchor, navMap)
        }
        return result
    }

    /// The viewport from `top` down to the content bottom, `leading` to the safe trailing edge.
    private func fill(_ viewport: UIView, from top: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor,
                      in navMap: GMSMapView) -> [NSLayoutConstraint] {
        [
            viewport.topAnchor.constraint(equalTo: top),
            viewport.leadingAnchor.constraint(equalTo: leading),
            viewport.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
    }

    private func stackConstraints(top: NSLayoutYAxisAnchor, _ navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let stack = buttonStack else { return [] }
        return [
            stack.topAnchor.constraint(equalTo: top),
            stack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            stack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor,
                                            constant: -NavigationStyleValues.buttonHorizontalPadding),
        ]
    }

    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        let compass = buttons.filter { $0.type == .compass }
        let reporting = buttons.filter { $0.type == .reporting }
        return (compass + reporting).map(\.view)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let leading = newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
        let offscreen = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        NSLayoutConstraint.activate([leading, offscreen])
        navMap.layoutIfNeeded()

        let onscreen = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        let clearance = contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
        prompt = newPrompt
        promptClearance = clearance
        UIView.animate(withDuration: Self.promptDuration) {
            offscreen.isActive = false
            NSLayoutConstraint.activate([onscreen, clearance])
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if oldPrompt === prompt {
            promptClearance?.isActive = false
            promptClearance = nil
            prompt = nil
        }
        UIView.animate(withDuration: Self.promptDuration, animations: {
            oldPrompt.transform = CGAffineTransform(translationX: 0, y: oldPrompt.bounds.height)
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
            oldPrompt.transform = .identity
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        promptClearance?.isActive = false
        promptClearance = nil
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
