import Foundation

/// A view's `transform` (`CGAffineTransform`): where UIKit draws the view,
/// about its centre, without changing the layout its constraints solve.
/// Points map as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as CoreGraphics.
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle angle: Double) { self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0) }

    public var isIdentity: Bool { self == .identity }

    /// `self` then `other` (CoreGraphics' `concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse; a transform that cannot be inverted is returned unchanged, as CoreGraphics does.
    public func inverted() -> AffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return AffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// The box holding `rect` drawn with this transform about `centre` (a view's own centre, or an ancestor's).
    public func boundingBox(of rect: Rect, about centre: (x: Double, y: Double)) -> Rect {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { x, y in
            let (dx, dy) = (x - centre.x, y - centre.y)
            return (a * dx + c * dy + tx + centre.x, b * dx + d * dy + ty + centre.y)
        }
        let (xs, ys) = (corners.map(\.0), corners.map(\.1))
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
