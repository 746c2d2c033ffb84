import GoogleNavigation
import UIKit

/// Imperative shell: applies a snapshot to real views, only when it differs from
/// what is on screen (snapshot and view identities both compared).
@MainActor
final class SnapshotRenderer {
  private struct Applied: Equatable {
    var snapshot: LayoutSnapshot
    var identities: [Slot: ObjectIdentifier]
  }

  let contentLine = UILayoutGuide()
  private var applied: Applied?
  private var mounted: [Slot: UIView] = [:]
  private var constraints: [NSLayoutConstraint] = []

  func render(_ snapshot: LayoutSnapshot, views: [Slot: UIView], in map: UIView) {
    let next = Applied(snapshot: snapshot, identities: views.mapValues { ObjectIdentifier($0) })
    guard next != applied else { return }

    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    for (slot, view) in mounted where views[slot] !== view {
      view.removeFromSuperview()
    }
    if contentLine.owningView == nil { map.addLayoutGuide(contentLine) }
    for slot in Slot.allCases {
      guard snapshot.placements[slot] != nil, let view = views[slot] else { continue }
      if view.superview !== map { map.addSubview(view) }
    }
    mounted = views.filter { snapshot.placements[$0.key] != nil }

    constraints = [contentLine.heightAnchor.constraint(equalToConstant: 0)]
    let resting = contentLine.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    constraints.append(resting)
    for slot in snapshot.contentAbove {
      guard let view = mounted[slot] else { continue }
      constraints.append(contentLine.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor))
    }
    for (slot, placement) in snapshot.placements {
      guard let view = mounted[slot] else { continue }
      constraints += make(placement, for: view, in: map)
    }
    NSLayoutConstraint.activate(constraints)
    applied = next
  }

  /// Removes every view, guide and constraint this renderer put on the map.
  func clear() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    mounted.values.forEach { $0.removeFromSuperview() }
    mounted = [:]
    contentLine.owningView?.removeLayoutGuide(contentLine)
    applied = nil
  }

  private func anchor(_ ref: YRef, in map: UIView) -> NSLayoutYAxisAnchor {
    switch ref {
    case .safeTop: return map.safeAreaLayoutGuide.topAnchor
    case .safeBottom: return map.safeAreaLayoutGuide.bottomAnchor
    case .mapBottom: return map.bottomAnchor
    case .contentLine: return contentLine.topAnchor
    case .turnCardBottom: return mounted[.turnCard]!.bottomAnchor
    case .etaMarginsTop: return mounted[.etaCard]!.layoutMarginsGuide.topAnchor
    }
  }

  private func make(_ placement: Placement, for view: UIView, in map: UIView) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    var made: [NSLayoutConstraint] = []
    switch placement.x {
    case .fill:
      made += [view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
               view.trailingAnchor.constraint(equalTo: safe.trailingAnchor)]
    case .leading(let inset):
      made.append(view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset))
    case .trailing(let inset):
      made.append(view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset))
    case .etaMarginsLeading:
      made.append(view.leadingAnchor.constraint(equalTo: mounted[.etaCard]!.layoutMarginsGuide.leadingAnchor))
    }
    switch placement.y {
    case .between(let top, let bottom):
      made += [view.topAnchor.constraint(equalTo: anchor(top, in: map)),
               view.bottomAnchor.constraint(equalTo: anchor(bottom, in: map))]
    case .top(let ref, let inset):
      made.append(view.topAnchor.constraint(equalTo: anchor(ref, in: map), constant: inset))
    case .bottom(let ref, let inset):
      made.append(view.bottomAnchor.constraint(equalTo: anchor(ref, in: map), constant: -inset))
    case .span(let top, let topInset, let bottom, let bottomInset):
      made += [view.topAnchor.constraint(equalTo: anchor(top, in: map), constant: topInset),
               view.bottomAnchor.constraint(equalTo: anchor(bottom, in: map), constant: -bottomInset)]
    }
    return made
  }
}
