import GoogleNavigation
import UIKit

/// The parts of the navigation chrome an arrangement can place, in drawing
/// order: a later part is drawn over an earlier one.
enum Part: Int, CaseIterable, Hashable, Comparable {
    case viewport, turnCard, etaCard, speedWidget, progressBar, logo, buttons, prompt

    static func < (lhs: Part, rhs: Part) -> Bool { lhs.rawValue < rhs.rawValue }
}

enum Edge {
    case top, bottom, leading, trailing

    var isVertical: Bool { self == .top || self == .bottom }
}

enum Relation {
    case equal, atMost, atLeast
}

/// Something a part's edge is pinned to.
enum Target: Hashable {
    case safeArea
    case mapView
    /// The guide marking the bottom of the open map, for the whole session.
    case openMap
    case part(Part)
    /// A Google view's built-in margins (`layoutMarginsGuide`), to stack on it.
    case margins(Part)

    var part: Part? {
        switch self {
        case .part(let part), .margins(let part): return part
        case .safeArea, .mapView, .openMap: return nil
        }
    }
}

/// How the team writes a layout: a tree of pins, groups, fallbacks and
/// priorities, resolved against the parts a state offers.
indirect enum Placement {
    /// `subject.edge (==, <=, >=) target.targetEdge + offset`.
    case pin(Target, Edge, Relation, Target, Edge, offset: CGFloat)
    /// Every placement, or none: one missing part fails the group.
    case all([Placement])
    /// The placement at a lower priority.
    case soft(Placement, UILayoutPriority)
    /// The first placement when it resolves, the second otherwise.
    case prefer(Placement, otherwise: Placement)
    case nothing

    static func equal(_ subject: Target, _ edge: Edge, _ target: Target, _ targetEdge: Edge, _ offset: CGFloat = 0) -> Placement {
        .pin(subject, edge, .equal, target, targetEdge, offset: offset)
    }

    static func atMost(_ subject: Target, _ edge: Edge, _ target: Target, _ targetEdge: Edge, _ offset: CGFloat = 0) -> Placement {
        .pin(subject, edge, .atMost, target, targetEdge, offset: offset)
    }

    static func atLeast(_ subject: Target, _ edge: Edge, _ target: Target, _ targetEdge: Edge, _ offset: CGFloat = 0) -> Placement {
        .pin(subject, edge, .atLeast, target, targetEdge, offset: offset)
    }

    /// Every part the tree mentions, as a subject or a target.
    var parts: Set<Part> {
        switch self {
        case let .pin(subject, _, _, target, _, _):
            return Set([subject.part, target.part].compactMap { $0 })
        case .all(let placements):
            return placements.reduce(into: Set<Part>()) { $0.formUnion($1.parts) }
        case .soft(let inner, _):
            return inner.parts
        case let .prefer(first, otherwise):
            return first.parts.union(otherwise.parts)
        case .nothing:
            return []
        }
    }
}

enum PlacementError: Error {
    /// The state does not offer the part (a prompt that is not up).
    case absent(Part)
    /// A vertical edge pinned to a horizontal one: a mistake in the catalog.
    case mixedAxes(Edge, Edge)
}

/// What views and guides give the four edges.
@MainActor
protocol EdgeAnchored: AnyObject {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: EdgeAnchored {}
extension UILayoutGuide: EdgeAnchored {}

/// One relation between two anchors of the same axis.
@MainActor
func relate<Axis: AnyObject>(
    _ first: NSLayoutAnchor<Axis>, _ relation: Relation, _ second: NSLayoutAnchor<Axis>, offset: CGFloat
) -> NSLayoutConstraint {
    switch relation {
    case .equal: return first.constraint(equalTo: second, constant: offset)
    case .atMost: return first.constraint(lessThanOrEqualTo: second, constant: offset)
    case .atLeast: return first.constraint(greaterThanOrEqualTo: second, constant: offset)
    }
}

/// `items` in the order their keys have in `order`; unknown keys last, in the order they came.
func ranked<Element, Key: Hashable>(_ items: [Element], by key: (Element) -> Key, order: [Key]) -> [Element] {
    let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    return items.enumerated()
        .sorted { (rank[key($0.element)] ?? order.count, $0.offset) < (rank[key($1.element)] ?? order.count, $1.offset) }
        .map(\.element)
}

/// The map, the session guide and the views a state offers, against which
/// placements resolve into constraints (made, not activated).
@MainActor
struct Board {
    let map: GMSMapView
    let openMap: UILayoutGuide
    let offered: [Part: UIView]

    func resolve(_ placement: Placement) -> Result<[NSLayoutConstraint], PlacementError> {
        switch placement {
        case .nothing:
            return .success([])
        case let .pin(subject, edge, relation, target, targetEdge, offset):
            return item(subject).flatMap { first in
                item(target).flatMap { second in
                    constraint(first, edge, relation, second, targetEdge, offset)
                }
            }
        case .all(let placements):
            var made: [NSLayoutConstraint] = []
            for placement in placements {
                switch resolve(placement) {
                case .success(let constraints): made += constraints
                case .failure(let error): return .failure(error)
                }
            }
            return .success(made)
        case let .soft(inner, priority):
            return resolve(inner).map { constraints in
                constraints.forEach { $0.priority = priority }
                return constraints
            }
        case let .prefer(first, otherwise):
            return resolve(first).flatMapError { _ in resolve(otherwise) }
        }
    }

    private func item(_ target: Target) -> Result<any EdgeAnchored, PlacementError> {
        switch target {
        case .safeArea: return .success(map.safeAreaLayoutGuide)
        case .mapView: return .success(map)
        case .openMap: return .success(openMap)
        case .part(let part):
            guard let view = offered[part] else { return .failure(.absent(part)) }
            return .success(view)
        case .margins(let part):
            guard let view = offered[part] else { return .failure(.absent(part)) }
            return .success(view.layoutMarginsGuide)
        }
    }

    private func constraint(
        _ first: any EdgeAnchored, _ edge: Edge, _ relation: Relation,
        _ second: any EdgeAnchored, _ targetEdge: Edge, _ offset: CGFloat
    ) -> Result<[NSLayoutConstraint], PlacementError> {
        switch (edge.isVertical, targetEdge.isVertical) {
        case (true, true):
            return .success([relate(yAnchor(first, edge), relation, yAnchor(second, targetEdge), offset: offset)])
        case (false, false):
            return .success([relate(xAnchor(first, edge), relation, xAnchor(second, targetEdge), offset: offset)])
        default:
            return .failure(.mixedAxes(edge, targetEdge))
        }
    }

    private func yAnchor(_ item: any EdgeAnchored, _ edge: Edge) -> NSLayoutYAxisAnchor {
        edge == .top ? item.topAnchor : item.bottomAnchor
    }

    private func xAnchor(_ item: any EdgeAnchored, _ edge: Edge) -> NSLayoutXAxisAnchor {
        edge == .leading ? item.leadingAnchor : item.trailingAnchor
    }
}
