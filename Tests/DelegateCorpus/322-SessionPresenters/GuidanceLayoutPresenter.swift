import GoogleNavigation
import UIKit

/// Active-guidance chrome. Made in `startGuidance`, dropped in `stopGuidance`;
/// everything it put on the map goes away with it.
@MainActor
final class GuidanceLayoutPresenter {
  private let views: [UIView]
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let constraints: [NSLayoutConstraint]
  private let buttonTrailing: NSLayoutConstraint
  private var metricsToken: NSObjectProtocol?

  init(navMap: GMSMapView, state: ActiveGuidanceUIState, contentBottom: UILayoutGuide) {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let progress = state.tripProgressBar
    let logo = state.googleLogo
    let viewport = state.viewport
    views = [viewport, turnCard, etaCard, speed, progress, logo, buttons]
    views.forEach { navMap.addSubview($0) }
    // Reporting above the compass: the stack hides from the end when short of room.
    let byType = Dictionary(state.buttons.map { ($0.type, $0.view) }, uniquingKeysWith: { first, _ in first })
    buttons.arrangedSubviews = [NavigationButtonKnownType.reporting, .compass].compactMap { byType[$0] }
    buttonTrailing = buttons.trailingAnchor.constraint(
      equalTo: progress.leadingAnchor, constant: -ButtonInsets.trailing(wide: state.wideMode))
    // Both modes keep the cards in the leading column (turn card top, ETA card bottom).
    constraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
      speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      progress.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      buttons.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttonTrailing,
    ]
    NSLayoutConstraint.activate(constraints)
    metricsToken = NotificationCenter.default.addObserver(
      forName: .sessionLayoutMetricsChanged, object: nil, queue: .main
    ) { [weak self] note in
      let wide = note.userInfo?["wide"] as? Bool ?? false
      MainActor.assumeIsolated { self?.retune(wide: wide) }
    }
  }

  private func retune(wide: Bool) {
    buttonTrailing.constant = -ButtonInsets.trailing(wide: wide)
  }

  deinit {
    MainActor.assumeIsolated {
      if let metricsToken { NotificationCenter.default.removeObserver(metricsToken) }
      NSLayoutConstraint.deactivate(constraints)
      buttons.arrangedSubviews = []
      views.forEach { $0.removeFromSuperview() }
    }
  }
}
