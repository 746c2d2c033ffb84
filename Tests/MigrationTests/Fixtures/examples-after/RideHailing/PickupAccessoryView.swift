import GoogleNavigation
import UIKit

/// Shows the rider's name and pickup note under the navigation header while the
/// driver heads to the pickup point.
final class PickupAccessoryView: UIView {
    private let nameLabel = UILabel()
    private let noteLabel = UILabel()
    private let stack = UIStackView()

    var note: String = "" {
        didSet { noteLabel.text = note }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Brand.cardBackground
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        noteLabel.font = .preferredFont(forTextStyle: .subheadline)
        noteLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 4
        stack.addArrangedSubview(nameLabel)
        stack.addArrangedSubview(noteLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: Self.verticalInset),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Self.verticalInset),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(riderName: String, note: String) {
        nameLabel.text = "Pick up \(riderName)"
        self.note = note
    }

    private static let verticalInset: CGFloat = 8
    private static let lineHeight: CGFloat = 20
    private static let maximumNoteLines = 3

    /// One line for the name, up to three for the note; never taller than the
    /// space the SDK offers.
    func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat {
        let charactersPerLine = max(1, Int(size.width / 9))
        let noteLines = note.isEmpty ? 0 : min(Self.maximumNoteLines, note.count / charactersPerLine + 1)
        let wanted = CGFloat(1 + noteLines) * Self.lineHeight + 2 * Self.verticalInset
        return min(wanted, size.height)
    }
}
