import Foundation
import GoogleNavigation

/// Layout callbacks re-broadcast by `NotifyingLayoutDelegate`; `object` is the map view.
extension Notification.Name {
  static let navLayoutEnable = Notification.Name("NavLayout.enableNavigationUI")
  static let navLayoutDisable = Notification.Name("NavLayout.disableNavigationUI")
  static let navLayoutStartGuidance = Notification.Name("NavLayout.startGuidance")
  static let navLayoutStopGuidance = Notification.Name("NavLayout.stopGuidance")
  static let navLayoutSizeChanged = Notification.Name("NavLayout.sizeChanged")
  static let navLayoutShowPrompt = Notification.Name("NavLayout.showPrompt")
  static let navLayoutHidePrompt = Notification.Name("NavLayout.hidePrompt")
  static let navLayoutChangePrompt = Notification.Name("NavLayout.changePrompt")

  static let allNavLayout: [Notification.Name] = [
    .navLayoutEnable, .navLayoutDisable, .navLayoutStartGuidance, .navLayoutStopGuidance,
    .navLayoutSizeChanged, .navLayoutShowPrompt, .navLayoutHidePrompt, .navLayoutChangePrompt,
  ]
}

/// userInfo keys of the layout notifications.
enum NavLayoutKey {
  static let state = "state"
  static let newPrompt = "newPrompt"
  static let oldPrompt = "oldPrompt"
}
