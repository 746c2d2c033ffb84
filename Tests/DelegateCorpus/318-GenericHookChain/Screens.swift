import GoogleNavigation
import UIKit

/// The app bar of the free-drive screen: an opaque search pill above the map.
final class SearchPillView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .white
    layer.cornerRadius = 24
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// Free-drive screen: a search pill while browsing, the plain shared guidance layout.
@MainActor
final class FreeDriveLayoutDelegate: NavScreenLayoutDelegate<CompactScreenMetrics> {
  private let searchPill = SearchPillView()

  final override func readyAccessoryViews(navMap: GMSMapView) -> [UIView] {
    super.readyAccessoryViews(navMap: navMap) + [searchPill]
  }

  final override func readyContentTop(navMap: GMSMapView) -> NSLayoutYAxisAnchor {
    searchPill.bottomAnchor
  }

  final override func makeReadyConstraints(navMap: GMSMapView, state: NavigationReadyUIState) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    return super.makeReadyConstraints(navMap: navMap, state: state) + [
      searchPill.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      searchPill.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
      searchPill.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
      searchPill.heightAnchor.constraint(equalToConstant: 48),
    ]
  }
}

/// Rideshare driver screen: trip progress bar, roomy metrics, prompts faded in.
@MainActor
final class RideshareLayoutDelegate: TripProgressScreenLayoutDelegate<RoomyScreenMetrics> {
  final override func promptDidAppear(_ prompt: NavigationPromptView) {
    super.promptDidAppear(prompt)
    prompt.alpha = 0
    UIView.animate(withDuration: 0.25) {
      prompt.alpha = 1
    }
  }
}
