import UIKit

// The team's layout spec language. Edges are values (`view.top`, `guide.leading`),
// offsets are added to them (`turnCard.bottom + 8`), and comparing two edges
// describes a constraint (`viewport.top == turnCard.bottom`) without making it:
// a `PinSpec` is evaluated into an `NSLayoutConstraint` only when a
// `LayoutSpec` is. `<~` softens a pin: `floor.bottom == safe.bottom <~ .defaultLow`.

precedencegroup SoftPinPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
  lowerThan: ComparisonPrecedence
}

infix operator <~ : SoftPinPrecedence

/// Anything with edges: views and layout guides alike.
@MainActor
protocol SpecItem: AnyObject {
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: SpecItem {}
extension UILayoutGuide: SpecItem {}

enum VerticalEdge: String {
  case top, bottom
}

enum HorizontalEdge: String {
  case leading, trailing
}

/// A vertical edge of an item, moved down by `offset` points.
@MainActor
struct YEdge {
  let item: any SpecItem
  let edge: VerticalEdge
  var offset: CGFloat = 0

  var anchor: NSLayoutYAxisAnchor {
    edge == .top ? item.topAnchor : item.bottomAnchor
  }
}

/// A horizontal edge of an item, moved toward the trailing side by `offset` points.
@MainActor
struct XEdge {
  let item: any SpecItem
  let edge: HorizontalEdge
  var offset: CGFloat = 0

  var anchor: NSLayoutXAxisAnchor {
    edge == .leading ? item.leadingAnchor : item.trailingAnchor
  }
}

enum BoxEdge: CaseIterable {
  case top, leading, bottom, trailing
}

/// Some edges of an item, held in from the item's own edges by `insets`.
@MainActor
struct EdgeBox {
  let item: any SpecItem
  var which: [BoxEdge] = BoxEdge.allCases
  var insets: NSDirectionalEdgeInsets = .zero

  func inset(by more: NSDirectionalEdgeInsets) -> EdgeBox {
    var copy = self
    copy.insets = insets + more
    return copy
  }
}

extension SpecItem {
  var top: YEdge { YEdge(item: self, edge: .top) }
  var bottom: YEdge { YEdge(item: self, edge: .bottom) }
  var leading: XEdge { XEdge(item: self, edge: .leading) }
  var trailing: XEdge { XEdge(item: self, edge: .trailing) }
  var edges: EdgeBox { EdgeBox(item: self) }

  func edges(_ which: BoxEdge...) -> EdgeBox {
    EdgeBox(item: self, which: which)
  }
}

/// One constraint, described.
@MainActor
struct PinSpec {
  enum Relation: String {
    case equal = "=="
    case atMost = "<="
    case atLeast = ">="
  }

  enum Axis {
    case x(XEdge, XEdge)
    case y(YEdge, YEdge)
  }

  var axis: Axis
  var relation: Relation
  var priority: UILayoutPriority = .required
  var tag: String?

  func tagged(_ tag: String) -> PinSpec {
    var copy = self
    copy.tag = tag
    return copy
  }

  /// How the spec reads, for constraint identifiers: `bottom == top + 8.0`.
  var summary: String {
    switch axis {
    case .x(let a, let b):
      return "\(a.edge.rawValue) \(relation.rawValue) \(b.edge.rawValue) + \(b.offset - a.offset)"
    case .y(let a, let b):
      return "\(a.edge.rawValue) \(relation.rawValue) \(b.edge.rawValue) + \(b.offset - a.offset)"
    }
  }

  func makeConstraint() -> NSLayoutConstraint {
    let made: NSLayoutConstraint
    switch (axis, relation) {
    case (.x(let a, let b), .equal):
      made = a.anchor.constraint(equalTo: b.anchor, constant: b.offset - a.offset)
    case (.x(let a, let b), .atMost):
      made = a.anchor.constraint(lessThanOrEqualTo: b.anchor, constant: b.offset - a.offset)
    case (.x(let a, let b), .atLeast):
      made = a.anchor.constraint(greaterThanOrEqualTo: b.anchor, constant: b.offset - a.offset)
    case (.y(let a, let b), .equal):
      made = a.anchor.constraint(equalTo: b.anchor, constant: b.offset - a.offset)
    case (.y(let a, let b), .atMost):
      made = a.anchor.constraint(lessThanOrEqualTo: b.anchor, constant: b.offset - a.offset)
    case (.y(let a, let b), .atLeast):
      made = a.anchor.constraint(greaterThanOrEqualTo: b.anchor, constant: b.offset - a.offset)
    }
    made.priority = priority
    return made
  }
}

// MARK: - Edge arithmetic

@MainActor func + (lhs: YEdge, rhs: CGFloat) -> YEdge {
  var moved = lhs
  moved.offset += rhs
  return moved
}

@MainActor func - (lhs: YEdge, rhs: CGFloat) -> YEdge {
  lhs + -rhs
}

@MainActor func + (lhs: XEdge, rhs: CGFloat) -> XEdge {
  var moved = lhs
  moved.offset += rhs
  return moved
}

@MainActor func - (lhs: XEdge, rhs: CGFloat) -> XEdge {
  lhs + -rhs
}

// MARK: - Relations

@MainActor func == (lhs: YEdge, rhs: YEdge) -> PinSpec { PinSpec(axis: .y(lhs, rhs), relation: .equal) }
@MainActor func <= (lhs: YEdge, rhs: YEdge) -> PinSpec { PinSpec(axis: .y(lhs, rhs), relation: .atMost) }
@MainActor func >= (lhs: YEdge, rhs: YEdge) -> PinSpec { PinSpec(axis: .y(lhs, rhs), relation: .atLeast) }
@MainActor func == (lhs: XEdge, rhs: XEdge) -> PinSpec { PinSpec(axis: .x(lhs, rhs), relation: .equal) }
@MainActor func <= (lhs: XEdge, rhs: XEdge) -> PinSpec { PinSpec(axis: .x(lhs, rhs), relation: .atMost) }
@MainActor func >= (lhs: XEdge, rhs: XEdge) -> PinSpec { PinSpec(axis: .x(lhs, rhs), relation: .atLeast) }

/// `view.edges(...) == guide.edges.inset(by: insets)`: each named edge of the
/// left box on the same edge of the right one, held in by the right box's insets.
@MainActor func == (lhs: EdgeBox, rhs: EdgeBox) -> [PinSpec] {
  let inset = rhs.insets + -lhs.insets
  return lhs.which.map { edge in
    switch edge {
    case .top: return lhs.item.top == rhs.item.top + inset.top
    case .leading: return lhs.item.leading == rhs.item.leading + inset.leading
    case .bottom: return lhs.item.bottom == rhs.item.bottom - inset.bottom
    case .trailing: return lhs.item.trailing == rhs.item.trailing - inset.trailing
    }
  }
}

@MainActor func <~ (lhs: PinSpec, rhs: UILayoutPriority) -> PinSpec {
  var softened = lhs
  softened.priority = rhs
  return softened
}

// MARK: - Insets arithmetic

extension NSDirectionalEdgeInsets {
  /// The design file's insets are written left/right for a left-to-right
  /// screen; our layouts read its left as leading.
  init(design: UIEdgeInsets) {
    self.init(top: design.top, leading: design.left, bottom: design.bottom, trailing: design.right)
  }

  static func vertical(_ value: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: value, leading: 0, bottom: value, trailing: 0)
  }

  static func + (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
      bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
  }

  static func * (lhs: NSDirectionalEdgeInsets, rhs: CGFloat) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(
      top: lhs.top * rhs, leading: lhs.leading * rhs, bottom: lhs.bottom * rhs, trailing: lhs.trailing * rhs)
  }

  static prefix func - (insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    insets * -1
  }
}
