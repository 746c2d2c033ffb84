import GoogleNavigation
import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}

@MainActor
final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    private let window: UIWindow
    private let dependencies: Dependencies

    init(window: UIWindow, dependencies: Dependencies) { (self.window, self.dependencies) = (window, dependencies) }

    func start() {
        let navigation = NavigationCoordinator(
            dependencies: dependencies,
            makeLayout: { CoordinatedLayoutDelegate(dependencies: $0) })
        children.append(navigation)
        navigation.start()
        window.rootViewController = navigation.viewController
        window.makeKeyAndVisible()
    }
}

@MainActor
final class NavigationCoordinator: Coordinator {
    var children: [Coordinator] = []
    let viewController = UIViewController()
    private let dependencies: Dependencies
    private let makeLayout: (Dependencies) -> NavigationLayoutDelegate

    init(dependencies: Dependencies, makeLayout: @escaping (Dependencies) -> NavigationLayoutDelegate) {
        (self.dependencies, self.makeLayout) = (dependencies, makeLayout)
    }

    func start() {
        let mapView = GMSMapView(frame: .zero)
        viewController.view = mapView
        do {
            try mapView.setLayoutDelegate(makeLayout(dependencies))
        } catch {
            assertionFailure("layout delegate rejected: \(error)")
        }
        mapView.isNavigationEnabled = true
    }
}
