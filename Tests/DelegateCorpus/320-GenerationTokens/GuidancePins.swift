import GoogleNavigation
import UIKit

/// The constraint sets of the two navigation states, built from the views the SDK hands over.
@MainActor
enum GuidancePins {
  static let gap: CGFloat = 8

  static func ready(map: UIView, state: NavigationReadyUIState, buttons: UIView, contentBottom: UILayoutGuide,
                    buttonInset: NSLayoutConstraint) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    return [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      buttonInset,
    ]
  }

  static func guidance(map: UIView, state: ActiveGuidanceUIState, buttons: UIView, contentBottom: UILayoutGuide,
                       buttonInset: NSLayoutConstraint) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let logo = state.googleLogo
    let viewport = state.viewport
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    let logoRest = logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    logoRest.priority = .defaultLow
    var pins: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.headerFooterHorizontalPadding),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -gap),
      buttonInset,
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.bottomAnchor.constraint(lessThanOrEqualTo: contentBottom.topAnchor, constant: -gap),
      logoRest,
    ]
    if state.wideMode {
      // Leading column: turn card top, ETA card bottom; the map content beside it.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      ]
    } else {
      pins += [
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
        logo.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -gap),
        bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
      ]
    }
    return pins
  }

  /// Wider maps give the floating buttons more air; follows width changes within one mode too.
  static func buttonInset(forWidth width: CGFloat, wide: Bool) -> CGFloat {
    let base = NavigationStyleValues.buttonHorizontalPadding
    if wide { return base * 2 }
    return width >= 400 ? base * 1.5 : base
  }
}
