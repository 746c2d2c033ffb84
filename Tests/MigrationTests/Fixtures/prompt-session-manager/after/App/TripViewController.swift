import GoogleNavigation
import UIKit

/// A trip: the map with a sheet of stops below it. The sheet fades while an
/// SDK prompt is up; the session manager says when. The screen itself stops
/// its arrival countdown while a prompt is up.
final class TripViewController: UIViewController, NavigationSessionManagerDelegate {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = TripViewControllerLayoutDelegate()
    private let sessionManager = NavigationSessionManager()
    private let stopsSheet = UIView()
    private let countdown = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.willPresentPrompt = { [weak self] in
            guard let self, let navigator = self.mapView.navigator else { return }
            countdown.text = "\(Int(navigator.timeToNextDestination / 60)) min"
            countdown.isHidden = true
            self.sessionManager.willPresentPrompt()
        }
        layoutDelegate.didDismissPrompt = { [weak self] in self?.sessionManager.didDismissPrompt() }
        mapView.frame = view.bounds
        view.addSubview(mapView)
        view.addSubview(stopsSheet)
        sessionManager.delegate = self
        mapView.isNavigationEnabled = true
        if let navigator = mapView.navigator {
            sessionManager.attach(to: navigator)
            navigator.addListener(self)
        }
    }

    func sessionManager(_ manager: NavigationSessionManager, promptVisibilityDidChange visible: Bool) {
        stopsSheet.alpha = visible ? 0.4 : 1
    }
}

extension TripViewController: GMSNavigatorListener {
    func navigator(_ navigator: GMSNavigator, didArriveAt waypoint: GMSNavigationWaypoint) {
        countdown.isHidden = false
    }
}
