import GoogleNavigation
import UIKit

/// Everything that can go wrong while laying out the drive chrome. Reported to
/// the crash/analytics pipeline as an `NSError` (domain and code below), so
/// the cases and their codes are part of our dashboards: append, never renumber.
enum ChromeLayoutError: Error {
    /// A step ran for a view that is not on the map (a state mix-up).
    case notMounted(view: String)
    /// A view was on the map but under another parent.
    case detached(view: String)
    /// The state handed over no button of that kind.
    case missingButton(NavigationButtonKnownType)
    /// A callback came in a stage that cannot receive it.
    case unexpectedStage(expected: ChromeStage.Kind, actual: ChromeStage.Kind)
    /// A step failed; the underlying error is kept.
    indirect case step(name: String, underlying: ChromeLayoutError)

    /// Errors after which the chrome can still be shown in a degraded form.
    var isRecoverable: Bool {
        switch self {
        case .missingButton: return true
        case .notMounted, .detached, .unexpectedStage: return false
        case .step(_, let underlying): return underlying.isRecoverable
        }
    }
}

extension ChromeLayoutError: CustomNSError {
    static var errorDomain: String { "com.example.drive.chrome-layout" }

    var errorCode: Int {
        switch self {
        case .notMounted: return 1
        case .detached: return 2
        case .missingButton: return 3
        case .unexpectedStage: return 4
        case .step(_, let underlying): return 100 + underlying.errorCode
        }
    }

    var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: errorDescription ?? "chrome layout failed"]
    }
}

extension ChromeLayoutError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .notMounted(let view): return "\(view) is not on the map"
        case .detached(let view): return "\(view) is on screen under another parent"
        case .missingButton(let type): return "no \(type.rawValue) button in the state"
        case let .unexpectedStage(expected, actual): return "expected stage \(expected), got \(actual)"
        case let .step(name, underlying): return "step \(name): \(underlying.errorDescription ?? "failed")"
        }
    }

    var recoverySuggestion: String? {
        isRecoverable ? "The chrome is shown without the failed part." : "Check the delegate's stage bookkeeping."
    }
}

/// Where the delegate is in the SDK's lifecycle.
enum ChromeStage: Equatable {
    case off
    case ready(wide: Bool)
    case guidance(wide: Bool)

    enum Kind: String, CustomStringConvertible {
        case off, ready, guidance
        var description: String { rawValue }
    }

    var kind: Kind {
        switch self {
        case .off: return .off
        case .ready: return .ready
        case .guidance: return .guidance
        }
    }

    var isWide: Bool {
        switch self {
        case .off: return false
        case .ready(let wide), .guidance(let wide): return wide
        }
    }
}

/// One named piece of a layout: makes its constraints or throws.
struct LayoutStep {
    let name: String
    let make: @MainActor () throws -> [NSLayoutConstraint]

    /// Runs the step, wrapping whatever it throws so the log names the step.
    @MainActor
    func callAsResult() -> Result<[NSLayoutConstraint], ChromeLayoutError> {
        Result { try make() }.mapError { error in
            .step(name: name, underlying: error as? ChromeLayoutError ?? .notMounted(view: name))
        }
    }
}

/// Makes constraints in `body` and activates them as it goes; if `body` throws
/// half-way, `defer` deactivates what it had activated, so a failed state
/// never leaves half its pins on the map.
@MainActor
func activatingTransaction(
    _ name: String,
    log: (String) -> Void,
    _ body: (_ activate: ([NSLayoutConstraint]) -> Void) throws -> Void
) rethrows -> [NSLayoutConstraint] {
    var made: [NSLayoutConstraint] = []
    var committed = false
    defer {
        if !committed {
            NSLayoutConstraint.deactivate(made)
            log("\(name): rolled back \(made.count) constraints")
        }
    }
    try body { constraints in
        NSLayoutConstraint.activate(constraints)
        made += constraints
    }
    committed = true
    return made
}

extension UIView {
    /// `self`, if it is a direct subview of `parent`; throws otherwise.
    @MainActor
    func requireMounted(in parent: UIView, as name: String) throws -> Self {
        guard let superview else { throw ChromeLayoutError.notMounted(view: name) }
        guard superview === parent else { throw ChromeLayoutError.detached(view: name) }
        return self
    }
}

extension Array where Element == NavigationUIButton {
    /// The view of the button of `type`; the SDK does not promise an order.
    @MainActor
    func view(of type: NavigationButtonKnownType) throws -> UIView {
        guard let button = first(where: { $0.type == type }) else {
            throw ChromeLayoutError.missingButton(type)
        }
        return button.view
    }
}
