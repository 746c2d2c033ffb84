import GoogleNavigation
import UIKit

/// The courier app: the abstract base plus the speed widget above the logo,
/// its own margin and the gap under the widget, chosen by initializer.
@MainActor
final class CourierNavigationLayout: MapScreenLayout {
  private let widgetGap: CGFloat

  override var bottomMargin: CGFloat { 12 }

  required init(widgetGap: CGFloat) {
    self.widgetGap = widgetGap
    super.init(buttonInset: 16)
  }

  /// What the app installs: the standard widget gap.
  convenience init() {
    self.init(widgetGap: 8)
  }

  override func guidanceViews(of state: ActiveGuidanceUIState) -> [UIView] {
    super.guidanceViews(of: state) + [state.speedWidget]
  }

  override func makeGuidanceConstraints(map: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
    var constraints = super.makeGuidanceConstraints(map: map, state: state)
    constraints.append(state.speedWidget.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: bottomMargin))
    constraints.append(state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -widgetGap))
    return constraints
  }
}
