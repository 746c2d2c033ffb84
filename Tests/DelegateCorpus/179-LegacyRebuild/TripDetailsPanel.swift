import UIKit

/// "Trip details" card shown before the drive starts: blurred background, scrolling rows.
final class TripDetailsPanel: UIVisualEffectView {
    let scrollView = UIScrollView()
    private let rows = UIStackView()

    init() {
        let style: UIBlurEffect.Style
        if #available(iOS 17.0, *) {
            style = .systemThinMaterial
        } else {
            style = .systemMaterial
        }
        super.init(effect: UIBlurEffect(style: style))
        translatesAutoresizingMaskIntoConstraints = false
        clipsToBounds = true
        layer.cornerRadius = 14

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        rows.translatesAutoresizingMaskIntoConstraints = false
        rows.axis = .vertical
        rows.spacing = 6
        for (title, value) in [("Arrival", "12:41"), ("Distance", "12.4 km"), ("Tolls", "None"), ("Next stop", "Depot 3")] {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.text = "\(title): \(value)"
            rows.addArrangedSubview(label)
        }
        contentView.addSubview(scrollView)
        scrollView.addSubview(rows)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: contentView.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -12),
            rows.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            rows.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            rows.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
