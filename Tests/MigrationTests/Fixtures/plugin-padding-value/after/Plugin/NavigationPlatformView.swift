import GoogleNavigation
import UIKit

/// What the host app asks for when it creates the view.
struct NavigationViewConfiguration {
    var showsFooter = true
    /// `nil`: the map's own padding.
    var padding: UIEdgeInsets?
}

/// The map view a cross-platform app embeds; the host drives it over a
/// channel (set and get the padding, toggle the footer).
@MainActor
final class NavigationPlatformView: NSObject {
    private let mapView: GMSMapView
    private let layoutDelegate = NavigationPlatformViewLayoutDelegate()
    private let channel: MapChannel

    init(frame: CGRect, channel: MapChannel, configuration: NavigationViewConfiguration) {
        mapView = GMSMapView(frame: frame)
        self.channel = channel
        super.init()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.showsETACard = configuration.showsFooter
        if let padding = configuration.padding {
            layoutDelegate.padding = padding
        }
        channel.setHandler { [weak self] method, arguments in
            self?.handle(method, arguments)
        }
    }

    var view: UIView { mapView }

    private func handle(_ method: String, _ arguments: [String: Any]) -> Any? {
        switch method {
        case "setPadding":
            setPadding(InsetsMessage(arguments))
            return nil
        case "getPadding":
            return getPadding()
        case "setBottomInset":
            layoutDelegate.padding.bottom = CGFloat(arguments["value"] as? Double ?? 0)
            return nil
        case "setFooterEnabled":
            layoutDelegate.showsETACard = arguments["enabled"] as? Bool ?? true
            return nil
        case "isFooterEnabled":
            return layoutDelegate.showsETACard
        default:
            return nil
        }
    }

    private func setPadding(_ message: InsetsMessage) {
        let current = layoutDelegate.padding
        layoutDelegate.padding = UIEdgeInsets(
            top: CGFloat(message.top ?? Double(current.top)),
            left: CGFloat(message.left ?? Double(current.left)),
            bottom: CGFloat(message.bottom ?? Double(current.bottom)),
            right: CGFloat(message.right ?? Double(current.right)))
    }

    private func getPadding() -> [String: Double] {
        let insets = layoutDelegate.padding
        return ["top": Double(insets.top), "left": Double(insets.left), "bottom": Double(insets.bottom), "right": Double(insets.right)]
    }
}
