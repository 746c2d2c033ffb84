import GoogleNavigation
import UIKit

/// A screen with a debug menu: each row toggles one SDK flag on the map.
final class DebugViewController: UIViewController {
    private let mapView = GMSMapView(frame: .zero)
    var showsFooter = true

    /// Debug menu rows: each toggles one SDK flag on this screen's map.
    static let debugToggles: [(title: String, keyPath: ReferenceWritableKeyPath<GMSUISettings, Bool>)] = [
        ("Turn-by-turn footer", \GMSUISettings.isNavigationFooterEnabled),
        ("Compass", \GMSUISettings.compassButton),  // not legacy, but the delegate decides it too
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(mapView)
        mapView.settings.isNavigationFooterEnabled = showsFooter
        mapView.settings.isNavigationTripProgressBarEnabled = false
    }

    func setDebugToggle(at index: Int, to isOn: Bool) {
        let keyPath = Self.debugToggles[index].keyPath
        mapView.settings[keyPath: keyPath] = isOn
    }

    func resetDebugToggles() {
        for index in Self.debugToggles.indices {
            mapView.settings[keyPath: Self.debugToggles[index].keyPath] = false
        }
    }
}
