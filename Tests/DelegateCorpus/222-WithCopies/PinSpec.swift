import GoogleNavigation
import UIKit

/// Which edge of an item a pin talks about.
enum PinEdge {
    case top, bottom, leading, trailing

    var isVertical: Bool { self == .top || self == .bottom }
}

/// What a pin is attached to.
enum PinTarget {
    case safeArea
    case map
    case view(UIView)
    case margins(UIView)
}

enum PinRelation {
    case equal, atMost, atLeast
}

/// One edge constraint, as a value. The identity (`edge`, `target`, `targetEdge`) is fixed;
/// the tunables are copied and changed with `with(_:)`.
struct PinSpec {
    let edge: PinEdge
    let target: PinTarget
    let targetEdge: PinEdge
    var constant: CGFloat = 0
    var relation: PinRelation = .equal
    var priority: Float = 1000

    init(_ edge: PinEdge, to target: PinTarget, _ targetEdge: PinEdge? = nil, constant: CGFloat = 0) {
        self.edge = edge
        self.target = target
        self.targetEdge = targetEdge ?? edge
        self.constant = constant
    }

    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }

    func withInset(_ inset: CGFloat) -> Self {
        with { $0.constant = inset }
    }

    func atMost() -> Self { with { $0.relation = .atMost } }
    func atLeast() -> Self { with { $0.relation = .atLeast } }
    func preferred(_ priority: Float = 750) -> Self { with { $0.priority = priority } }
}

/// Every pin of one view in one state.
struct ViewSpec {
    let view: UIView
    let pins: [PinSpec]

    func with(_ change: (inout [PinSpec]) -> Void) -> Self {
        var copy = pins
        change(&copy)
        return ViewSpec(view: view, pins: copy)
    }

    func adding(_ more: PinSpec...) -> Self {
        with { $0.append(contentsOf: more) }
    }
}

/// Turns specs into constraints. Free functions with `inout`, as the team writes them.
@MainActor
enum PinBuilder {
    static func appendConstraints(of spec: ViewSpec, in map: GMSMapView, into list: inout [NSLayoutConstraint]) {
        for pin in spec.pins {
            let made = pin.edge.isVertical
                ? vertical(spec.view, pin, map)
                : horizontal(spec.view, pin, map)
            made.priority = UILayoutPriority(pin.priority)
            list.append(made)
        }
    }

    static func constraints(for specs: [ViewSpec], in map: GMSMapView) -> [NSLayoutConstraint] {
        var list: [NSLayoutConstraint] = []
        specs.forEach { appendConstraints(of: $0, in: map, into: &list) }
        return list
    }

    private static func yAnchor(_ edge: PinEdge, of target: PinTarget, _ map: GMSMapView) -> NSLayoutYAxisAnchor {
        switch target {
        case .safeArea:
            return edge == .top ? map.safeAreaLayoutGuide.topAnchor : map.safeAreaLayoutGuide.bottomAnchor
        case .map:
            return edge == .top ? map.topAnchor : map.bottomAnchor
        case .view(let other):
            return edge == .top ? other.topAnchor : other.bottomAnchor
        case .margins(let other):
            return edge == .top ? other.layoutMarginsGuide.topAnchor : other.layoutMarginsGuide.bottomAnchor
        }
    }

    private static func xAnchor(_ edge: PinEdge, of target: PinTarget, _ map: GMSMapView) -> NSLayoutXAxisAnchor {
        switch target {
        case .safeArea:
            return edge == .leading ? map.safeAreaLayoutGuide.leadingAnchor : map.safeAreaLayoutGuide.trailingAnchor
        case .map:
            return edge == .leading ? map.leadingAnchor : map.trailingAnchor
        case .view(let other):
            return edge == .leading ? other.leadingAnchor : other.trailingAnchor
        case .margins(let other):
            return edge == .leading ? other.layoutMarginsGuide.leadingAnchor : other.layoutMarginsGuide.trailingAnchor
        }
    }

    private static func vertical(_ view: UIView, _ pin: PinSpec, _ map: GMSMapView) -> NSLayoutConstraint {
        let own = pin.edge == .top ? view.topAnchor : view.bottomAnchor
        let other = yAnchor(pin.targetEdge, of: pin.target, map)
        switch pin.relation {
        case .equal: return own.constraint(equalTo: other, constant: pin.constant)
        case .atMost: return own.constraint(lessThanOrEqualTo: other, constant: pin.constant)
        case .atLeast: return own.constraint(greaterThanOrEqualTo: other, constant: pin.constant)
        }
    }

    private static func horizontal(_ view: UIView, _ pin: PinSpec, _ map: GMSMapView) -> NSLayoutConstraint {
        let own = pin.edge == .leading ? view.leadingAnchor : view.trailingAnchor
        let other = xAnchor(pin.targetEdge, of: pin.target, map)
        switch pin.relation {
        case .equal: return own.constraint(equalTo: other, constant: pin.constant)
        case .atMost: return own.constraint(lessThanOrEqualTo: other, constant: pin.constant)
        case .atLeast: return own.constraint(greaterThanOrEqualTo: other, constant: pin.constant)
        }
    }
}

/// Spacing the team uses around Google's views.
enum Spacing {
    static let gap: CGFloat = 8
    static let buttonInset: CGFloat = 12
}
