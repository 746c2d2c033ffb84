import GoogleNavigation
import UIKit

/// Middle layer for screens that show the trip progress bar: a vertical bar on
/// the trailing edge, with the floating controls moved in beside it.
@MainActor
class TripProgressScreenLayoutDelegate<Metrics: ScreenMetrics>: NavScreenLayoutDelegate<Metrics> {
  override func guidanceAccessoryViews(state: ActiveGuidanceUIState) -> [UIView] {
    super.guidanceAccessoryViews(state: state) + [state.tripProgressBar]
  }

  override func guidanceTrailingEdge(navMap: GMSMapView, state: ActiveGuidanceUIState) -> NSLayoutXAxisAnchor {
    state.tripProgressBar.leadingAnchor
  }

  override func makeGuidanceConstraints(navMap: GMSMapView, state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let bar = state.tripProgressBar
    // Wide maps have the cards in the leading column, so the bar can start at the top.
    let barTop = isWide ? safe.topAnchor : state.turnCard.bottomAnchor
    return super.makeGuidanceConstraints(navMap: navMap, state: state) + [
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
      bar.topAnchor.constraint(equalTo: barTop, constant: Metrics.floatingGap),
      bar.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Metrics.floatingGap),
    ]
  }
}
