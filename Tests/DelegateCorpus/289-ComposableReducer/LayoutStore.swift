import GoogleNavigation
import UIKit

/// Anything we can pin: a view or a layout guide.
@MainActor
protocol AnchorSource {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: AnchorSource {}
extension UILayoutGuide: AnchorSource {}

/// The views behind the `LayoutItem`s of the current map.
@MainActor
final class ViewRegistry {
    private(set) weak var map: GMSMapView?
    private var views: [LayoutItem: UIView] = [:]
    private var buttonViews: [ButtonSlot: UIView] = [:]
    private var floorGuide: UILayoutGuide?
    private var buttonStack: GMSNavigationHidingStackView?

    func attach(to map: GMSMapView) { self.map = map }

    func register(_ found: [LayoutItem: UIView], buttons: [NavigationUIButton]) {
        views.merge(found) { _, new in new }
        for button in buttons {
            if let slot = ButtonSlot.slots(in: [button]).first { buttonViews[slot] = button.view }
        }
    }

    func view(for item: LayoutItem) -> UIView? { views[item] }

    func mount(_ item: LayoutItem) {
        guard let map else { return }
        switch item {
        case .floor:
            let guide = UILayoutGuide()
            guide.identifier = "layout.floor"
            map.addLayoutGuide(guide)
            floorGuide = guide
        case .buttons:
            let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
            stack.spacing = NavigationStyleValues.buttonVerticalPadding
            stack.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(stack)
            buttonStack = stack
        case .map, .safeArea:
            return
        default:
            guard let view = views[item] else { return }
            view.translatesAutoresizingMaskIntoConstraints = false
            if case .prompt = item { view.alpha = 0 }
            map.addSubview(view)
        }
    }

    func unmount(_ item: LayoutItem) {
        switch item {
        case .floor:
            if let floorGuide { map?.removeLayoutGuide(floorGuide) }
            floorGuide = nil
        case .buttons:
            buttonStack?.arrangedSubviews = []
            buttonStack?.removeFromSuperview()
            buttonStack = nil
        case .map, .safeArea:
            return
        default:
            views[item]?.removeFromSuperview()
            if case .prompt = item { views[item] = nil }
        }
    }

    func arrange(_ slots: [ButtonSlot]) {
        buttonStack?.arrangedSubviews = slots.compactMap { buttonViews[$0] }
    }

    private func source(_ item: LayoutItem, margins: Bool) -> AnchorSource? {
        switch item {
        case .map: return margins ? map?.layoutMarginsGuide : map
        case .safeArea: return map?.safeAreaLayoutGuide
        case .floor: return floorGuide
        case .buttons: return buttonStack
        default: return margins ? views[item]?.layoutMarginsGuide : views[item]
        }
    }

    func constraint(for pin: Pin) -> NSLayoutConstraint? {
        guard let from = source(pin.item, margins: false),
              let to = source(pin.target, margins: pin.usesTargetMargins) else { return nil }
        let constraint = pin.edge.isHorizontal
            ? Self.relate(Self.xAnchor(from, pin.edge), Self.xAnchor(to, pin.targetEdge), pin.relation, pin.constant)
            : Self.relate(Self.yAnchor(from, pin.edge), Self.yAnchor(to, pin.targetEdge), pin.relation, pin.constant)
        constraint.priority = UILayoutPriority(pin.priority)
        return constraint
    }

    private static func xAnchor(_ source: AnchorSource, _ edge: LayoutEdge) -> NSLayoutXAxisAnchor {
        edge == .leading ? source.leadingAnchor : source.trailingAnchor
    }

    private static func yAnchor(_ source: AnchorSource, _ edge: LayoutEdge) -> NSLayoutYAxisAnchor {
        edge == .top ? source.topAnchor : source.bottomAnchor
    }

    private static func relate<A>(_ a: NSLayoutAnchor<A>, _ b: NSLayoutAnchor<A>,
                                  _ relation: Pin.Relation, _ constant: CGFloat) -> NSLayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b, constant: constant)
        case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: constant)
        case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: constant)
        }
    }
}

/// Sends actions, runs the reducer, then interprets its effects against the views.
@MainActor
final class LayoutStore {
    private(set) var state = LayoutFeature.State()
    let registry = ViewRegistry()
    private var active: [NSLayoutConstraint] = []
    private lazy var reducer = LayoutFeature(metrics: .live, environment: makeEnvironment())

    func send(_ action: LayoutFeature.Action) {
        reducer.reduce(into: &state, action: action).forEach(interpret)
    }

    private func interpret(_ effect: Effect) {
        switch effect {
        case let .activate(pins):
            let constraints = pins.compactMap(registry.constraint(for:))
            NSLayoutConstraint.activate(constraints)
            active += constraints
        case .deactivate:
            NSLayoutConstraint.deactivate(active)
            active.removeAll()
        case let .run(work):
            work()
        case .none:
            break
        }
    }

    private func makeEnvironment() -> LayoutEnvironment {
        let registry = self.registry
        return LayoutEnvironment(
            mount: { registry.mount($0) },
            unmount: { registry.unmount($0) },
            arrangeButtons: { registry.arrange($0) },
            fadeIn: { item in
                guard let view = registry.view(for: item) else { return }
                UIView.animate(withDuration: 0.25) { view.alpha = 1 }
            },
            fadeOut: { item, done in
                guard let view = registry.view(for: item) else { return done() }
                UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { _ in done() })
            },
            send: { [weak self] action in self?.send(action) })
    }
}

/// The map's layout delegate: registers the SDK's views and turns every callback into an action.
final class ComposableLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let store = LayoutStore()

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        store.registry.attach(to: navMap)
        store.registry.register([.logo: newState.googleLogo, .viewport: newState.viewport], buttons: newState.buttons)
        store.send(.chrome(.enable(isWide: newState.wideMode, buttons: ButtonSlot.slots(in: newState.buttons))))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        store.send(.chrome(.disable))
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        store.registry.register([
            .logo: newState.googleLogo, .viewport: newState.viewport, .turnCard: newState.turnCard,
            .etaCard: newState.etaCard, .speedWidget: newState.speedWidget, .tripProgressBar: newState.tripProgressBar,
        ], buttons: newState.buttons)
        store.send(.chrome(.startGuidance(isWide: newState.wideMode, buttons: ButtonSlot.slots(in: newState.buttons))))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        store.registry.register([.logo: newState.googleLogo, .viewport: newState.viewport], buttons: newState.buttons)
        store.send(.chrome(.stopGuidance(isWide: newState.wideMode, buttons: ButtonSlot.slots(in: newState.buttons))))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard store.state.chrome.phase != .off else { return }
        store.send(.chrome(.sizeChanged(isWide: newState.wideMode)))
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        store.registry.register([.prompt(ObjectIdentifier(newPrompt)): newPrompt], buttons: [])
        store.send(.prompt(.show(ObjectIdentifier(newPrompt))))
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        store.send(.prompt(.hide(ObjectIdentifier(oldPrompt))))
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        store.registry.register([.prompt(ObjectIdentifier(newPrompt)): newPrompt], buttons: [])
        store.send(.prompt(.change(to: ObjectIdentifier(newPrompt), from: ObjectIdentifier(oldPrompt))))
    }
}
