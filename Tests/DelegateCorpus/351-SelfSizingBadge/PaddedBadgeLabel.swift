import UIKit

/// The route badge ("Ready to drive", "On route"): a label that pads its text,
/// rounds itself into a capsule and keeps itself narrower than a share of the
/// view it is put in. Everything about its size lives here, so the layout code
/// only says where the badge goes.
@MainActor
final class PaddedBadgeLabel: UILabel {
    /// Room around the text. Changing it changes the badge's natural size.
    var contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 12, bottom: 5, trailing: 12) {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The widest the badge may get, as a share of its superview's width. The
    /// text truncates past it.
    var maximumWidthShare: CGFloat = 0.6 {
        didSet {
            guard maximumWidthShare != oldValue else { return }
            setNeedsUpdateConstraints()
        }
    }

    /// Made in `updateConstraints()` once the badge has a superview; forgotten when it leaves.
    private var widthLimit: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        translatesAutoresizingMaskIntoConstraints = false
        font = .preferredFont(forTextStyle: .footnote)
        adjustsFontForContentSizeCategory = true
        textColor = .label
        textAlignment = .center
        numberOfLines = 1
        lineBreakMode = .byTruncatingTail
        backgroundColor = .secondarySystemBackground
        clipsToBounds = true
        isAccessibilityElement = true
        // Hug a little harder than the default so a loose neighbour never stretches
        // the capsule, and give way to the width limit rather than fight it.
        let hug = UILayoutPriority(rawValue: UILayoutPriority.defaultHigh.rawValue + 10)
        setContentHuggingPriority(hug, for: .horizontal)
        setContentHuggingPriority(hug, for: .vertical)
        setContentCompressionResistancePriority(UILayoutPriority(rawValue: UILayoutPriority.defaultLow.rawValue - 1), for: .horizontal)
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(
            width: text.width + contentInsets.leading + contentInsets.trailing,
            height: text.height + contentInsets.top + contentInsets.bottom)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard superview != nil else {
            // Taken off: UIKit dropped the limit with the old superview. Forget it so
            // the next superview gets one of its own.
            widthLimit?.isActive = false
            widthLimit = nil
            return
        }
        setNeedsUpdateConstraints()
    }

    override func updateConstraints() {
        if let limit = widthLimit, limit.multiplier != maximumWidthShare {
            limit.isActive = false
            widthLimit = nil
        }
        if widthLimit == nil, let host = superview {
            let limit = widthAnchor.constraint(lessThanOrEqualTo: host.widthAnchor, multiplier: maximumWidthShare)
            limit.identifier = "routeBadge.maximumWidth"
            limit.isActive = true
            widthLimit = limit
        }
        super.updateConstraints()
    }
}
