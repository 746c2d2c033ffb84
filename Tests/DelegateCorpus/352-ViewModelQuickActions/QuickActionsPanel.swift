import UIKit

/// The floating "quick actions" card shown while guiding: a caption over a row of
/// two buttons. Built from nested stack views; sized entirely by its content.
@MainActor
final class QuickActionsPanel: UIView {
    let muteButton = UIButton(type: .system)
    let overviewButton = UIButton(type: .system)
    private let caption = UILabel()

    private lazy var buttonRow: UIStackView = {
        let row = UIStackView(arrangedSubviews: [muteButton, overviewButton])
        row.axis = .horizontal
        row.alignment = .firstBaseline
        row.distribution = .equalCentering
        row.spacing = UIStackView.spacingUseSystem
        return row
    }()

    private lazy var column: UIStackView = {
        let column = UIStackView(arrangedSubviews: [caption, buttonRow])
        column.axis = .vertical
        // Fill: the caption and the row take the column's width, which the row's
        // buttons and their spacing decide (the caption is the shorter).
        column.alignment = .fill
        column.spacing = 6
        column.setCustomSpacing(2, after: caption)
        column.translatesAutoresizingMaskIntoConstraints = false
        return column
    }()

    /// Whether the panel should be visible; the fade follows it.
    private(set) var isRevealed = true

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        // Its own margins, not the map's nor the safe area's.
        preservesSuperviewLayoutMargins = false
        insetsLayoutMarginsFromSafeArea = false
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)

        caption.text = "Quick actions"
        caption.font = .preferredFont(forTextStyle: .caption1)
        caption.textColor = .secondaryLabel
        caption.adjustsFontForContentSizeCategory = true
        muteButton.setTitle("Mute", for: .normal)
        overviewButton.setTitle("Overview", for: .normal)
        muteButton.accessibilityIdentifier = "quickActions.mute"
        overviewButton.accessibilityIdentifier = "quickActions.overview"

        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
    }

    required init?(coder: NSCoder) {
        fatalError("QuickActionsPanel is made in code")
    }

    /// Fades the panel in or out. Out ends hidden, so it takes no taps.
    func setRevealed(_ revealed: Bool, animated: Bool) {
        isRevealed = revealed
        guard animated else {
            UIView.performWithoutAnimation {
                alpha = revealed ? 1 : 0
                isHidden = !revealed
            }
            return
        }
        if revealed {
            isHidden = false
        }
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction],
            animations: { self.alpha = revealed ? 1 : 0 },
            completion: { _ in
                // A reveal may have come in while this fade-out ran.
                if !self.isRevealed {
                    self.isHidden = true
                }
            })
    }
}
