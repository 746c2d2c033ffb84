import UIKit
import GoogleNavigation

extension RNNavLayoutView {

  /// Bottom-up order of the floating buttons: the reporting button sits lowest.
  static func rank(_ type: NavigationButtonKnownType) -> Int {
    type == .reporting ? 0 : 1
  }

  func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let inset = readyInset
    for view in [state.viewport, state.googleLogo] + state.buttons.map(\.view) {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    var list = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
      state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
    ]
    list += stackButtons(state.buttons, trailing: safe.trailingAnchor, bottom: safe.bottomAnchor)
    setReady(list)
  }

  func clearance(_ anchor: NSLayoutYAxisAnchor, above top: NSLayoutYAxisAnchor, gap: CGFloat) -> [NSLayoutConstraint] {
    let pinned = anchor.constraint(equalTo: top, constant: -gap)
    pinned.priority = .defaultHigh
    return [pinned, anchor.constraint(lessThanOrEqualTo: top, constant: -gap)]
  }

  func stackButtons(_ buttons: [NavigationUIButton], trailing: NSLayoutXAxisAnchor,
                    bottom: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
    let ordered = buttons.sorted { Self.rank($0.type) < Self.rank($1.type) }
    var result: [NSLayoutConstraint] = []
    var below: NSLayoutYAxisAnchor = bottom
    var spacing = readyInset
    for button in ordered {
      result.append(button.view.trailingAnchor.constraint(equalTo: trailing, constant: -readyInset))
      result += clearance(button.view.bottomAnchor, above: below, gap: spacing)
      below = button.view.topAnchor
      spacing = NavigationStyleValues.buttonVerticalPadding
    }
    return result
  }
}
