import GoogleNavigation
import UIKit

/// Truck routing: a weigh-station banner floats above the SDK footer and gets out
/// of the way while an SDK prompt is on screen (see the navigator listener in
/// TruckRouteViewController+NavigatorListener.swift). A toll notice replaces the
/// header's accessory area on toll roads.
final class TruckRouteViewController: UIViewController {
    var truckMap: GMSMapView?
    private let layoutDelegate = TruckRouteViewControllerLayoutDelegate()
    let weighStationBanner = PillLabel()
    let tollNotice = TollNoticeView()
    let analytics = PromptAnalytics()
    private let sessionController = NavigationSessionController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        map.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(map)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: view.topAnchor),
            map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        truckMap = map
        do {
            try map.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.willPresentPrompt = { [weak self] in
            guard let self, let navigator = self.truckMap?.navigator else { return }
            analytics.navigatorWillPresentPrompt(navigator)
            UIView.animate(withDuration: 0.2) {
                self.weighStationBanner.alpha = 0
            }
        }
        layoutDelegate.didDismissPrompt = { [weak self] in
            guard let self, let navigator = self.truckMap?.navigator else { return }
            analytics.navigatorDidDismissPrompt(navigator)
            UIView.animate(withDuration: 0.2) {
                self.weighStationBanner.alpha = 1
            }
        }

        weighStationBanner.text = "Weigh station in 3 km"
        weighStationBanner.backgroundColor = .systemOrange
        weighStationBanner.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(weighStationBanner)
        layoutDelegate.weighStationBanner = weighStationBanner
        NSLayoutConstraint.activate([
            weighStationBanner.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
    }

    func startRoute(to depot: GMSNavigationWaypoint) {
        guard let map = truckMap else { return }
        sessionController.startGuidance(on: map, to: [depot]) { [weak self] result in
            guard let self, case .success = result else { return }
            map.navigator?.shouldDisplayPrompts = true
            map.navigator?.addListener(self)
        }
    }

    func enteredTollRoad(named name: String, price: String) {
        tollNotice.show(road: name, price: price)
        layoutDelegate.tollNotice = tollNotice
    }

    func leftTollRoad() {
        layoutDelegate.tollNotice = nil
    }
}

/// A one-line toll notice.
final class TollNoticeView: UIView {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func show(road: String, price: String) {
        label.text = "\(road): \(price)"
    }
}

extension TollNoticeView {
    func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat {
        min(44, size.height)
    }
}
