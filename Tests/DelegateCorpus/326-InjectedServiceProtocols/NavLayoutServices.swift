import GoogleNavigation
import UIKit

// MARK: - Services the NavigationFeature module gets from the app's composition root.

/// Spacing for the navigation chrome. The app target injects the live profile; unit tests inject
/// `FixedLayoutMetrics`. Every requirement has a default built on `NavigationStyleValues`, so a
/// conforming type only overrides what its product differs in.
@MainActor
protocol LayoutMetricsProviding: AnyObject {
  /// Gap between the Google logo / floating controls and what they float above.
  var floatingGap: CGFloat { get }
  /// Gap between the trip progress bar and the trailing safe edge.
  var progressBarInset: CGFloat { get }
  /// Gap between the viewport and the leading column in wide mode.
  var columnGap: CGFloat { get }
  /// Trailing inset of the button stack for a map of the given width.
  func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat
}

extension LayoutMetricsProviding {
  var floatingGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
  var progressBarInset: CGFloat { 4 }
  var columnGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }

  func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat {
    let base = NavigationStyleValues.buttonHorizontalPadding
    if wideMode { return base * 2 }
    // Narrow phones (SE, split view) get a tighter stack.
    return width < 360 ? base / 2 : base
  }
}

/// Remote-configured switches of the navigation feature.
@MainActor
protocol NavigationFeatureFlagProviding: AnyObject {
  var showsSpeedWidget: Bool { get }
  var showsTripProgressBar: Bool { get }
  var showsReportingButton: Bool { get }
}

extension NavigationFeatureFlagProviding {
  var showsSpeedWidget: Bool { true }
  var showsTripProgressBar: Bool { true }
  var showsReportingButton: Bool { true }
}

// MARK: - Live implementations wired by the app target.

@MainActor
final class StandardLayoutMetrics: LayoutMetricsProviding {
  init() {}
}

@MainActor
final class DefaultNavigationFeatureFlags: NavigationFeatureFlagProviding {
  let showsReportingButton: Bool

  init(showsReportingButton: Bool = true) {
    self.showsReportingButton = showsReportingButton
  }
}
