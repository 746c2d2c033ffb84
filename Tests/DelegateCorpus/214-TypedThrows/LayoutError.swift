import GoogleNavigation
import UIKit

/// Where the navigation chrome is in its lifecycle.
enum ChromePhase: String, Sendable {
    case off
    case ready
    case guiding
}

/// Everything that can go wrong while we lay out the Google views.
/// Thrown with typed throws so call sites can switch exhaustively.
enum LayoutError: Error, Equatable {
    case wrongPhase(expected: ChromePhase, found: ChromePhase)
    case missingButton(kind: String)
    case alreadyAttached(view: String)
    case notAttached(view: String)
    case emptyConstraintSet(name: String)

    /// Recoverable errors are logged; the others mean the SDK called us out of order.
    var isRecoverable: Bool {
        switch self {
        case .missingButton, .emptyConstraintSet, .alreadyAttached:
            return true
        case .wrongPhase, .notAttached:
            return false
        }
    }

    var logDescription: String {
        switch self {
        case let .wrongPhase(expected, found):
            return "expected phase \(expected.rawValue), found \(found.rawValue)"
        case let .missingButton(kind):
            return "no \(kind) button in state"
        case let .alreadyAttached(view):
            return "\(view) is already on the map"
        case let .notAttached(view):
            return "\(view) has no superview"
        case let .emptyConstraintSet(name):
            return "constraint set \(name) is empty"
        }
    }
}

// MARK: - Throwing building blocks

/// Adds Google views to one host view (the map).
@MainActor
struct Attacher {
    let host: UIView

    func add(_ view: UIView, named name: String) throws(LayoutError) {
        if view.superview === host {
            throw .alreadyAttached(view: name)
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
    }

    func detach(_ view: UIView, named name: String) throws(LayoutError) {
        guard view.superview === host else {
            throw .notAttached(view: name)
        }
        view.removeFromSuperview()
    }
}

/// Finds a button by its type; never by index.
@MainActor
func requireButton(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) throws(LayoutError) -> UIView {
    guard let match = buttons.first(where: { $0.type == type }) else {
        throw .missingButton(kind: type.rawValue)
    }
    return match.view
}

@MainActor
func requireNonEmpty(_ constraints: [NSLayoutConstraint], _ name: String) throws(LayoutError) -> [NSLayoutConstraint] {
    if constraints.isEmpty {
        throw .emptyConstraintSet(name: name)
    }
    return constraints
}

/// Builds a constraint set and activates it in one go. Generic over the error
/// so it keeps the caller's typed error.
@MainActor
func activating<E: Error>(
    _ name: String,
    _ build: () throws(E) -> [NSLayoutConstraint]
) throws(E) -> [NSLayoutConstraint] {
    let constraints = try build()
    for (index, constraint) in constraints.enumerated() {
        constraint.identifier = "\(name).\(index)"
    }
    NSLayoutConstraint.activate(constraints)
    return constraints
}

extension Array where Element == NSLayoutConstraint {
    /// Lowers the priority of the constraints the closure picks (before activation).
    @MainActor
    func softened(_ pick: (NSLayoutConstraint) throws -> UILayoutPriority?) rethrows -> [NSLayoutConstraint] {
        for constraint in self {
            if let priority = try pick(constraint) {
                constraint.priority = priority
            }
        }
        return self
    }
}

extension UIView {
    /// Pins the leading edge to `guide` and keeps the trailing edge at or before
    /// the map's centre: the leading column of wide mode.
    @MainActor
    func leadingColumnConstraints(in guide: UILayoutGuide, host: UIView) -> [NSLayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(lessThanOrEqualTo: host.centerXAnchor),
        ]
    }

    @MainActor
    func fullWidthConstraints(in guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
    }
}
