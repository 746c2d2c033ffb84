import GoogleNavigation
import UIKit

/// Decorations the dispatcher screen adds to its map.
@MainActor
enum MapDecorations {
    static func addScaleBar(_ scaleBar: UIView, to mapView: GMSMapView) {
        scaleBar.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(scaleBar)
        NSLayoutConstraint.activate([
            scaleBar.topAnchor.constraint(equalTo: mapView.navigationHeaderLayoutGuide.bottomAnchor, constant: 12),
            scaleBar.leadingAnchor.constraint(equalTo: mapView.navigationHeaderLayoutGuide.leadingAnchor, constant: 12),
        ])
    }
}
