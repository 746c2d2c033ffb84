import GoogleNavigation
import UIKit

/// A map that hides the SDK header at night.
class NightMapView: GMSMapView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        settings.isNavigationHeaderEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func enterNightMode() {
        settings.isNavigationHeaderEnabled = false
    }
}
