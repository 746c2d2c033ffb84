import GoogleNavigation
import UIKit

/// Hosts the map in a child view controller; owns the layout delegate.
@MainActor
final class NavigationContainerViewController: UIViewController {
    private let mapController = MapChildViewController()
    /// The map view keeps a strong reference too; we keep ours to reconfigure it.
    let layoutCoordinator = GuidanceLayoutCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        embed(mapController)
        layoutCoordinator.onGuidanceChange = { [weak self] isGuiding in
            self?.title = isGuiding ? "Guidance" : "Navigation"
        }
        do {
            try mapController.mapView.setLayoutDelegate(layoutCoordinator)
        } catch {
            assertionFailure("layout delegate must be set before navigation starts: \(error)")
        }
    }

    func startNavigation(with session: GMSNavigationSession) {
        guard mapController.mapView.enableNavigation(with: session) else { return }
    }

    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        child.didMove(toParent: self)
    }
}

@MainActor
final class MapChildViewController: UIViewController {
    private(set) lazy var mapView = GMSMapView(options: GMSMapViewOptions())

    override func loadView() {
        view = mapView
    }
}
