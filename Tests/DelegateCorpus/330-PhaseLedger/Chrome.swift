import GoogleNavigation
import UIKit

/// The route screen's spacing, next to the SDK's own style values.
enum Chrome {
  /// Between the logo and the edges of the open map.
  static let logoInset: CGFloat = 8
  /// Between the button rail and what is above or below it.
  static let railGap: CGFloat = 8

  /// The rail's distance from the trailing edge: more room on wide or large maps.
  static func railInset(width: CGFloat, wide: Bool) -> CGFloat {
    let base = NavigationStyleValues.buttonHorizontalPadding
    return wide || width >= 600 ? base * 2 : base
  }
}
