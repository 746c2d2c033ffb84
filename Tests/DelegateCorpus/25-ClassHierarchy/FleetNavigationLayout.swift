import GoogleNavigation
import UIKit

/// The fleet app: the base layout plus the speed widget above the logo, and
/// a slightly larger bottom margin.
@MainActor
final class FleetNavigationLayout: BaseNavigationLayout {
  override var bottomMargin: CGFloat { 12 }

  override func guidanceViews(of state: ActiveGuidanceUIState) -> [UIView] {
    super.guidanceViews(of: state) + [state.speedWidget]
  }

  override func makeGuidanceConstraints(map: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
    var constraints = super.makeGuidanceConstraints(map: map, state: state)
    constraints.append(state.speedWidget.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: bottomMargin))
    constraints.append(state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -bottomMargin))
    return constraints
  }
}
