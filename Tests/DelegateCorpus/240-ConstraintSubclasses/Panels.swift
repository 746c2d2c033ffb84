import GoogleNavigation
import UIKit

/// The dispatch panel under the turn card: the current job and its pickup
/// note. Same width as the card above it; a fixed one-line height.
@MainActor
final class RoutePanel: UIView {
    static let panelHeight: CGFloat = 44

    let titleLabel = UILabel()
    private var didInstallConstraints = false

    var jobTitle: String = "Job 4711 · Door 3" {
        didSet { titleLabel.text = jobTitle }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = NavigationStyleValues.defaultCornerRadius
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.text = jobTitle
        addSubview(titleLabel)
        setNeedsUpdateConstraints()
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: RoutePanel.panelHeight)
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        if !didInstallConstraints {
            NSLayoutConstraint.activate([
                RoleConstraint(.panel, titleLabel, .leading, to: self, .leadingMargin),
                RoleConstraint(.panel, titleLabel, .trailing, .lessThanOrEqual, to: self, .trailingMargin),
                RoleConstraint(.panel, titleLabel, .centerY, to: self, .centerY),
            ])
            didInstallConstraints = true
        }
        super.updateConstraints()
    }
}

/// A small chip shown while the driver waits for a job: the next pickup.
@MainActor
final class DestinationChip: UIView {
    private let label = UILabel()
    private var didInstallConstraints = false

    var title: String {
        didSet {
            label.text = title
            invalidateIntrinsicContentSize()
        }
    }

    init(title: String) {
        self.title = title
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .footnote)
        label.text = title
        addSubview(label)
    }

    override convenience init(frame: CGRect) {
        self.init(title: "")
    }

    required init?(coder: NSCoder) {
        self.title = ""
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(title.count) * 8 + 24, height: 32)
    }

    override func updateConstraints() {
        if !didInstallConstraints {
            NSLayoutConstraint.activate([
                RoleConstraint(.panel, label, .centerX, to: self, .centerX),
                RoleConstraint(.panel, label, .centerY, to: self, .centerY),
            ])
            didInstallConstraints = true
        }
        super.updateConstraints()
    }
}
