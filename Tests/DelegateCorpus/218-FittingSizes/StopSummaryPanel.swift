import UIKit

/// A rounded count ("3 stops") whose size is its text plus padding.
final class StopCountChip: UIView {
    private let label = UILabel()
    private let padding = NSDirectionalEdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)

    var text: String? {
        get { label.text }
        set {
            label.text = newValue
            invalidateIntrinsicContentSize()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .caption1)
        label.textColor = .white
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var intrinsicContentSize: CGSize {
        let text = label.intrinsicContentSize
        return CGSize(width: text.width + padding.leading + padding.trailing,
                      height: text.height + padding.top + padding.bottom)
    }
}

/// The panel the courier sees above the ETA card: the next stop's name with
/// a count of the stops left, and a two-line delivery note. Its height is
/// measured for the width it gets, never guessed.
final class StopSummaryPanel: UIView {
    let titleLabel = UILabel()
    let noteLabel = UILabel()
    let countChip = StopCountChip()
    private let titleRow = UIStackView()
    private let column = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = NavigationPanelMetrics.cornerRadius
        directionalLayoutMargins = NavigationPanelMetrics.contentInsets

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 1
        titleLabel.setContentHuggingPriority(.required, for: .vertical)
        titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)

        noteLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = NavigationPanelMetrics.noteLines
        noteLabel.setContentHuggingPriority(.required, for: .vertical)
        noteLabel.setContentCompressionResistancePriority(.required, for: .vertical)

        titleRow.axis = .horizontal
        titleRow.spacing = 8
        titleRow.alignment = .center
        titleRow.addArrangedSubview(titleLabel)
        titleRow.addArrangedSubview(countChip)

        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        column.addArrangedSubview(titleRow)
        column.addArrangedSubview(noteLabel)
        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func show(stop: String, note: String, remaining: Int) {
        titleLabel.text = stop
        noteLabel.text = note
        countChip.text = remaining == 1 ? "1 stop" : "\(remaining) stops"
    }

    /// The smallest height that shows the panel's content at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let target = CGSize(width: width, height: UIView.layoutFittingCompressedSize.height)
        let size = systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return ceil(size.height)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: fittingHeight(forWidth: size.width))
    }
}

/// The panel's numbers, kept next to it.
enum NavigationPanelMetrics {
    static let cornerRadius: CGFloat = 12
    static let contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12)
    static let noteLines = 2
    static let sideInset: CGFloat = 8
    static let gap: CGFloat = 8
    /// Never taller than this, whatever the text says.
    static let maximumHeight: CGFloat = 140
}
