import UIKit

/// The small capsule in the top leading corner of the map ("READY" / "ON TRIP").
///
/// Sizes itself from its title: the label's size plus the capsule's padding,
/// so the chrome only ever positions it. Changing `status` re-measures it.
@MainActor
final class TripStatusBadge: UIView {
    enum Status: Equatable {
        case ready
        case onTrip

        var title: String {
            switch self {
            case .ready: return "READY"
            case .onTrip: return "ON TRIP"
            }
        }
    }

    /// Padding around the title inside the capsule.
    private static let padding = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    /// Never shorter than this, so the capsule keeps its shape with short titles.
    private static let minimumHeight: CGFloat = 28

    private let titleLabel = UILabel()

    var status: Status = .ready {
        didSet {
            guard status != oldValue else { return }
            titleLabel.text = status.title
            invalidateIntrinsicContentSize()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = UIColor.black.withAlphaComponent(0.72)
        accessibilityIdentifier = "navChrome.tripStatusBadge"

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = status.title
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])

        // The capsule is exactly its content: never stretched by the chrome.
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        let title = titleLabel.intrinsicContentSize
        let padding = Self.padding
        return CGSize(
            width: title.width + padding.leading + padding.trailing,
            height: max(title.height + padding.top + padding.bottom, Self.minimumHeight)
        )
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Capsule corners follow whatever height Auto Layout gave us.
        layer.cornerRadius = bounds.height / 2
    }
}
