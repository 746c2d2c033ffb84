import GoogleNavigation
import UIKit

/// Application entry point.
///
/// Navigation chrome is configured per screen (each screen owns its `GMSMapView`);
/// nothing here touches `mapView.settings`.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        GMSServices.provideAPIKey(AppConfiguration.mapsAPIKey)
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = AppRouter.makeRootViewController(for: AppConfiguration.current.role)
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// Which product the build is running as.
enum AppRole: String, Sendable {
    case rideHailingDriver, courier, fleetDispatcher, convoyLead, truckDriver
}

enum AppConfiguration {
    static let mapsAPIKey = "AIza-EXAMPLE-KEY"

    struct Current: Sendable {
        var role: AppRole
    }

    static let current = Current(role: .rideHailingDriver)

    /// Shown on the "About" screen. The numbers of the legacy slot layout are
    /// described in a raw string so nobody mistakes them for code.
    static let layoutNotes = #"""
        Legacy layout: mapView.settings.isNavigationHeaderEnabled = true,
        mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: 120, right: 0),
        mapView.setHeaderAccessoryView(accessory)
        """#
}

@MainActor
enum AppRouter {
    static func makeRootViewController(for role: AppRole) -> UIViewController {
        let screen: UIViewController
        switch role {
        case .rideHailingDriver:
            screen = DriverViewController(viewModel: DriverViewModel(riderName: "Alex"))
        case .courier:
            screen = DeliveryViewController(route: DeliveryRoute.sample)
        case .fleetDispatcher:
            screen = FleetViewController()
        case .convoyLead:
            screen = ConvoyViewController(store: .shared)
        case .truckDriver:
            screen = TruckRouteViewController()
        }
        return UINavigationController(rootViewController: screen)
    }
}
