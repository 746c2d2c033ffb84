import GoogleNavigation
import UIKit

/// A courier's list of drop-offs for one shift.
struct DeliveryRoute: Sendable {
    struct Stop: Sendable {
        var recipient: String
        var address: String
        var coordinate: CLLocationCoordinate2D
        var parcelCount: Int
    }

    var stops: [Stop]
    var currentIndex = 0

    var currentStop: Stop? {
        stops.indices.contains(currentIndex) ? stops[currentIndex] : nil
    }

    static let sample = DeliveryRoute(stops: [
        Stop(recipient: "Noa", address: "12 Herzl St", coordinate: .init(latitude: 32.08, longitude: 34.78), parcelCount: 2),
        Stop(recipient: "Priya", address: "4 MG Road", coordinate: .init(latitude: 32.09, longitude: 34.79), parcelCount: 1),
    ])
}

/// The card that shows the current drop-off under the navigation header.
final class DeliveryStopCardView: UIView {
    private let recipientLabel = UILabel()
    private let addressLabel = UILabel()
    private let parcelsLabel = PillLabel()

    /// Inner spacing of the card (the card's own padding, in points).
    var padding: CGFloat = Brand.cardStyle.padding {
        didSet { layoutMargins = UIEdgeInsets(top: padding, left: padding, bottom: padding, right: padding) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Brand.cardBackground
        layer.cornerRadius = Brand.cardStyle.cornerRadius
        recipientLabel.font = .preferredFont(forTextStyle: .headline)
        addressLabel.font = .preferredFont(forTextStyle: .footnote)
        addressLabel.textColor = .secondaryLabel
        parcelsLabel.applyCompactStyle()
        let stack = UIStackView(arrangedSubviews: [recipientLabel, addressLabel, parcelsLabel])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func show(_ stop: DeliveryRoute.Stop) {
        recipientLabel.text = stop.recipient
        addressLabel.text = stop.address
        parcelsLabel.text = stop.parcelCount == 1 ? "1 parcel" : "\(stop.parcelCount) parcels"
    }
}

/// The route overview shown before the shift starts. It has its own header area
/// and names its guide like the SDK's, but it is not a map view.
final class RouteOverviewView: UIView {
    let navigationHeaderLayoutGuide = UILayoutGuide()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(navigationHeaderLayoutGuide)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            navigationHeaderLayoutGuide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            navigationHeaderLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor),
            navigationHeaderLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
            navigationHeaderLayoutGuide.heightAnchor.constraint(equalToConstant: 56),
            titleLabel.centerYAnchor.constraint(equalTo: navigationHeaderLayoutGuide.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}
