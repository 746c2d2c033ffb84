import GoogleNavigation
import UIKit

/// Features put their banners on the map through this facade.
@MainActor
final class BannerFacade {
    weak var mapView: GMSMapView?
    weak var layoutDelegate: FleetViewControllerLayoutDelegate?

    func pin(_ banner: UIView) {
        guard let footer = layoutDelegate?.footerGuide else { return }
        NSLayoutConstraint.activate([
            banner.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -8),
            banner.centerXAnchor.constraint(equalTo: footer.centerXAnchor),
        ])
    }

    func hideReporting() {
    }
}
