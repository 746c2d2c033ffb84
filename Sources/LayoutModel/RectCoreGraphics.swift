/// `CGRect`'s own semantics, for frame-based app code the verifier runs:
/// results are standardized (no negative sizes), and rectangles that do not
/// meet, or an inset past the size, give `CGRect.null` (its origin at
/// infinity, no size) where the model's `intersection` gives an empty rectangle.
extension Rect {
    /// `CGRect.null`.
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var isNull: Bool { x.isInfinite || y.isInfinite }

    /// `CGRect.isEmpty`: null, or no width or no height.
    public var isEmptyOrNull: Bool { isNull || width == 0 || height == 0 }

    /// The same rectangle with a positive width and height.
    public var standardized: Rect {
        guard !isNull, width < 0 || height < 0 else { return self }
        return Rect(x: min(x, maxX), y: min(y, maxY), width: abs(width), height: abs(height))
    }

    /// The smallest rectangle of whole points holding this one.
    public var integral: Rect {
        guard !isNull else { return self }
        let rect = standardized
        let (left, top) = (rect.minX.rounded(.down), rect.minY.rounded(.down))
        return Rect(x: left, y: top, width: rect.maxX.rounded(.up) - left, height: rect.maxY.rounded(.up) - top)
    }

    /// `CGRect.insetBy(dx:dy:)`: null past the size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let rect = standardized
        guard !rect.isNull, rect.width - 2 * dx >= 0, rect.height - 2 * dy >= 0 else { return .null }
        return Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
    }

    /// `CGRect.intersection(_:)`: touching rectangles meet in an empty one; apart, null.
    public func intersectionOrNull(_ other: Rect) -> Rect {
        let (rect, other) = (standardized, other.standardized)
        let (left, right) = (max(rect.minX, other.minX), min(rect.maxX, other.maxX))
        let (top, bottom) = (max(rect.minY, other.minY), min(rect.maxY, other.maxY))
        guard !rect.isNull, !other.isNull, left <= right, top <= bottom else { return .null }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `CGRect.union(_:)`: null is the identity.
    public func union(_ other: Rect) -> Rect {
        let (rect, other) = (standardized, other.standardized)
        if rect.isNull || other.isNull { return rect.isNull ? other : rect }
        let (left, top) = (min(rect.minX, other.minX), min(rect.minY, other.minY))
        return Rect(x: left, y: top, width: max(rect.maxX, other.maxX) - left, height: max(rect.maxY, other.maxY) - top)
    }

    /// `CGRect.contains(_: CGPoint)`: the maximum edges are outside.
    public func containsPoint(x pointX: Double, y pointY: Double) -> Bool {
        let rect = standardized
        return pointX >= rect.minX && pointX < rect.maxX && pointY >= rect.minY && pointY < rect.maxY
    }

    /// The edge `divided(atDistance:from:)` measures from, as `CGRectEdge` names it.
    public enum Edge: String, Sendable {
        case minXEdge, maxXEdge, minYEdge, maxYEdge
    }

    /// `CGRect.divided(atDistance:from:)`: the slice at `edge`, at most the
    /// rectangle's length, and what remains.
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        let rect = standardized
        let horizontal = edge == .minXEdge || edge == .maxXEdge
        let length = horizontal ? rect.width : rect.height
        let amount = min(max(distance, 0), length)
        let rest = length - amount
        switch edge {
        case .minXEdge:
            return (Rect(x: rect.x, y: rect.y, width: amount, height: rect.height),
                    Rect(x: rect.x + amount, y: rect.y, width: rest, height: rect.height))
        case .maxXEdge:
            return (Rect(x: rect.maxX - amount, y: rect.y, width: amount, height: rect.height),
                    Rect(x: rect.x, y: rect.y, width: rest, height: rect.height))
        case .minYEdge:
            return (Rect(x: rect.x, y: rect.y, width: rect.width, height: amount),
                    Rect(x: rect.x, y: rect.y + amount, width: rect.width, height: rest))
        case .maxYEdge:
            return (Rect(x: rect.x, y: rect.maxY - amount, width: rect.width, height: amount),
                    Rect(x: rect.x, y: rect.y, width: rect.width, height: rest))
        }
    }
}
