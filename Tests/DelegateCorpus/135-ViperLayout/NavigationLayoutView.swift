import UIKit
import GoogleNavigation

/// The "View" of the navigation layout module: applies `LayoutViewModel`s, decides nothing.
@MainActor
final class NavigationLayoutView: NavigationLayoutDelegate {
    private let interactor: LayoutInteractorProtocol
    private let presenter: LayoutPresenterProtocol

    private let obstacleGuide = UILayoutGuide()
    private var buttonStack: GMSNavigationHidingStackView?
    private var appliedViews: [UIView] = []
    private var appliedConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?

    init(container: DependencyContainer = NavigationLayoutView.makeContainer()) {
        interactor = container.resolve(LayoutInteractorProtocol.self)
        presenter = container.resolve(LayoutPresenterProtocol.self)
    }

    static func makeContainer() -> DependencyContainer {
        let container = DependencyContainer()
        container.registerSingleton(LayoutInteractorProtocol.self, instance: LayoutInteractor())
        container.register(LayoutPresenterProtocol.self) { LayoutPresenter() }
        return container
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        interactor.enterReady(newState)
        render(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        interactor.leave()
        render(on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        interactor.enterGuidance(newState)
        render(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        interactor.enterReady(newState)
        render(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        interactor.updateWidth(wide: newState.wideMode)
        render(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            obstacleGuide.topAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        UIView.animate(withDuration: 0.25) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        prompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Applying a view model

    private func render(on navMap: GMSMapView) {
        apply(presenter.viewModel(for: interactor.phase), on: navMap)
    }

    private func apply(_ model: LayoutViewModel, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(appliedConstraints)
        appliedConstraints = []
        for view in appliedViews where !model.views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        if model.usesObstacleGuide, obstacleGuide.owningView == nil {
            navMap.addLayoutGuide(obstacleGuide)
        } else if !model.usesObstacleGuide, obstacleGuide.owningView != nil {
            navMap.removeLayoutGuide(obstacleGuide)
        }
        for view in model.views {
            view.translatesAutoresizingMaskIntoConstraints = false
            if view.superview !== navMap { navMap.addSubview(view) }
        }
        appliedViews = model.views
        applyButtons(model.stackedButtons, on: navMap)
        appliedConstraints = model.pins.map { constraint(for: $0, on: navMap) }
        NSLayoutConstraint.activate(appliedConstraints)
    }

    private func applyButtons(_ buttons: [UIView], on navMap: GMSMapView) {
        if buttons.isEmpty {
            buttonStack?.arrangedSubviews.forEach { $0.removeFromSuperview() }
            buttonStack?.removeFromSuperview()
            buttonStack = nil
            return
        }
        let stack = buttonStack ?? GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        for old in stack.arrangedSubviews where !buttons.contains(where: { $0 === old }) {
            old.removeFromSuperview()
        }
        stack.arrangedSubviews = buttons
        if stack.superview == nil { navMap.addSubview(stack) }
        buttonStack = stack
    }

    private func constraint(for pin: LayoutPin, on navMap: GMSMapView) -> NSLayoutConstraint {
        let made: NSLayoutConstraint
        switch pin.edge {
        case .top, .bottom:
            let from = yAnchor(pin.item, pin.edge)
            let to = yTarget(pin.target, pin.targetEdge, navMap)
            switch pin.relation {
            case .equal: made = from.constraint(equalTo: to, constant: pin.constant)
            case .lessOrEqual: made = from.constraint(lessThanOrEqualTo: to, constant: pin.constant)
            case .greaterOrEqual: made = from.constraint(greaterThanOrEqualTo: to, constant: pin.constant)
            }
        case .leading, .trailing, .centerX:
            let from = xAnchor(pin.item, pin.edge)
            let to = xTarget(pin.target, pin.targetEdge, navMap)
            switch pin.relation {
            case .equal: made = from.constraint(equalTo: to, constant: pin.constant)
            case .lessOrEqual: made = from.constraint(lessThanOrEqualTo: to, constant: pin.constant)
            case .greaterOrEqual: made = from.constraint(greaterThanOrEqualTo: to, constant: pin.constant)
            }
        }
        made.priority = pin.priority
        return made
    }

    private func yAnchor(_ item: LayoutItem, _ edge: LayoutEdge) -> NSLayoutYAxisAnchor {
        let source = frameSource(item)
        return edge == .top ? source.top : source.bottom
    }

    private func xAnchor(_ item: LayoutItem, _ edge: LayoutEdge) -> NSLayoutXAxisAnchor {
        let source = frameSource(item)
        switch edge {
        case .leading: return source.leading
        case .trailing: return source.trailing
        default: return source.centerX
        }
    }

    private typealias Anchors = (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor,
                                 leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor, centerX: NSLayoutXAxisAnchor)

    private func frameSource(_ item: LayoutItem) -> Anchors {
        switch item {
        case .view(let view):
            return (view.topAnchor, view.bottomAnchor, view.leadingAnchor, view.trailingAnchor, view.centerXAnchor)
        case .obstacleGuide:
            let g = obstacleGuide
            return (g.topAnchor, g.bottomAnchor, g.leadingAnchor, g.trailingAnchor, g.centerXAnchor)
        case .buttonStack:
            let s = buttonStack!
            return (s.topAnchor, s.bottomAnchor, s.leadingAnchor, s.trailingAnchor, s.centerXAnchor)
        }
    }

    private func targetSource(_ target: LayoutTarget, _ navMap: GMSMapView) -> Anchors {
        switch target {
        case .safeArea:
            let g = navMap.safeAreaLayoutGuide
            return (g.topAnchor, g.bottomAnchor, g.leadingAnchor, g.trailingAnchor, g.centerXAnchor)
        case .map:
            return (navMap.topAnchor, navMap.bottomAnchor, navMap.leadingAnchor, navMap.trailingAnchor, navMap.centerXAnchor)
        case .item(let item):
            return frameSource(item)
        case .margins(let view):
            let g = view.layoutMarginsGuide
            return (g.topAnchor, g.bottomAnchor, g.leadingAnchor, g.trailingAnchor, g.centerXAnchor)
        }
    }

    private func yTarget(_ t: LayoutTarget, _ e: LayoutEdge, _ m: GMSMapView) -> NSLayoutYAxisAnchor {
        e == .top ? targetSource(t, m).top : targetSource(t, m).bottom
    }

    private func xTarget(_ t: LayoutTarget, _ e: LayoutEdge, _ m: GMSMapView) -> NSLayoutXAxisAnchor {
        switch e {
        case .leading: return targetSource(t, m).leading
        case .trailing: return targetSource(t, m).trailing
        default: return targetSource(t, m).centerX
        }
    }
}
