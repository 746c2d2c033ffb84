import GoogleNavigation
import UIKit

// NavLayoutKit: the layout helpers shared by the fleet apps (driver, dispatch,
// kiosk). It ships as a binary framework built with library evolution, so the
// small value types are `@frozen` and the hot helpers `@inlinable`: their
// layout and bodies are part of the framework's ABI promise. Change them only
// in a major version; add new API next to them instead.

// MARK: - Spacing

/// A spacing token, in points.
@frozen
public struct Gutter: Hashable, Sendable {
  public var points: CGFloat

  @inlinable
  public init(_ points: CGFloat) {
    self.points = points
  }

  /// The token pointing the other way (bottom and trailing insets).
  @inlinable
  public var inward: CGFloat { -points }

  public static let hairline = Gutter(4)
  public static let standard = Gutter(8)
  public static let roomy = Gutter(16)

  /// The side inset for floating controls: wider when the SDK says the map is wide.
  @inlinable
  public static func edge(wide: Bool) -> Gutter {
    wide ? .roomy : Gutter(12)
  }
}

// MARK: - Phase

/// Where a layout delegate built on the kit is. Frozen: a new phase is a new
/// major version of the kit, and clients may switch over it exhaustively.
@frozen
public enum KitPhase: Equatable, Sendable {
  case idle
  case ready
  case guidance
}

// MARK: - Batches

/// An ordered batch of layout items (constraints or views) the kit puts up and
/// takes down as one. Stored in a `ContiguousArray`: batches are rebuilt on
/// every state change and rotation, and never bridged to Objective-C.
@frozen
public struct LayoutBatch<Element>: RandomAccessCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
  @usableFromInline
  internal var storage: ContiguousArray<Element>

  @inlinable
  public init() {
    storage = []
  }

  @inlinable
  public init(arrayLiteral elements: Element...) {
    storage = ContiguousArray(elements)
  }

  @inlinable
  public var startIndex: Int { storage.startIndex }

  @inlinable
  public var endIndex: Int { storage.endIndex }

  @inlinable
  public subscript(position: Int) -> Element {
    storage[position]
  }

  @inlinable
  public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Element {
    storage.replaceSubrange(subrange, with: newElements)
  }

  /// `batch + item`: one more item at the end.
  @inlinable
  public static func + (lhs: LayoutBatch, rhs: Element) -> LayoutBatch {
    lhs + CollectionOfOne(rhs)
  }
}

extension LayoutBatch where Element == NSLayoutConstraint {
  /// Activates the whole batch in one call.
  @MainActor
  @inlinable
  public func activate() {
    NSLayoutConstraint.activate(Array(storage))
  }

  /// Deactivates the whole batch and forgets it.
  @MainActor
  @inlinable
  public mutating func retire() {
    NSLayoutConstraint.deactivate(Array(storage))
    removeAll()
  }

  /// The same constraints, each at `priority` (for resting positions other
  /// constraints may override).
  @MainActor
  @inlinable
  public func prioritized(_ priority: UILayoutPriority) -> LayoutBatch {
    for constraint in storage {
      constraint.priority = priority
    }
    return self
  }
}

extension LayoutBatch where Element == UIView {
  /// Adds every view to `host`, in order: later views are drawn on top.
  @MainActor
  @inlinable
  public func mount(on host: UIView) {
    for view in storage {
      host.addSubview(view)
    }
  }

  /// Takes every view off its superview, last added first, and forgets them.
  @MainActor
  @inlinable
  public mutating func unmount() {
    for view in storage.reversed() {
      view.removeFromSuperview()
    }
    removeAll()
  }
}

// MARK: - Buttons

/// The order the kit stacks the SDK's buttons in. A hiding stack gives up
/// views from the end of its arranged subviews when short of room, so the
/// compass, which the driver needs most, comes first.
public enum KitButtons {
  @usableFromInline
  internal static let rank: [NavigationButtonKnownType: Int] = [.compass: 0, .reporting: 1]

  @MainActor
  @inlinable
  public static func ordered(_ buttons: [NavigationUIButton]) -> [UIView] {
    buttons
      .sorted { (rank[$0.type] ?? Int.max) < (rank[$1.type] ?? Int.max) }
      .map(\.view)
  }
}
