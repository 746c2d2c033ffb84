import GoogleNavigation
import UIKit

/// A map that hides the SDK header at night.
class NightMapView: GMSMapView {
    /// The screen's layout delegate, which took over the Navigation SDK's
    /// legacy layout slots this class used (navlint). The screen sets it
    /// when it installs the delegate, before navigation starts.
    weak var nightMapViewLayout: NightMapViewLayout?

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func enterNightMode() {
        nightMapViewLayout?.showsTurnCard = false
    }
}

/// What `NightMapView` sets and reads on its screen's layout delegate (navlint).
@MainActor
protocol NightMapViewLayout: AnyObject {
    var showsTurnCard: Bool { get set }
}
