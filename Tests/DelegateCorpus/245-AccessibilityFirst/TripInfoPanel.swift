import UIKit

/// The app's own "next stop" panel shown under the turn card (and at the top of the map while
/// navigation is ready). Dynamic Type all the way: text styles, scaled padding, and a vertical
/// arrangement at accessibility sizes.
@MainActor
final class TripInfoPanel: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    private let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.accessibilityTraits = .header
        titleLabel.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)

        detailLabel.font = UIFont.preferredFont(forTextStyle: .body)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.accessibilityTraits = .updatesFrequently
        detailLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        detailLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)

        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.alignment = .leading
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(detailLabel)
        addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])

        // VoiceOver reads the panel title first, then the detail, as one group after the turn card.
        isAccessibilityElement = false
        #if os(iOS)
        accessibilityElements = [titleLabel, detailLabel]
        #endif
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
        titleLabel.accessibilityLabel = title
        detailLabel.accessibilityLabel = detail
    }

    /// Re-reads the text size: stacked labels at accessibility sizes, one row otherwise.
    func adapt(to traits: UITraitCollection, wideMode: Bool) {
        let stacked = ScaledMetrics.prefersStackedText(traits, wideMode: wideMode)
        stack.axis = stacked ? .vertical : .horizontal
        stack.alignment = stacked ? .leading : .firstBaseline
        stack.spacing = ScaledMetrics.gap(traits)
        let padding = ScaledMetrics.panelPadding(traits)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding)
    }
}
