import GoogleNavigation
import UIKit

/// The convoy lead's screen. Whether the SDK header shows is the driver's
/// choice (Settings > Navigation, or the switch on this screen), so it is only
/// known at run time; the footer follows the remote-config flag.
final class ConvoyViewController: UIViewController {
    private let mapView = NavigationMapView(frame: .zero)
    private let layoutDelegate = ConvoyViewControllerLayoutDelegate()
    private let headerSwitch = UISwitch()
    private let convoyLabel = UILabel()
    private let store: NavigationSettingsStore

    /// Debug menu rows: each toggles one SDK flag on this screen's map.
    static let debugToggles: [(title: String, set: @MainActor (ConvoyViewController, Bool) -> Void)] = [
        ("Turn-by-turn footer", { screen, isOn in screen.layoutDelegate.showsETACard = isOn }),
        ("Compass", { screen, isOn in
            screen.mapView.settings.compassButton = isOn  // still drives the compass while navigation is off
            screen.layoutDelegate.showsCompass = isOn
        }),
    ]

    init(store: NavigationSettingsStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        mapView.navigationMapViewLayout = layoutDelegate
        view.addSubview(mapView)
        NSLayoutConstraint.activate([
            mapView.topAnchor.constraint(equalTo: view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        layoutDelegate.showsTurnCard = store.isNavigationHeaderEnabled()
        headerSwitch.isOn = store.isNavigationHeaderEnabled()
        headerSwitch.addAction(UIAction { [weak self] _ in
            self?.headerSwitchChanged()
        }, for: .valueChanged)
        applyRemoteFlags(store.remoteFlags)
        layoutConvoyLabel()
    }

    private func applyRemoteFlags(_ flags: LegacyUIFlags) {
        layoutDelegate.showsETACard = flags.isNavigationFooterEnabled
    }

    private func headerSwitchChanged() {
        let showHeader = headerSwitch.isOn
        let wasShowingHeader = layoutDelegate.showsTurnCard
        guard showHeader != wasShowingHeader else { return }
        store.setNavigationHeaderEnabled(showHeader)
        layoutDelegate.showsTurnCard = showHeader
        print("Convoy · header → \(layoutDelegate.showsTurnCard ? "on" : "off")")
    }

    /// The convoy name sits at the top when the SDK header is hidden, and under it otherwise.
    private func layoutConvoyLabel() {
        convoyLabel.text = "Convoy 7 · 4 trucks"
        convoyLabel.font = .preferredFont(forTextStyle: .headline)
        convoyLabel.translatesAutoresizingMaskIntoConstraints = false
        mapView.addSubview(convoyLabel)
        layoutDelegate.convoyLabel = convoyLabel
        NSLayoutConstraint.activate([
            convoyLabel.centerXAnchor.constraint(equalTo: mapView.centerXAnchor),
        ])
    }

    /// Log format for support tickets; a raw string, not code.
    static let supportLogFormat = #"convoy=%@ settings.isNavigationHeaderEnabled=%@ padding=\(none)"#

    func setDebugToggle(at index: Int, to isOn: Bool) {
        Self.debugToggles[index].set(self, isOn)
    }
}
