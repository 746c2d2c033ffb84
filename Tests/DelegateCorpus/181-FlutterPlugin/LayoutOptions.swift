import UIKit

/// Layout options the Dart side sends as the platform view's creation params:
/// `{"bottomInset": 0, "padding": {"edge": 12, "spacing": 8},
///   "buttons": [{"id": "mute", "position": "top", "label": "Mute"}]}`.
/// Missing keys keep the defaults, which mirror the Dart defaults.
struct LayoutOptions {
  enum ButtonSlot: String { case top, bottom }

  struct AppButton { let id: String; let slot: ButtonSlot; let label: String }

  var bottomInset: CGFloat = 0  // height of the Flutter bar drawn over the platform view
  var edgePadding: CGFloat = 12
  var spacing: CGFloat = 8
  var buttonSize: CGFloat = 44
  var promptFadeDuration: TimeInterval = 0.25
  var appButtons: [AppButton] = [AppButton(id: "endTrip", slot: .bottom, label: "End")]

  init() {}

  init(args: [String: Any]) {
    if let inset = args["bottomInset"] as? NSNumber { bottomInset = CGFloat(inset.doubleValue) }
    if let padding = args["padding"] as? [String: Any] {
      if let edge = padding["edge"] as? NSNumber { edgePadding = CGFloat(edge.doubleValue) }
      if let gap = padding["spacing"] as? NSNumber { spacing = CGFloat(gap.doubleValue) }
    }
    if let size = args["buttonSize"] as? NSNumber { buttonSize = max(CGFloat(size.doubleValue), 32) }
    if let buttons = args["buttons"] as? [[String: Any]] {
      appButtons = buttons.compactMap { raw in
        guard let id = raw["id"] as? String else { return nil }
        let slot = (raw["position"] as? String).flatMap(ButtonSlot.init(rawValue:)) ?? .bottom
        return AppButton(id: id, slot: slot, label: raw["label"] as? String ?? id)
      }
    }
  }
}
