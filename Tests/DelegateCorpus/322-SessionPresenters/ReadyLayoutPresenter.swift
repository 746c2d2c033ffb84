import GoogleNavigation
import UIKit

/// Navigation-ready chrome: viewport, logo and the compass stack. Lives from
/// `enableNavigationUI` (or `stopGuidance`) until guidance starts or navigation ends.
@MainActor
final class ReadyLayoutPresenter {
  private let views: [UIView]
  private let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let constraints: [NSLayoutConstraint]
  private let buttonTrailing: NSLayoutConstraint
  private var metricsToken: NSObjectProtocol?

  init(navMap: GMSMapView, state: NavigationReadyUIState, contentBottom: UILayoutGuide) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    views = [viewport, logo, buttons]
    views.forEach { navMap.addSubview($0) }
    buttons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    buttonTrailing = buttons.trailingAnchor.constraint(
      equalTo: safe.trailingAnchor, constant: -ButtonInsets.trailing(wide: state.wideMode))
    constraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
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

enum ButtonInsets {
  static func trailing(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
}
