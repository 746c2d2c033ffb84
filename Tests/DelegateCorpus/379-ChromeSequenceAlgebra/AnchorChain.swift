import GoogleNavigation
import UIKit

/// What the layout puts on the map, in drawing order within a band.
enum ChromeRole: Int, CaseIterable, Hashable {
  case viewport
  case turnCard
  case etaCard
  case tripProgressBar
  case speedWidget
  case googleLogo
  case buttons

  /// Drawing band: the camera, then the cards, then what floats over the map.
  var band: Int {
    switch self {
    case .viewport: return 0
    case .turnCard, .etaCard: return 1
    case .tripProgressBar, .speedWidget, .googleLogo, .buttons: return 2
    }
  }

  /// What every navigation state shows.
  static let required: Set<ChromeRole> = [.viewport, .googleLogo]
}

/// One view on the map in one role. The same view handed over again in the same
/// role is the same mount, so it stays on the map across a transition.
struct Mount: Hashable {
  let role: ChromeRole
  let view: UIView

  init(_ role: ChromeRole, _ view: UIView) {
    self.role = role
    self.view = view
  }

  static func == (lhs: Mount, rhs: Mount) -> Bool {
    lhs.role == rhs.role && lhs.view === rhs.view
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(role)
    hasher.combine(ObjectIdentifier(view))
  }

  /// Back to front: by band, then by role.
  static func backToFront(_ lhs: Mount, _ rhs: Mount) -> Bool {
    (lhs.role.band, lhs.role.rawValue) < (rhs.role.band, rhs.role.rawValue)
  }
}

/// A constraint and the role of the view it places (`Dictionary(grouping:by: \.role)`).
struct Pin {
  let role: ChromeRole
  let constraint: NSLayoutConstraint

  init(_ role: ChromeRole, _ constraint: NSLayoutConstraint) {
    self.role = role
    self.constraint = constraint
  }
}

/// Views chained one after another away from an edge. `.up` puts the first
/// view's bottom `lead` above the edge and each next view's bottom `gap` above
/// the previous one's top; `.towardLeading` does the same with trailing and
/// leading edges. The elements are the pins along the chain; the other axis is
/// the caller's.
@MainActor
struct AnchorChain: @MainActor Sequence {
  enum Direction {
    case up(from: NSLayoutYAxisAnchor)
    case towardLeading(from: NSLayoutXAxisAnchor)
  }

  typealias Link = (role: ChromeRole, view: UIView)

  let links: [Link]
  let direction: Direction
  let lead: CGFloat
  let gap: CGFloat

  var underestimatedCount: Int { links.count }

  func makeIterator() -> Iterator {
    Iterator(remaining: links[...], direction: direction, spacing: lead, gap: gap)
  }

  @MainActor
  struct Iterator: @MainActor IteratorProtocol {
    var remaining: ArraySlice<Link>
    var direction: Direction
    var spacing: CGFloat
    let gap: CGFloat

    mutating func next() -> Pin? {
      guard let link = remaining.popFirst() else { return nil }
      defer { spacing = gap }
      switch direction {
      case .up(let edge):
        direction = .up(from: link.view.topAnchor)
        return Pin(link.role, link.view.bottomAnchor.constraint(equalTo: edge, constant: -spacing))
      case .towardLeading(let edge):
        direction = .towardLeading(from: link.view.leadingAnchor)
        return Pin(link.role, link.view.trailingAnchor.constraint(equalTo: edge, constant: -spacing))
      }
    }
  }
}
