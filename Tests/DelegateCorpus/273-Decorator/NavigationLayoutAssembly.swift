import GoogleNavigation
import UIKit

/// Builds the layout delegate the app installs: the base layout, wrapped for
/// logging, wrapped again for the debug badge. Keep a reference to the
/// assembly to read the audit trail.
@MainActor
final class NavigationLayoutAssembly {
    let logging: LoggingLayoutDelegate
    let installed: NavigationLayoutDelegate

    init() {
        let logging = LoggingLayoutDelegate(BaseLayoutDelegate())
        self.logging = logging
        installed = DebugOverlayLayoutDelegate(logging)
    }

    /// Sets the layout delegate on `map`. Call before enabling navigation.
    @discardableResult
    func install(on map: GMSMapView) -> Bool {
        do {
            try map.setLayoutDelegate(installed)
            return true
        } catch {
            print("Could not set the navigation layout delegate: \(error)")
            return false
        }
    }

    var auditTrail: [String] {
        logging.trail.map { "\($0.sequence) \($0.callback) \($0.detail)" }
    }
}
