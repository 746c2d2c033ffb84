import GoogleNavigation
import UIKit

/// Why a layout step could not produce its constraints.
enum LayoutFailure: Error, Equatable {
    /// A view the step needs was not handed over by the SDK (a button, a prompt).
    case missing(String)
    /// The step needs the view on the map before it can be constrained.
    case notOnMap(view: String)
    /// The callback's state is not the one the step lays out.
    case wrongPhase(expected: String, got: String)
    /// The step only applies outside wide mode; the caller picks the wide variant.
    case needsWideVariant
    /// A failure inside a named step.
    indirect case step(String, LayoutFailure)
}

typealias LayoutStep = Result<[NSLayoutConstraint], LayoutFailure>

extension Result where Success == [NSLayoutConstraint], Failure == LayoutFailure {
    /// Adds the constraints of another step when both succeed.
    func and(_ other: @autoclosure () -> LayoutStep) -> LayoutStep {
        flatMap { mine in other().map { mine + $0 } }
    }

    /// Names the step in its failure, for the log.
    func named(_ name: String) -> LayoutStep {
        mapError { LayoutFailure.step(name, $0) }
    }
}

/// Constraints activated step by step. If a step fails, `LayoutTransaction.run`
/// deactivates what the earlier steps activated, so a half-built layout never
/// stays on screen.
@MainActor
struct LayoutTransaction {
    private(set) var activated: [NSLayoutConstraint] = []

    mutating func apply(_ step: LayoutStep) throws {
        let constraints = try step.get()
        NSLayoutConstraint.activate(constraints)
        activated += constraints
    }

    static func run(_ body: (inout LayoutTransaction) throws -> Void) rethrows -> [NSLayoutConstraint] {
        var transaction = LayoutTransaction()
        var committed = false
        defer {
            if !committed {
                NSLayoutConstraint.deactivate(transaction.activated)
            }
        }
        try body(&transaction)
        committed = true
        return transaction.activated
    }
}

/// Finds a Google button by type (never by index: the SDK does not promise an order).
@MainActor
func requireButton(_ type: NavigationButtonKnownType, in buttons: [NavigationUIButton]) throws(LayoutFailure) -> UIView {
    guard let button = buttons.first(where: { $0.type == type }) else {
        throw .missing("\(type.rawValue) button")
    }
    return button.view
}

/// The view must already be a subview of the map before anything pins it.
@MainActor
func requireOnMap(_ view: UIView, _ name: String, _ navMap: GMSMapView) -> Result<UIView, LayoutFailure> {
    view.superview === navMap ? .success(view) : .failure(.notOnMap(view: name))
}
