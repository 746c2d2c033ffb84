import UIKit
import GoogleNavigation

/// What the SDK last told us, pushed through signals into the layout sinks.
enum NavPhase {
    case off
    case ready(NavigationReadyUIState, wide: Bool)
    case guidance(ActiveGuidanceUIState, wide: Bool)

    var isOff: Bool { if case .off = self { return true } else { return false } }
}

@MainActor
final class ReactiveNavigationLayout: NSObject, NavigationLayoutDelegate {
    private let phase = Signal<NavPhase>(.off)
    private let prompt = Signal<NavigationPromptView?>(nil)
    private let bag = DisposeBag()

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
        phase.subscribe { [weak self] in self?.render($0) }.disposed(by: bag)
        phase.filter { $0.isOff }.subscribe { [weak self] _ in self?.tearDown() }.disposed(by: bag)
        prompt.subscribe { [weak self] current in
            if let current { self?.placePrompt(current) }
        }.disposed(by: bag)
        prompt.map { $0 != nil }.subscribe { [weak self] _ in
            // Let the prompt's own constraints land first, then move the bottom edge.
            DispatchQueue.main.async { self?.updateBottomEdge() }
        }.disposed(by: bag)
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        mapView = navMap
        installSession(in: navMap, state: newState)
        phase.send(.ready(newState, wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        phase.send(.off)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phase.send(.guidance(newState, wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        phase.send(.ready(newState, wide: newState.wideMode))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch phase.value {
        case .off: break
        case .ready(let state, _): phase.send(.ready(state, wide: newState.wideMode))
        case .guidance(let state, _): phase.send(.guidance(state, wide: newState.wideMode))
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt.send(newPrompt)
        UIView.animate(withDuration: 0.25) { newPrompt.alpha = 1 }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        prompt.send(nil)
        UIView.animate(withDuration: 0.25, animations: { oldPrompt.alpha = 0 }, completion: { [weak self] _ in
            guard let self else { return }
            NSLayoutConstraint.deactivate(self.promptConstraints)
            self.promptConstraints = []
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        oldPrompt.removeFromSuperview()
        navMap.addSubview(newPrompt)
        prompt.send(newPrompt)
    }

    // MARK: - Sinks

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

    private func render(_ phase: NavPhase) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        guard let map = mapView else { return }
        let safe = map.safeAreaLayoutGuide

        if case .guidance = phase {} else {
            guidanceViews.forEach { $0.removeFromSuperview() }
            guidanceViews = []
        }

        switch phase {
        case .off:
            return
        case let .ready(state, _):
            buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
            phaseConstraints = [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: bottomGuide.topAnchor),
            ] + logoConstraints(state.googleLogo, safe: safe)
        case let .guidance(state, wide):
            buttonStack.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { type in
                state.buttons.first { $0.type == type }?.view
            }
            for view in [state.turnCard, state.etaCard, state.speedWidget] where view.superview !== map {
                view.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(view)
                guidanceViews.append(view)
            }
            phaseConstraints = guidanceConstraints(state, wide: wide, map: map)
                + logoConstraints(state.googleLogo, safe: safe)
        }
        NSLayoutConstraint.activate(phaseConstraints)
        if let current = prompt.value { placePrompt(current) }
        updateBottomEdge()
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

    private func placePrompt(_ view: NavigationPromptView) {
        guard let map = mapView, case let .guidance(state, wide) = phase.value else { return }
        NSLayoutConstraint.deactivate(promptConstraints)
        view.translatesAutoresizingMaskIntoConstraints = false
        let safe = map.safeAreaLayoutGuide
        let inset = NavigationStyleValues.headerFooterHorizontalPadding
        promptConstraints = [
            view.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            wide ? view.trailingAnchor.constraint(equalTo: state.turnCard.trailingAnchor)
                 : view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    /// Logo, buttons and (in portrait) the viewport sit on `bottomGuide`, which
    /// follows the prompt when one is up, else the ETA card, else the safe area.
    private func updateBottomEdge() {
        guard let map = mapView else { return }
        bottomEdge?.isActive = false
        let target: NSLayoutYAxisAnchor
        if let current = prompt.value, current.superview === map {
            target = current.topAnchor
        } else if case let .guidance(state, _) = phase.value {
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
        sessionConstraints = []
        promptConstraints = []
        bottomEdge = nil
        prompt.value?.removeFromSuperview()
        buttonStack.removeFromSuperview()
        sessionViews.forEach { $0.removeFromSuperview() }
        sessionViews = []
        map.removeLayoutGuide(bottomGuide)
        mapView = nil
    }
}
