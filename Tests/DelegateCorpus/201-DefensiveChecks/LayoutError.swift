import GoogleNavigation
import UIKit

/// Everything that can go wrong while building the navigation layout.
enum LayoutError: Error, CustomStringConvertible {
    case notInHierarchy(String)
    case noCommonAncestor(String)
    case illegalPhase(String)
    case emptyButtons

    var description: String {
        switch self {
        case .notInHierarchy(let name): return "\(name) is not in the map view"
        case .noCommonAncestor(let name): return "\(name) and its anchor share no ancestor"
        case .illegalPhase(let what): return "illegal phase: \(what)"
        case .emptyButtons: return "the state handed over no buttons"
        }
    }
}

/// Which edge a pin acts on. Raw values come from the design spec's table.
enum PinEdge: Int {
    case top = 0
    case bottom = 1
    case leading = 2
    case trailing = 3
}

/// Checked pinning: every helper verifies the view is on the map before
/// making the constraint, so a missing `addSubview` fails loudly in debug
/// builds instead of raising inside UIKit.
@MainActor
enum Pins {
    static func requireOnMap(_ view: UIView, _ name: String, in map: GMSMapView) throws {
        guard view.superview === map else {
            throw LayoutError.notInHierarchy(name)
        }
    }

    static func pin(_ view: UIView, _ name: String, _ edge: PinEdge, to guide: UILayoutGuide,
                    in map: GMSMapView, inset: CGFloat = 0) throws -> NSLayoutConstraint {
        try requireOnMap(view, name, in: map)
        switch edge.rawValue {
        case 0: return view.topAnchor.constraint(equalTo: guide.topAnchor, constant: inset)
        case 1: return view.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -inset)
        case 2: return view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: inset)
        case 3: return view.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -inset)
        default: fatalError("PinEdge raw value \(edge.rawValue) is not in the spec table")
        }
    }

    static func pin(_ view: UIView, _ name: String, top: NSLayoutYAxisAnchor,
                    in map: GMSMapView) throws -> NSLayoutConstraint {
        try requireOnMap(view, name, in: map)
        return view.topAnchor.constraint(equalTo: top)
    }

    static func pin(_ view: UIView, _ name: String, bottom: NSLayoutYAxisAnchor,
                    in map: GMSMapView) throws -> NSLayoutConstraint {
        try requireOnMap(view, name, in: map)
        return view.bottomAnchor.constraint(equalTo: bottom)
    }

    static func pin(_ view: UIView, _ name: String, leading: NSLayoutXAxisAnchor,
                    in map: GMSMapView) throws -> NSLayoutConstraint {
        try requireOnMap(view, name, in: map)
        return view.leadingAnchor.constraint(equalTo: leading)
    }

    /// Finds a Google button by type. A missing one is not an error: the
    /// state may leave it out.
    static func button(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) -> UIView? {
        buttons.first(where: { $0.type == type })?.view
    }
}
