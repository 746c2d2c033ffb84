import GoogleNavigation
import UIKit

// The drive screen's design tokens (Figma: "Drive / Tokens / v3") and the proxy
// layout code reads them through. Spacing starts from Google's
// `NavigationStyleValues` so our floating controls line up with the SDK's cards.

/// A token whose value depends on the width class: `compact` for phones in
/// portrait, `wide` when the SDK reports `wideMode` (cards in a leading column).
struct Adaptive<Value> {
    var compact: Value
    var wide: Value

    init(compact: Value, wide: Value) {
        self.compact = compact
        self.wide = wide
    }

    /// The same value in both width classes.
    init(_ both: Value) {
        self.init(compact: both, wide: both)
    }

    func resolved(wide isWide: Bool) -> Value {
        isWide ? wide : compact
    }
}

struct DriveTheme {
    /// Logo and floating controls from the safe area's edges and the open map's floor.
    var screenEdge: Adaptive<CGFloat>
    /// Between the trip progress bar and the button rail.
    var railGap: Adaptive<CGFloat>
    /// Between the wide-mode card column and the camera.
    var columnGap: CGFloat
    /// Between the buttons in the rail.
    var buttonSpacing: CGFloat
    var promptFadeIn: TimeInterval
    var promptFadeOut: TimeInterval
    var name: String

    /// What the app ships. Read on the main actor: the SDK's style values are UI metrics.
    @MainActor
    static var standard: DriveTheme {
        DriveTheme(
            screenEdge: Adaptive(
                compact: NavigationStyleValues.buttonHorizontalPadding,
                wide: NavigationStyleValues.headerFooterHorizontalPadding),
            railGap: Adaptive(compact: NavigationStyleValues.elementHorizontalPadding,
                              wide: NavigationStyleValues.elementHorizontalPadding * 2),
            columnGap: NavigationStyleValues.elementHorizontalPadding,
            buttonSpacing: NavigationStyleValues.buttonVerticalPadding,
            promptFadeIn: 0.25,
            promptFadeOut: 0.2,
            name: "standard")
    }

    /// A copy with one token changed: `DriveTheme.standard.with(\.screenEdge.wide, 24)`.
    func with<Value>(_ token: WritableKeyPath<DriveTheme, Value>, _ value: Value) -> DriveTheme {
        var copy = self
        copy[keyPath: token] = value
        return copy
    }
}

/// The theme as one layout pass sees it. Adaptive tokens come out already
/// resolved for the width class (`theme.screenEdge` is a `CGFloat`), the rest
/// pass through unchanged (`theme.promptFadeIn`).
@dynamicMemberLookup
struct ThemeProxy {
    private let theme: DriveTheme
    let isWide: Bool

    init(_ theme: DriveTheme, wide: Bool) {
        self.theme = theme
        self.isWide = wide
    }

    subscript<Value>(dynamicMember token: KeyPath<DriveTheme, Adaptive<Value>>) -> Value {
        theme[keyPath: token].resolved(wide: isWide)
    }

    subscript<Value>(dynamicMember token: KeyPath<DriveTheme, Value>) -> Value {
        theme[keyPath: token]
    }
}
