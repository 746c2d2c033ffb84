import UIKit
import GoogleNavigation

extension PlanLayoutDelegate.Placement {
  /// The views a step places (the first one is the subject).
  var views: [UIView] {
    switch self {
    case let .pin(view, _, _, _), let .span(view, _, _, _), let .below(view, _, _),
         let .above(view, _, _), let .clear(view, _, _):
      return [view]
    case let .stack(views, _, _, _):
      return views
    case .hide:
      return []
    }
  }
}

extension PlanLayoutDelegate {
  static let margin: CGFloat = 8

  /// Bottom-up order: reporting below compass.
  static func ordered(_ buttons: [NavigationUIButton]) -> [UIView] {
    let rank: [NavigationButtonKnownType: Int] = [.reporting: 0, .compass: 1]
    return buttons.sorted { (rank[$0.type] ?? 9) < (rank[$1.type] ?? 9) }.map(\.view)
  }

  static func plan(for phase: Phase, prompt: NavigationPromptView?, wide: Bool,
                   safe: UILayoutGuide) -> [Placement] {
    switch phase {
    case .off:
      return []
    case let .ready(state):
      return [
        .pin(state.viewport, edges: Edge.allCases, to: safe, inset: 0),
        .pin(state.googleLogo, edges: [.leading, .bottom], to: safe, inset: margin),
        .stack(ordered(state.buttons), beside: nil, in: safe, gap: margin),
      ]
    case let .guidance(state):
      let pad = NavigationStyleValues.headerFooterHorizontalPadding
      var steps: [Placement] = [
        .pin(state.viewport, edges: [.leading, .trailing], to: safe, inset: 0),
        .pin(state.turnCard, edges: [.top], to: safe, inset: NavigationStyleValues.headerTopPadding),
        .span(state.turnCard, in: safe, inset: pad, halfWidth: wide),
        .pin(state.etaCard, edges: [.bottom], to: safe, inset: 0),
        .span(state.etaCard, in: safe, inset: pad, halfWidth: wide),
        .below(state.viewport, of: state.turnCard, gap: 0),
        .above(state.viewport, of: state.etaCard, gap: 0),
        .pin(state.tripProgressBar, edges: [.trailing], to: safe, inset: margin),
        .below(state.tripProgressBar, of: state.turnCard, gap: margin),
        .above(state.tripProgressBar, of: state.etaCard, gap: margin),
        .pin(state.googleLogo, edges: [.leading], to: safe, inset: margin),
        .above(state.googleLogo, of: state.etaCard, gap: margin),
        .pin(state.speedWidget, edges: [.leading], to: safe, inset: margin),
        .above(state.speedWidget, of: state.googleLogo, gap: margin),
        .stack(ordered(state.buttons), beside: state.tripProgressBar, in: safe, gap: margin),
        .above(ordered(state.buttons).first ?? state.googleLogo, of: state.etaCard, gap: margin),
      ]
      if let prompt {
        steps += [
          .pin(prompt, edges: [.leading, .trailing, .bottom], to: safe, inset: 0),
          .clear(state.viewport, of: prompt, gap: 0),
          .clear(state.googleLogo, of: prompt, gap: margin),
        ]
        steps += ordered(state.buttons).prefix(1).map { .clear($0, of: prompt, gap: margin) }
      }
      return steps
    }
  }
}
