import GoogleNavigation
import UIKit

/// Every spacing the trip chrome uses, as directional insets (leading/trailing, never left/right),
/// so design can review one table. Values are positive "distance inward"; the pin helper turns
/// trailing and bottom insets into negative constants.
enum ChromeInsets {
  /// The Google logo inside the open map region (bottom leading, principle 11).
  static let logo = NSDirectionalEdgeInsets(
    top: 0, leading: NavigationStyleValues.elementHorizontalPadding, bottom: 8, trailing: 0)
  /// The buttons column inside the open map region (bottom trailing).
  static let buttons = NSDirectionalEdgeInsets(
    top: 8, leading: 0, bottom: 8, trailing: NavigationStyleValues.buttonHorizontalPadding)
  /// Gap kept between the logo and the speed widget under it (portrait only).
  static let logoAboveSpeedWidget: CGFloat = 8
  /// The trip progress bar along the trailing edge, inset from the open map's top and bottom.
  static let progressBar = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
  /// How far below its resting place a prompt starts its slide in.
  static let promptSlide: CGFloat = 24
  /// Gap between the progress bar and the buttons column beside it.
  static let buttonsBesideProgressBar: CGFloat = 8
}

/// Which edges a pin touches.
struct PinEdges: OptionSet {
  let rawValue: Int
  static let top = PinEdges(rawValue: 1 << 0)
  static let leading = PinEdges(rawValue: 1 << 1)
  static let bottom = PinEdges(rawValue: 1 << 2)
  static let trailing = PinEdges(rawValue: 1 << 3)
  static let all: PinEdges = [.top, .leading, .bottom, .trailing]
  static let bottomLeading: PinEdges = [.bottom, .leading]
  static let bottomTrailing: PinEdges = [.bottom, .trailing]
}
