import GoogleNavigation
import UIKit

/// Why a chrome step could not run. Thrown with typed throws, so every `catch`
/// and every `Result` knows the cases and can recover from the ones that are fine.
enum ChromeError: Error, Equatable {
    /// A callback that needs a running session came while navigation was off.
    case notRunning(callback: String)
    /// The state has no button of this kind (the ready state often has no reporting button).
    case missingButton(NavigationButtonKnownType)
    /// `hidePrompt`/`changePrompt` named a prompt we are not showing.
    case unknownPrompt
    /// A layout builder produced nothing to activate.
    case emptyLayout(Stage)
}

extension ChromeError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .notRunning(let callback): "\(callback) while navigation UI is off"
        case .missingButton(let kind): "no \(kind) button in the state"
        case .unknownPrompt: "prompt is not on screen"
        case .emptyLayout(let stage): "empty layout for \(stage)"
        }
    }

    var failureReason: String? {
        switch self {
        case .notRunning, .unknownPrompt: "the SDK called back outside the state we track"
        case .missingButton: "the SDK decides which buttons a state has"
        case .emptyLayout: "a builder bug"
        }
    }
}

/// Log lines name button kinds by their raw value ("compass").
extension NavigationButtonKnownType: @retroactive CustomStringConvertible {
    public var description: String { rawValue }
}

/// Where the chrome is: which layout, for which width class.
enum Stage: Equatable, Sendable, CustomStringConvertible {
    case ready(wide: Bool)
    case guidance(wide: Bool)

    var isWide: Bool {
        switch self {
        case .ready(let wide), .guidance(let wide): wide
        }
    }

    /// The same stage for another width class (after a rotation or a split-view resize).
    func with(wide: Bool) -> Stage {
        switch self {
        case .ready: .ready(wide: wide)
        case .guidance: .guidance(wide: wide)
        }
    }

    var description: String {
        let width = if isWide { "wide" } else { "compact" }
        return switch self {
        case .ready: "ready/\(width)"
        case .guidance: "guidance/\(width)"
        }
    }
}
