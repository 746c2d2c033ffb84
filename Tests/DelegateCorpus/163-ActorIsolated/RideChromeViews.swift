import UIKit

/// Spacing of the ride screen, on top of the SDK's `NavigationStyleValues`.
enum RideMetrics {
  static let chipGap: CGFloat = 8
  static let chipInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
  static let sheetCornerRadius: CGFloat = 16
  static let floatingGap: CGFloat = 8
}

/// The "Where to?" sheet the ride screen shows while navigation is ready.
/// As a bottom sheet in portrait, as a leading column in wide mode.
final class DestinationPanelView: UIView {
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let content = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layer.cornerRadius = RideMetrics.sheetCornerRadius
    accessibilityIdentifier = "ride.destinationPanel"

    titleLabel.text = "Where to?"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    subtitleLabel.text = "Saved places"
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.textColor = .secondaryLabel

    content.axis = .vertical
    content.spacing = 4
    content.addArrangedSubview(titleLabel)
    content.addArrangedSubview(subtitleLabel)
    content.translatesAutoresizingMaskIntoConstraints = false
    addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }
}

/// A small pill under the turn card naming the next stop of the ride.
final class NextStopChipView: UIView {
  private let label = UILabel()

  var title: String? {
    get { label.text }
    set { label.text = newValue }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 14
    accessibilityIdentifier = "ride.nextStopChip"
    label.font = .preferredFont(forTextStyle: .footnote)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    let insets = RideMetrics.chipInsets
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -insets.bottom),
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.leading),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.trailing),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not supported")
  }
}
