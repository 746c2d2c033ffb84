import GoogleNavigation
import UIKit

@MainActor
protocol ChromeCoordinatorDelegate: AnyObject {
    /// The guide marking the bottom of the open map (above cards and prompts).
    func contentBottomGuide(for coordinator: ChromeCoordinator) -> UILayoutGuide
    func chromeCoordinatorDidStop(_ coordinator: ChromeCoordinator)
}

@MainActor
protocol ChromeCoordinator: AnyObject {
    var delegate: ChromeCoordinatorDelegate? { get set }
    func start()
    func stop()
    func relayout(wide: Bool)
}

@MainActor
final class ReadyChromeCoordinator: ChromeCoordinator {
    weak var delegate: ChromeCoordinatorDelegate?
    private unowned let navMap: GMSMapView
    private let state: NavigationReadyUIState
    private let buttonStack: GMSNavigationHidingStackView
    private var constraints: [NSLayoutConstraint] = []

    init(navMap: GMSMapView, state: NavigationReadyUIState, buttonStack: GMSNavigationHidingStackView) {
        self.navMap = navMap
        self.state = state
        self.buttonStack = buttonStack
    }

    func start() {
        guard let bottom = delegate?.contentBottomGuide(for: self) else { return }
        let safe = navMap.safeAreaLayoutGuide
        navMap.addSubview(state.viewport)
        navMap.addSubview(state.googleLogo)
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
        constraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            state.googleLogo.bottomAnchor.constraint(equalTo: bottom.topAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    func stop() {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        buttonStack.arrangedSubviews = []
        state.googleLogo.removeFromSuperview()
        state.viewport.removeFromSuperview()
        delegate?.chromeCoordinatorDidStop(self)
    }

    func relayout(wide: Bool) {}
}

@MainActor
final class GuidanceChromeCoordinator: ChromeCoordinator {
    weak var delegate: ChromeCoordinatorDelegate?
    private unowned let navMap: GMSMapView
    private let state: ActiveGuidanceUIState
    private let buttonStack: GMSNavigationHidingStackView
    private var constraints: [NSLayoutConstraint] = []
    private var etaLeading: NSLayoutConstraint?

    init(navMap: GMSMapView, state: ActiveGuidanceUIState, buttonStack: GMSNavigationHidingStackView) {
        self.navMap = navMap
        self.state = state
        self.buttonStack = buttonStack
    }

    private var views: [UIView] { [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo] }

    func start() {
        guard let bottom = delegate?.contentBottomGuide(for: self) else { return }
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard, etaCard = state.etaCard
        views.forEach { navMap.addSubview($0) }
        buttonStack.arrangedSubviews = state.buttons.map { $0.view }
        constraints = [
            turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            bottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: bottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            state.googleLogo.bottomAnchor.constraint(equalTo: bottom.topAnchor, constant: -8),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            buttonStack.bottomAnchor.constraint(equalTo: bottom.topAnchor, constant: -8),
        ]
        NSLayoutConstraint.activate(constraints)
        relayout(wide: state.wideMode)
    }

    func relayout(wide: Bool) {
        etaLeading?.isActive = false
        let anchor = wide ? navMap.safeAreaLayoutGuide.leadingAnchor : navMap.leadingAnchor
        etaLeading = state.etaCard.leadingAnchor.constraint(equalTo: anchor)
        etaLeading?.isActive = true
    }

    func stop() {
        NSLayoutConstraint.deactivate(constraints)
        constraints.removeAll()
        etaLeading?.isActive = false
        etaLeading = nil
        buttonStack.arrangedSubviews = []
        views.forEach { $0.removeFromSuperview() }
        delegate?.chromeCoordinatorDidStop(self)
    }
}
