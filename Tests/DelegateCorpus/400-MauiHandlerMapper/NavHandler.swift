import GoogleNavigation
import UIKit

/// The cross-platform view (the shared C# `NavigationView` as the iOS side
/// sees it after marshalling). Property names keep the .NET spelling so the
/// mapper keys match `nameof(...)` on the shared side.
@MainActor
protocol VirtualNavView: AnyObject {
    var ShowSpeedometer: Bool { get }
    var ShowTripProgress: Bool { get }
    var ShowCompass: Bool { get }
    var ControlsMargin: Double { get }
    var PromptsEnabled: Bool { get }
}

/// What the layout delegate reads: the last values the mapper pushed.
struct NavHandlerSettings: Equatable {
    var showsSpeedWidget = true
    var showsTripProgress = false
    var showsCompass = true
    var controlsMargin: CGFloat = 12
}

/// A MAUI-style handler: owns the platform `GMSMapView`, maps the virtual
/// view's properties onto it through `mapper`, runs commands through
/// `commandMapper`. The layout itself is `MauiNavLayoutDelegate`'s.
@MainActor
final class NavHandler {
    typealias PropertyMapper = [String: (NavHandler, VirtualNavView) -> Void]
    typealias CommandMapper = [String: (NavHandler, VirtualNavView, [String: Any]?) -> Void]

    static let mapper: PropertyMapper = [
        "ShowSpeedometer": { handler, view in handler.settings.showsSpeedWidget = view.ShowSpeedometer },
        "ShowTripProgress": { handler, view in handler.settings.showsTripProgress = view.ShowTripProgress },
        "ShowCompass": { handler, view in handler.settings.showsCompass = view.ShowCompass },
        "ControlsMargin": { handler, view in
            handler.settings.controlsMargin = CGFloat(max(0, min(view.ControlsMargin, 32)))
        },
        "PromptsEnabled": { handler, view in
            handler.PlatformView?.navigator?.shouldDisplayPrompts = view.PromptsEnabled
        },
    ]

    static let commandMapper: CommandMapper = [
        "ShowPrompt": { handler, _, args in
            // Re-enables SDK prompts after the shared side muted them for a call.
            let enabled = args?["enabled"] as? Bool ?? true
            handler.PlatformView?.navigator?.shouldDisplayPrompts = enabled
        },
        "Recenter": { handler, _, args in
            guard let map = handler.PlatformView else { return }
            let perspective = (args?["perspective"] as? NSNumber)?.intValue ?? 0
            map.cameraMode = .following
            map.followMyLocation(perspective: perspective)
        },
    ]

    private(set) var VirtualView: VirtualNavView?
    private(set) var PlatformView: GMSMapView?
    private(set) var settings = NavHandlerSettings()
    private(set) lazy var layoutDelegate = MauiNavLayoutDelegate(handler: self)

    func CreatePlatformView() -> GMSMapView {
        let options = GMSMapViewOptions()
        return GMSMapView(options: options)
    }

    /// Called before the shared side may enable navigation.
    func ConnectHandler(_ virtualView: VirtualNavView) {
        let map = CreatePlatformView()
        VirtualView = virtualView
        PlatformView = map
        do {
            try map.setLayoutDelegate(layoutDelegate)
        } catch {
            print("NavHandler: layout delegate not set: \(error)")
        }
        for key in Self.mapper.keys.sorted() {
            UpdateValue(key)
        }
    }

    func DisconnectHandler() {
        PlatformView?.isNavigationEnabled = false
        try? PlatformView?.setLayoutDelegate(nil)
        PlatformView = nil
        VirtualView = nil
    }

    /// `IElementHandler.UpdateValue`: the shared side changed one property.
    /// Layout settings take effect at the next navigation state change.
    func UpdateValue(_ key: String) {
        guard let virtualView = VirtualView, let map = Self.mapper[key] else { return }
        map(self, virtualView)
    }

    /// `IElementHandler.Invoke`: a command with its marshalled arguments.
    func Invoke(_ command: String, _ args: [String: Any]? = nil) {
        guard let virtualView = VirtualView, let run = Self.commandMapper[command] else {
            print("NavHandler: unknown command \(command)")
            return
        }
        run(self, virtualView, args)
    }
}
