import UIKit

/// Metrics of the app's own chrome on the navigation screen.
enum RouteChrome {
    static let sidebarWidth: CGFloat = 280
    static let drawerHeight: CGFloat = 120
    static let inset: CGFloat = 16
    static let gap: CGFloat = 8
    static let animation: TimeInterval = 0.25
}

/// The route panel: upcoming stops and trip actions. A sidebar column when the
/// scene is regular width, a bottom drawer with a grabber when it is compact.
final class RoutePanelView: UIView {

    enum Presentation {
        case sidebar
        case drawer
    }

    private let grabber = UIView()
    private let titleLabel = UILabel()
    private let stopsStack = UIStackView()

    var presentation: Presentation = .drawer {
        didSet { applyPresentation() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        accessibilityIdentifier = "routePanel"

        grabber.translatesAutoresizingMaskIntoConstraints = false
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Upcoming stops"
        titleLabel.font = .preferredFont(forTextStyle: .headline)

        stopsStack.translatesAutoresizingMaskIntoConstraints = false
        stopsStack.axis = .vertical
        stopsStack.spacing = RouteChrome.gap

        addSubview(grabber)
        addSubview(titleLabel)
        addSubview(stopsStack)
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            grabber.centerXAnchor.constraint(equalTo: centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            titleLabel.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: RouteChrome.gap),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            stopsStack.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: RouteChrome.gap),
            stopsStack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stopsStack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stopsStack.bottomAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.bottomAnchor),
        ])
        applyPresentation()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func show(stops: [String]) {
        stopsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for stop in stops {
            let label = UILabel()
            label.text = stop
            stopsStack.addArrangedSubview(label)
        }
    }

    private func applyPresentation() {
        grabber.isHidden = presentation == .sidebar
        layer.maskedCorners = presentation == .sidebar
            ? [.layerMaxXMinYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
}
