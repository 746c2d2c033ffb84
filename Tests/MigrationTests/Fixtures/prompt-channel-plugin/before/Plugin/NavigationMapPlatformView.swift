import GoogleNavigation
import UIKit

/// The navigation map a cross-platform app embeds. The host sets it up with
/// creation parameters and talks to it over a method channel; navigator
/// events go back through the events handler.
@MainActor
final class NavigationMapPlatformView: NSObject {
    private let mapView: GMSMapView
    private let channel: MethodChannel
    private var events: NavigationEventsHandler?

    init(frame: CGRect, channel: MethodChannel, showsHeader: Bool) {
        mapView = GMSMapView(frame: frame)
        self.channel = channel
        super.init()
        mapView.settings.isNavigationHeaderEnabled = showsHeader
        mapView.settings.isNavigationTripProgressBarEnabled = false
        channel.setMethodCallHandler { [weak self] call, result in
            self?.handle(call: call, result: result)
        }
    }

    var view: UIView { mapView }

    private func handle(call: MethodCall, result: @escaping (Any?) -> Void) {
        switch call.method {
        case "enableNavigation":
            mapView.isNavigationEnabled = true
            let events = NavigationEventsHandler(channel: channel)
            events.navigator = mapView.navigator
            self.events = events
            result(true)
        case "setHeaderEnabled":
            mapView.settings.isNavigationHeaderEnabled = call.arguments as? Bool ?? true
            result(nil)
        case "startListening", "stopListening":
            guard let events else { return result(false) }
            events.handle(call: call, result: result)
        default:
            result(nil)
        }
    }
}
