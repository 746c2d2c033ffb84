import GoogleNavigation
import UIKit

// MARK: - Interpolation primitives
//
// The nav chrome is described by two keyframes (compact and wide) and a progress
// value between them. Everything continuous is interpolated; everything structural
// (which anchor a view hangs off) snaps at the midpoint, like a discrete keyframe.

/// Clamps `value` into `range`.
func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
    min(max(value, range.lowerBound), range.upperBound)
}

/// Linear interpolation between two scalars; `t` is clamped to 0...1.
func lerp(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat {
    let u = clamp(t, to: 0...1)
    return a + (b - a) * u
}

func lerp(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
    CGRect(
        x: lerp(a.origin.x, b.origin.x, t),
        y: lerp(a.origin.y, b.origin.y, t),
        width: lerp(a.size.width, b.size.width, t),
        height: lerp(a.size.height, b.size.height, t)
    )
}

func lerp(_ a: UIEdgeInsets, _ b: UIEdgeInsets, _ t: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(
        top: lerp(a.top, b.top, t),
        left: lerp(a.left, b.left, t),
        bottom: lerp(a.bottom, b.bottom, t),
        right: lerp(a.right, b.right, t)
    )
}

/// Discrete properties pick a side at the threshold.
func snap<T>(_ a: T, _ b: T, _ t: CGFloat, threshold: CGFloat = 0.5) -> T {
    clamp(t, to: 0...1) < threshold ? a : b
}

// MARK: - Easing

enum Easing {
    case linear
    case easeInOut
    case smoothstep
    case easeOutCubic

    func callAsFunction(_ t: CGFloat) -> CGFloat {
        let x = clamp(t, to: 0...1)
        switch self {
        case .linear:
            return x
        case .easeInOut:
            return x < 0.5 ? 2 * x * x : 1 - 2 * (1 - x) * (1 - x)
        case .smoothstep:
            return x * x * (3 - 2 * x)
        case .easeOutCubic:
            let inv = 1 - x
            return 1 - inv * inv * inv
        }
    }
}

// MARK: - Keyframe

/// Where the leading column sits and how it relates to the viewport.
enum Arrangement: Equatable {
    /// Phone portrait / narrow window: cards span the column at the top and the
    /// bottom, the viewport sits between them.
    case stacked
    /// Wide: cards in the leading column, viewport beside it.
    case sideBySide
}

/// One pose of the navigation chrome. Insets are leading-based: `left` means
/// leading and `right` trailing (the constraints below use leading/trailing anchors).
struct Keyframe {
    /// Cards: top = header padding, left/right = leading/trailing inset inside the column,
    /// bottom = ETA card distance from the safe area's bottom.
    var cardInsets: UIEdgeInsets
    /// The card column as a unit rectangle of the safe area (only its size is used:
    /// the column always hugs the leading top corner).
    var column: CGRect
    /// Prompt: left/right inside the column.
    var promptInsets: UIEdgeInsets
    /// Floating chrome: logo at left/bottom, buttons at right/bottom, top = minimum gap
    /// to whatever is above the buttons.
    var chromeInsets: UIEdgeInsets
    /// Trip progress bar: top/bottom gaps, right = trailing inset.
    var progressInsets: UIEdgeInsets
    var buttonSpacing: CGFloat
    var arrangement: Arrangement

    static var compact: Keyframe {
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        return Keyframe(
            cardInsets: UIEdgeInsets(top: NavigationStyleValues.headerTopPadding, left: pad, bottom: 0, right: pad),
            column: CGRect(x: 0, y: 0, width: 1, height: 1),
            promptInsets: .zero,
            chromeInsets: UIEdgeInsets(
                top: NavigationStyleValues.buttonVerticalPadding,
                left: pad,
                bottom: 0,
                right: NavigationStyleValues.buttonHorizontalPadding
            ),
            progressInsets: UIEdgeInsets(top: pad, left: 0, bottom: pad, right: 0),
            buttonSpacing: 8,
            arrangement: .stacked
        )
    }

    static var wide: Keyframe {
        let pad = NavigationStyleValues.headerFooterHorizontalPadding
        return Keyframe(
            cardInsets: UIEdgeInsets(top: NavigationStyleValues.headerTopPadding, left: pad, bottom: 0, right: 0),
            column: CGRect(x: 0, y: 0, width: 0.5, height: 1),
            promptInsets: UIEdgeInsets(top: 0, left: pad, bottom: 0, right: 0),
            chromeInsets: UIEdgeInsets(
                top: NavigationStyleValues.buttonVerticalPadding,
                left: NavigationStyleValues.elementHorizontalPadding,
                bottom: NavigationStyleValues.buttonVerticalPadding,
                right: NavigationStyleValues.buttonHorizontalPadding
            ),
            progressInsets: UIEdgeInsets(top: pad, left: 0, bottom: pad, right: 0),
            buttonSpacing: 12,
            arrangement: .sideBySide
        )
    }
}

func lerp(_ a: Keyframe, _ b: Keyframe, _ t: CGFloat) -> Keyframe {
    Keyframe(
        cardInsets: lerp(a.cardInsets, b.cardInsets, t),
        column: lerp(a.column, b.column, t),
        promptInsets: lerp(a.promptInsets, b.promptInsets, t),
        chromeInsets: lerp(a.chromeInsets, b.chromeInsets, t),
        progressInsets: lerp(a.progressInsets, b.progressInsets, t),
        buttonSpacing: lerp(a.buttonSpacing, b.buttonSpacing, t),
        arrangement: snap(a.arrangement, b.arrangement, t)
    )
}

extension NavigationUIState {
    /// 0 = compact keyframe, 1 = wide keyframe.
    var layoutProgress: CGFloat { wideMode ? 1 : 0 }
}
