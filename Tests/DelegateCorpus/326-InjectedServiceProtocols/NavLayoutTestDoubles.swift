import GoogleNavigation
import UIKit

// Test doubles shipped in the NavigationFeatureTestSupport target, kept next to the services so
// snapshot tests and previews can build the delegate with fixed numbers.

@MainActor
final class FixedLayoutMetrics: LayoutMetricsProviding {
  let floatingGap: CGFloat
  let columnGap: CGFloat
  private let inset: CGFloat

  init(floatingGap: CGFloat = 8, columnGap: CGFloat = 12, buttonInset: CGFloat = 16) {
    self.floatingGap = floatingGap
    self.columnGap = columnGap
    self.inset = buttonInset
  }

  func buttonInset(forMapWidth width: CGFloat, wideMode: Bool) -> CGFloat { inset }
}

@MainActor
final class StubFeatureFlags: NavigationFeatureFlagProviding {
  var showsSpeedWidget: Bool
  var showsTripProgressBar: Bool
  var showsReportingButton: Bool

  init(speedWidget: Bool = true, tripProgressBar: Bool = true, reportingButton: Bool = true) {
    showsSpeedWidget = speedWidget
    showsTripProgressBar = tripProgressBar
    showsReportingButton = reportingButton
  }
}
