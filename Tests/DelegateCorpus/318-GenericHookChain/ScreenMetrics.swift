import GoogleNavigation
import UIKit

/// Per-screen spacing, chosen at compile time as the generic argument of the
/// screen's layout delegate (`NavScreenLayoutDelegate<CompactScreenMetrics>`).
@MainActor
protocol ScreenMetrics {
  /// Gap between floating controls and the map content edges.
  static var floatingGap: CGFloat { get }
  /// Trailing inset of the button column for a map of this width.
  static func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat
}

/// Phones: tight gaps, a bit more room once the map is wider than a phone in portrait.
enum CompactScreenMetrics: ScreenMetrics {
  static var floatingGap: CGFloat { 8 }
  static func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat {
    if wideMode { return NavigationStyleValues.buttonHorizontalPadding * 2 }
    return width >= 600 ? 24 : NavigationStyleValues.buttonHorizontalPadding
  }
}

/// Driver-facing screens (rideshare): larger gaps so touch targets stay apart.
enum RoomyScreenMetrics: ScreenMetrics {
  static var floatingGap: CGFloat { 12 }
  static func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat {
    width >= 600 || wideMode ? 32 : 20
  }
}

/// Width bucket the layout was last built for; `sizeChanged` relays out when it moves.
enum MapWidthClass: Equatable {
  case narrow, regular
  init(width: CGFloat) { self = width >= 600 ? .regular : .narrow }
}
