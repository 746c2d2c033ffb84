import GoogleNavigation
import UIKit

// The team's small optics toolkit (ported from the Kotlin/Arrow side of the
// house): a `Lens` to read and write one part of a value, and an `Either` for
// "one of two things" without a protocol. The layout code uses lenses to edit
// its screen model and `Either<UIView, UILayoutGuide>` for anything a pin can
// hang on.

// MARK: - Lens

/// A getter and a setter for one part of a value.
struct Lens<Whole, Part> {
  let get: (Whole) -> Part
  let set: (Part, Whole) -> Whole

  init(get: @escaping (Whole) -> Part, set: @escaping (Part, Whole) -> Whole) {
    self.get = get
    self.set = set
  }

  /// The lens a writable key path already is.
  init(_ keyPath: WritableKeyPath<Whole, Part>) {
    self.init(
      get: { $0[keyPath: keyPath] },
      set: { part, whole in
        var copy = whole
        copy[keyPath: keyPath] = part
        return copy
      })
  }

  /// Focuses further: `screen.chrome` then `chrome.edge` is `screen.chrome.edge`.
  func then<Sub>(_ inner: Lens<Part, Sub>) -> Lens<Whole, Sub> {
    Lens<Whole, Sub>(
      get: { inner.get(self.get($0)) },
      set: { sub, whole in self.set(inner.set(sub, self.get(whole)), whole) })
  }

  /// Applies `transform` to the part and returns the new whole.
  func over(_ whole: Whole, _ transform: (Part) -> Part) -> Whole {
    set(transform(get(whole)), whole)
  }
}

// MARK: - Either

/// One of two values.
enum Either<Left, Right> {
  case left(Left)
  case right(Right)

  /// Collapses both sides into one result.
  func fold<Result>(_ ifLeft: (Left) -> Result, _ ifRight: (Right) -> Result) -> Result {
    switch self {
    case .left(let value): return ifLeft(value)
    case .right(let value): return ifRight(value)
    }
  }

  var left: Left? { fold({ $0 }, { _ in nil }) }
  var right: Right? { fold({ _ in nil }, { $0 }) }
}

// MARK: - Anchorage

/// Anything a pin can hang on: a view, or a layout guide (the map's safe area,
/// a Google view's `layoutMarginsGuide`, the app's own guides).
typealias Anchorage = Either<UIView, UILayoutGuide>

enum VerticalEdge { case top, bottom }
enum HorizontalEdge { case leading, trailing }

@MainActor
extension Either where Left == UIView, Right == UILayoutGuide {
  static func view(_ view: UIView) -> Anchorage { .left(view) }
  static func guide(_ guide: UILayoutGuide) -> Anchorage { .right(guide) }
  /// A Google view's built-in margins: stack other views on these, not on the view.
  static func margins(of view: UIView) -> Anchorage { .right(view.layoutMarginsGuide) }

  func anchor(_ edge: VerticalEdge) -> NSLayoutYAxisAnchor {
    fold(
      { view in edge == .top ? view.topAnchor : view.bottomAnchor },
      { guide in edge == .top ? guide.topAnchor : guide.bottomAnchor })
  }

  func anchor(_ edge: HorizontalEdge) -> NSLayoutXAxisAnchor {
    fold(
      { view in edge == .leading ? view.leadingAnchor : view.trailingAnchor },
      { guide in edge == .leading ? guide.leadingAnchor : guide.trailingAnchor })
  }
}

// MARK: - Pins

enum PinRelation { case equal, atMost, atLeast }

/// One constraint as data, resolved by `make()`.
struct Pin {
  enum Axis {
    case vertical(VerticalEdge, VerticalEdge)
    case horizontal(HorizontalEdge, HorizontalEdge)
  }

  var item: Anchorage
  var axis: Axis
  var relation: PinRelation
  var target: Anchorage
  var constant: CGFloat
  var priority: UILayoutPriority

  @MainActor
  func make() -> NSLayoutConstraint {
    let constraint: NSLayoutConstraint
    switch axis {
    case let .vertical(from, to):
      let a = item.anchor(from), b = target.anchor(to)
      switch relation {
      case .equal: constraint = a.constraint(equalTo: b, constant: constant)
      case .atMost: constraint = a.constraint(lessThanOrEqualTo: b, constant: constant)
      case .atLeast: constraint = a.constraint(greaterThanOrEqualTo: b, constant: constant)
      }
    case let .horizontal(from, to):
      let a = item.anchor(from), b = target.anchor(to)
      switch relation {
      case .equal: constraint = a.constraint(equalTo: b, constant: constant)
      case .atMost: constraint = a.constraint(lessThanOrEqualTo: b, constant: constant)
      case .atLeast: constraint = a.constraint(greaterThanOrEqualTo: b, constant: constant)
      }
    }
    constraint.priority = priority
    return constraint
  }
}

/// `pin(.view(logo), .bottom, to: .guide(floor), .top, -8)`.
func pin(
  _ item: Anchorage, _ edge: VerticalEdge, _ relation: PinRelation = .equal, to target: Anchorage,
  _ targetEdge: VerticalEdge, _ constant: CGFloat = 0, priority: UILayoutPriority = .required
) -> Pin {
  Pin(
    item: item, axis: .vertical(edge, targetEdge), relation: relation, target: target,
    constant: constant, priority: priority)
}

/// `pin(.view(logo), .leading, to: .guide(safe), .leading, 12)`.
func pin(
  _ item: Anchorage, _ edge: HorizontalEdge, _ relation: PinRelation = .equal, to target: Anchorage,
  _ targetEdge: HorizontalEdge, _ constant: CGFloat = 0, priority: UILayoutPriority = .required
) -> Pin {
  Pin(
    item: item, axis: .horizontal(edge, targetEdge), relation: relation, target: target,
    constant: constant, priority: priority)
}
