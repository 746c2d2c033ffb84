import GoogleNavigation
import UIKit

/// Which of the map's regions the guides describe.
enum RegionShape: Equatable {
  case readyFull
  case guidanceNarrow
  case guidanceWide

  static func guidance(wide: Bool) -> RegionShape { wide ? .guidanceWide : .guidanceNarrow }
}

@MainActor
enum RegionPins {
  /// The guide pins for one shape. Cards are only ever attached to the safe area's
  /// leading edge; the map area either sits below the turn card or beside the column.
  static func pins(_ shape: RegionShape, guides: RegionGuides, safe: UILayoutGuide,
                   cards: (turn: UIView, eta: UIView)?) -> [NSLayoutConstraint] {
    let area = guides.mapArea
    switch shape {
    case .readyFull:
      return [
        area.topAnchor.constraint(equalTo: safe.topAnchor),
        area.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    case .guidanceNarrow:
      guard let cards else { return [] }
      return [
        area.topAnchor.constraint(equalTo: cards.turn.bottomAnchor),
        area.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        area.bottomAnchor.constraint(lessThanOrEqualTo: cards.eta.topAnchor),
      ]
    case .guidanceWide:
      guard let cards else { return [] }
      return [
        guides.column.trailingAnchor.constraint(greaterThanOrEqualTo: cards.turn.trailingAnchor),
        guides.column.trailingAnchor.constraint(greaterThanOrEqualTo: cards.eta.trailingAnchor),
        area.topAnchor.constraint(equalTo: safe.topAnchor),
        area.leadingAnchor.constraint(equalTo: guides.column.trailingAnchor),
      ]
    }
  }
}
