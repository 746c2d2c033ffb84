import GoogleNavigation
import UIKit

/// Decorations the dispatcher screen adds to its map.
@MainActor
enum MapDecorations {
    static func addScaleBar(_ scaleBar: UIView, to mapView: GMSMapView, layoutDelegate: DispatchMapViewControllerLayoutDelegate) {
        scaleBar.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(scaleBar)
        NSLayoutConstraint.activate([
            scaleBar.topAnchor.constraint(equalTo: layoutDelegate.headerGuide.bottomAnchor, constant: 12),
            scaleBar.leadingAnchor.constraint(equalTo: layoutDelegate.headerGuide.leadingAnchor, constant: 12),
        ])
    }
}
