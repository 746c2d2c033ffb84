import UIKit

/// Overloaded pin helpers: the overload picked (view vs. guide) is resolved statically.
@MainActor
enum Pin {
  static func leading(_ view: UIView, to guide: UILayoutGuide, inset: CGFloat = 0) -> NSLayoutConstraint {
    view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset)
  }

  static func leading(_ view: UIView, after other: UIView, gap: CGFloat) -> NSLayoutConstraint {
    view.leadingAnchor.constraint(equalTo: other.trailingAnchor, constant: gap)
  }

  static func trailing(_ view: UIView, to guide: UILayoutGuide, inset: CGFloat = 0) -> NSLayoutConstraint {
    view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset)
  }

  static func top(_ view: UIView, to guide: UILayoutGuide, inset: CGFloat = 0) -> NSLayoutConstraint {
    view.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset)
  }

  static func top(_ view: UIView, below other: UIView, gap: CGFloat = 0) -> NSLayoutConstraint {
    view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: gap)
  }

  static func bottom(_ view: UIView, to guide: UILayoutGuide, inset: CGFloat = 0) -> NSLayoutConstraint {
    view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset)
  }

  /// Same name, guide overload: resolved at compile time by argument type.
  static func bottom(_ guide: UILayoutGuide, to other: UILayoutGuide, inset: CGFloat = 0) -> NSLayoutConstraint {
    guide.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset)
  }

  static func bottom(_ view: UIView, above guide: UILayoutGuide, gap: CGFloat = 0) -> NSLayoutConstraint {
    view.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -gap)
  }

  static func bottom(_ view: UIView, above other: UIView, gap: CGFloat = 0) -> NSLayoutConstraint {
    view.bottomAnchor.constraint(equalTo: other.topAnchor, constant: -gap)
  }

  /// Generic over anything with a vertical anchor pair; the constraint keeps `guide` above `limit`.
  static func keep<Limit: NSObject>(_ guide: UILayoutGuide, above limit: Limit) -> NSLayoutConstraint
  where Limit: BottomLimiting {
    guide.bottomAnchor.constraint(lessThanOrEqualTo: limit.limitingTopAnchor)
  }
}

/// Things whose top edge limits the open map.
@MainActor
protocol BottomLimiting {
  var limitingTopAnchor: NSLayoutYAxisAnchor { get }
}

extension UIView: BottomLimiting {
  var limitingTopAnchor: NSLayoutYAxisAnchor { topAnchor }
}
