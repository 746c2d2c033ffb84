import UIKit

/// The rider's trip sheet: driver, car, pickup PIN and the "Share trip" row.
/// It has no drag handle on the map screen: ride events move it between
/// detents (`RideSheetLayoutDelegate.handle(_:)`).
@MainActor
final class RideSheetView: UIView {
    enum Detent: CaseIterable {
        case collapsed, half, full

        /// Share of the map's height the sheet takes. `full` stays under half
        /// the map so the camera, the ETA card and a prompt still fit above it.
        var fraction: CGFloat {
            switch self {
            case .collapsed: return 0.14
            case .half: return 0.30
            case .full: return 0.45
            }
        }

        /// Never shorter than the driver row.
        static let minimumHeight: CGFloat = 88

        func height(forMapHeight mapHeight: CGFloat) -> CGFloat {
            max(Self.minimumHeight, (mapHeight * fraction).rounded())
        }
    }

    private let driverLabel = UILabel()
    private let plateLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemBackground
        layer.cornerRadius = 20
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 12
        driverLabel.font = .preferredFont(forTextStyle: .headline)
        plateLabel.font = .preferredFont(forTextStyle: .subheadline)
        accessibilityIdentifier = "ride.sheet"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func show(driver: String, plate: String) {
        driverLabel.text = driver
        plateLabel.text = plate
    }
}

/// What the ride flow tells the map screen. Each one picks a detent.
enum RideEvent {
    case driverAssigned
    case riderOpenedDetails
    case riderClosedDetails
    case tripStarted
    case tripEnded

    var detent: RideSheetView.Detent {
        switch self {
        case .driverAssigned, .riderClosedDetails, .tripEnded: return .half
        case .riderOpenedDetails: return .full
        case .tripStarted: return .collapsed
        }
    }
}
