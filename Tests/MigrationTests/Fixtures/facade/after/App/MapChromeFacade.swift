import GoogleNavigation
import UIKit

/// The only place the dispatch screen's features touch the map's chrome:
/// getters and setters over the SDK's switches, so features never import it.
@MainActor
final class MapChromeFacade {
    weak var mapView: GMSMapView?
    weak var layoutDelegate: DispatchViewControllerLayoutDelegate?

    var isHeaderVisible: Bool {
        get { layoutDelegate?.showsTurnCard ?? true }
        set { layoutDelegate?.showsTurnCard = newValue }
    }

    func setFooterEnabled(_ enabled: Bool) {
        layoutDelegate?.showsETACard = enabled
    }

    func hideIncidentReporting() {
    }
}
