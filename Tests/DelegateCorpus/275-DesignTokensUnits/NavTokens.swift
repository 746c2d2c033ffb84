import Foundation
import UIKit

// Design tokens for the navigation chrome.
//
// The design system publishes its spacing in millimetres (print spec) or in
// grid units (the 4 pt product grid); UIKit lays out in points. Everything is
// typed as a `Measurement<UnitLength>` so a token can never be used in the
// wrong unit, and only converted to `CGFloat` at the Auto Layout boundary.

// MARK: - Units

extension UnitLength {
    /// Metres per typographic point (1/72 inch).
    fileprivate static let metresPerPoint = 0.0254 / 72

    /// One typographic point, the unit UIKit lays out in.
    static let points = UnitLength(
        symbol: "pt", converter: UnitConverterLinear(coefficient: metresPerPoint))

    /// One step of the 4 pt product grid.
    static let gridUnits = UnitLength(
        symbol: "gu", converter: UnitConverterLinear(coefficient: 4 * metresPerPoint))
}

typealias Length = Measurement<UnitLength>

extension Measurement where UnitType == UnitLength {
    static func grid(_ steps: Double) -> Length { Length(value: steps, unit: .gridUnits) }
    static func mm(_ millimetres: Double) -> Length { Length(value: millimetres, unit: .millimeters) }
    static func pt(_ points: Double) -> Length { Length(value: points, unit: .points) }
    static var none: Length { .pt(0) }

    /// The token in points on screen: scaled by the density factor, then
    /// snapped to the half-point grid so millimetre tokens land on whole pixels.
    var points: CGFloat {
        let raw = converted(to: .points).value * Density.factor.doubleValue
        return CGFloat((raw * 2).rounded() / 2)
    }
}

// MARK: - Density

/// The density scale of the design system. Kept in `Decimal` so that the
/// steps add up exactly (0.125 steps), converted to floating point only when
/// a token is turned into points.
enum Density {
    static let base: Decimal = 1
    static let step: Decimal = Decimal(string: "0.125")!

    /// Steps away from the base density; 0 is the shipping density.
    static let steps = 0

    static var factor: Decimal { base + step * Decimal(steps) }
}

extension Decimal {
    var doubleValue: Double { NSDecimalNumber(decimal: self).doubleValue }
    var cgFloat: CGFloat { CGFloat(doubleValue) }
}

// MARK: - Token tables

enum NavTokens {
    enum Spacing {
        /// 4 pt
        static let xs = Length.grid(1)
        /// 8 pt (2.8222 mm in the print spec)
        static let s = Length.mm(2.8222)
        /// 12 pt
        static let m = Length.grid(3)
        /// 16 pt
        static let l = Length.grid(4)
    }

    enum Edge {
        /// Inset of floating chrome from the safe area on compact screens.
        static let compact = Spacing.s
        /// Inset of floating chrome from the safe area in wide mode.
        static let wide = Spacing.l

        static func inset(wide isWide: Bool) -> Length { isWide ? wide : compact }
    }

    enum Buttons {
        /// Gap between the stacked map buttons.
        static let gap = Spacing.xs
        /// Gap between the lowest button and the speed widget below it.
        static let aboveSpeedWidget = Spacing.xs + Length.pt(2)
        /// Gap between the turn card and the first button.
        static let belowTurnCard = Spacing.s
    }

    enum Logo {
        static let leading = Spacing.s
        static let bottom = Spacing.s
    }

    enum Motion {
        static let promptIn: TimeInterval = 0.3
        static let promptOut: TimeInterval = 0.2
    }
}
