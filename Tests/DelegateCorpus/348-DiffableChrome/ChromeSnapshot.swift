import GoogleNavigation
import UIKit

// The map chrome described the way the team describes its collection views since
// iOS 13: a value snapshot of sections and items, applied by a data source that works
// out what to insert and delete. Nothing here touches the map; `ChromeDataSource` does.

/// The chrome's sections, bottom to top: a later section's views draw over an earlier
/// section's, as later items of a snapshot draw over earlier ones.
enum ChromeSection: Int, CaseIterable, Hashable {
  /// The viewport: the camera frames it, nothing is drawn.
  case backdrop
  /// The SDK's cards and gauges.
  case cards
  /// What floats over the map: the Google logo and the button rail.
  case floating
  /// Prompts, above the whole layout.
  case alerts
}

/// The part an item plays in the chrome; the layout provider pins an item by its role.
enum ChromeRole: String, Hashable {
  case viewport, turnCard, etaCard, speedWidget, progressBar, logo, rail, prompt
}

/// One view of the snapshot. Items are identified by their view: an item that is in the
/// old and the new snapshot (the logo, the viewport and the rail in both navigation
/// states) stays on the map where it is and is only laid out again.
struct ChromeItem: Identifiable, Hashable {
  let role: ChromeRole
  let view: UIView

  var id: ObjectIdentifier { ObjectIdentifier(view) }

  static func == (lhs: ChromeItem, rhs: ChromeItem) -> Bool {
    lhs.role == rhs.role && lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(id)
  }
}

/// The chrome as a value, with `NSDiffableDataSourceSnapshot`'s vocabulary.
struct ChromeSnapshot {
  private(set) var sectionIdentifiers: [ChromeSection] = []
  private var itemsBySection: [ChromeSection: [ChromeItem]] = [:]

  /// Every item, section by section, bottom to top.
  var itemIdentifiers: [ChromeItem] {
    sectionIdentifiers.flatMap { itemsBySection[$0, default: []] }
  }

  var numberOfItems: Int { itemIdentifiers.count }

  mutating func appendSections(_ sections: [ChromeSection]) {
    for section in sections where !sectionIdentifiers.contains(section) {
      sectionIdentifiers.append(section)
      itemsBySection[section] = []
    }
  }

  mutating func appendItems(_ items: [ChromeItem], toSection section: ChromeSection) {
    precondition(sectionIdentifiers.contains(section), "append \(section) before its items")
    itemsBySection[section, default: []].append(contentsOf: items)
  }

  /// Puts `items` right after `anchor` in its section, so that they draw over it.
  mutating func insertItems(_ items: [ChromeItem], afterItem anchor: ChromeItem) {
    guard let section = sectionIdentifier(containingItem: anchor) else {
      assertionFailure("\(anchor.role) is not in the snapshot")
      return
    }
    var sectionItems = itemsBySection[section, default: []]
    guard let index = sectionItems.lastIndex(of: anchor) else { return }
    sectionItems.insert(contentsOf: items, at: sectionItems.index(after: index))
    itemsBySection[section] = sectionItems
  }

  mutating func deleteItems(_ items: [ChromeItem]) {
    let doomed = Set(items)
    for section in sectionIdentifiers {
      itemsBySection[section, default: []].removeAll { doomed.contains($0) }
    }
  }

  func sectionIdentifier(containingItem item: ChromeItem) -> ChromeSection? {
    sectionIdentifiers.first { itemsBySection[$0, default: []].contains(item) }
  }

  func itemIdentifiers(inSection section: ChromeSection) -> [ChromeItem] {
    itemsBySection[section, default: []]
  }

  /// The item playing `role`, the topmost when there are several.
  subscript(role: ChromeRole) -> ChromeItem? {
    itemIdentifiers.last { $0.role == role }
  }
}
