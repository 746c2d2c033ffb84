import GoogleNavigation
import UIKit

/// The drive screen's Auto Layout helpers predate `NSLayoutConstraint.activate(_:)`:
/// constraints are installed on the view that is the common ancestor of what they
/// pin. For the navigation layout that is always the map view: the Google views,
/// the badge, the button stack and the layout guides all live directly on it.
extension GMSMapView {
    func install(_ constraints: [NSLayoutConstraint]) {
        addConstraints(constraints)
    }

    func uninstall(_ constraints: [NSLayoutConstraint]) {
        removeConstraints(constraints)
    }
}
