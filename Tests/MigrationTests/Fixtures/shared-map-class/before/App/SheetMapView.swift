import GoogleNavigation
import UIKit

/// A map that keeps the camera and the SDK controls above a bottom sheet.
class SheetMapView: GMSMapView {
    /// Height of the sheet over the bottom of the map.
    var sheetHeight: CGFloat = 0 {
        didSet { padding = UIEdgeInsets(top: 0, left: 0, bottom: sheetHeight, right: 0) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        settings.isNavigationTripProgressBarEnabled = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Whether the SDK shows its turn-by-turn header.
    var showsHeader: Bool {
        settings.isNavigationHeaderEnabled
    }
}
