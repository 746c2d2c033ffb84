import UIKit

/// What the web app decides about the native chrome around the map. The web
/// side sends partial updates over the bridge; `NavigationChromePlugin` folds
/// them into this value and hands it to the layout delegate.
struct ChromeConfiguration: Equatable {
    /// Text of the app banner (offline, rerouting, fleet messages); `nil` hides it.
    var bannerText: String?
    /// Height of the route-preview sheet shown while navigation is ready,
    /// above the bottom safe area. 0 hides the sheet.
    var sheetHeight: CGFloat
    /// Whether the "share ETA" strip sits on top of the ETA card during guidance.
    var showsEtaNeighbour: Bool

    static let initial = ChromeConfiguration(bannerText: nil, sheetHeight: 180, showsEtaNeighbour: true)
}

/// The app's spacing; Google's own numbers come from `NavigationStyleValues`.
enum ChromeMetrics {
    static let bannerHeight: CGFloat = 44
    static let neighbourHeight: CGFloat = 48
    static let sidePanelWidth: CGFloat = 360
    static let maxSheetHeight: CGFloat = 420
    static let promptAnimation: TimeInterval = 0.3
}

/// A one-line banner the web app fills in (`NavigationChrome.setBanner`).
final class ChromeBannerView: UIView {
    private let label = UILabel()

    var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = UIColor(red: 0.11, green: 0.2, blue: 0.37, alpha: 1)
        layer.cornerRadius = 12
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textColor = .white
        label.font = UIFont.preferredFont(forTextStyle: .subheadline)
        addSubview(label)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: ChromeMetrics.bannerHeight),
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// "Share ETA" strip that the web app shows on top of the ETA card.
final class EtaNeighbourView: UIView {
    let shareButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .secondarySystemBackground
        shareButton.translatesAutoresizingMaskIntoConstraints = false
        shareButton.setTitle("Share ETA", for: .normal)
        addSubview(shareButton)
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: ChromeMetrics.neighbourHeight),
            shareButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            shareButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}
