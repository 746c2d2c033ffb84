import GoogleNavigation
import UIKit

// Product flavours of the drive screen layout. Each one is a subclass of
// `DriveLayoutDelegate` that overrides hooks and class metrics only; the
// installer at the bottom picks one by product through its metatype.

/// Fleet vehicles: the trip progress bar runs down the trailing edge of the open
/// map, and the buttons move inside it. Open, so fleet products can refine it.
@MainActor
open class FleetLayoutDelegate: DriveLayoutDelegate {
    open override class var flavourName: String { "fleet" }

    open override func guidanceViews(for state: ActiveGuidanceUIState) -> [UIView] {
        super.guidanceViews(for: state) + [state.tripProgressBar]
    }

    open override func guidanceConstraints(
        for state: ActiveGuidanceUIState, wide: Bool, in navMap: GMSMapView
    ) -> [NSLayoutConstraint] {
        let inset = Self.inset(wide: wide)
        let bar = state.tripProgressBar
        return super.guidanceConstraints(for: state, wide: wide, in: navMap) + [
            bar.topAnchor.constraint(equalTo: openTopAnchor(for: state, wide: wide, in: navMap), constant: inset),
            bar.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -inset),
            bar.bottomAnchor.constraint(equalTo: openFloor.topAnchor, constant: -inset),
        ]
    }

    open override func buttonTrailingAnchor(for state: ActiveGuidanceUIState, in navMap: GMSMapView) -> NSLayoutXAxisAnchor {
        state.tripProgressBar.leadingAnchor
    }
}

/// Parcel delivery: fleet layout with roomier insets, no incident reporting, and
/// prompts floating above the home indicator with all four corners rounded.
@MainActor
final class DeliveryLayoutDelegate: FleetLayoutDelegate {
    override class var flavourName: String { "delivery" }
    override class var edgeInset: CGFloat { 16 }
    override class var promptLift: CGFloat { 8 }

    override func buttonKinds(guiding: Bool) -> [NavigationButtonKnownType] {
        // Incident reporting is off for delivery drivers: leave it out of the stack.
        super.buttonKinds(guiding: guiding).filter { $0 != .reporting }
    }

    override func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        // A floating prompt is rounded all round (the SDK rounds only the top corners).
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        super.showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}

/// Ride hailing: a pickup chip floats at the top of the open map during guidance.
@MainActor
final class RideshareLayoutDelegate: DriveLayoutDelegate {
    override class var flavourName: String { "rideshare" }
    override class var wideEdgeInset: CGFloat { 24 }

    /// Set by the trip screen ("Pickup · 4 min").
    var pickupText = "Pickup" {
        didSet { pickupChip.text = pickupText }
    }

    private let pickupChip: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .white
        label.backgroundColor = .systemIndigo
        label.textAlignment = .center
        label.layer.cornerRadius = 12
        label.layer.masksToBounds = true
        label.accessibilityIdentifier = "rideshare.pickupChip"
        return label
    }()

    required init(name: String) {
        super.init(name: name)
        pickupChip.text = pickupText
    }

    override func didEnterGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        super.didEnterGuidance(navMap: navMap, state: state)
        navMap.addSubview(pickupChip)
    }

    override func willLeaveGuidance(navMap: GMSMapView) {
        pickupChip.removeFromSuperview()
        super.willLeaveGuidance(navMap: navMap)
    }

    override func guidanceConstraints(
        for state: ActiveGuidanceUIState, wide: Bool, in navMap: GMSMapView
    ) -> [NSLayoutConstraint] {
        let inset = Self.inset(wide: wide)
        return super.guidanceConstraints(for: state, wide: wide, in: navMap) + [
            pickupChip.topAnchor.constraint(equalTo: openTopAnchor(for: state, wide: wide, in: navMap), constant: inset),
            pickupChip.leadingAnchor.constraint(equalTo: openLeadingAnchor(for: state, wide: wide, in: navMap), constant: inset),
            pickupChip.trailingAnchor.constraint(lessThanOrEqualTo: buttonStack.leadingAnchor, constant: -Self.stackGap),
            pickupChip.heightAnchor.constraint(greaterThanOrEqualToConstant: 32),
        ]
    }
}

/// Installs the product's flavour on a map view. The delegate must be set while
/// navigation is still off, so this runs before `isNavigationEnabled = true`.
@MainActor
enum DriveLayoutInstaller {
    enum Product {
        case freeDrive, fleet, delivery, rideshare

        var flavour: DriveLayoutDelegate.Type {
            switch self {
            case .freeDrive: DriveLayoutDelegate.self
            case .fleet: FleetLayoutDelegate.self
            case .delivery: DeliveryLayoutDelegate.self
            case .rideshare: RideshareLayoutDelegate.self
            }
        }
    }

    @discardableResult
    static func install(_ product: Product, on mapView: GMSMapView) -> DriveLayoutDelegate? {
        guard !mapView.isNavigationEnabled else {
            assertionFailure("install the layout delegate before enabling navigation")
            return nil
        }
        let delegate = product.flavour.make()
        do {
            try mapView.setLayoutDelegate(delegate)
            return delegate
        } catch {
            print("[DriveLayout] \(delegate.name) not installed: \(error)")
            return nil
        }
    }
}
