import GoogleNavigation
import UIKit

/// Where a screen puts the speed widget during guidance.
enum SpeedWidgetCorner {
  /// Above the Google logo, bottom leading.
  case leading
  /// Under the button column, bottom trailing.
  case trailing
}

/// What a screen shows above the map while navigation is ready (no guidance).
enum ReadyBanner {
  case none
  /// An opaque app bar (search, job summary) across the top of the map.
  case appBar(height: CGFloat)
}

/// One screen's navigation layout, as product specified it. Every navigation
/// screen of the app installs the same `ScreenLayoutDelegate` with its own value.
struct NavScreenConfiguration {
  var banner: ReadyBanner
  var speedWidgetCorner: SpeedWidgetCorner
  var showsTripProgress: Bool
  var animatesPrompts: Bool
  /// Gap between floating controls and the content edges.
  var floatingGap: CGFloat
  /// Trailing inset of the button column: compact maps, regular-width maps (600 pt and up).
  var buttonInsets: (compact: CGFloat, regular: CGFloat)

  static let freeDrive = NavScreenConfiguration(
    banner: .appBar(height: 56), speedWidgetCorner: .trailing, showsTripProgress: false,
    animatesPrompts: false, floatingGap: 8, buttonInsets: (compact: 16, regular: 24))

  static let delivery = NavScreenConfiguration(
    banner: .appBar(height: 72), speedWidgetCorner: .leading, showsTripProgress: true,
    animatesPrompts: true, floatingGap: 8, buttonInsets: (compact: 16, regular: 24))

  static let rideshare = NavScreenConfiguration(
    banner: .none, speedWidgetCorner: .trailing, showsTripProgress: true,
    animatesPrompts: true, floatingGap: 12, buttonInsets: (compact: 20, regular: 32))

  func buttonInset(mapWidth: CGFloat, wideMode: Bool) -> CGFloat {
    wideMode || mapWidth >= 600 ? buttonInsets.regular : buttonInsets.compact
  }
}
