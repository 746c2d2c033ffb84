import GoogleNavigation
import UIKit

@MainActor
final class ObservableLayoutDelegate: NSObject, NavigationLayoutDelegate {
    /// Published so the app's overlays can follow along; the delegate subscribes itself.
    let wideMode = Observable(false)
    let prompt = Observable<NavigationPromptView?>(nil)

    private weak var navMap: GMSMapView?
    private let bottomEdge = UILayoutGuide()
    private var edgeConstraints: [NSLayoutConstraint] = []
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var wideSensitive: (narrow: [NSLayoutConstraint], wide: [NSLayoutConstraint]) = ([], [])
    private var tokens: [Int] = []
    private var shownPrompt: NavigationPromptView?

    override init() {
        super.init()
        tokens.append(wideMode.subscribe { [weak self] wide in
            guard let self else { return }
            NSLayoutConstraint.deactivate(wide ? self.wideSensitive.narrow : self.wideSensitive.wide)
            NSLayoutConstraint.activate(wide ? self.wideSensitive.wide : self.wideSensitive.narrow)
        })
        tokens.append(prompt.subscribe { [weak self] next in
            self?.render(prompt: next)
        })
    }

    private func render(prompt next: NavigationPromptView?) {
        guard let navMap else { return }
        if let old = shownPrompt, old !== next {
            old.removeFromSuperview()
        }
        shownPrompt = next
        guard let next else { return }
        navMap.addSubview(next)
        let slide = next.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: 240)
        NSLayoutConstraint.activate([
            slide,
            next.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            bottomEdge.bottomAnchor.constraint(lessThanOrEqualTo: next.topAnchor),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        navMap.addLayoutGuide(bottomEdge)
        let resting = bottomEdge.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        edgeConstraints = [resting, bottomEdge.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(edgeConstraints)
        showReady(navMap, newState)
        wideMode.value = newState.wideMode
    }

    private func showReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addSubview(state.viewport)
        navMap.addSubview(state.googleLogo)
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: bottomEdge.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: bottomEdge.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt.value = nil
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        NSLayoutConstraint.deactivate(edgeConstraints)
        navMap.removeLayoutGuide(bottomEdge)
        self.navMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        let safe = navMap.safeAreaLayoutGuide
        let turn = newState.turnCard, eta = newState.etaCard, speed = newState.speedWidget
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.arrangedSubviews = newState.buttons.map(\.view)
        // The logo sits on the speed widget, or lower on the map floor when a prompt lifts it.
        let logoSnug = newState.googleLogo.bottomAnchor.constraint(equalTo: bottomEdge.topAnchor)
        logoSnug.priority = .defaultHigh
        guidanceViews = [turn, eta, speed, stack]
        guidanceViews.forEach(navMap.addSubview)
        guidanceConstraints = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottomEdge.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
            speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
            newState.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.viewport.bottomAnchor.constraint(equalTo: bottomEdge.topAnchor),
            newState.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
            newState.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: bottomEdge.topAnchor),
            logoSnug,
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.topAnchor.constraint(equalTo: turn.bottomAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomEdge.topAnchor),
        ]
        wideSensitive = (
            narrow: [eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor)],
            wide: [eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
        )
        NSLayoutConstraint.activate(guidanceConstraints)
        wideMode.value = newState.wideMode
        NSLayoutConstraint.activate(newState.wideMode ? wideSensitive.wide : wideSensitive.narrow)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints + wideSensitive.narrow + wideSensitive.wide)
        guidanceConstraints = []
        wideSensitive = ([], [])
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        showReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode.value = newState.wideMode
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt.value = newPrompt
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt.value === oldPrompt { prompt.value = nil }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        prompt.value = newPrompt
    }
}
