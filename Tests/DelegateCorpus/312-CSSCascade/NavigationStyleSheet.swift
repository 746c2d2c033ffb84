import GoogleNavigation
import UIKit

/// `@media` conditions the port supports.
enum MediaQuery {
  case all
  /// The SDK's `wideMode` flag (the web used `(orientation: landscape) and (min-width: 900px)`).
  case wide
  case narrow
  case minWidth(CGFloat)

  func matches(wide: Bool, width: CGFloat) -> Bool {
    switch self {
    case .all: return true
    case .wide: return wide
    case .narrow: return !wide
    case .minWidth(let w): return width >= w
    }
  }
}

/// One rule of the sheet: `@media <media> { <selector> { <declarations> } }`.
/// Selectors are `.class.class #id` (the document's state classes, then the element)
/// or `:root` for custom properties.
struct StyleRule {
  let media: MediaQuery
  let selector: String
  let declarations: [String: String]

  init(_ selector: String, media: MediaQuery = .all, _ declarations: [String: String]) {
    self.selector = selector
    self.media = media
    self.declarations = declarations
  }
}

@MainActor
enum NavigationStyleSheet {
  /// Custom properties before any `:root` rule: the SDK's published metrics.
  static func baseVariables() -> [String: CGFloat] {
    return [
      "--element-padding": NavigationStyleValues.elementHorizontalPadding,
      "--button-hpad": NavigationStyleValues.buttonHorizontalPadding,
      "--button-vpad": NavigationStyleValues.buttonVerticalPadding,
      "--logo-inset": 8,
    ]
  }

  /// Order matters: later rules win, as in the cascade (no specificity, the web sheet
  /// was flat).
  static let rules: [StyleRule] = [
    StyleRule(":root", media: .minWidth(700), ["--button-hpad": "24px"]),

    // The fold: a zero-height guide marking the bottom of the open map.
    StyleRule("#fold", [
      "block-size": "0",
      "inset-block-end": "safe block-end 0 weak",
    ]),

    // Navigation ready.
    StyleRule(".ready #viewport", [
      "inset-block-start": "safe block-start 0",
      "inset-inline-start": "safe inline-start 0",
      "inset-inline-end": "safe inline-end 0",
      "inset-block-end": "#fold block-start 0",
    ]),
    StyleRule("#logo", [
      "inset-inline-start": "safe inline-start var(--logo-inset)",
      "inset-block-end": "#fold block-start var(--logo-inset)",
    ]),
    StyleRule(".ready #buttons", [
      "inset-block-start": "safe block-start var(--button-vpad)",
      "inset-inline-end": "safe inline-end var(--button-hpad)",
      "inset-block-end": "#fold block-start var(--button-vpad)",
    ]),

    // Active guidance.
    StyleRule(".guidance #turn-card", [
      "inset-block-start": "safe block-start 0",
      "inset-inline-start": "safe inline-start 0",
      "inset-inline-end": "safe inline-end 0",
    ]),
    StyleRule(".guidance #eta-card", [
      "inset-block-end": "safe block-end 0",
      "inset-inline-start": "safe inline-start 0",
      "inset-inline-end": "safe inline-end 0",
    ]),
    // Wide: both cards keep to the leading column at the SDK's width.
    StyleRule(".guidance #turn-card", media: .wide, ["inset-inline-end": "auto"]),
    StyleRule(".guidance #eta-card", media: .wide, ["inset-inline-end": "auto"]),
    StyleRule(".guidance #fold", [
      "min-inset-block-end": "#eta-card block-start 0",
    ]),
    StyleRule(".guidance.prompt #fold", [
      "min-inset-block-end": "#eta-card block-start 0, #prompt block-start 0",
    ]),
    StyleRule(".guidance #viewport", [
      "inset-block-start": "#turn-card block-end 0",
      "inset-inline-start": "safe inline-start 0",
      "inset-inline-end": "safe inline-end 0",
      "inset-block-end": "#fold block-start 0",
    ]),
    StyleRule(".guidance #trip-progress", [
      "inset-inline-end": "safe inline-end var(--element-padding)",
      "inset-block-start": "#turn-card block-end var(--element-padding)",
      "inset-block-end": "#fold block-start var(--element-padding)",
    ]),
    StyleRule(".guidance #speed", [
      "inset-inline-end": "#trip-progress inline-start var(--element-padding)",
      "inset-block-end": "#fold block-start var(--element-padding)",
    ]),
    StyleRule(".guidance #buttons", [
      "inset-block-start": "#turn-card block-end var(--button-vpad)",
      "inset-inline-end": "#trip-progress inline-start var(--button-hpad)",
      "inset-block-end": "#speed block-start var(--button-vpad)",
    ]),
    StyleRule(".guidance.prompt #prompt", [
      "inset-block-end": "map block-end 0",
      "inset-inline-start": "safe inline-start 0",
    ]),
  ]
}
