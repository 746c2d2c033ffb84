import Combine
import GoogleNavigation
import UIKit

/// A Combine-driven delegate: callbacks send `LayoutEvent`s, a reducer sink
/// updates the store, and the store's publishers lay out. `@Published` sends in
/// `willSet`, so sinks of `$phase` get the phase as an argument and never read
/// `store.phase`; the prompt is placed on the main queue, once the store holds it.
@MainActor
final class CombineStoreLayout: NSObject, NavigationLayoutDelegate {
    private let store = LayoutStore()
    private let events = PassthroughSubject<LayoutEvent, Never>()
    private var cancellables = Set<AnyCancellable>()
    private weak var mapView: GMSMapView?
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let bottomGuide = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var bottomEdge: NSLayoutConstraint?
    private var guidanceViews: [UIView] = []
    private var sessionViews: [UIView] = []
    private let spacing: CGFloat = 8

    override init() {
        super.init()
        events
            .sink { [weak self] event in self?.reduce(event) }
            .store(in: &cancellables)
        store.$phase
            .combineLatest(store.$isWide.removeDuplicates())
            .sink { [weak self] phase, wide in self?.render(phase, wide: wide) }
            .store(in: &cancellables)
        store.$prompt
            .receive(on: DispatchQueue.main)
            .sink { [weak self] prompt in self?.promptChanged(prompt) }
            .store(in: &cancellables)
    }

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        events.send(.enabled(navMap, newState))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        events.send(.disabled)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        events.send(.guidance(newState))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        events.send(.ready(newState))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        events.send(.resized(wide: newState.wideMode))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        store.prompt = newPrompt
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        store.prompt = nil
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }, completion: { [weak self] _ in
            guard let self else { return }
            NSLayoutConstraint.deactivate(promptConstraints)
            promptConstraints = []
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        navMap.addSubview(newPrompt)
        store.prompt = newPrompt
    }

    private func reduce(_ event: LayoutEvent) {
        switch event {
        case let .enabled(map, state):
            mapView = map
            installSession(in: map, state: state)
            store.isWide = state.wideMode
            store.phase = .ready(state)
        case let .ready(state):
            store.isWide = state.wideMode
            store.phase = .ready(state)
        case let .guidance(state):
            store.isWide = state.wideMode
            store.phase = .guidance(state)
        case let .resized(wide): store.isWide = wide
        case .disabled:
            store.phase = .off
            tearDown()
        }
    }

    private func installSession(in map: GMSMapView, state: NavigationReadyUIState) {
        let safe = map.safeAreaLayoutGuide
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(buttonStack)
        map.addLayoutGuide(bottomGuide)
        sessionConstraints = [
            bottomGuide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            bottomGuide.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            bottomGuide.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spacing),
            buttonStack.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor, constant: -spacing),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: spacing),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        for view in [state.googleLogo, state.viewport] {
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
            sessionViews.append(view)
        }
    }

    /// Runs as `$phase` or `$isWide` publishes: `phase` is the new phase, which the store does not hold yet.
    private func render(_ phase: NavPhase, wide: Bool) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        guard let map = mapView else { return }
        let safe = map.safeAreaLayoutGuide
        if case .ready = phase {
            guidanceViews.forEach { $0.removeFromSuperview() }
            guidanceViews = []
        }
        switch phase {
        case .off: return
        case let .ready(state):
            buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
            phaseConstraints = [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            ] + logoConstraints(state.googleLogo, safe: safe)
        case let .guidance(state):
            buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
                state.buttons.first { $0.type == type }?.view
            }
            for view in [state.turnCard, state.etaCard, state.speedWidget] where view.superview !== map {
                view.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(view)
                guidanceViews.append(view)
            }
            phaseConstraints = guidanceConstraints(state, wide: wide, map: map) + logoConstraints(state.googleLogo, safe: safe)
        }
        NSLayoutConstraint.activate(phaseConstraints)
        if let current = store.prompt { placePrompt(current, phase: phase, wide: wide) }
        updateBottomEdge(for: phase)
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, wide: Bool, map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        var result = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -spacing),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: spacing),
        ]
        if wide {
            result += [
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor, constant: spacing),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
        } else {
            result += [
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            ]
        }
        return result
    }

    private func logoConstraints(_ logo: UIView, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing),
            logo.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor, constant: -spacing),
        ]
    }

    /// Delivered on the main queue: the store holds `prompt` by then.
    private func promptChanged(_ prompt: NavigationPromptView?) {
        if let prompt { placePrompt(prompt, phase: store.phase, wide: store.isWide) }
        updateBottomEdge(for: store.phase)
    }

    private func placePrompt(_ view: NavigationPromptView, phase: NavPhase, wide: Bool) {
        guard let map = mapView, view.superview === map, case let .guidance(state) = phase else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        view.translatesAutoresizingMaskIntoConstraints = false
        let (safe, inset) = (map.safeAreaLayoutGuide, NavigationStyleValues.headerFooterHorizontalPadding)
        promptConstraints = [
            view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            wide ? view.trailingAnchor.constraint(equalTo: state.turnCard.trailingAnchor)
                 : view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    /// Logo, buttons and (in portrait) the viewport sit on `bottomGuide`: on the
    /// prompt when one is up, else on the ETA card during guidance, else on the safe area.
    private func updateBottomEdge(for phase: NavPhase) {
        guard let map = mapView, !phase.isOff else { return }
        bottomEdge?.isActive = false
        let target: NSLayoutYAxisAnchor
        if let current = store.prompt, current.superview === map {
            target = current.topAnchor
        } else if case let .guidance(state) = phase {
            target = state.etaCard.layoutMarginsGuide.topAnchor
        } else {
            target = map.safeAreaLayoutGuide.bottomAnchor
        }
        bottomEdge = bottomGuide.topAnchor.constraint(equalTo: target)
        bottomEdge?.isActive = true
    }

    private func tearDown() {
        guard let map = mapView else { return }
        NSLayoutConstraint.deactivate(sessionConstraints + promptConstraints)
        bottomEdge?.isActive = false
        (sessionConstraints, promptConstraints, bottomEdge) = ([], [], nil)
        store.prompt?.removeFromSuperview()
        buttonStack.removeFromSuperview()
        (guidanceViews + sessionViews).forEach { $0.removeFromSuperview() }
        (guidanceViews, sessionViews) = ([], [])
        map.removeLayoutGuide(bottomGuide)
        mapView = nil
    }
}
