import GoogleNavigation
import UIKit

typealias Edge = (anchor: NSLayoutYAxisAnchor, gap: CGFloat)
typealias Placement = (view: UIView, constraints: [NSLayoutConstraint])

/// Places the floating buttons by hand in a column (compass on top), chained
/// with a loop, and picks spacing from the trait collection.
@MainActor
final class ColumnLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var placements: [Placement] = []
  private var promptPlacement: Placement?
  private let baseline = UILayoutGuide()
  private var baselineConstraints: [NSLayoutConstraint] = []

  private static let buttonOrder: [NavigationButtonKnownType] = [.compass, .reporting]

  private func spacing(for map: GMSMapView, wide: Bool) -> (edge: CGFloat, button: CGFloat, gap: CGFloat) {
    switch (map.traitCollection.horizontalSizeClass, wide) {
    case (.regular, _), (_, true):
      return (12, 24, 12)
    default:
      return (8, 16, 8)
    }
  }

  /// Buttons grouped by type, ordered by `buttonOrder`; unknown types last.
  private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
    let byType = Dictionary(grouping: buttons, by: { $0.type })
    let rank: (NavigationButtonKnownType) -> Int = { type in
      Self.buttonOrder.firstIndex(of: type) ?? Self.buttonOrder.count
    }
    return byType.keys.sorted(by: { rank($0) < rank($1) }).flatMap { byType[$0] ?? [] }.map { $0.view }
  }

  private func column(_ views: [UIView], on map: GMSMapView, top: NSLayoutYAxisAnchor,
                      metrics: (edge: CGFloat, button: CGFloat, gap: CGFloat)) -> [Placement] {
    var result: [Placement] = []
    var index = views.count - 1
    var below: Edge = (baseline.topAnchor, metrics.edge)
    // From the bottom up: each button sits on the one below it.
    while index >= 0 {
      let view = views[index]
      result.append((view, [
        view.bottomAnchor.constraint(equalTo: below.anchor, constant: -below.gap),
        view.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -metrics.button),
      ]))
      below = (view.topAnchor, metrics.gap)
      index -= 1
    }
    if let topmost = result.last {
      result[result.count - 1].constraints.append(topmost.view.topAnchor.constraint(greaterThanOrEqualTo: top, constant: metrics.gap))
    }
    return result
  }

  private func place(_ items: [Placement], on map: GMSMapView) {
    for (offset, item) in items.enumerated() {
      map.insertSubview(item.view, at: offset)
    }
    NSLayoutConstraint.activate(items.flatMap { $0.constraints })
    placements = items
  }

  private func unplace() {
    repeat {
      guard let last = placements.popLast() else { break }
      NSLayoutConstraint.deactivate(last.constraints)
      last.view.removeFromSuperview()
    } while !placements.isEmpty
  }

  private func readyItems(_ map: GMSMapView, _ s: NavigationReadyUIState) -> [Placement] {
    let safe = map.safeAreaLayoutGuide
    let m = spacing(for: map, wide: s.wideMode)
    return [
      (s.viewport, [
        s.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        s.viewport.bottomAnchor.constraint(equalTo: baseline.topAnchor),
      ]),
      (s.googleLogo, [
        s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.edge),
        s.googleLogo.bottomAnchor.constraint(equalTo: baseline.topAnchor, constant: -m.edge),
      ]),
    ] + column(orderedButtons(s.buttons), on: map, top: safe.topAnchor, metrics: m)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(baseline)
    let rest = baseline.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    rest.priority = .defaultLow
    baselineConstraints = [rest, baseline.heightAnchor.constraint(equalToConstant: 0)]
    NSLayoutConstraint.activate(baselineConstraints)
    place(readyItems(navMap, newState), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    unplace()
    NSLayoutConstraint.deactivate(baselineConstraints)
    baselineConstraints = []
    navMap.removeLayoutGuide(baseline)
  }

  func startGuidance(navMap: GMSMapView, newState s: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unplace()
    let safe = navMap.safeAreaLayoutGuide
    let m = spacing(for: navMap, wide: s.wideMode)
    let items: [Placement] = [
      (s.viewport, [
        s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
        s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        s.viewport.bottomAnchor.constraint(equalTo: baseline.topAnchor),
      ]),
      (s.turnCard, [
        s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]),
      (s.etaCard, [
        s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        baseline.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      ]),
      (s.googleLogo, [
        s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m.edge),
        s.googleLogo.bottomAnchor.constraint(equalTo: baseline.topAnchor, constant: -m.edge),
      ]),
    ]
    place(items + column(orderedButtons(s.buttons), on: navMap, top: s.turnCard.bottomAnchor, metrics: m), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt = promptPlacement?.view as? NavigationPromptView { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    unplace()
    place(readyItems(navMap, newState), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    let p: Placement = (newPrompt, [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      baseline.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    NSLayoutConstraint.activate(p.constraints)
    promptPlacement = p
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if let (view, constraints) = promptPlacement {
      NSLayoutConstraint.deactivate(constraints)
      view.removeFromSuperview()
    }
    promptPlacement = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
