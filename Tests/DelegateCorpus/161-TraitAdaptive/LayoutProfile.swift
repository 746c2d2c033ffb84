import GoogleNavigation
import UIKit

/// Everything the navigation layout varies by environment, chosen once from
/// the map's traits and the SDK's wide-mode flag. The delegate keeps the
/// current profile and rebuilds its constraints only when the profile changes.
struct LayoutProfile: Equatable {
    enum Arrangement: Equatable {
        /// Phone portrait, Slide Over: turn card on top, ETA card at the bottom.
        case stacked
        /// Wide mode: both cards down the leading edge, the map beside them.
        case leadingColumn
    }

    var arrangement: Arrangement
    /// Inset of the logo, buttons and the app's chip from the safe area.
    var edgeInset: CGFloat
    /// Gap between neighbouring elements, scaled with Dynamic Type.
    var spacing: CGFloat
    /// Height of the trip status chip, scaled with Dynamic Type.
    var chipHeight: CGFloat
    /// At accessibility text sizes the chip shows its text on two lines.
    var chipLineCount: Int

    @MainActor
    init(traits: UITraitCollection, wideMode: Bool) {
        arrangement = wideMode ? .leadingColumn : .stacked

        let isRegularWidth = traits.horizontalSizeClass == .regular
        edgeInset = isRegularWidth
            ? NavigationStyleValues.buttonHorizontalPadding
            : NavigationStyleValues.elementHorizontalPadding

        let category = traits.preferredContentSizeCategory
        let scale = DynamicTypeScale.subheadline(category)
        let baseSpacing = isRegularWidth ? NavigationStyleValues.buttonVerticalPadding : 8
        spacing = min((baseSpacing * scale).rounded(), 24)

        let isAccessibilitySize = category.isAccessibilityCategory
        chipLineCount = isAccessibilitySize ? 2 : 1
        chipHeight = ((isAccessibilitySize ? 64 : 36) * min(scale, 1.6)).rounded()
    }
}

/// How much the subheadline text style grows at each content size category,
/// relative to `.large` (15 pt): Apple's Dynamic Type size table. Used the
/// way `UIFontMetrics.scaledValue(for:)` would be.
enum DynamicTypeScale {
    static func subheadline(_ category: UIContentSizeCategory) -> CGFloat {
        let points: CGFloat
        switch category {
        case .extraSmall: points = 12
        case .small: points = 13
        case .medium: points = 14
        case .large: points = 15
        case .extraLarge: points = 17
        case .extraExtraLarge: points = 19
        case .extraExtraExtraLarge: points = 21
        case .accessibilityMedium: points = 25
        case .accessibilityLarge: points = 30
        case .accessibilityExtraLarge: points = 36
        case .accessibilityExtraExtraLarge: points = 42
        case .accessibilityExtraExtraExtraLarge: points = 49
        default: points = 15
        }
        return points / 15
    }
}
