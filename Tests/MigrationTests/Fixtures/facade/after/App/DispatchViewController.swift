import GoogleNavigation
import UIKit

/// The dispatcher's live map; features reach its chrome through the facade.
final class DispatchViewController: UIViewController {
    private var mapView: GMSMapView?
    private let layoutDelegate = DispatchViewControllerLayoutDelegate()
    let chrome = MapChromeFacade()

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        view.addSubview(map)
        mapView = map
        do {
            try map.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        chrome.layoutDelegate = layoutDelegate
        chrome.mapView = map
        chrome.hideIncidentReporting()
    }

    func focusModeChanged(_ focused: Bool) {
        chrome.isHeaderVisible = !focused
        chrome.setFooterEnabled(!focused)
    }
}
