import UIKit

/// Draw layers, back to front. A layer's depth is its place in `allCases`, so
/// reordering the cases is the only way to restack the chrome.
enum DrawLayer: CaseIterable {
  /// The camera's frame (not drawn).
  case map
  /// Floating chrome: logo, gauges, buttons.
  case chrome
  /// The SDK's cards.
  case cards
  /// Prompts, above everything.
  case alerts

  var depth: Int {
    guard let index = Self.allCases.firstIndex(of: self) else {
      preconditionFailure("\(self) is not in allCases")
    }
    return index
  }
}

/// Where an item draws: its layer first, then its order within the layer.
struct ZKey: Comparable, Hashable {
  let depth: Int
  let order: Int

  init(_ layer: DrawLayer, _ order: Int) {
    depth = layer.depth
    self.order = order
  }

  static func < (lhs: ZKey, rhs: ZKey) -> Bool {
    (lhs.depth, lhs.order) < (rhs.depth, rhs.order)
  }
}

/// One entry of a display list: a view, where it draws, and its constraints,
/// made up front and activated when the list is committed.
struct DisplayItem {
  let z: ZKey
  let view: UIView
  let pins: [NSLayoutConstraint]
}

extension Sequence {
  /// Sorts by a key path to a comparable value: `items.sorted(by: \.z)`.
  func sorted<Key: Comparable>(by key: KeyPath<Element, Key>) -> [Element] {
    sorted { $0[keyPath: key] < $1[keyPath: key] }
  }
}

/// A double-buffered display list, as our game-engine people write render
/// queues: the next list is built into the back buffer, committed, and swapped
/// to the front.
@MainActor
final class DisplayListRenderer {
  private(set) var front: [DisplayItem] = []
  private var back: [DisplayItem] = []

  /// Puts `next` on screen: the current constraints go first, the views `next`
  /// drops leave, every view of `next` is added again in draw order (which
  /// restacks the ones already there), then its constraints are activated.
  /// Returns how many views left.
  @discardableResult
  func commit(_ next: [DisplayItem], on host: UIView) -> Int {
    assert(Set(next.map { ObjectIdentifier($0.view) }).count == next.count, "a view is listed twice")
    back = next.sorted(by: \.z)
    NSLayoutConstraint.deactivate(front.flatMap(\.pins))

    var retiring = front
    let firstKept = retiring.partition { item in
      back.contains { $0.view === item.view }
    }
    let stale: ArraySlice<DisplayItem> = retiring[..<firstKept]
    for item in stale {
      item.view.removeFromSuperview()
    }

    for item in back {
      host.addSubview(item.view)
    }
    NSLayoutConstraint.activate(back.flatMap(\.pins))

    swap(&front, &back)
    back.removeAll()
    return stale.count
  }
}
