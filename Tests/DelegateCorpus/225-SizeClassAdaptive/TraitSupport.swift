import GoogleNavigation
import UIKit

/// A zero-size, hidden view that lives on the map only to hear trait changes.
/// UIKit calls `traitCollectionDidChange(_:)` when the window's size classes change
/// (rotation, split view, Stage Manager).
final class TraitProbeView: UIView {
    var onSizeClassChange: ((UITraitCollection) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = "navigation.traitProbe"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.hasDifferentSizeClass(than: previousTraitCollection) else { return }
        onSizeClassChange?(traitCollection)
    }
}

extension UITraitCollection {
    /// Whether either size class differs from `other`'s (a missing collection differs).
    func hasDifferentSizeClass(than other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return horizontalSizeClass != other.horizontalSizeClass
            || verticalSizeClass != other.verticalSizeClass
    }

    /// Regular in both directions: a full-screen iPad.
    var isRoomy: Bool {
        horizontalSizeClass == .regular && verticalSizeClass == .regular
    }
}

/// How the navigation UI is arranged. The SDK's `wideMode` decides; size classes and
/// the text size only tune spacing.
enum Arrangement {
    /// Turn card on top, ETA card at the bottom, the camera between them.
    case stacked
    /// Turn card and ETA card in a leading column, the camera beside them.
    case sideBySide

    init(wideMode: Bool) {
        self = wideMode ? .sideBySide : .stacked
    }
}

/// Spacing picked from the trait collection.
@MainActor
struct AdaptiveSpacing: Equatable {
    /// Inset of the floating buttons from the camera area's trailing edge.
    let edge: CGFloat
    /// Gap between the speed widget and the logo under it.
    let gap: CGFloat

    init(traits: UITraitCollection) {
        let base = NavigationStyleValues.buttonHorizontalPadding
        edge = traits.isRoomy ? base * 1.5 : base
        let vertical = NavigationStyleValues.buttonVerticalPadding
        gap = traits.preferredContentSizeCategory.isAccessibilityCategory ? vertical * 2 : vertical
    }
}
