import UIKit

/// "Next stop" chip shown under the turn card during guidance: a label and a
/// forward chevron. The chevron must point towards the trailing side in both
/// Arabic/Hebrew and Latin locales.
final class NextStopChipView: UIView {
    private let titleLabel = UILabel()
    private let chevronView = UIImageView()
    private let contentStack = UIStackView()
    private(set) var direction: LayoutDirection = .leftToRight

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemBackground
        layer.cornerRadius = 14
        layer.shadowOpacity = 0.15
        accessibilityIdentifier = "nav.nextStopChip"

        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.text = "Next stop"
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        chevronView.image = UIImage.forwardChevron(for: .leftToRight)
        chevronView.tintColor = .secondaryLabel
        chevronView.setContentHuggingPriority(.required, for: .horizontal)
        chevronView.setContentCompressionResistancePriority(.required, for: .horizontal)

        contentStack.translatesAutoresizingMaskIntoConstraints = false
        contentStack.axis = .horizontal
        contentStack.alignment = .center
        contentStack.spacing = 6
        contentStack.addArrangedSubview(titleLabel)
        contentStack.addArrangedSubview(chevronView)
        addSubview(contentStack)

        NSLayoutConstraint.activate([
            contentStack.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            contentStack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            contentStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            contentStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Applies the direction explicitly to the chip and its content: forced
    /// semantic attribute (so the stack orders label then chevron from the
    /// reading start), text alignment and the mirrored chevron image.
    func apply(direction: LayoutDirection) {
        self.direction = direction
        semanticContentAttribute = direction.forcedSemanticAttribute
        contentStack.semanticContentAttribute = direction.forcedSemanticAttribute
        titleLabel.textAlignment = direction.textAlignment
        chevronView.image = UIImage.forwardChevron(for: direction)
        chevronView.transform = .identity
    }

    func update(title: String) {
        titleLabel.text = title
        accessibilityLabel = title
    }
}
