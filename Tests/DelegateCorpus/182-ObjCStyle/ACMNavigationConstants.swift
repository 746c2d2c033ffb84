import UIKit

let kACMNavStandardSpacing: CGFloat = 8.0
let kACMNavButtonSize: CGFloat = 44.0
let kACMNavPromptAnimationDuration: TimeInterval = 0.3
/// How far below the map a prompt starts before it slides in.
let kACMNavPromptSlideDistance: CGFloat = 160.0

/// `userInfo` key of `ACMNavigationLayoutDidChangeState`: "off", "ready" or "guidance".
let ACMNavigationLayoutStateKey = "ACMNavigationLayoutState"
/// `userInfo` key of `ACMNavigationLayoutDidChangeState`: NSNumber(bool) for wide mode.
let ACMNavigationLayoutWideKey = "ACMNavigationLayoutWide"

extension NSNotification.Name {
  static let ACMNavigationLayoutDidChangeState = NSNotification.Name("ACMNavigationLayoutDidChangeStateNotification")
  static let ACMNavigationRecenterRequested = NSNotification.Name("ACMNavigationRecenterRequestedNotification")
  static let ACMNavigationMuteToggled = NSNotification.Name("ACMNavigationMuteToggledNotification")
  static let ACMNavigationOverviewRequested = NSNotification.Name("ACMNavigationOverviewRequestedNotification")
}
