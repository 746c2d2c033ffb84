import CarPlay
import GoogleNavigation
import UIKit

/// The CarPlay scene: it builds its own `GMSMapView` for the car's screen.
///
/// Layout customization does not apply to CarPlay (calling `setLayoutDelegate(_:)`
/// on this map would throw), so this map keeps the SDK's built-in layout and
/// must never get a layout delegate.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private var carWindow: CPWindow?
    private var carMapView: GMSMapView?
    private let mapTemplate = CPMapTemplate()

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        carWindow = window

        let mapView = GMSMapView(frame: window.bounds)
        mapView.settings.compassButton = true
        mapView.settings.isRecenterButtonEnabled = false
        mapView.shouldDisplaySpeedometer = true
        mapView.cameraMode = .following

        let container = UIViewController()
        container.view.addSubview(mapView)
        mapView.translatesAutoresizingMaskIntoConstraints = false
        let buttonsArea = window.mapButtonSafeAreaLayoutGuide
        NSLayoutConstraint.activate([
            mapView.topAnchor.constraint(equalTo: container.view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: container.view.bottomAnchor),
            mapView.leadingAnchor.constraint(equalTo: container.view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: buttonsArea.trailingAnchor),
        ])
        window.rootViewController = container

        let recenter = CPMapButton { [weak self] _ in
            self?.carMapView?.cameraMode = .following
        }
        recenter.image = UIImage(systemName: "location.fill")
        mapTemplate.mapButtons = [recenter]
        interfaceController.setRootTemplate(mapTemplate, animated: false)

        if let session = GMSNavigationServices.createNavigationSession() {
            mapView.enableNavigation(with: session)
        }
        carMapView = mapView
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        carMapView?.isNavigationEnabled = false
        carMapView?.removeFromSuperview()
        carMapView = nil
        carWindow = nil
        self.interfaceController = nil
    }
}
