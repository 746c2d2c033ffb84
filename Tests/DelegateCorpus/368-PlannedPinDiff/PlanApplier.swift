import GoogleNavigation
import UIKit

/// The anchors a pin can use, shared by views and layout guides (mirrors
/// UIKit's anchor properties, so both conform as they are).
@MainActor
protocol LayoutAnchoring: AnyObject {
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var leftAnchor: NSLayoutXAxisAnchor { get }
    var rightAnchor: NSLayoutXAxisAnchor { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: LayoutAnchoring {}
extension UILayoutGuide: LayoutAnchoring {}

/// The impure half: resolves a plan's roles to this state's views and brings
/// the map from the last plan applied to this one, touching only what changed.
///
/// Pins are keyed by their spec and the objects it resolved to, so a role that
/// now names another view (a new prompt) is a new pin, while a pin two plans
/// share on the same views (the viewport's trailing edge from navigation ready
/// into guidance) stays as it is.
@MainActor
final class PlanApplier {
    /// What the roles of a plan are for one state.
    @MainActor
    struct Cast {
        var views: [Role: UIView] = [:]
        var buttons: [NavigationUIButton] = []

        init() {}

        init(ready state: NavigationReadyUIState) {
            views = [.viewport: state.viewport, .logo: state.googleLogo]
            buttons = state.buttons
        }

        init(guidance state: ActiveGuidanceUIState) {
            views = [
                .viewport: state.viewport,
                .logo: state.googleLogo,
                .turnCard: state.turnCard,
                .etaCard: state.etaCard,
                .speedWidget: state.speedWidget,
                .progressBar: state.tripProgressBar,
            ]
            buttons = state.buttons
        }
    }

    /// What a role resolved to.
    private enum Item {
        case view(UIView)
        case guide(UILayoutGuide)

        var anchors: any LayoutAnchoring {
            switch self {
            case .view(let view): return view
            case .guide(let guide): return guide
            }
        }

        var id: ObjectIdentifier {
            switch self {
            case .view(let view): return ObjectIdentifier(view)
            case .guide(let guide): return ObjectIdentifier(guide)
            }
        }
    }

    private struct PinKey: Hashable {
        let spec: PinSpec
        let items: [ObjectIdentifier]
    }

    /// What one apply changed, for the delegate's animations and the tests.
    struct Changes {
        var mounted: [Role] = []
        var unmounted: [Role] = []
        var pinsRetired = 0
        var pinsMade = 0
    }

    let floor = UILayoutGuide()
    let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var live: [PinKey: NSLayoutConstraint] = [:]
    private var mounted: [Role: Item] = [:]

    init() {
        floor.identifier = "planned.floor"
        rail.translatesAutoresizingMaskIntoConstraints = false
    }

    @discardableResult
    func apply(_ plan: LayoutPlan, cast: Cast, on map: GMSMapView) -> Changes {
        var changes = Changes()

        // 1. The plan, resolved against this state's objects.
        var wanted: [PinKey: () -> NSLayoutConstraint] = [:]
        var wantedOrder: [PinKey] = []
        for spec in plan.pins {
            guard let (key, make) = resolvePin(spec, cast: cast, map: map) else {
                assertionFailure("unresolvable pin \(spec)")
                continue
            }
            if wanted.updateValue(make, forKey: key) == nil {
                wantedOrder.append(key)
            }
        }
        var wantedItems: [Role: Item] = [:]
        for role in plan.mounts {
            wantedItems[role] = resolve(role, cast: cast, map: map)
        }

        // 2. Pins the new plan does not have go first, so no two states ever
        //    pull on the same anchor.
        let retiring = live.keys.filter { wanted[$0] == nil }
        NSLayoutConstraint.deactivate(retiring.compactMap { live.removeValue(forKey: $0) })
        changes.pinsRetired = retiring.count

        // 3. Then the items it does not have (or whose role names another object now).
        let leaving = mounted.filter { role, item in wantedItems[role]?.id != item.id }
        for (role, item) in leaving {
            unmount(item, from: map)
            mounted[role] = nil
            changes.unmounted.append(role)
        }

        // 4. The rail's buttons, found by type.
        let railViews = plan.rail.compactMap { kind in
            cast.buttons.first { $0.type == kind }?.view
        }
        if !railViews.elementsEqual(rail.arrangedSubviews, by: ===) {
            rail.arrangedSubviews = railViews
        }

        // 5. New items, bottom to top. The plan's top item stays on top even
        //    when something under it is new.
        for role in plan.mounts where mounted[role] == nil {
            guard let item = wantedItems[role] else { continue }
            mount(item, on: map)
            mounted[role] = item
            changes.mounted.append(role)
        }
        if !changes.mounted.isEmpty, let top = plan.mounts.last, case .view(let view)? = mounted[top] {
            map.bringSubviewToFront(view)
        }

        // 6. Finally the pins that are new.
        let made = wantedOrder.filter { live[$0] == nil }.compactMap { key -> NSLayoutConstraint? in
            guard let make = wanted[key] else { return nil }
            let constraint = make()
            live[key] = constraint
            return constraint
        }
        NSLayoutConstraint.activate(made)
        changes.pinsMade = made.count
        return changes
    }

    // MARK: - Resolving

    private func resolve(_ role: Role, cast: Cast, map: GMSMapView) -> Item? {
        switch role {
        case .map:
            return .view(map)
        case .safeArea:
            return .guide(map.safeAreaLayoutGuide)
        case .floor:
            return .guide(floor)
        case .buttonRail:
            return .view(rail)
        case .margins(let owner):
            guard case .view(let view)? = resolve(owner, cast: cast, map: map) else { return nil }
            return .guide(view.layoutMarginsGuide)
        case .viewport, .logo, .turnCard, .etaCard, .speedWidget, .progressBar, .prompt:
            return cast.views[role].map { Item.view($0) }
        }
    }

    private func resolvePin(
        _ spec: PinSpec, cast: Cast, map: GMSMapView
    ) -> (PinKey, () -> NSLayoutConstraint)? {
        switch spec {
        case let .pin(role, edge, to: targetRole, targetEdge, constant, relation, strength):
            guard let item = resolve(role, cast: cast, map: map),
                  let target = resolve(targetRole, cast: cast, map: map),
                  edge.isHorizontal == targetEdge.isHorizontal
            else { return nil }
            let key = PinKey(spec: spec, items: [item.id, target.id])
            return (key, {
                let constraint = Self.relate(
                    item.anchors, edge, to: target.anchors, targetEdge, constant: constant, relation: relation)
                constraint.priority = Self.priority(strength)
                return constraint
            })
        case let .height(role, value):
            guard let item = resolve(role, cast: cast, map: map) else { return nil }
            let key = PinKey(spec: spec, items: [item.id])
            return (key, { item.anchors.heightAnchor.constraint(equalToConstant: value) })
        }
    }

    private static func xAnchor(_ item: any LayoutAnchoring, _ edge: Edge) -> NSLayoutXAxisAnchor? {
        switch edge {
        case .leading: return item.leadingAnchor
        case .trailing: return item.trailingAnchor
        case .top, .bottom: return nil
        }
    }

    private static func yAnchor(_ item: any LayoutAnchoring, _ edge: Edge) -> NSLayoutYAxisAnchor? {
        switch edge {
        case .top: return item.topAnchor
        case .bottom: return item.bottomAnchor
        case .leading, .trailing: return nil
        }
    }

    private static func relate(
        _ item: any LayoutAnchoring, _ edge: Edge, to target: any LayoutAnchoring, _ targetEdge: Edge,
        constant: CGFloat, relation: Relation
    ) -> NSLayoutConstraint {
        if let first = xAnchor(item, edge), let second = xAnchor(target, targetEdge) {
            return relate(first, second, constant: constant, relation: relation)
        }
        guard let first = yAnchor(item, edge), let second = yAnchor(target, targetEdge) else {
            preconditionFailure("a pin across axes: \(edge) to \(targetEdge)")
        }
        return relate(first, second, constant: constant, relation: relation)
    }

    private static func relate<Axis>(
        _ first: NSLayoutAnchor<Axis>, _ second: NSLayoutAnchor<Axis>, constant: CGFloat, relation: Relation
    ) -> NSLayoutConstraint {
        switch relation {
        case .equal: return first.constraint(equalTo: second, constant: constant)
        case .atMost: return first.constraint(lessThanOrEqualTo: second, constant: constant)
        case .atLeast: return first.constraint(greaterThanOrEqualTo: second, constant: constant)
        }
    }

    private static func priority(_ strength: Strength) -> UILayoutPriority {
        switch strength {
        case .required: return .required
        case .preferred: return .defaultHigh
        case .resting: return .defaultLow
        }
    }

    // MARK: - Mounting

    private func mount(_ item: Item, on map: GMSMapView) {
        switch item {
        case .view(let view): map.addSubview(view)
        case .guide(let guide): map.addLayoutGuide(guide)
        }
    }

    private func unmount(_ item: Item, from map: GMSMapView) {
        switch item {
        case .view(let view):
            if view === rail {
                rail.arrangedSubviews = []
            }
            view.removeFromSuperview()
        case .guide(let guide):
            map.removeLayoutGuide(guide)
        }
    }
}
