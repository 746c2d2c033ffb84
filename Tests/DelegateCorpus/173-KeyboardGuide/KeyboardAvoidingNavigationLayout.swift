// KeyboardAvoidingNavigationLayout.swift
// Layout delegate of the driving screen. The app's search panel sits above
// the ETA card (or at the bottom of the map before guidance) and follows the
// keyboard: with `keyboardLayoutGuide` on iOS 15+, with keyboard frame
// notifications on iOS 14.

import GoogleNavigation
import UIKit

@MainActor
final class KeyboardAvoidingNavigationLayout: NSObject, NavigationLayoutDelegate {
    let searchPanel = DestinationSearchPanel()

    // Session: lives from enableNavigationUI to disableNavigationUI.
    private var keyboardObservers: [NSObjectProtocol] = []
    private var keyboardAvoidance: NSLayoutConstraint?
    private var sessionConstraints: [NSLayoutConstraint] = []

    // State: what the current navigation state activated.
    private var stateConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var buttons: GMSNavigationHidingStackView?

    private var promptConstraints: [NSLayoutConstraint] = []
    private weak var shownPrompt: NavigationPromptView?

    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?
    private var isWide = false

    private var gap: CGFloat { SearchPanelMetrics.gap }
    private var padding: CGFloat { NavigationStyleValues.elementHorizontalPadding }

    // MARK: Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        isWide = newState.wideMode
        ready = newState
        searchPanel.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(searchPanel)
        installKeyboardAvoidance(on: navMap)
        layOutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clearState()
        keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
        keyboardObservers.removeAll()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        keyboardAvoidance = nil
        // Taking the panel off the map ends any editing (and the keyboard) with it.
        searchPanel.endEditing(true)
        searchPanel.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        ready = nil
    }

    private func installKeyboardAvoidance(on navMap: GMSMapView) {
        if #available(iOS 15, *) {
            let avoidance = searchPanel.bottomAnchor.constraint(lessThanOrEqualTo: navMap.keyboardLayoutGuide.topAnchor, constant: -gap)
            sessionConstraints = [avoidance]
            NSLayoutConstraint.activate(sessionConstraints)
            return
        }
        let avoidance = searchPanel.bottomAnchor.constraint(lessThanOrEqualTo: navMap.safeAreaLayoutGuide.bottomAnchor, constant: -gap)
        keyboardAvoidance = avoidance
        sessionConstraints = [avoidance]
        NSLayoutConstraint.activate(sessionConstraints)

        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self, weak navMap] note in
                // What the layout needs, read here: the notification itself stays on this side.
                let frame = KeyboardNotification.endFrame(of: note)
                let duration = KeyboardNotification.animationDuration(of: note)
                MainActor.assumeIsolated {
                    guard let self, let navMap else { return }
                    self.keyboardWillChange(to: frame, over: duration, on: navMap)
                }
            },
        ]
    }

    private func keyboardWillChange(to frame: CGRect?, over duration: TimeInterval, on navMap: GMSMapView) {
        let overlap = KeyboardNotification.overlap(of: frame, in: navMap)
        keyboardAvoidance?.constant = -(overlap + gap)
        // Move the panel (and the viewport with it) along with the keyboard.
        UIView.animate(withDuration: duration) {
            navMap.layoutIfNeeded()
        }
    }

    // MARK: States

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clearState()
        ready = nil
        guidance = newState
        isWide = newState.wideMode
        layOutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let shownPrompt { hidePrompt(navMap: navMap, oldPrompt: shownPrompt) }
        clearState()
        guidance = nil
        ready = newState
        isWide = newState.wideMode
        layOutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard isWide != newState.wideMode else { return }
        isWide = newState.wideMode
        clearState()
        if let guidance {
            layOutGuidance(guidance, on: navMap)
            if let prompt = shownPrompt {
                NSLayoutConstraint.deactivate(promptConstraints)
                navMap.bringSubviewToFront(prompt)
                pin(prompt, on: navMap, guidance)
            }
        } else if let ready {
            layOutReady(ready, on: navMap)
        }
    }

    private func clearState() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints.removeAll()
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews.removeAll()
        buttons?.removeFromSuperview()
        buttons = nil
    }

    private func makeButtons(_ list: [NavigationUIButton], on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = gap
        var views: [UIView] = []
        if let compass = list.first(where: { $0.type == .compass }) { views.append(compass.view) }
        if let report = list.first(where: { $0.type == .reporting }) { views.append(report.view) }
        stack.arrangedSubviews = views
        navMap.addSubview(stack)
        buttons = stack
        return stack
    }

    /// Logo, buttons and the viewport: the same over the open map in every state.
    private func openMapConstraints(viewport: UIView, logo: UIView, stack: UIView) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: padding),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -gap),
            stack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -gap),
            viewport.bottomAnchor.constraint(equalTo: searchPanel.topAnchor, constant: -gap),
        ]
    }

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        let stack = makeButtons(state.buttons, on: navMap)
        let resting = searchPanel.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap)
        resting.priority = .defaultHigh

        stateConstraints = openMapConstraints(viewport: state.viewport, logo: state.googleLogo, stack: stack) + [
            resting,
            searchPanel.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            isWide
                ? searchPanel.trailingAnchor.constraint(equalTo: navMap.centerXAnchor)
                : searchPanel.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: state.viewport.topAnchor, constant: gap),
            stack.trailingAnchor.constraint(equalTo: state.viewport.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
        ]
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        guidanceViews = [state.turnCard, state.etaCard, state.speedWidget, state.tripProgressBar]
        (guidanceViews + [state.viewport, state.googleLogo]).forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        navMap.bringSubviewToFront(searchPanel)
        let stack = makeButtons(state.buttons, on: navMap)
        let onCard = searchPanel.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor, constant: -gap)
        onCard.priority = .defaultHigh

        var constraints = openMapConstraints(viewport: state.viewport, logo: state.googleLogo, stack: stack) + [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            onCard,
            searchPanel.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
            searchPanel.trailingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.trailingAnchor),

            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: padding),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: state.viewport.trailingAnchor, constant: -padding),
            state.tripProgressBar.topAnchor.constraint(equalTo: state.viewport.topAnchor, constant: gap),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -gap),
            stack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -gap),
            stack.topAnchor.constraint(equalTo: state.tripProgressBar.topAnchor),
        ]
        if isWide {
            constraints += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor, constant: gap),
            ]
        } else {
            constraints += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        stateConstraints = constraints
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance else { return }
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        pin(newPrompt, on: navMap, guidance)
        shownPrompt = newPrompt
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.3) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let constraints = promptConstraints
        promptConstraints = []
        shownPrompt = nil
        UIView.animate(withDuration: 0.3, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    /// The prompt covers the bottom of the map (the ETA card); the search
    /// panel, and the viewport above it, move up to stay usable.
    private func pin(_ prompt: NavigationPromptView, on navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
        let leading = isWide ? state.etaCard.leadingAnchor : navMap.safeAreaLayoutGuide.leadingAnchor
        let trailing = isWide ? state.etaCard.trailingAnchor : navMap.safeAreaLayoutGuide.trailingAnchor
        promptConstraints = [
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: leading),
            prompt.trailingAnchor.constraint(equalTo: trailing),
            searchPanel.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }
}
