import GoogleNavigation
import UIKit

/// The ride-hailing driver's main screen: the map with a bottom sheet for the
/// current job. See DriverViewController+Trip.swift for the trip phases.
final class DriverViewController: UIViewController {
    var mapView: GMSMapView!
    let layoutDelegate = DriverViewControllerLayoutDelegate()
    let viewModel: DriverViewModel
    let pickupAccessory = PickupAccessoryView()
    let tripSheet = TripSheetView()
    let sessionController = NavigationSessionController()
    private var sheetHeightConstraint: NSLayoutConstraint?

    init(viewModel: DriverViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView = GMSMapView(frame: view.bounds)
        do {
            try mapView.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        mapView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(mapView)
        view.addSubview(tripSheet)
        tripSheet.translatesAutoresizingMaskIntoConstraints = false

        let sheetHeight = tripSheet.heightAnchor.constraint(equalToConstant: viewModel.sheetHeight)
        sheetHeightConstraint = sheetHeight
        NSLayoutConstraint.activate([
            mapView.topAnchor.constraint(equalTo: view.topAnchor),
            mapView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            mapView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            mapView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tripSheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tripSheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tripSheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sheetHeight,
        ])

        // The progress bar is off on this screen since NAV-412:
        // mapView.settings.isNavigationTripProgressBarEnabled = true
        configureMap { _ in layoutDelegate.showsETACard = false }
        configureMap { map in
            map.settings.compassButton = true
        }

        viewModel.onPhaseChange = { [weak self] phase in
            self?.phaseDidChange(phase)
        }
        viewModel.onPickupNoteChange = { [weak self] note in
            self?.pickupNoteDidChange(note)
        }
    }

    /// Runs `body` on the map once it exists. Screens and tests use it to tweak the map.
    func configureMap(_ body: (GMSMapView) -> Void) {
        guard isViewLoaded, let mapView else { return }
        body(mapView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Keep the car and the SDK controls above the sheet; the backend may ask
        // for extra room at the top for the pickup pin.
        let topInset = CGFloat(viewModel.serverInsets?.padding?.top ?? 0)
        layoutDelegate.paddingTop = topInset
        layoutDelegate.paddingBottom = tripSheet.bounds.height
    }

    func resizeSheet() {
        sheetHeightConstraint?.constant = viewModel.sheetHeight
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}

/// The opaque bottom sheet with the job's details and actions.
final class TripSheetView: UIView {
    let titleLabel = UILabel()
    let actionButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let stack = UIStackView(arrangedSubviews: [titleLabel, actionButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
