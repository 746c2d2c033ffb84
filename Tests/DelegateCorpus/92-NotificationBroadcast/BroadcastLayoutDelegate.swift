import UIKit
import GoogleNavigation

extension Notification.Name {
    /// Posted with the prompt as `object` when the SDK shows a prompt; the trip
    /// banner and analytics listen to it as well as the layout.
    static let navPromptWillAppear = Notification.Name("NavScreen.promptWillAppear")
    static let navPromptDidDisappear = Notification.Name("NavScreen.promptDidDisappear")
}

@MainActor
final class BroadcastLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private weak var navMap: GMSMapView?
    private var observers: [NSObjectProtocol] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: - Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        observePrompts()
        layoutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
        observers.removeAll()
        NSLayoutConstraint.deactivate(readyConstraints + promptConstraints)
        readyConstraints = []
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        ([oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        oldState.buttons.forEach { $0.view.removeFromSuperview() }
        guidance = newState
        layoutGuidance(newState, on: navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { detach(prompt) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        stack.arrangedSubviews = []
        guidance = nil
        layoutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance else { return }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        layoutGuidance(guidance, on: navMap, wide: newState.wideMode)
    }

    // MARK: - Prompts: broadcast, then react like every other listener

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        NotificationCenter.default.post(name: .navPromptWillAppear, object: newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NotificationCenter.default.post(name: .navPromptDidDisappear, object: oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NotificationCenter.default.post(name: .navPromptDidDisappear, object: oldPrompt)
        NotificationCenter.default.post(name: .navPromptWillAppear, object: newPrompt)
    }

    private func observePrompts() {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: .navPromptWillAppear, object: nil, queue: .main) { [weak self] note in
            guard let prompt = note.object as? NavigationPromptView else { return }
            MainActor.assumeIsolated { self?.attach(prompt) }
        })
        observers.append(center.addObserver(forName: .navPromptDidDisappear, object: nil, queue: .main) { [weak self] note in
            guard let prompt = note.object as? NavigationPromptView else { return }
            MainActor.assumeIsolated { self?.detach(prompt) }
        })
    }

    private func attach(_ newPrompt: NavigationPromptView) {
        guard let navMap, let guidance else { return }
        let safe = navMap.safeAreaLayoutGuide
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            guidance.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
            guidance.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -8),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -8),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    private func detach(_ oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        if prompt === oldPrompt { prompt = nil }
    }

    // MARK: - Layouts

    private func layoutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let inset: CGFloat = state.wideMode ? 16 : 8
        var views = [state.viewport, state.googleLogo]
        let compass = state.buttons.first { $0.type == .compass }?.view
        if let compass { views.append(compass) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
        ]
        if let compass {
            readyConstraints += [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ]
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        if guidanceViews.isEmpty {
            stack.arrangedSubviews = state.buttons.filter { $0.type == .reporting }.map(\.view)
                + state.buttons.filter { $0.type == .compass }.map(\.view)
            guidanceViews = [turn, eta, speed, stack]
            for view in [state.viewport, turn, eta, speed, state.googleLogo, stack] {
                view.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(view)
            }
            if let prompt { navMap.bringSubviewToFront(prompt) }
        }
        let lows = [state.viewport.bottomAnchor, state.googleLogo.bottomAnchor, stack.bottomAnchor]
            .map { $0.constraint(equalTo: safe.bottomAnchor) }
        lows.forEach { $0.priority = .defaultLow }
        guidanceConstraints = lows + [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor, constant: -8),
            speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: 8),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -8),
        ] + (wide
            ? [turn.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
               eta.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)]
            : [turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
               eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor)])
        NSLayoutConstraint.activate(guidanceConstraints)
    }
}
