import UIKit

// Target/action for the app buttons (ACMNavigationLayoutDelegate+Actions.m).
#if canImport(ObjectiveC)
extension ACMNavigationLayoutDelegate {
  func _wireTargets() {
    _recenterButton.addTarget(self, action: #selector(_didTapRecenter(_:)), for: .touchUpInside)
    _muteButton.addTarget(self, action: #selector(_didTapMute(_:)), for: .touchUpInside)
    _overviewButton.addTarget(self, action: #selector(_didTapOverview(_:)), for: .touchUpInside)
  }

  @objc func _didTapRecenter(_ sender: UIButton) {
    NotificationCenter.default.post(name: .ACMNavigationRecenterRequested, object: self)
  }

  @objc func _didTapMute(_ sender: UIButton) {
    sender.isSelected = !sender.isSelected
    NotificationCenter.default.post(name: .ACMNavigationMuteToggled, object: self,
                                    userInfo: ["muted": NSNumber(value: sender.isSelected)])
  }

  @objc func _didTapOverview(_ sender: UIButton) {
    NotificationCenter.default.post(name: .ACMNavigationOverviewRequested, object: self)
  }
}
#else
extension ACMNavigationLayoutDelegate {
  /// No Objective-C runtime (Linux CI type-check): buttons are not wired.
  func _wireTargets() {}
}
#endif
