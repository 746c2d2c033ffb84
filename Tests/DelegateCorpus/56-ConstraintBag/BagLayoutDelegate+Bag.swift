import UIKit
import GoogleNavigation

@MainActor
extension Array where Element == NSLayoutConstraint {
  subscript(key: BagLayoutDelegate.Key) -> NSLayoutConstraint? {
    first(where: { $0.identifier == key.rawValue })
  }
}

extension BagLayoutDelegate {
  /// Margin from the leading edge for the small leading widgets.
  var sideInset: CGFloat { wide ? 16 : 8 }

  @discardableResult
  func tag(_ key: Key, _ constraint: NSLayoutConstraint,
           _ priority: UILayoutPriority = .required) -> NSLayoutConstraint {
    constraint.identifier = key.rawValue
    constraint.priority = priority
    return constraint
  }

  func applyWide() {
    let pairs: [(narrow: Key, wide: Key)] = [(.turnTrailingNarrow, .turnTrailingWide), (.etaTrailingNarrow, .etaTrailingWide)]
    for pair in pairs {
      bag[pair.narrow]?.priority = wide ? Self.off : Self.on
      bag[pair.wide]?.priority = wide ? Self.on : Self.off
    }
  }

  func applyInsets() {
    for constraint in bag where constraint.identifier?.hasSuffix(".inset") == true {
      constraint.constant = sideInset
    }
  }

  func installReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    for view in [state.viewport, state.googleLogo] + state.buttons.map(\.view) {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    bag = [
      tag(.viewportTop, state.viewport.topAnchor.constraint(equalTo: safe.topAnchor)),
      tag(.viewportBottom, state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
      tag(.viewportLeading, state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      tag(.viewportTrailing, state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      tag(.logoLeading, state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      tag(.logoBottom, state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8)),
    ] + buttonConstraints(state.buttons, trailing: safe.trailingAnchor, floors: [safe.bottomAnchor])
    NSLayoutConstraint.activate(bag)
  }

  /// Reporting lowest, then the compass; each button stays above every floor.
  func buttonConstraints(_ buttons: [NavigationUIButton], trailing: NSLayoutXAxisAnchor,
                         floors: [NSLayoutYAxisAnchor]) -> [NSLayoutConstraint] {
    let ordered = buttons.filter { $0.type == .reporting } + buttons.filter { $0.type != .reporting }
    var result: [NSLayoutConstraint] = []
    var previous: UIView?
    for (index, button) in ordered.enumerated() {
      let view = button.view
      result.append(view.trailingAnchor.constraint(equalTo: trailing, constant: -8))
      if let previous {
        result.append(view.bottomAnchor.constraint(equalTo: previous.topAnchor,
                                                   constant: -NavigationStyleValues.buttonVerticalPadding))
      } else {
        result += floors.enumerated().map { offset, floor in
          let constraint = offset == 0
            ? view.bottomAnchor.constraint(equalTo: floor, constant: -8)
            : view.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -8)
          constraint.identifier = "button.\(index).floor.\(offset)"
          if offset == 0 { constraint.priority = Self.on - 1 }
          return constraint
        }
      }
      previous = view
    }
    return result
  }
}
