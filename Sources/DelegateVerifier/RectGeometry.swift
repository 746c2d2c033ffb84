import LayoutModel
import SwiftSyntax

/// `CGRect`'s methods and derived properties as Foundation computes them, for
/// frame-based code (`bounds.divided(atDistance: 88, from: .maxYEdge)`,
/// `insetBy`, `intersection`, `union`, `standardized`): results are
/// standardized, and an empty intersection or an inset past the rectangle's
/// size is `CGRect.null` (its origin at infinity, no size).
extension Interpreter {
    static let nullRect = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    func rectMethod(_ name: String, of rect: Rect, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        func rectArgument() throws -> Rect {
            guard case .rect(let other) = try implicitGeometry(arguments[0].value, at: call) else {
                throw unsupported(call, "\(name) of a CGRect with \(arguments[0].value.kind)")
            }
            return other
        }
        let rect = Self.standardized(rect)
        switch (name, arguments.map(\.label)) {
        case ("insetBy", ["dx", "dy"]), ("offsetBy", ["dx", "dy"]):
            let (dx, dy) = (try number(arguments[0].value, at: call), try number(arguments[1].value, at: call))
            if Self.isNull(rect) { return .rect(Self.nullRect) }
            if name == "offsetBy" { return .rect(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)) }
            guard rect.width - 2 * dx >= 0, rect.height - 2 * dy >= 0 else { return .rect(Self.nullRect) }
            return .rect(Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy))
        case ("inset", ["by"]):  // `UIEdgeInsetsInsetRect`: each edge moved in by its inset
            guard case .insets(let insets) = try implicitGeometry(arguments[0].value, at: call) else { return nil }
            return .rect(rect.inset(by: insets))
        case ("intersects", [nil]):
            return .bool(rect.overlaps(try rectArgument(), tolerance: 0))
        case ("intersection", [nil]):
            let other = Self.standardized(try rectArgument())
            let (left, right) = (max(rect.minX, other.minX), min(rect.maxX, other.maxX))
            let (top, bottom) = (max(rect.minY, other.minY), min(rect.maxY, other.maxY))
            guard !Self.isNull(rect), !Self.isNull(other), left <= right, top <= bottom else { return .rect(Self.nullRect) }
            return .rect(Rect(x: left, y: top, width: right - left, height: bottom - top))
        case ("union", [nil]):
            let other = Self.standardized(try rectArgument())
            if Self.isNull(rect) || Self.isNull(other) { return .rect(Self.isNull(rect) ? other : rect) }
            let (left, top) = (min(rect.minX, other.minX), min(rect.minY, other.minY))
            return .rect(Rect(x: left, y: top, width: max(rect.maxX, other.maxX) - left, height: max(rect.maxY, other.maxY) - top))
        case ("contains", [nil]):
            if case .rect(let other) = arguments[0].value { return .bool(rect.contains(Self.standardized(other), tolerance: 0)) }
            guard case .tuple(let parts) = arguments[0].value, parts.map(\.label) == ["x", "y"] else { return nil }
            let (x, y) = (try number(parts[0].value, at: call), try number(parts[1].value, at: call))
            return .bool(x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY)
        case ("divided", ["atDistance", "from"]):
            guard let edge = Self.rectEdge(arguments[1].value) else { return nil }
            let horizontal = edge == "minXEdge" || edge == "maxXEdge"
            let length = horizontal ? rect.width : rect.height
            let amount = min(max(try number(arguments[0].value, at: call), 0), length)
            let (slice, remainder): (Rect, Rect) = switch edge {
            case "minXEdge": (Rect(x: rect.x, y: rect.y, width: amount, height: rect.height),
                              Rect(x: rect.x + amount, y: rect.y, width: length - amount, height: rect.height))
            case "maxXEdge": (Rect(x: rect.maxX - amount, y: rect.y, width: amount, height: rect.height),
                              Rect(x: rect.x, y: rect.y, width: length - amount, height: rect.height))
            case "minYEdge": (Rect(x: rect.x, y: rect.y, width: rect.width, height: amount),
                              Rect(x: rect.x, y: rect.y + amount, width: rect.width, height: length - amount))
            default: (Rect(x: rect.x, y: rect.maxY - amount, width: rect.width, height: amount),
                      Rect(x: rect.x, y: rect.y, width: rect.width, height: length - amount))
            }
            return .tuple([("slice", .rect(slice)), ("remainder", .rect(remainder))])
        default: return nil
        }
    }

    /// `standardized`, `integral`, `isEmpty`, `isNull` of a `CGRect`.
    func rectProperty(_ name: String, of rect: Rect) -> Value? {
        switch name {
        case "standardized": return .rect(Self.standardized(rect))
        case "integral":
            guard !Self.isNull(rect) else { return .rect(rect) }
            let rect = Self.standardized(rect)
            let (left, top) = (rect.minX.rounded(.down), rect.minY.rounded(.down))
            return .rect(Rect(x: left, y: top, width: rect.maxX.rounded(.up) - left, height: rect.maxY.rounded(.up) - top))
        case "isEmpty": return .bool(Self.isNull(rect) || rect.width == 0 || rect.height == 0)
        case "isNull": return .bool(Self.isNull(rect))
        default: return nil
        }
    }

    /// `CGRect(origin:size:)` from a point and a size.
    func rect(origin: Value, size: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .tuple(let point) = origin, point.map(\.label) == ["x", "y"],
            case .tuple(let extent) = size, extent.map(\.label) == ["width", "height"]
        else { return nil }
        return .rect(Rect(
            x: try number(point[0].value, at: node), y: try number(point[1].value, at: node),
            width: try number(extent[0].value, at: node), height: try number(extent[1].value, at: node)))
    }

    private static func isNull(_ rect: Rect) -> Bool { rect.x.isInfinite || rect.y.isInfinite }

    /// The same rectangle with a positive width and height.
    private static func standardized(_ rect: Rect) -> Rect {
        guard !isNull(rect), rect.width < 0 || rect.height < 0 else { return rect }
        return Rect(x: min(rect.x, rect.maxX), y: min(rect.y, rect.maxY), width: abs(rect.width), height: abs(rect.height))
    }

    /// `.maxYEdge` or `CGRectEdge.maxYEdge`.
    private static func rectEdge(_ value: Value) -> String? {
        let name: String? = switch value {
        case .symbol(let name): name
        case .enumCase(let member) where member.payload.isEmpty: member.name
        default: nil
        }
        return name.flatMap { ["minXEdge", "maxXEdge", "minYEdge", "maxYEdge"].contains($0) ? $0 : nil }
    }
}
