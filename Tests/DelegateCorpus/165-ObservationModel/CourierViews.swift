import UIKit

enum CourierStyle {
  static let floatingGap: CGFloat = 8
  static let handoffNoteHeight: CGFloat = 40
  static let wideSheetWidth: CGFloat = 340
  static let promptFade: TimeInterval = 0.2
}

/// "Next pickup: Bäckerei Lenz, 2 bags".
final class CourierSheetView: UIView {
  private let title = UILabel()
  private let detail = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    layer.cornerRadius = 18
    layer.shadowOpacity = 0.15
    title.text = "Next pickup"
    title.font = .preferredFont(forTextStyle: .headline)
    detail.text = "Bäckerei Lenz · 2 bags"
    detail.font = .preferredFont(forTextStyle: .body)
    let column = UIStackView(arrangedSubviews: [title, detail])
    column.axis = .vertical
    column.spacing = 2
    column.translatesAutoresizingMaskIntoConstraints = false
    addSubview(column)
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor, constant: 4),
      column.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      column.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The order's delivery note under the turn card.
final class HandoffNoteView: UIView {
  private let label = UILabel()

  var text: String? {
    didSet { label.text = text }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemYellow
    label.font = .preferredFont(forTextStyle: .callout)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
      label.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
