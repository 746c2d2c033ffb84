import GoogleNavigation
import UIKit

/// Truck routing: a weigh-station banner floats above the SDK footer and gets out
/// of the way while an SDK prompt is on screen (see the navigator listener in
/// TruckRouteViewController+NavigatorListener.swift). A toll notice replaces the
/// header's accessory area on toll roads.
final class TruckRouteViewController: UIViewController {
    var truckMap: GMSMapView?
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
        truckMap!.settings.isNavigationReportIncidentButtonEnabled = true
        truckMap!.settings.isNavigationTripProgressBarEnabled = false

        weighStationBanner.text = "Weigh station in 3 km"
        weighStationBanner.backgroundColor = .systemOrange
        weighStationBanner.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(weighStationBanner)
        NSLayoutConstraint.activate([
            weighStationBanner.bottomAnchor.constraint(equalTo: map.bottomTrailingButtonsLayoutGuide.topAnchor, constant: -8),
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
        truckMap?.setHeaderAccessoryView(tollNotice)
    }

    func leftTollRoad() {
        truckMap?.setHeaderAccessoryView(nil)
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

extension TollNoticeView: GMSNavigationAccessoryView {
    func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat {
        min(44, size.height)
    }
}
