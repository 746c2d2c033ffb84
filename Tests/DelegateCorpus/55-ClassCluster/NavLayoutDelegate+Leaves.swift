import UIKit
import GoogleNavigation

extension NavLayoutDelegate {
  static func bottomUp(_ buttons: [NavigationUIButton]) -> [UIView] {
    buttons.filter { $0.type == .reporting }.map(\.view) + buttons.filter { $0.type != .reporting }.map(\.view)
  }

  static func floating(_ anchor: NSLayoutYAxisAnchor, on floor: NSLayoutYAxisAnchor, gap: CGFloat) -> [NSLayoutConstraint] {
    let preferred = anchor.constraint(equalTo: floor, constant: -gap)
    preferred.priority = .defaultHigh
    return [preferred, anchor.constraint(lessThanOrEqualTo: floor, constant: -gap)]
  }

  func buttonColumn(_ buttons: [NavigationUIButton], trailing: NSLayoutXAxisAnchor,
                    floor: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var below = floor
    for (index, view) in Self.bottomUp(buttons).enumerated() {
      result.append(view.trailingAnchor.constraint(equalTo: trailing, constant: -metrics.margin))
      result += Self.floating(view.bottomAnchor, on: below, gap: index == 0 ? metrics.margin : metrics.buttonGap)
      below = view.topAnchor
    }
    return result
  }
}

/// Phones: cards span the width, or the leading half in wide mode.
final class CompactNavLayout: NavLayoutDelegate {
  override func horizontalConstraints(for card: UIView, in safe: UILayoutGuide, wide: Bool) -> [NSLayoutConstraint] {
    let pad = metrics.cardPadding
    return [
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
      wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
           : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
    ]
  }

  override func promptConstraints(for prompt: NavigationPromptView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    return [
      prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
    ]
  }
}

/// Tablets: cards stay a readable column along the leading edge.
final class RegularNavLayout: NavLayoutDelegate {
  static let columnWidth: CGFloat = 420

  override func horizontalConstraints(for card: UIView, in safe: UILayoutGuide, wide: Bool) -> [NSLayoutConstraint] {
    let pad = metrics.cardPadding
    let fill = card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad)
    fill.priority = .defaultHigh
    return [
      card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
      card.trailingAnchor.constraint(lessThanOrEqualTo: safe.leadingAnchor, constant: Self.columnWidth),
      fill,
    ]
  }

  override func promptConstraints(for prompt: NavigationPromptView, in navMap: GMSMapView) -> [NSLayoutConstraint] {
    prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    let safe = navMap.safeAreaLayoutGuide
    return horizontalConstraints(for: prompt, in: safe, wide: isWide) + [
      prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -metrics.margin),
    ]
  }
}
