import UIKit

/// "3 stops · 12:40" badge, shown under the turn card at the trailing side.
/// Count label must never truncate; the time label gives way first.
final class StopsBadgeView: UIView {
    let countLabel = UILabel()
    let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = UIColor.systemBackground
        layer.cornerRadius = 10
        accessibilityIdentifier = "nav.stopsBadge"

        for label in [countLabel, timeLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.font = UIFont.preferredFont(forTextStyle: .footnote)
            addSubview(label)
        }
        countLabel.text = "3 stops"
        timeLabel.text = "12:40"
        timeLabel.textColor = .secondaryLabel

        countLabel.setContentHuggingPriority(.required, for: .horizontal)
        countLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        timeLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
        timeLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        for label in [countLabel, timeLabel] {
            label.setContentHuggingPriority(.required, for: .vertical)
        }

        NSLayoutConstraint.activate([
            countLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            countLabel.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            countLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            timeLabel.leadingAnchor.constraint(equalTo: countLabel.trailingAnchor, constant: 6),
            timeLabel.firstBaselineAnchor.constraint(equalTo: countLabel.firstBaselineAnchor),
            timeLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
