import GoogleNavigation
import UIKit

/// A screen with a debug menu: each row toggles one SDK flag on the map.
final class DebugViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    private let layoutDelegate = DebugViewControllerLayoutDelegate()
    var showsFooter = true

    /// Debug menu rows: each toggles one SDK flag on this screen's map.
    static let debugToggles: [(title: String, set: @MainActor (DebugViewController, Bool) -> Void)] = [
        ("Turn-by-turn footer", { screen, isOn in screen.layoutDelegate.showsETACard = isOn }),
        ("Compass", { screen, isOn in
            screen.mapView.settings.compassButton = isOn  // still drives the compass while navigation is off
            screen.layoutDelegate.showsCompass = isOn
        }),  // not legacy, but the delegate decides it too
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        view.addSubview(mapView)
        layoutDelegate.showsETACard = showsFooter
    }

    func setDebugToggle(at index: Int, to isOn: Bool) {
        Self.debugToggles[index].set(self, isOn)
    }

    func resetDebugToggles() {
        for index in Self.debugToggles.indices {
            Self.debugToggles[index].set(self, false)
        }
    }
}
