// ChromeMetrics.swift: value types shared by the layout delegate and its tests.
// Everything here is `Sendable` and free of actor isolation so the test target can
// compute expected geometry off the main actor (Swift 6 strict concurrency is on).

@preconcurrency import GoogleNavigation

/// Spacing the trip chrome uses, in points.
struct ChromeMetrics: Sendable, Equatable {
    var edgeInset: CGFloat           // safe area to floating chrome
    var buttonGap: CGFloat           // between stacked buttons, buttons and cards
    var stackedGap: CGFloat          // logo to what it sits on
    var logoInset: CGFloat           // leading inset of the Google logo
    var promptFadeDuration: TimeInterval

    /// Reads Google's style values. `NavigationStyleValues` is not actor-isolated,
    /// so this is callable from any context.
    nonisolated static func sdk() -> ChromeMetrics {
        ChromeMetrics(
            edgeInset: NavigationStyleValues.headerFooterHorizontalPadding,
            buttonGap: NavigationStyleValues.buttonVerticalPadding,
            stackedGap: NavigationStyleValues.headerTopPadding,
            logoInset: NavigationStyleValues.elementHorizontalPadding,
            promptFadeDuration: 0.25
        )
    }
}

/// Process-wide switches. Written only during app launch or in test set-up,
/// before any map exists, hence `nonisolated(unsafe)`.
enum ChromeEnvironment {
    /// Snapshot tests replace the metrics before the delegate is made.
    nonisolated(unsafe) static var metricsOverride: ChromeMetrics?
    /// Telemetry hook: receives a short description of every layout committed.
    nonisolated(unsafe) static var layoutCommitted: (@Sendable (String) -> Void)?

    nonisolated static var metrics: ChromeMetrics { metricsOverride ?? .sdk() }
}

/// Which arrangement the chrome is in.
enum ChromeArrangement: Sendable, Equatable, CustomStringConvertible {
    case ready(wide: Bool)
    case guidance(wide: Bool, prompt: Bool)

    nonisolated var isWide: Bool {
        switch self {
        case .ready(let wide), .guidance(let wide, _): return wide
        }
    }

    nonisolated var description: String {
        switch self {
        case .ready(let wide): return "ready\(wide ? "-wide" : "")"
        case .guidance(let wide, let prompt): return "guidance\(wide ? "-wide" : "")\(prompt ? "+prompt" : "")"
        }
    }
}

/// The numbers one arrangement uses; pure, so tests assert on them directly.
struct ChromeSpec: Sendable, Equatable {
    var arrangement: ChromeArrangement
    var metrics: ChromeMetrics

    /// Distance from the floor (ETA card, prompt or safe area) to the logo's bottom.
    nonisolated var logoBottomGap: CGFloat { metrics.stackedGap }

    /// The logo sits bottom leading; in the wide layout it starts past the card column.
    nonisolated var logoLeadingInset: CGFloat { metrics.logoInset }

    /// Floating buttons keep a button gap from whatever is below them.
    nonisolated var buttonFloorGap: CGFloat { metrics.buttonGap }

    /// The trip progress bar keeps clear of the cards by the same gap as buttons.
    nonisolated var progressBarVerticalGap: CGFloat { metrics.buttonGap }

    /// Buttons sit one edge inset before the progress bar.
    nonisolated var buttonsToProgressBar: CGFloat { metrics.edgeInset }

    /// Only the compact layout moves the floating chrome up over a prompt;
    /// the wide layout keeps prompts in the card column.
    nonisolated var floorFollowsPrompt: Bool {
        if case .guidance(let wide, _) = arrangement { return !wide }
        return false
    }
}
