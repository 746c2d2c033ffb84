import GoogleNavigation
import UIKit

/// The three widths the design system lays navigation out at, inside one mode.
/// Portrait phones are `compact`/`regular`; a portrait iPad or a Split View pane is
/// `expanded` while the SDK still reports `wideMode == false`.
enum WidthBreakpoint: Int, CaseIterable, Comparable {
  case compact
  case regular
  case expanded

  init(width: CGFloat) {
    switch width {
    case ..<360: self = .compact
    case ..<600: self = .regular
    default: self = .expanded
    }
  }

  static func < (lhs: WidthBreakpoint, rhs: WidthBreakpoint) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Inset of floating views (logo) from the leading safe edge.
  var edgeInset: CGFloat {
    switch self {
    case .compact: return 4
    case .regular: return 8
    case .expanded: return 16
    }
  }

  /// Gutter kept on the trailing side for the trip progress bar plus breathing room.
  var trailingGutter: CGFloat {
    switch self {
    case .compact: return 20
    case .regular: return 24
    case .expanded: return 32
    }
  }

  /// Vertical gap between stacked floating elements.
  var spacing: CGFloat { self >= .regular ? 8 : 4 }
}

/// What the delegate is currently showing, with the state object the SDK handed over.
enum NavPhase {
  case off
  case ready(NavigationReadyUIState)
  case guiding(ActiveGuidanceUIState)

  var isGuiding: Bool {
    if case .guiding = self { return true }
    return false
  }
}

/// Everything a layout pass depends on.
struct LayoutContext: Equatable {
  let breakpoint: WidthBreakpoint
  let wide: Bool

  @MainActor init(map: GMSMapView, state: NavigationUIState) {
    breakpoint = WidthBreakpoint(width: map.bounds.width)
    wide = state.wideMode
  }
}
