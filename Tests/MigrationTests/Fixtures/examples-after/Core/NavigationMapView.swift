import GoogleNavigation
import UIKit

/// The app's map view: a `GMSMapView` with the team's navigation defaults.
///
/// Screens that want the defaults create a `NavigationMapView` instead of a
/// plain `GMSMapView`. The trip progress bar is on everywhere (product asked for
/// it in 2023); each screen decides about the header and the footer itself.
class NavigationMapView: GMSMapView {
    /// The screen's layout delegate, which took over the Navigation SDK's
    /// legacy layout slots this class used (navlint). The screen sets it
    /// when it installs the delegate, before navigation starts.
    weak var navigationMapViewLayout: NavigationMapViewLayout? {
        didSet { navigationMapViewLayout?.applyLegacyPadding(legacyPadding) }
    }

    /// The legacy `padding` this class sets, for the delegate's viewport (navlint).
    private var legacyPadding = UIEdgeInsets.zero {
        didSet { navigationMapViewLayout?.applyLegacyPadding(legacyPadding) }
    }

    /// Height of whatever opaque sheet the screen shows over the bottom of the map.
    var bottomSheetHeight: CGFloat = 0 {
        didSet { applyBottomInset() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        applyDefaults()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyDefaults()
    }

    private func applyDefaults() {
        translatesAutoresizingMaskIntoConstraints = false
        settings.compassButton = true
        settings.isRecenterButtonEnabled = true
        settings.navigationHeaderPrimaryBackgroundColor = Brand.headerBackground
        shouldDisplaySpeedometer = true
    }

    /// Keeps the camera and the SDK controls above the bottom sheet.
    private func applyBottomInset() {
        legacyPadding = UIEdgeInsets(top: 0, left: 0, bottom: bottomSheetHeight, right: 0)
    }

    /// True when the SDK draws both the turn-by-turn header and the ETA footer.
    var isShowingFullChrome: Bool {
        (self.navigationMapViewLayout?.showsTurnCard ?? true) && (navigationMapViewLayout?.showsETACard ?? true)
    }
}

/// What `NavigationMapView` sets and reads on its screen's layout delegate (navlint).
@MainActor
protocol NavigationMapViewLayout: AnyObject {
    func applyLegacyPadding(_ padding: UIEdgeInsets)
    var showsETACard: Bool { get }
    var showsTurnCard: Bool { get }
}

/// Brand colours and metrics shared by every screen.
enum Brand {
    static let headerBackground = UIColor(red: 0.05, green: 0.32, blue: 0.62, alpha: 1)
    static let accent = UIColor.systemTeal
    static let cardBackground = UIColor.secondarySystemBackground
    static let cardStyle = CardStyle(padding: 12, cornerRadius: 14)
}
