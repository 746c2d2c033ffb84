import GoogleNavigation

/// Our own bottom bar (the navigation controller's toolbar holds the trip actions).
final class DriveActionBar: UIView {
    static let height: CGFloat = 49
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let row = UIStackView(arrangedSubviews: ["Mute", "Overview", "End"].map { title in
            UIButton(type: .system, primaryAction: UIAction(title: title) { _ in })
        })
        row.distribution = .fillEqually
        row.translatesAutoresizingMaskIntoConstraints = false
        addSubview(row)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                                     row.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                                     row.topAnchor.constraint(equalTo: topAnchor),
                                     row.bottomAnchor.constraint(equalTo: bottomAnchor)])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// The drive screen, pushed with the navigation bar and toolbar visible.
final class DriveScreenController: UIViewController {
    private let layoutDelegate = HostedChromeLayoutDelegate()
    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        view.addSubview(map)   // fills the view; its safe area is what the two bars leave
        do { try map.setLayoutDelegate(layoutDelegate) } catch { assertionFailure("layout delegate: \(error)") }
    }
}
