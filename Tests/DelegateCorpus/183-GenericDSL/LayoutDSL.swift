import UIKit

// A small typed Auto Layout DSL: `Pin`s made from key paths, collected by a result builder.
@MainActor
protocol AnchorProvider: AnyObject {
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: AnchorProvider {}
extension UILayoutGuide: AnchorProvider {}
enum PinRelation { case equal, atLeast, atMost }

struct Pin<Anchor: NSLayoutAnchor<Anchor>> {
  let first: Anchor
  let second: Anchor
  var constant: CGFloat = 0
  var relation: PinRelation = .equal
  var priority: UILayoutPriority = .required
  @MainActor func make() -> NSLayoutConstraint {
    let constraint = switch relation {
    case .equal: first.constraint(equalTo: second, constant: constant)
    case .atLeast: first.constraint(greaterThanOrEqualTo: second, constant: constant)
    case .atMost: first.constraint(lessThanOrEqualTo: second, constant: constant)
    }
    constraint.priority = priority
    return constraint
  }
  func prioritized(_ priority: UILayoutPriority) -> Pin { var copy = self; copy.priority = priority; return copy }
}
typealias Edge<Anchor> = KeyPath<any AnchorProvider, Anchor>

/// `pin(\.leadingAnchor, of: logo, to: safeArea, constant: 8)`; the other edge defaults to the same one.
@MainActor func pin<Anchor>(
  _ edge: Edge<Anchor>, of item: some AnchorProvider, to other: some AnchorProvider,
  _ otherEdge: Edge<Anchor>? = nil, constant: CGFloat = 0, relation: PinRelation = .equal
) -> Pin<Anchor> where Anchor: NSLayoutAnchor<Anchor> {
  let source: any AnchorProvider = item, target: any AnchorProvider = other
  return Pin(first: source[keyPath: edge], second: target[keyPath: otherEdge ?? edge],
             constant: constant, relation: relation)
}

@MainActor func spanHorizontally<Item, Container>(_ item: Item, in container: Container, inset: CGFloat = 0)
  -> [NSLayoutConstraint] where Item: AnchorProvider, Container: AnchorProvider {
  [pin(\.leadingAnchor, of: item, to: container, constant: inset).make(),
   pin(\.trailingAnchor, of: item, to: container, constant: -inset).make()]
}

@MainActor @resultBuilder
enum ConstraintsBuilder {
  static func buildExpression<A>(_ pin: Pin<A>) -> [NSLayoutConstraint] where A: NSLayoutAnchor<A> { [pin.make()] }
  static func buildExpression(_ constraint: NSLayoutConstraint) -> [NSLayoutConstraint] { [constraint] }
  static func buildExpression(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] { constraints }
  static func buildBlock(_ parts: [NSLayoutConstraint]...) -> [NSLayoutConstraint] { parts.flatMap { $0 } }
  static func buildOptional(_ part: [NSLayoutConstraint]?) -> [NSLayoutConstraint] { part ?? [] }
  static func buildEither(first part: [NSLayoutConstraint]) -> [NSLayoutConstraint] { part }
  static func buildEither(second part: [NSLayoutConstraint]) -> [NSLayoutConstraint] { part }
}
@MainActor func layout(@ConstraintsBuilder _ build: () -> [NSLayoutConstraint]) -> [NSLayoutConstraint] { build() }

@MainActor
struct LayoutContext {
  let map: UIView
  let safe: UILayoutGuide
  let content: UILayoutGuide  // zero-height guide at the bottom of the open map
  let leadingEdge: NSLayoutXAxisAnchor  // where the open map starts: after a docked panel or the card column
  let openTop: NSLayoutYAxisAnchor  // top of the open map: below the turn card in portrait guidance
  let wide: Bool
}
@MainActor
protocol LayoutSlot {
  associatedtype View: UIView
  var view: View { get }
  @ConstraintsBuilder func constraints(in context: LayoutContext) -> [NSLayoutConstraint]
}
struct Placed<View: UIView>: LayoutSlot {
  let view: View
  let rules: @MainActor (View, LayoutContext) -> [NSLayoutConstraint]
  init(_ view: View, @ConstraintsBuilder _ rules: @escaping @MainActor (View, LayoutContext) -> [NSLayoutConstraint]) {
    self.view = view
    self.rules = rules
  }
  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] { rules(view, context) }
}
