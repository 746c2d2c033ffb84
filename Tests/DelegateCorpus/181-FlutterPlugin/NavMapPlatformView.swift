import GoogleNavigation
import UIKit

/// The parts of `FlutterPlatformView` / `FlutterMethodChannel` the plugin uses,
/// so the layout code builds and tests without the Flutter engine.
@MainActor protocol PlatformViewHosting: AnyObject { func view() -> UIView }
@MainActor protocol MethodChannelSending: AnyObject { func invokeMethod(_ method: String, arguments: Any?) }

/// What the layout delegate reports back to the platform view.
@MainActor protocol NavLayoutHost: AnyObject { func navLayout(didEnterPhase phase: String, wide: Bool) }

@MainActor
final class NavMapPlatformView: NSObject, PlatformViewHosting, NavLayoutHost {
  private let mapView: GMSMapView
  private let channel: MethodChannelSending
  private let layoutDelegate: NavLayoutDelegate

  init(frame: CGRect, viewId: Int64, args: Any?, channel: MethodChannelSending) {
    self.channel = channel
    mapView = GMSMapView(frame: frame)
    let options = (args as? [String: Any]).map(LayoutOptions.init(args:)) ?? LayoutOptions()
    layoutDelegate = NavLayoutDelegate(options: options)
    super.init()
    layoutDelegate.host = self
    layoutDelegate.onAppButtonTapped = { [weak self] id in
      self?.channel.invokeMethod("appButtonTapped", arguments: ["id": id])
    }
    do { try mapView.setLayoutDelegate(layoutDelegate) } catch { channel.invokeMethod("layoutError", arguments: ["message": "\(error)"]) }
  }

  func view() -> UIView { mapView }

  /// `navigation#enable` / `navigation#disable` from Dart (after the terms dialog).
  func handle(method: String, result: (Any?) -> Void) {
    switch method {
    case "navigation#enable": mapView.isNavigationEnabled = true
    case "navigation#disable": mapView.isNavigationEnabled = false
    default: return result("notImplemented")
    }
    result(nil)
  }

  func navLayout(didEnterPhase phase: String, wide: Bool) {
    channel.invokeMethod("layoutPhase", arguments: ["phase": phase, "wide": wide])
  }
}
