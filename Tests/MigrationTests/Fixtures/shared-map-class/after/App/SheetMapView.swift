import GoogleNavigation
import UIKit

/// A map that keeps the camera and the SDK controls above a bottom sheet.
class SheetMapView: GMSMapView {
    /// The screen's layout delegate, which took over the Navigation SDK's
    /// legacy layout slots this class used (navlint). The screen sets it
    /// when it installs the delegate, before navigation starts.
    weak var sheetMapViewLayout: SheetMapViewLayout? {
        didSet { sheetMapViewLayout?.applyLegacyPadding(legacyPadding) }
    }

    /// The legacy `padding` this class sets, for the delegate's viewport (navlint).
    private var legacyPadding = UIEdgeInsets.zero {
        didSet { sheetMapViewLayout?.applyLegacyPadding(legacyPadding) }
    }

    /// Height of the sheet over the bottom of the map.
    var sheetHeight: CGFloat = 0 {
        didSet { legacyPadding = UIEdgeInsets(top: 0, left: 0, bottom: sheetHeight, right: 0) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Whether the SDK shows its turn-by-turn header.
    var showsHeader: Bool {
        (sheetMapViewLayout?.showsTurnCard ?? true)
    }
}

/// What `SheetMapView` sets and reads on its screen's layout delegate (navlint).
@MainActor
protocol SheetMapViewLayout: AnyObject {
    func applyLegacyPadding(_ padding: UIEdgeInsets)
    var showsTurnCard: Bool { get }
}
