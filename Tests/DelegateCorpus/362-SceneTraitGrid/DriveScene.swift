import GoogleNavigation
import UIKit

// The drive scene: a scene-based app (iOS 13+ lifecycle) whose window shows
// `DriveViewController`, a map with navigation and `TraitLayoutDelegate`
// installed before navigation is turned on.

final class DriveSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = DriveViewController()
    window.makeKeyAndVisible()
    self.window = window
  }

  func sceneDidBecomeActive(_ scene: UIScene) {
    // Drivers keep the screen on while the drive scene is in front.
    UIApplication.shared.isIdleTimerDisabled = true
  }

  func sceneWillResignActive(_ scene: UIScene) {
    UIApplication.shared.isIdleTimerDisabled = false
  }
}

final class DriveViewController: UIViewController {
  private let layout = TraitLayoutDelegate()
  private var mapView: GMSMapView!

  override func loadView() {
    let options = GMSMapViewOptions()
    options.camera = GMSCameraPosition(latitude: 52.52, longitude: 13.40, zoom: 14)
    mapView = GMSMapView(options: options)
    view = mapView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The layout delegate goes in while navigation is still off.
    do {
      try mapView.setLayoutDelegate(layout)
    } catch {
      print("[drive] layout delegate refused: \(error)")
    }
    GMSNavigationServices.showTermsAndConditionsDialogIfNeeded(withCompanyName: "Fleet Drive") { [weak self] accepted in
      guard accepted, let self else { return }
      self.mapView.isNavigationEnabled = true
    }
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    // Prompts come and go without fades while the device rotates: the SDK
    // relays the layout out (sizeChanged) in the middle of the rotation.
    layout.isRotating = true
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      self?.layout.isRotating = false
    }
  }
}
