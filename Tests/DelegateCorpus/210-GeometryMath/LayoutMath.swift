import GoogleNavigation
import UIKit

/// Layout arithmetic shared by the navigation chrome. Everything is derived from
/// the SDK's style values or from the map's size: no magic numbers at call sites.
enum LayoutMath {
    /// The golden ratio, φ.
    static var phi: CGFloat { (1 + CGFloat(5).squareRoot()) / 2 }

    /// The minor part of a golden split (≈ 0.382).
    static var goldenMinor: CGFloat { 1 / (phi * phi) }

    /// The major part of a golden split (≈ 0.618).
    static var goldenMajor: CGFloat { 1 / phi }

    /// Device pixel grid used for snapping (points are snapped down to it).
    static var pixelScale: CGFloat { 3 }

    static func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        min(max(value, lower), upper)
    }

    /// Snaps a length down to the pixel grid so edges never land between pixels.
    static func snap(_ value: CGFloat) -> CGFloat {
        (value * pixelScale).rounded(.down) / pixelScale
    }

    /// Splits `length` at the golden ratio.
    static func goldenSplit(_ length: CGFloat) -> (minor: CGFloat, major: CGFloat) {
        let minor = snap(length * goldenMinor)
        return (minor, length - minor)
    }

    /// Linear interpolation between two values, `t` clamped to 0...1.
    static func lerp(_ from: CGFloat, _ to: CGFloat, _ t: CGFloat) -> CGFloat {
        from + (to - from) * clamp(t, 0, 1)
    }

    /// The breakpoints (in points of map width) at which the spacing steps up.
    static var widthBreakpoints: [CGFloat] {
        Array(stride(from: CGFloat(320), to: CGFloat(1024), by: CGFloat(176)))
    }

    /// How many breakpoints a width has passed (0 for the narrowest phones).
    static func step(forWidth width: CGFloat) -> Int {
        widthBreakpoints.filter { width >= $0 }.count
    }
}

/// The chrome's metrics, computed from the SDK's style values and the map size.
@MainActor
struct ChromeMetrics {
    let mapBounds: CGRect
    let wide: Bool

    /// The usable rectangle once the SDK's horizontal padding is taken off.
    var contentRect: CGRect {
        mapBounds.insetBy(dx: NavigationStyleValues.headerFooterHorizontalPadding, dy: 0)
    }

    /// Gap between stacked buttons: grows with the width class, never below
    /// the SDK's vertical button padding.
    var buttonSpacing: CGFloat {
        let base = NavigationStyleValues.buttonVerticalPadding
        let stepped = base + CGFloat(LayoutMath.step(forWidth: mapBounds.width)) * 2
        return LayoutMath.snap(LayoutMath.clamp(stepped, base, base * 2))
    }

    /// Inset of the logo from the leading safe edge.
    var logoLeadingInset: CGFloat {
        LayoutMath.snap(NavigationStyleValues.elementHorizontalPadding)
    }

    /// Inset of the button column from the trailing safe edge.
    var buttonTrailingInset: CGFloat {
        LayoutMath.snap(NavigationStyleValues.buttonHorizontalPadding)
    }

    /// In wide mode the camera frames the part of the map to the trailing side of the
    /// golden split, where the card column is not. Zero otherwise.
    var viewportLeadingInset: CGFloat {
        guard wide else { return 0 }
        let split = LayoutMath.goldenSplit(contentRect.width)
        return LayoutMath.clamp(split.minor, 0, mapBounds.width * 0.5)
    }

    /// How far below the map's bottom edge a prompt starts before it slides in.
    func promptStartOffset(for prompt: UIView) -> CGFloat {
        let measured = prompt.bounds.height
        let fallback = (mapBounds.height * 0.25).rounded(.down)
        return max(measured, fallback)
    }
}
