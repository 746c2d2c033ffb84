import GoogleNavigation
import UIKit

/// Anything with layout anchors: views and layout guides.
@MainActor
protocol Anchorable: AnyObject {
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var heightAnchor: NSLayoutDimension { get }
}

extension UIView: Anchorable {}
extension UILayoutGuide: Anchorable {}

enum Edge: Hashable { case top, bottom, leading, trailing, height, none }
enum Relation: Hashable { case equal, atMost, atLeast }

/// The value identity of a constraint: two plans wanting the same pin share one live constraint.
struct PinKey: Hashable {
  let first: ObjectIdentifier
  let firstEdge: Edge
  let relation: Relation
  let second: ObjectIdentifier?
  let secondEdge: Edge
  let constant: CGFloat
  let priority: Float
}

/// A constraint described as a value; `make` builds the live `NSLayoutConstraint` on demand.
struct Pin {
  let key: PinKey
  let make: @MainActor () -> NSLayoutConstraint
}

@MainActor
func relate<A>(_ a: NSLayoutAnchor<A>, _ relation: Relation, _ b: NSLayoutAnchor<A>, _ c: CGFloat)
  -> NSLayoutConstraint
{
  switch relation {
  case .equal: return a.constraint(equalTo: b, constant: c)
  case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: c)
  case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: c)
  }
}

extension Pin {
  private static func key(
    _ a: AnyObject, _ ea: Edge, _ r: Relation, _ b: AnyObject?, _ eb: Edge, _ c: CGFloat, _ p: UILayoutPriority
  ) -> PinKey {
    PinKey(
      first: ObjectIdentifier(a), firstEdge: ea, relation: r, second: b.map(ObjectIdentifier.init),
      secondEdge: eb, constant: c, priority: p.rawValue)
  }

  @MainActor
  static func top(
    _ a: Anchorable, _ r: Relation = .equal, _ b: Anchorable, _ eb: Edge, _ c: CGFloat = 0,
    priority: UILayoutPriority = .required
  ) -> Pin {
    Pin(key: key(a, .top, r, b, eb, c, priority)) {
      let made = relate(a.topAnchor, r, eb == .bottom ? b.bottomAnchor : b.topAnchor, c)
      made.priority = priority
      return made
    }
  }

  @MainActor
  static func bottom(
    _ a: Anchorable, _ r: Relation = .equal, _ b: Anchorable, _ eb: Edge, _ c: CGFloat = 0,
    priority: UILayoutPriority = .required
  ) -> Pin {
    Pin(key: key(a, .bottom, r, b, eb, c, priority)) {
      let made = relate(a.bottomAnchor, r, eb == .top ? b.topAnchor : b.bottomAnchor, c)
      made.priority = priority
      return made
    }
  }

  @MainActor
  static func leading(_ a: Anchorable, _ b: Anchorable, _ c: CGFloat = 0) -> Pin {
    Pin(key: key(a, .leading, .equal, b, .leading, c, .required)) {
      relate(a.leadingAnchor, .equal, b.leadingAnchor, c)
    }
  }

  @MainActor
  static func trailing(_ a: Anchorable, _ b: Anchorable, _ c: CGFloat = 0) -> Pin {
    Pin(key: key(a, .trailing, .equal, b, .trailing, c, .required)) {
      relate(a.trailingAnchor, .equal, b.trailingAnchor, c)
    }
  }

  @MainActor
  static func height(_ a: Anchorable, _ c: CGFloat) -> Pin {
    Pin(key: key(a, .height, .equal, nil, .none, c, .required)) {
      a.heightAnchor.constraint(equalToConstant: c)
    }
  }
}

/// What the screen looks like in one navigation state, as an immutable value.
struct LayoutPlan {
  enum Source {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState, prompt: NavigationPromptView?)
  }

  let source: Source
  let wide: Bool
  let views: [UIView]  // back to front
  let guides: [UILayoutGuide]
  let arranged: [UIView]  // the hiding stack's buttons
  let pins: [Pin]

  static var off: LayoutPlan {
    LayoutPlan(source: .off, wide: false, views: [], guides: [], arranged: [], pins: [])
  }

  var prompt: NavigationPromptView? {
    if case .guidance(_, let prompt) = source { return prompt }
    return nil
  }
}

/// Pure functions from SDK state to plans. `contentBottom` marks where the open map ends
/// (above the ETA card and any prompt); `buttons` is the one hiding stack the screen uses.
@MainActor
struct Planner {
  let map: GMSMapView
  let contentBottom: UILayoutGuide
  let buttons: GMSNavigationHidingStackView

  private func buttonInset(_ wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }

  private var session: [Pin] {
    [
      .height(contentBottom, 0),
      .bottom(contentBottom, .equal, map.safeAreaLayoutGuide, .bottom, priority: .defaultLow),
    ]
  }

  func plan(_ source: LayoutPlan.Source, wide: Bool) -> LayoutPlan {
    switch source {
    case .off: return .off
    case .ready(let state): return ready(state, wide: wide)
    case .guidance(let state, let prompt): return guidance(state, prompt: prompt, wide: wide)
    }
  }

  func ready(_ state: NavigationReadyUIState, wide: Bool) -> LayoutPlan {
    let safe = map.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let pins: [Pin] = session + [
      .top(viewport, .equal, safe, .top),
      .leading(viewport, safe),
      .trailing(viewport, safe),
      .bottom(viewport, .equal, contentBottom, .top),
      .leading(logo, safe, 8),
      .bottom(logo, .equal, contentBottom, .top, -8),
      .top(buttons, .equal, safe, .top, 8),
      .trailing(buttons, safe, -buttonInset(wide)),
      .bottom(buttons, .equal, contentBottom, .top, -8),
    ]
    return LayoutPlan(
      source: .ready(state), wide: wide, views: [viewport, logo, buttons], guides: [contentBottom],
      arranged: state.buttons.map(\.view), pins: pins)
  }

  func guidance(_ state: ActiveGuidanceUIState, prompt: NavigationPromptView?, wide: Bool) -> LayoutPlan {
    let safe = map.safeAreaLayoutGuide
    let (turn, eta, speed) = (state.turnCard, state.etaCard, state.speedWidget)
    let (logo, viewport) = (state.googleLogo, state.viewport)
    // Cards stay in the leading column in both modes (principle 10).
    let base: [Pin] = session + [
      .top(turn, .equal, safe, .top),
      .leading(turn, safe),
      .bottom(eta, .equal, safe, .bottom),
      .leading(eta, safe),
      .bottom(contentBottom, .atMost, eta, .top),
      .top(viewport, .equal, turn, .bottom),
      .leading(viewport, safe),
      .trailing(viewport, safe),
      .bottom(viewport, .equal, contentBottom, .top),
      .leading(speed, safe, 8),
      .bottom(speed, .equal, contentBottom, .top, -8),
      .leading(logo, safe, 8),
      .bottom(logo, .equal, speed, .top, -8),
      .top(buttons, .equal, turn, .bottom, 8),
      .trailing(buttons, safe, -buttonInset(wide)),
      .bottom(buttons, .equal, contentBottom, .top, -8),
    ]
    let promptPins: [Pin] = prompt.map { p in
      [
        .bottom(p, .equal, map, .bottom),
        .leading(p, safe),
        .bottom(contentBottom, .atMost, p, .top),
      ]
    } ?? []
    return LayoutPlan(
      source: .guidance(state, prompt: prompt), wide: wide,
      views: [viewport, turn, eta, speed, logo, buttons] + (prompt.map { [$0] } ?? []),
      guides: [contentBottom], arranged: state.buttons.map(\.view), pins: base + promptPins)
  }
}
