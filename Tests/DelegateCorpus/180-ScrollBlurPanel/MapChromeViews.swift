import UIKit

/// The trip summary at the bottom of the map: a blurred panel whose content view
/// holds a vertically scrolling list of trip facts.
@MainActor
final class TripPanelView: UIVisualEffectView {
    let scrollView = UIScrollView()
    let etaLabel = UILabel()
    let distanceLabel = UILabel()
    let stopsLabel = UILabel()
    private let rows = UIStackView()

    init() {
        super.init(effect: UIBlurEffect(style: .systemMaterial))
        translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        rows.translatesAutoresizingMaskIntoConstraints = false
        rows.axis = .vertical
        rows.spacing = 4
        for (label, style) in [(etaLabel, UIFont.TextStyle.headline), (distanceLabel, .subheadline), (stopsLabel, .footnote)] {
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.text = "—"
            rows.addArrangedSubview(label)
        }

        contentView.addSubview(scrollView); scrollView.addSubview(rows)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: contentView.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: contentView.safeAreaLayoutGuide.bottomAnchor),
            rows.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            rows.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            rows.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            rows.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -12),
            rows.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A blurred strip across the top of the map holding the app's search field.
@MainActor
final class SearchHeaderView: UIVisualEffectView {
    let searchField = UITextField()
    private var fullWidth: NSLayoutConstraint!
    private var columnWidth: NSLayoutConstraint!

    init() {
        super.init(effect: UIBlurEffect(style: .systemThinMaterial))
        translatesAutoresizingMaskIntoConstraints = false
        searchField.translatesAutoresizingMaskIntoConstraints = false
        searchField.borderStyle = .roundedRect
        searchField.placeholder = "Search along route"
        contentView.addSubview(searchField)

        let margins = contentView.layoutMarginsGuide
        fullWidth = searchField.trailingAnchor.constraint(equalTo: margins.trailingAnchor)
        // In wide mode the field sits over the leading column only.
        columnWidth = searchField.widthAnchor.constraint(equalToConstant: 360)
        NSLayoutConstraint.activate([
            searchField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            searchField.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            searchField.heightAnchor.constraint(equalToConstant: 40),
            fullWidth,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func setWide(_ wide: Bool) {
        fullWidth.isActive = !wide
        columnWidth.isActive = wide
    }
}
