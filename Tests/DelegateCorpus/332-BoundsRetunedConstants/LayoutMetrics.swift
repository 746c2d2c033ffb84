import GoogleNavigation
import UIKit

/// Constants the trip screen derives from the map's current bounds. Recomputed on
/// every `sizeChanged`, so a phone turned or a split view resized gets fresh values.
struct LayoutMetrics {
  let buttonInset: CGFloat
  let logoGap: CGFloat
  let progressGap: CGFloat

  init(bounds: CGRect, wide: Bool) {
    let base = NavigationStyleValues.buttonHorizontalPadding
    // Wider maps push the buttons a little further in; never less than the SDK padding.
    buttonInset = wide ? base * 2 : max(base, (bounds.width * 0.02).rounded())
    logoGap = bounds.height < 500 ? 4 : 8
    progressGap = bounds.height < 500 ? 4 : 8
  }
}
