import GoogleNavigation
import UIKit

/// The four edges a layout expression talks about (never left/right: RTL-safe by construction).
enum Edge: Hashable {
  case top, bottom, leading, trailing

  var isVertical: Bool { self == .top || self == .bottom }
}

/// Something with anchors: a view, a guide, or one of the map's own guides,
/// resolved against the context at evaluation time.
@MainActor
enum LayoutItem {
  case view(UIView)
  case guide(UILayoutGuide)
  case margins(UIView)
  case safeArea
  case map

  func yAnchor(_ edge: Edge, in context: LayoutContext) -> NSLayoutYAxisAnchor {
    switch self {
    case .view(let view):
      return edge == .top ? view.topAnchor : view.bottomAnchor
    case .guide(let guide):
      return edge == .top ? guide.topAnchor : guide.bottomAnchor
    case .margins(let view):
      return edge == .top ? view.layoutMarginsGuide.topAnchor : view.layoutMarginsGuide.bottomAnchor
    case .safeArea:
      let safe = context.mapView.safeAreaLayoutGuide
      return edge == .top ? safe.topAnchor : safe.bottomAnchor
    case .map:
      return edge == .top ? context.mapView.topAnchor : context.mapView.bottomAnchor
    }
  }

  func xAnchor(_ edge: Edge, in context: LayoutContext) -> NSLayoutXAxisAnchor {
    switch self {
    case .view(let view):
      return edge == .leading ? view.leadingAnchor : view.trailingAnchor
    case .guide(let guide):
      return edge == .leading ? guide.leadingAnchor : guide.trailingAnchor
    case .margins(let view):
      return edge == .leading ? view.layoutMarginsGuide.leadingAnchor : view.layoutMarginsGuide.trailingAnchor
    case .safeArea:
      let safe = context.mapView.safeAreaLayoutGuide
      return edge == .leading ? safe.leadingAnchor : safe.trailingAnchor
    case .map:
      return edge == .leading ? context.mapView.leadingAnchor : context.mapView.trailingAnchor
    }
  }
}

enum LayoutRelation {
  case equal
  case atMost
  case atLeast
}

/// Predicates a `.when` branches on.
@MainActor
indirect enum LayoutCondition {
  case wideMode
  case always
  case not(LayoutCondition)

  func holds(in context: LayoutContext) -> Bool {
    switch self {
    case .wideMode: return context.wideMode
    case .always: return true
    case .not(let inner): return !inner.holds(in: context)
    }
  }
}

/// What an expression is evaluated against: read fresh from the SDK state in every callback.
struct LayoutContext {
  let mapView: GMSMapView
  let wideMode: Bool
}

/// A layout as a value: built by the delegate, evaluated into constraints.
@MainActor
indirect enum LayoutExpr {
  case pin(LayoutItem, Edge, to: LayoutItem, Edge, offset: CGFloat, relation: LayoutRelation)
  case zeroHeight(UILayoutGuide)
  case prioritized(LayoutExpr, UILayoutPriority)
  case stack([LayoutExpr])
  case when(LayoutCondition, LayoutExpr, else: LayoutExpr)
  case empty

  /// `.pin(view, edge, to: target)`: the everyday equality pin.
  static func pin(_ view: UIView, _ edge: Edge, to target: LayoutItem, _ targetEdge: Edge? = nil,
                  _ offset: CGFloat = 0) -> LayoutExpr {
    .pin(.view(view), edge, to: target, targetEdge ?? edge, offset: offset, relation: .equal)
  }

  /// Pins all four edges of `view` to the same edges of `target`.
  static func fill(_ view: UIView, _ target: LayoutItem) -> LayoutExpr {
    .stack([Edge.top, .leading, .trailing, .bottom].map { pin(view, $0, to: target) })
  }
}

enum LayoutEvaluationError: Error {
  case mixedAxes(Edge, Edge)
}

/// Recursive evaluator: one expression in, the (inactive) constraints it means out.
@MainActor
struct LayoutEvaluator {
  let context: LayoutContext

  func evaluate(_ expr: LayoutExpr) -> [NSLayoutConstraint] {
    switch expr {
    case .empty:
      return []
    case .stack(let parts):
      return parts.flatMap { evaluate($0) }
    case .when(let condition, let then, let otherwise):
      return evaluate(condition.holds(in: context) ? then : otherwise)
    case .prioritized(let inner, let priority):
      let constraints = evaluate(inner)
      constraints.forEach { $0.priority = priority }
      return constraints
    case .zeroHeight(let guide):
      return [guide.heightAnchor.constraint(equalToConstant: 0)]
    case .pin(let item, let edge, let target, let targetEdge, let offset, let relation):
      guard edge.isVertical == targetEdge.isVertical else {
        assertionFailure("\(LayoutEvaluationError.mixedAxes(edge, targetEdge))")
        return []
      }
      if edge.isVertical {
        let from = item.yAnchor(edge, in: context)
        let to = target.yAnchor(targetEdge, in: context)
        switch relation {
        case .equal: return [from.constraint(equalTo: to, constant: offset)]
        case .atMost: return [from.constraint(lessThanOrEqualTo: to, constant: offset)]
        case .atLeast: return [from.constraint(greaterThanOrEqualTo: to, constant: offset)]
        }
      } else {
        let from = item.xAnchor(edge, in: context)
        let to = target.xAnchor(targetEdge, in: context)
        switch relation {
        case .equal: return [from.constraint(equalTo: to, constant: offset)]
        case .atMost: return [from.constraint(lessThanOrEqualTo: to, constant: offset)]
        case .atLeast: return [from.constraint(greaterThanOrEqualTo: to, constant: offset)]
        }
      }
    }
  }
}
