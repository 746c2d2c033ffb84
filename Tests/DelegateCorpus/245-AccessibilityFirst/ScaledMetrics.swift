import GoogleNavigation
import UIKit

/// Spacing for the app's own chrome. Everything the app draws next to text grows with the
/// user's text size; the insets of Google's cards stay the SDK's (the cards do not grow, and
/// in wide mode they must stay on the leading edge).
@MainActor
enum ScaledMetrics {
    /// Gap between two app elements (labels, panel and map).
    static func gap(_ traits: UITraitCollection?) -> CGFloat {
        UIFontMetrics(forTextStyle: .body).scaledValue(for: 8, compatibleWith: traits)
    }

    /// Inner padding of an app panel.
    static func panelPadding(_ traits: UITraitCollection?) -> CGFloat {
        UIFontMetrics(forTextStyle: .callout).scaledValue(for: 12, compatibleWith: traits)
    }

    /// Unscaled: the SDK's own inset of header and footer cards.
    static var cardInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }

    /// Unscaled: the SDK's inset of floating buttons.
    static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var buttonSpacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    /// Width of the leading column in wide mode for the app panel when no card is shown.
    static let wideColumnWidth: CGFloat = 360

    /// Text sizes at which the app panel stacks its labels.
    static func prefersStackedText(_ traits: UITraitCollection, wideMode: Bool) -> Bool {
        // In wide mode the leading column is short (phone landscape): keep one row there.
        traits.preferredContentSizeCategory.isAccessibilityCategory && !wideMode
    }

    /// Prompt animations honour Reduce Motion.
    static var promptAnimationDuration: TimeInterval {
        UIAccessibility.isReduceMotionEnabled ? 0 : 0.25
    }
}
