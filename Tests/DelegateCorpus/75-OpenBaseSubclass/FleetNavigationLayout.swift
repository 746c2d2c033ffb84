import GoogleNavigation
import UIKit

/// Fleet app: adds the trip progress bar, the speed widget and a vehicle badge.
final class FleetNavigationLayout: BaseNavigationLayout {
    private let vehicleBadge: UILabel = {
        let label = UILabel()
        label.text = "Van 12"
        label.textAlignment = .center
        return label
    }()

    override func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        super.startGuidance(navMap: navMap, newState: newState, oldState: oldState)
        for view in [newState.tripProgressBar, newState.speedWidget, vehicleBadge] as [UIView] {
            add(view, to: navMap)
            guidanceViews.append(view)
        }
        addFleetConstraints(navMap, newState)
    }

    override func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        super.sizeChanged(navMap: navMap, newState: newState)
        guard let state = newState as? ActiveGuidanceUIState, vehicleBadge.superview != nil else { return }
        addFleetConstraints(navMap, state)
    }

    private func addFleetConstraints(_ navMap: UIView, _ state: ActiveGuidanceUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let half = state.tripProgressBar.bottomAnchor.constraint(equalTo: state.viewport.centerYAnchor)
        half.priority = .defaultHigh
        var fleet: [NSLayoutConstraint] = [
            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -floatingGap),
            state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor, constant: floatingGap),
            half,
            state.speedWidget.leadingAnchor.constraint(equalTo: state.googleLogo.trailingAnchor, constant: floatingGap),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.viewport.bottomAnchor, constant: -floatingGap),
            vehicleBadge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgePadding),
            vehicleBadge.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor, constant: floatingGap),
        ]
        // The buttons stack up from the camera's bottom: keep the bar above the topmost one.
        if let topButton = state.buttons.last?.view {
            fleet.append(state.tripProgressBar.bottomAnchor.constraint(lessThanOrEqualTo: topButton.topAnchor, constant: -floatingGap))
        }
        NSLayoutConstraint.activate(fleet)
        guidanceConstraints += fleet
    }
}
