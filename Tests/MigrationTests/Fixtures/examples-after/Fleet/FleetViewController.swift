import GoogleNavigation
import UIKit

/// Fleet dispatch: the map on the leading side, the vehicle list on the
/// trailing side. The SDK footer is kept; the header is on.
final class FleetViewController: UIViewController {
    private let fleetMap = FleetMapView(frame: .zero)
    private let layoutDelegate = FleetViewControllerLayoutDelegate()
    private let vehicleList = VehicleListPanel()
    private let wideButtonsGuide = UILayoutGuide()
    private let statusLabel = PillLabel()
    private var listWidthConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        do {
            try fleetMap.setLayoutDelegate(layoutDelegate)
        } catch {
            assertionFailure("navlint: the layout delegate could not be set: \(error)")
        }
        layoutDelegate.vehicleList = vehicleList
        fleetMap.fleetMapViewLayout = layoutDelegate
        fleetMap.navigationMapViewLayout = layoutDelegate
        view.addSubview(fleetMap)
        view.addSubview(vehicleList)
        vehicleList.translatesAutoresizingMaskIntoConstraints = false
        let listWidth = vehicleList.widthAnchor.constraint(equalToConstant: 320)
        listWidthConstraint = listWidth
        NSLayoutConstraint.activate([
            fleetMap.topAnchor.constraint(equalTo: view.topAnchor),
            fleetMap.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            fleetMap.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            fleetMap.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            vehicleList.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            vehicleList.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            vehicleList.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listWidth,
        ])

        fleetMap.dockButtons(alongside: vehicleList)

        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.text = "12 vehicles online"
        fleetMap.addSubview(statusLabel)
        statusLabel.leadingAnchor.constraint(equalTo: fleetMap.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true

#if FLEET_SPLIT_VIEW
        // iPad split view: the header and footer are narrower than the map, so the
        // SDK uses the alternate guide; put it at the bottom of the map's leading half.
        fleetMap.addLayoutGuide(wideButtonsGuide)
        NSLayoutConstraint.activate([
            wideButtonsGuide.leadingAnchor.constraint(equalTo: fleetMap.centerXAnchor),
            wideButtonsGuide.trailingAnchor.constraint(equalTo: vehicleList.leadingAnchor, constant: -8),
            wideButtonsGuide.bottomAnchor.constraint(equalTo: fleetMap.safeAreaLayoutGuide.bottomAnchor),
            wideButtonsGuide.heightAnchor.constraint(equalToConstant: 120),
        ])
        layoutDelegate.wideButtonsGuide = wideButtonsGuide
        statusLabel.bottomAnchor.constraint(equalTo: wideButtonsGuide.topAnchor, constant: -8).isActive = true
#else
        layoutDelegate.statusLabel = statusLabel
#endif
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Keep the camera clear of the vehicle list on the trailing side.
        layoutDelegate.paddingBottom = 0
        layoutDelegate.paddingRight = vehicleList.bounds.width
    }

    func setListCollapsed(_ collapsed: Bool) {
        listWidthConstraint?.constant = collapsed ? 0 : 320
        if collapsed {
            fleetMap.undockButtons()
        } else {
            fleetMap.dockButtons(alongside: vehicleList)
        }
        UIView.animate(withDuration: 0.25, animations: {
            self.view.layoutIfNeeded()
        }, completion: { _ in
            self.vehicleList.isHidden = collapsed
        })
    }
}

/// The list of vehicles on the trailing side of the dispatch screen.
final class VehicleListPanel: UIView {
    private let header = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        header.text = "Vehicles"
        header.font = .preferredFont(forTextStyle: .title3)
        header.translatesAutoresizingMaskIntoConstraints = false
        addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
