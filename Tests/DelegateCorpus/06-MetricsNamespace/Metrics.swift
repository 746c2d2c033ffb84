import GoogleNavigation
import UIKit

/// The navigation screen's spacing, in one place (a caseless namespace).
enum NavMetrics {
    static let edgeInset: CGFloat = 8
    static let buttonInset: CGFloat = 16
    static let wideButtonInset: CGFloat = 24
    static let cardGap: CGFloat = 0
    static let logoLift: CGFloat = 8

    /// The button column's inset from the trailing edge for a layout width class.
    static func buttonInset(wide: Bool) -> CGFloat {
        wide ? wideButtonInset : buttonInset
    }
}
