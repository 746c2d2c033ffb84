import GoogleNavigation
import UIKit

/// Spacing the trip screen uses around the SDK's views.
enum ChromeMetrics {
  static let logoInset: CGFloat = 8
  static let buttonGap: CGFloat = 8
  static func buttonInset(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
}
