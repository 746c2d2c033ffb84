import GoogleNavigation
import UIKit

/// The team's priority ladder. One constraint set serves compact and wide maps:
/// required edges fence things in, the rungs below decide who gives way.
extension UILayoutPriority {
  /// Resting positions (the viewport stretching to the safe area's edges).
  static let rest = UILayoutPriority(rawValue: 240)
  /// Preferred widths that may break when the map is narrow.
  static let preferredWidth = UILayoutPriority(rawValue: 700)
  /// A label that must stay readable before another label gives way.
  static let keepReadable = UILayoutPriority(rawValue: 760)
}

extension NSLayoutConstraint {
  /// Returns the constraint with the given rung (chainable inside array literals).
  func at(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

/// The two app labels over the map: destination (truncates first) and arrival time.
@MainActor
final class TripLabels {
  let destination = UILabel(frame: .zero)
  let arrival = UILabel(frame: .zero)

  init() {
    destination.text = "Destination"
    arrival.text = "--:--"
    for label in [destination, arrival] {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.numberOfLines = 1
      label.backgroundColor = .clear
    }
    destination.lineBreakMode = .byTruncatingTail
    destination.setContentHuggingPriority(.defaultLow, for: .horizontal)
    destination.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    arrival.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    arrival.setContentCompressionResistancePriority(.keepReadable, for: .horizontal)
  }

  var views: [UIView] { [destination, arrival] }

  /// Top leading row inside `area`, ending before `trailingLimit`.
  func constraints(in area: UIView, before trailingLimit: NSLayoutXAxisAnchor) -> [NSLayoutConstraint] {
    [
      destination.leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: 8),
      destination.topAnchor.constraint(equalTo: area.topAnchor, constant: 8),
      destination.widthAnchor.constraint(lessThanOrEqualToConstant: 200).at(.preferredWidth),
      arrival.leadingAnchor.constraint(equalTo: destination.trailingAnchor, constant: 8),
      arrival.firstBaselineAnchor.constraint(equalTo: destination.firstBaselineAnchor),
      arrival.trailingAnchor.constraint(lessThanOrEqualTo: trailingLimit, constant: -8),
    ]
  }
}
