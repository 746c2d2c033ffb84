import GoogleNavigation
import UIKit

/// Flips the shift map's chrome on request.
@MainActor
final class ShiftChromeCoordinator {
    weak var mapView: GMSMapView?
    weak var layoutDelegate: ShiftViewControllerLayoutDelegate?

    func toggleProgressBar() {
        layoutDelegate?.showsTripProgressBar.toggle()
    }

    func flipHeader() {
        layoutDelegate?.showsTurnCard = !(layoutDelegate?.showsTurnCard ?? true)
    }
}
