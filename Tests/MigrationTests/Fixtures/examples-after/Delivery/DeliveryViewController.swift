import GoogleNavigation
import UIKit

/// The courier's navigation screen: the current stop's card hangs under the SDK
/// header, a chip with the remaining parcels sits above the SDK footer, the trip
/// progress bar is on and the incident report button is off (couriers kept
/// tapping it by mistake).
final class DeliveryViewController: UIViewController {
    private var mapView: GMSMapView?
    private let layoutDelegate = DeliveryViewControllerLayoutDelegate()
    private let stopCard = DeliveryStopCardView()
    private let parcelsChip = PillLabel()
    private let overview = RouteOverviewView()
    private let sessionController = NavigationSessionController()
    private var route: DeliveryRoute

    init(route: DeliveryRoute) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let options = GMSMapViewOptions()
        options.frame = view.bounds
        let map = GMSMapView(options: options)
        map.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(map)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: view.topAnchor),
            map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            map.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        mapView = map
        do {
            try map.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }

        let settings = map.settings
        settings.navigationHeaderPrimaryBackgroundColor = .systemIndigo
        settings.navigationHeaderSecondaryBackgroundColor = .systemBlue

        installStopCard(on: map)
        installParcelsChip(on: map)
        installOverview()
        stopCard.padding = 14
    }

    /// The stop card sits 8 pt under the SDK header, inside the map's margins.
    private func installStopCard(on map: GMSMapView) {
        stopCard.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(stopCard)
        layoutDelegate.stopCard = stopCard
        NSLayoutConstraint.activate([
            stopCard.topAnchor.constraint(greaterThanOrEqualTo: map.safeAreaLayoutGuide.topAnchor, constant: 8),
            stopCard.leadingAnchor.constraint(equalTo: map.layoutMarginsGuide.leadingAnchor),
            stopCard.trailingAnchor.constraint(lessThanOrEqualTo: map.layoutMarginsGuide.trailingAnchor),
        ])
        if let stop = route.currentStop {
            stopCard.show(stop)
        }
    }

    /// The chip sits 12 pt above the SDK footer, on the leading side.
    private func installParcelsChip(on map: GMSMapView) {
        parcelsChip.translatesAutoresizingMaskIntoConstraints = false
        parcelsChip.backgroundColor = Brand.accent
        parcelsChip.textColor = .white
        map.addSubview(parcelsChip)
        layoutDelegate.parcelsChip = parcelsChip
        NSLayoutConstraint.activate([
            parcelsChip.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: 16),
        ])
        updateParcelsChip()
    }

    private func installOverview() {
        overview.translatesAutoresizingMaskIntoConstraints = false
        overview.isHidden = true
        view.addSubview(overview)
        overview.titleLabel.text = "Today's route"
        NSLayoutConstraint.activate([
            overview.topAnchor.constraint(equalTo: view.topAnchor),
            overview.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            overview.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            overview.bottomAnchor.constraint(equalTo: overview.navigationHeaderLayoutGuide.bottomAnchor, constant: 8),
        ])
    }

    private func updateParcelsChip() {
        let remaining = route.stops.dropFirst(route.currentIndex).reduce(0) { $0 + $1.parcelCount }
        parcelsChip.text = "\(remaining) parcels left"
    }

    func startShift() {
        guard let mapView, let stop = route.currentStop,
              let waypoint = GMSNavigationWaypoint(location: stop.coordinate, title: stop.address)
        else { return }
        sessionController.startGuidance(on: mapView, to: [waypoint]) { result in
            if case .failure(let error) = result {
                print("Could not start the shift: \(error)")
            }
        }
    }

    func stopDelivered() {
        route.currentIndex += 1
        if let stop = route.currentStop {
            stopCard.show(stop)
        }
        updateParcelsChip()
    }
}
