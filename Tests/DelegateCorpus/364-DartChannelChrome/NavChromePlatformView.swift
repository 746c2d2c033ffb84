import GoogleNavigation
import UIKit

/// The platform view Flutter embeds (`UiKitView(viewType: "nav_chrome/map")`),
/// shaped like `FlutterPlatformView`: it owns the map and the layout delegate
/// and forwards channel calls to it.
@MainActor
final class NavChromePlatformView: NSObject {
  private let mapView: GMSMapView
  private let layoutDelegate: NavChromeLayoutDelegate

  init(frame: CGRect, viewIdentifier: Int64, arguments: Any?) {
    let options = GMSMapViewOptions()
    options.frame = frame
    mapView = GMSMapView(options: options)
    layoutDelegate = NavChromeLayoutDelegate(creationParams: arguments ?? ChromeChannel.defaultCreationParams)
    super.init()
    // The delegate must be in place before navigation is turned on.
    do {
      try mapView.setLayoutDelegate(layoutDelegate)
    } catch {
      print("[nav_chrome] view \(viewIdentifier): layout delegate refused: \(error)")
    }
  }

  func view() -> UIView {
    mapView
  }

  /// `startNavigation` from Dart, after the terms were accepted there.
  func startNavigation(with session: GMSNavigationSession, result: ChromeResult) {
    if mapView.enableNavigation(with: session) {
      result(nil)
    } else {
      result(ChromeChannelError(code: "navigation_unavailable", message: "enableNavigation failed", details: nil))
    }
  }

  func onMethodCall(_ call: ChromeMethodCall, result: @escaping ChromeResult) {
    layoutDelegate.handle(call, result: result)
  }

  /// The event channel's `onListen` / `onCancel`.
  func onListen(_ sink: @escaping (Any?) -> Void) {
    layoutDelegate.eventSink = sink
  }

  func onCancel() {
    layoutDelegate.eventSink = nil
  }
}
