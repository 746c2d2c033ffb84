import GoogleNavigation
import UIKit

/// Redux-style: every callback is an Action; a pure `reduce` turns the current
/// Screen plus the action into the next Screen, and `render` diffs the pins.
enum Action {
  case enable(NavigationReadyUIState)
  case disable
  case start(ActiveGuidanceUIState)
  case stop(NavigationReadyUIState)
  case showPrompt(NavigationPromptView)
  case hidePrompt
}

enum Edge { case top, bottom, leading, trailing }

/// One constraint, described without building it yet.
@MainActor
struct Pin {
  let view: UIView
  let edge: Edge
  let target: UILayoutGuide?
  let targetView: UIView?
  let targetEdge: Edge
  let constant: CGFloat
  let atMost: Bool
  var priority: Float = 1000

  func lowered() -> Pin { var copy = self; copy.priority = 250; return copy }

  static func to(_ view: UIView, _ edge: Edge, guide: UILayoutGuide, _ c: CGFloat = 0) -> Pin {
    Pin(view: view, edge: edge, target: guide, targetView: nil, targetEdge: edge, constant: c, atMost: false)
  }
  static func below(_ view: UIView, _ other: UIView, _ c: CGFloat = 0) -> Pin {
    Pin(view: view, edge: .top, target: nil, targetView: other, targetEdge: .bottom, constant: c, atMost: false)
  }
  static func above(_ view: UIView, _ other: UIView, _ c: CGFloat = 0, atMost: Bool = false) -> Pin {
    Pin(view: view, edge: .bottom, target: nil, targetView: other, targetEdge: .top, constant: -c, atMost: atMost)
  }
  static func alignBottom(_ view: UIView, _ other: UIView, _ c: CGFloat = 0) -> Pin {
    Pin(view: view, edge: .bottom, target: nil, targetView: other, targetEdge: .bottom, constant: -c, atMost: false)
  }
}

struct Screen {
  var views: [UIView] = []
  var pins: [Pin] = []
  var guidance = false
  var prompt: NavigationPromptView?
}

@MainActor
func reduce(_ screen: Screen, _ action: Action, safe: UILayoutGuide, map: UIView) -> Screen {
  var next = screen
  switch action {
  case .enable(let s), .stop(let s):
    let inset: CGFloat = s.wideMode ? 24 : 16
    next.guidance = false
    next.prompt = nil
    next.views = [s.viewport, s.googleLogo]
    next.pins = [
      .to(s.viewport, .top, guide: safe), .to(s.viewport, .bottom, guide: safe),
      .to(s.viewport, .leading, guide: safe), .to(s.viewport, .trailing, guide: safe),
      .to(s.googleLogo, .leading, guide: safe, 8), .to(s.googleLogo, .bottom, guide: safe, -8),
    ]
    if let compass = s.buttons.first(where: { $0.type == .compass })?.view {
      next.views.append(compass)
      next.pins += [.to(compass, .top, guide: safe, 8), .to(compass, .trailing, guide: safe, -inset)]
    }
  case .disable:
    next = Screen()
  case .start(let s):
    let inset: CGFloat = s.wideMode ? 24 : 16
    next.guidance = true
    next.views = [s.viewport, s.turnCard, s.etaCard, s.googleLogo]
    next.pins = [
      .to(s.turnCard, .top, guide: safe), .to(s.turnCard, .leading, guide: safe),
      .to(s.etaCard, .bottom, guide: safe), .to(s.etaCard, .leading, guide: safe),
      .below(s.viewport, s.turnCard), .above(s.viewport, s.etaCard, atMost: true),
      Pin.to(s.viewport, .bottom, guide: safe).lowered(),
      .to(s.viewport, .leading, guide: safe), .to(s.viewport, .trailing, guide: safe),
      .to(s.googleLogo, .leading, guide: safe, 8), .alignBottom(s.googleLogo, s.viewport, 8),
    ]
    for button in s.buttons {
      guard button.type == .reporting else { continue }
      next.views.append(button.view)
      next.pins += [.alignBottom(button.view, s.viewport, 8), .to(button.view, .trailing, guide: safe, -inset)]
    }
  case .showPrompt(let p):
    guard next.guidance, let viewport = next.views.first else { break }
    next.prompt = p
    next.views.append(p)
    next.pins += [
      .to(p, .leading, guide: safe),
      Pin(view: p, edge: .bottom, target: nil, targetView: map, targetEdge: .bottom, constant: 0, atMost: false),
      .above(viewport, p, atMost: true),
    ]
  case .hidePrompt:
    guard let p = next.prompt else { break }
    next.prompt = nil
    next.views.removeAll { $0 === p }
    next.pins.removeAll { $0.view === p || $0.targetView === p }
  }
  return next
}

