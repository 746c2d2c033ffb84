import GoogleNavigation
import UIKit

/// The app's map view: a `GMSMapView` with the team's navigation defaults.
///
/// Screens that want the defaults create a `NavigationMapView` instead of a
/// plain `GMSMapView`. The trip progress bar is on everywhere (product asked for
/// it in 2023); each screen decides about the header and the footer itself.
class NavigationMapView: GMSMapView {
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
        settings.isNavigationTripProgressBarEnabled = true
        settings.navigationHeaderPrimaryBackgroundColor = Brand.headerBackground
        self.paddingAdjustmentBehavior = .never
        shouldDisplaySpeedometer = true
    }

    /// Keeps the camera and the SDK controls above the bottom sheet.
    private func applyBottomInset() {
        padding = UIEdgeInsets(top: 0, left: 0, bottom: bottomSheetHeight, right: 0)
    }

    /// True when the SDK draws both the turn-by-turn header and the ETA footer.
    var isShowingFullChrome: Bool {
        self.settings.isNavigationHeaderEnabled && settings.isNavigationFooterEnabled
    }
}

/// Brand colours and metrics shared by every screen.
enum Brand {
    static let headerBackground = UIColor(red: 0.05, green: 0.32, blue: 0.62, alpha: 1)
    static let accent = UIColor.systemTeal
    static let cardBackground = UIColor.secondarySystemBackground
    static let cardStyle = CardStyle(padding: 12, cornerRadius: 14)
}
