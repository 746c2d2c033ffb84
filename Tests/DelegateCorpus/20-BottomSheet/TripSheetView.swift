import UIKit

/// The app's trip summary sheet: an opaque card with a grabber, shown under the
/// map content and above the ETA card.
@MainActor
final class TripSheetView: UIView {
    static let compactHeight: CGFloat = 120
    static let wideHeight: CGFloat = 88

    private let grabber = UIView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        grabber.backgroundColor = .separator
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.text = "Your trip"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The sheet's height for the layout's width class.
    static func height(wide: Bool) -> CGFloat {
        wide ? wideHeight : compactHeight
    }
}
