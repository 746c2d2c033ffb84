import GoogleNavigation
import UIKit

/// What a rule may use. Optional members are only set in the phases that have them.
@MainActor
struct LayoutContext {
  let map: GMSMapView
  let wide: Bool
  let viewport: UIView
  let logo: UIView
  var turnCard: UIView?
  var etaCard: UIView?
  var speedWidget: UIView?
  var tripProgressBar: UIView?
  var compass: UIView?
  var reporting: UIView?

  var safe: UILayoutGuide { map.safeAreaLayoutGuide }
}

enum Phase: CaseIterable { case ready, guidance }

/// A declarative layout rule: the views it shows and the constraints it needs.
@MainActor
struct LayoutRule {
  let name: String
  let phases: Set<Phase>
  let views: (LayoutContext) -> [UIView]
  let constraints: (LayoutContext) -> [NSLayoutConstraint]
}

@MainActor
enum RuleBook {
  static let viewportReady = LayoutRule(
    name: "viewport.ready", phases: [.ready],
    views: { [$0.viewport] },
    constraints: { c in
      [
        c.viewport.topAnchor.constraint(equalTo: c.safe.topAnchor),
        c.viewport.bottomAnchor.constraint(equalTo: c.safe.bottomAnchor),
        c.viewport.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        c.viewport.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor),
      ]
    })

  static let cards = LayoutRule(
    name: "cards", phases: [.guidance],
    views: { c in [c.turnCard, c.etaCard].compactMap { $0 } },
    constraints: { c in
      guard let turn = c.turnCard, let eta = c.etaCard else { return [] }
      return [
        turn.topAnchor.constraint(equalTo: c.safe.topAnchor),
        turn.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        eta.bottomAnchor.constraint(equalTo: c.safe.bottomAnchor),
        eta.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
      ]
    })

  static let viewportGuidance = LayoutRule(
    name: "viewport.guidance", phases: [.guidance],
    views: { [$0.viewport] },
    constraints: { c in
      guard let turn = c.turnCard, let eta = c.etaCard else { return [] }
      let reach = c.viewport.bottomAnchor.constraint(equalTo: c.safe.bottomAnchor)
      reach.priority = .defaultLow
      return [
        c.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
        c.viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
        reach,
        c.viewport.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor),
        c.viewport.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor),
      ]
    })

  static let logo = LayoutRule(
    name: "logo", phases: Set(Phase.allCases),
    views: { [$0.logo] },
    constraints: { c in
      [
        c.logo.leadingAnchor.constraint(equalTo: c.safe.leadingAnchor, constant: 8),
        c.logo.bottomAnchor.constraint(equalTo: c.viewport.bottomAnchor, constant: -8),
      ]
    })

  static let progressBar = LayoutRule(
    name: "tripProgressBar", phases: [.guidance],
    views: { c in [c.tripProgressBar].compactMap { $0 } },
    constraints: { c in
      guard let bar = c.tripProgressBar else { return [] }
      return [
        bar.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor, constant: -8),
        bar.topAnchor.constraint(equalTo: c.viewport.topAnchor, constant: 16),
        bar.bottomAnchor.constraint(equalTo: c.viewport.bottomAnchor, constant: -64),
      ]
    })

  static let buttons = LayoutRule(
    name: "buttons", phases: Set(Phase.allCases),
    views: { c in [c.compass, c.reporting].compactMap { $0 } },
    constraints: { c in
      let trailing: CGFloat = c.wide ? -48 : -40
      var list: [NSLayoutConstraint] = []
      if let compass = c.compass {
        list += [
          compass.topAnchor.constraint(equalTo: c.viewport.topAnchor, constant: 8),
          compass.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor, constant: trailing),
        ]
      }
      if let report = c.reporting {
        list += [
          report.bottomAnchor.constraint(equalTo: c.viewport.bottomAnchor, constant: -8),
          report.trailingAnchor.constraint(equalTo: c.safe.trailingAnchor, constant: trailing),
        ]
      }
      return list
    })

  static let all: [LayoutRule] = [viewportReady, cards, viewportGuidance, logo, progressBar, buttons]
}
