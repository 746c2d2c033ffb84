import UIKit
import GoogleNavigation

/// The app ships Arabic and Hebrew. We do not rely on Auto Layout flipping by
/// itself: every panel we own is told its direction explicitly, and images that
/// point "forward" are mirrored by hand for right-to-left.
@MainActor
enum LayoutDirection: Equatable {
    case leftToRight
    case rightToLeft

    /// Resolves the direction the way UIKit does for the map view, from its
    /// semantic content attribute (the map follows the app's language).
    static func resolve(for view: UIView) -> LayoutDirection {
        let direction = UIView.userInterfaceLayoutDirection(for: view.semanticContentAttribute)
        return direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The semantic attribute we force on our own panels so that a panel
    /// inserted under a view with a different attribute still mirrors.
    var forcedSemanticAttribute: UISemanticContentAttribute {
        switch self {
        case .leftToRight: return .forceLeftToRight
        case .rightToLeft: return .forceRightToLeft
        }
    }

    var textAlignment: NSTextAlignment {
        switch self {
        case .leftToRight: return .left
        case .rightToLeft: return .right
        }
    }

    var isRightToLeft: Bool { self == .rightToLeft }
}

/// Metrics of the navigation screen, taken from the SDK's style values so
/// our panels line up with the Google cards.
@MainActor
enum NavMetrics {
    static var edgeInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var elementGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let chipGap: CGFloat = 8
    static let progressBarInset: CGFloat = 8
}

@MainActor
extension UIImage {
    /// A chevron that points in the reading direction.
    static func forwardChevron(for direction: LayoutDirection) -> UIImage? {
        // withHorizontallyFlippedOrientation() is what we use in the app; the
        // CI stubs lack it, so pick the mirrored glyph by name.
        UIImage(systemName: direction.isRightToLeft ? "chevron.left" : "chevron.right")
    }
}

@MainActor
extension Array where Element == NSLayoutConstraint {
    func activate() { NSLayoutConstraint.activate(self) }
    func deactivate() { NSLayoutConstraint.deactivate(self) }
}
