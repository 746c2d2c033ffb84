// Plain geometry in points, because UIKit's `CGRect` family does not exist here.
//
// Frames are always in map-view coordinates (the map view's top-left corner is
// the origin, y grows downwards), so the delegate world and the legacy model can
// be compared value by value.

/// A width and a height, like `CGSize`.
public struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatPoints(width))x\(formatPoints(height))" }
}

/// A rectangle with its origin at the top-left corner, like `CGRect`.
public struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    /// Whether the rectangle covers any area: what a view needs to be seen.
    public var hasArea: Bool { width > 0 && height > 0 }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }

    /// The rectangle moved in from each edge; negative insets grow it.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// Whether the two rectangles share an area larger than `tolerance` points
    /// in both directions (touching edges do not overlap).
    public func overlaps(_ other: Rect, tolerance: Double = 0.5) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > tolerance
            && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    /// The part of this rectangle inside `other` (empty, at this one's origin, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), top = max(minY, other.minY)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies inside this rectangle, allowing `tolerance` points.
    public func contains(_ other: Rect, tolerance: Double = 0.5) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// Whether every edge is within `tolerance` of the other rectangle's edge.
    public func isClose(to other: Rect, tolerance: Double = 0.5) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }

    public var description: String {
        "(\(formatPoints(x)), \(formatPoints(y)), \(formatPoints(width)), \(formatPoints(height)))"
    }
}

/// Insets for the four physical edges, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }
}

/// Insets for leading and trailing edges, like `NSDirectionalEdgeInsets`; they
/// flip with the layout direction.
public struct DirectionalEdgeInsets: Hashable, Codable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = DirectionalEdgeInsets()

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The physical insets under `direction`.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

/// The user interface layout direction; leading and trailing follow it, left and
/// right do not.
public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
    public func hash(into hasher: inout Hasher) { hashCase(of: self, into: &hasher) }
}

/// Formats a coordinate with at most two decimals and no trailing zeros, so that
/// descriptions, reports and SVG output are stable across platforms.
public func formatPoints(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    switch fraction {
    case 0: return sign + String(whole)
    case let f where f % 10 == 0: return sign + "\(whole).\(f / 10)"
    case let f where f < 10: return sign + "\(whole).0\(f)"
    default: return sign + "\(whole).\(fraction)"
    }
}

/// Hashes a payload-free enum by its case (its in-memory tag), for the enums
/// hashed in every layout (`SolveCache.Key`): `RawRepresentable`'s default
/// hashes the raw string, twice the work.
func hashCase<Case: RawRepresentable>(of value: Case, into hasher: inout Hasher) {
    withUnsafeBytes(of: value) { hasher.combine(bytes: $0) }
}
