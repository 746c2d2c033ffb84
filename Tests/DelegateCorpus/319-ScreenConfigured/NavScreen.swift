import GoogleNavigation
import UIKit

/// The app's navigation screens; each view controller installs its delegate
/// before turning navigation on.
enum NavScreen {
  case freeDrive, delivery, rideshare

  var configuration: NavScreenConfiguration {
    switch self {
    case .freeDrive: return .freeDrive
    case .delivery: return .delivery
    case .rideshare: return .rideshare
    }
  }

  @MainActor
  func makeLayoutDelegate() -> ScreenLayoutDelegate {
    ScreenLayoutDelegate(configuration: configuration)
  }

  @MainActor
  func install(on mapView: GMSMapView) -> ScreenLayoutDelegate? {
    let delegate = makeLayoutDelegate()
    do {
      try mapView.setLayoutDelegate(delegate)
      return delegate
    } catch {
      return nil
    }
  }
}

/// An opaque app bar shown above the map on screens that have one.
final class ScreenAppBar: UIView {
  init() {
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
    backgroundColor = .systemBackground
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
