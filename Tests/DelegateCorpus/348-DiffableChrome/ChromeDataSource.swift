import GoogleNavigation
import UIKit

/// What a layout provider may pin an item to: the map's safe area, the open-map guide,
/// the mode, and the other items of the snapshot being applied.
@MainActor
struct ChromeLayoutContext {
  let map: GMSMapView
  let openMap: UILayoutGuide
  let wide: Bool
  let snapshot: ChromeSnapshot

  var safe: UILayoutGuide { map.safeAreaLayoutGuide }

  /// The view playing `role` in the snapshot being applied, if there is one.
  subscript(role: ChromeRole) -> UIView? {
    snapshot[role]?.view
  }
}

/// Gives an item's constraints (the collection view's cell provider).
typealias ChromeLayoutProvider = @MainActor (ChromeItem, ChromeLayoutContext) -> [NSLayoutConstraint]

/// Applies chrome snapshots to a map: deletes what left, inserts what came at its place
/// in the z-order, and lays every item out again from the provider.
@MainActor
final class ChromeDataSource {
  private unowned let map: GMSMapView
  private let openMap: UILayoutGuide
  private let provider: ChromeLayoutProvider
  private var installed: [ChromeItem: [NSLayoutConstraint]] = [:]

  private(set) var snapshot = ChromeSnapshot()
  /// The SDK's wide mode, as the last state callback said.
  var isWide = false

  init(map: GMSMapView, openMap: UILayoutGuide, provider: @escaping ChromeLayoutProvider) {
    self.map = map
    self.openMap = openMap
    self.provider = provider
  }

  func apply(_ newSnapshot: ChromeSnapshot, animatingDifferences: Bool = true) {
    let oldItems = snapshot.itemIdentifiers
    let newItems = newSnapshot.itemIdentifiers
    let kept = Set(oldItems).intersection(newItems)
    let inserted = newItems.filter { !kept.contains($0) }

    // Every constraint of the old snapshot goes first, so no edge is ever held by two
    // layouts at once.
    NSLayoutConstraint.deactivate(installed.values.flatMap { $0 })
    installed.removeAll()

    for item in oldItems.reversed() where !kept.contains(item) {
      item.view.removeFromSuperview()
    }

    // An inserted item goes right under the next item of the new snapshot, so the map's
    // z-order is the snapshot's order; the last item goes on top.
    var nextOnMap: UIView?
    for item in newItems.reversed() {
      defer { nextOnMap = item.view }
      guard !kept.contains(item) else { continue }
      if let nextOnMap {
        map.insertSubview(item.view, belowSubview: nextOnMap)
      } else {
        map.addSubview(item.view)
      }
    }
    snapshot = newSnapshot

    // Every item is laid out again: the mode or the other items may have changed.
    let context = ChromeLayoutContext(map: map, openMap: openMap, wide: isWide, snapshot: newSnapshot)
    for item in newItems {
      installed[item] = provider(item, context)
    }
    NSLayoutConstraint.activate(newItems.flatMap { installed[$0, default: []] })

    guard animatingDifferences, !inserted.isEmpty else { return }
    inserted.forEach { $0.view.alpha = 0 }
    UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
      inserted.forEach { $0.view.alpha = 1 }
    }
  }
}
