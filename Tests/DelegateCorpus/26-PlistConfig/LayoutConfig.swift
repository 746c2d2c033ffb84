import UIKit

/// Layout numbers come from a plist-like dictionary the design team edits;
/// `LayoutConfig` reads it with defaults for missing keys.
struct LayoutConfig {
  enum Key: String {
    case logoInset = "logo.inset"
    case buttonInset = "buttons.inset"
    case wideButtonInset = "buttons.inset.wide"
    case buttonGap = "buttons.gap"
  }

  static let bundled: [String: CGFloat] = [
    "logo.inset": 8,
    "buttons.inset": 16,
    "buttons.inset.wide": 24,
    "buttons.gap": 8,
  ]

  var values: [String: CGFloat]

  init(values: [String: CGFloat] = LayoutConfig.bundled) {
    self.values = values
  }

  subscript(_ key: Key) -> CGFloat {
    values[key.rawValue, default: 0]
  }

  func buttonInset(wide: Bool) -> CGFloat {
    wide ? self[.wideButtonInset] : self[.buttonInset]
  }
}
