// Swift-side helpers over the SharedKit bindings: Kotlin arrays, boxed numbers
// and Kotlin enums turned into what UIKit and the Navigation SDK take.

import GoogleNavigation
import UIKit

extension KotlinArray {
    /// The elements in order, nulls dropped (Kotlin arrays are not Swift sequences).
    var elements: [T] {
        (0..<size).compactMap { get(index: $0) }
    }
}

extension KotlinNumber {
    /// Kotlin dp are iOS points.
    var points: CGFloat { CGFloat(doubleValue) }
}

extension ButtonSlot {
    var sdkType: NavigationButtonKnownType {
        switch self {
        case .compass: return .compass
        case .reporting: return .reporting
        default: return NavigationButtonKnownType(rawValue: name.lowercased())
        }
    }
}

extension LayoutSpec {
    var edgeInset: CGFloat { CGFloat(edgeInsetDp) }
    var stackSpacing: CGFloat { CGFloat(stackSpacingDp) }
    /// `logoLiftDp` is nullable in Kotlin: 4 pt when the shared spec leaves it out.
    var logoLift: CGFloat { logoLiftDp?.points ?? 4 }
    var showsTripProgress: Bool { showTripProgress?.boolValue ?? false }

    /// Loosely typed tuning values the shared module passes through `extras`.
    func extra(_ key: String, default fallback: CGFloat) -> CGFloat {
        guard let number = extras[key] as? NSNumber else { return fallback }
        return CGFloat(number.doubleValue)
    }

    var promptFade: TimeInterval {
        guard let millis = extras["promptFadeMs"] as? NSNumber else { return 0.25 }
        return Double(millis.intValue) / 1000
    }
}

extension UIView {
    /// The anchor of the side the shared spec puts the card column on.
    func anchor(for edge: ColumnEdge) -> NSLayoutXAxisAnchor {
        edge == ColumnEdge.trailing ? trailingAnchor : leadingAnchor
    }
}

extension UILayoutGuide {
    func anchor(for edge: ColumnEdge) -> NSLayoutXAxisAnchor {
        edge == ColumnEdge.trailing ? trailingAnchor : leadingAnchor
    }
}
