import UIKit

/// The app's lane guidance strip, shown under the SDK's turn card.
final class LaneGuidanceBannerView: UIView {
    static let preferredHeight: CGFloat = 44
    private let lanesLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        lanesLabel.textColor = .white
        lanesLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(lanesLabel)
        NSLayoutConstraint.activate([
            lanesLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            lanesLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            lanesLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(lanes: String) { lanesLabel.text = lanes }
}

/// The app's "next stop" card (delivery address and stop count).
final class NextStopCardView: UIView {
    static let preferredHeight: CGFloat = 64
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        [titleLabel, detailLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            detailLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}
