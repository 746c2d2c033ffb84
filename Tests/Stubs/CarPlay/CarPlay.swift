// Stub of the CarPlay framework's signatures used by navigation apps, for
// type-checking on Linux. No behaviour. Layout delegates do not apply to CarPlay:
// `GMSMapView.setLayoutDelegate(_:)` throws for a map view made for CarPlay.

@_exported import UIKit

@MainActor
open class CPTemplate: NSObject {
    open var userInfo: Any?
}

@MainActor
open class CPBarButton: NSObject {
    public init(title: String, handler: ((CPBarButton) -> Void)? = nil) { super.init() }
    public init(image: UIImage, handler: ((CPBarButton) -> Void)? = nil) { super.init() }
    open var isEnabled: Bool = true
    open var title: String?
}

@MainActor
open class CPMapButton: NSObject {
    public init(handler: ((CPMapButton) -> Void)? = nil) { super.init() }
    open var image: UIImage?
    open var isHidden: Bool = false
    open var isEnabled: Bool = true
}

@MainActor
public protocol CPMapTemplateDelegate: NSObjectProtocol {
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate)
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate)
}

extension CPMapTemplateDelegate {
    public func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {}
    public func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {}
}

@MainActor
open class CPMapTemplate: CPTemplate {
    public override init() { super.init() }
    open weak var mapDelegate: (any CPMapTemplateDelegate)?
    open var mapButtons: [CPMapButton] = []
    open var leadingNavigationBarButtons: [CPBarButton] = []
    open var trailingNavigationBarButtons: [CPBarButton] = []
    open var automaticallyHidesNavigationBar: Bool = true
    open var hidesButtonsWithNavigationBar: Bool = false
    open var guidanceBackgroundColor: UIColor = .clear
    open func showPanningInterface(animated: Bool) {}
    open func dismissPanningInterface(animated: Bool) {}
}

@MainActor
open class CPInterfaceController: NSObject {
    open var rootTemplate: CPTemplate { fatalError() }
    open var topTemplate: CPTemplate? { fatalError() }
    open var templates: [CPTemplate] { fatalError() }
    open func setRootTemplate(_ rootTemplate: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {}
    open func pushTemplate(_ templateToPush: CPTemplate, animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {}
    open func popTemplate(animated: Bool, completion: ((Bool, (any Error)?) -> Void)? = nil) {}
}

@MainActor
open class CPWindow: UIWindow {
    open var mapButtonSafeAreaLayoutGuide: UILayoutGuide { fatalError() }
    open weak var templateApplicationScene: CPTemplateApplicationScene?
}

@MainActor
open class CPTemplateApplicationScene: UIScene {
    open var interfaceController: CPInterfaceController { fatalError() }
    open var carWindow: CPWindow { fatalError() }
}

/// All methods optional in Objective-C; requirements with empty defaults here.
@MainActor
public protocol CPTemplateApplicationSceneDelegate: UISceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController, to window: CPWindow)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {}
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {}
}
