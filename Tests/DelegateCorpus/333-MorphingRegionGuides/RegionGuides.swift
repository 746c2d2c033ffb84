import UIKit

/// The delegate's own guides. Google views are pinned to them once per state; a
/// resize or a mode change only re-pins the guides ("morphs" the regions).
@MainActor
final class RegionGuides {
  /// The leading column the cards sit in when the map is wide.
  let column = UILayoutGuide()
  /// The open map: what the camera frames and where floating controls live.
  let mapArea = UILayoutGuide()
  private(set) var session: [NSLayoutConstraint] = []
  private(set) var morph: [NSLayoutConstraint] = []

  func install(in map: UIView) {
    map.addLayoutGuide(column)
    map.addLayoutGuide(mapArea)
    let safe = map.safeAreaLayoutGuide
    let restingBottom = mapArea.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    restingBottom.priority = .defaultLow
    let collapsedColumn = column.trailingAnchor.constraint(equalTo: safe.leadingAnchor)
    collapsedColumn.priority = .defaultLow
    session = [
      column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      column.topAnchor.constraint(equalTo: safe.topAnchor),
      column.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      collapsedColumn,
      mapArea.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      mapArea.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      restingBottom,
    ]
    NSLayoutConstraint.activate(session)
  }

  /// Replaces the mode-dependent pins of the guides.
  func morph(to pins: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(morph)
    morph = pins
    NSLayoutConstraint.activate(morph)
  }

  func uninstall(from map: UIView) {
    NSLayoutConstraint.deactivate(morph + session)
    morph = []
    session = []
    map.removeLayoutGuide(column)
    map.removeLayoutGuide(mapArea)
  }
}
