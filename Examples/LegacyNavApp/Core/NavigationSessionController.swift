import GoogleNavigation
import UIKit

/// Starts and stops guidance for whichever screen is on top.
@MainActor
final class NavigationSessionController {
    enum StartError: Error {
        case termsNotAccepted, noSession, route(GMSRouteStatus)
    }

    private var session: GMSNavigationSession?

    /// Enables navigation on `mapView` and routes to `destinations`.
    func startGuidance(
        on mapView: GMSMapView, to destinations: [GMSNavigationWaypoint],
        completion: @escaping (Result<Void, StartError>) -> Void
    ) {
        guard GMSNavigationServices.areTermsAndConditionsAccepted() else {
            completion(.failure(.termsNotAccepted))
            return
        }
        guard let session = GMSNavigationServices.createNavigationSession() else {
            completion(.failure(.noSession))
            return
        }
        self.session = session
        mapView.enableNavigation(with: session)
        mapView.cameraMode = .following
        mapView.navigator?.setDestinations(destinations) { status in
            guard status == .OK else {
                completion(.failure(.route(status)))
                return
            }
            mapView.navigator?.isGuidanceActive = true
            completion(.success(()))
        }
    }

    func stopGuidance(on mapView: GMSMapView) {
        mapView.navigator?.isGuidanceActive = false
        mapView.navigator?.clearDestinations()
        mapView.isNavigationEnabled = false
        session = nil
    }

    /// Shows the whole route before guidance starts. `withPadding` is the camera
    /// update's own inset, not `GMSMapView.padding`.
    func showOverview(of bounds: GMSCoordinateBounds, on mapView: GMSMapView) {
        mapView.cameraMode = .overview
        mapView.animate(with: GMSCameraUpdate.fit(bounds, withPadding: 40))
    }
}

/// Records how often drivers see SDK prompts. It is not a navigator listener:
/// the screens forward the events to it.
final class PromptAnalytics {
    private(set) var promptsShown = 0
    private(set) var promptsDismissed = 0

    func navigatorWillPresentPrompt(_ navigator: GMSNavigator) {
        promptsShown += 1
    }

    func navigatorDidDismissPrompt(_ navigator: GMSNavigator) {
        promptsDismissed += 1
    }

    var summary: String {
        "prompts shown: \(promptsShown), dismissed: \(promptsDismissed)"
    }
}
