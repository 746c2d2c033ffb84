import LayoutModel
import SwiftSyntax

/// `CGRect`'s methods and derived properties called by frame-based code
/// (`bounds.divided(atDistance: 88, from: .maxYEdge)`, `insetBy`,
/// `intersection`, `union`, `standardized`), computed by `Rect`'s CoreGraphics
/// semantics (`RectCoreGraphics.swift`).
extension Interpreter {
    func rectMethod(_ name: String, of rect: Rect, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        func rectArgument() throws -> Rect {
            guard case .rect(let other) = try implicitGeometry(arguments[0].value, at: call) else {
                throw unsupported(call, "\(name) of a CGRect with \(arguments[0].value.kind)")
            }
            return other
        }
        switch (name, arguments.map(\.label)) {
        case ("insetBy", ["dx", "dy"]):
            return .rect(rect.insetBy(dx: try number(arguments[0].value, at: call), dy: try number(arguments[1].value, at: call)))
        case ("offsetBy", ["dx", "dy"]):
            let (dx, dy) = (try number(arguments[0].value, at: call), try number(arguments[1].value, at: call))
            let rect = rect.standardized
            return .rect(rect.isNull ? .null : Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height))
        case ("inset", ["by"]):  // `UIEdgeInsetsInsetRect`: each edge moved in by its inset
            guard case .insets(let insets) = try implicitGeometry(arguments[0].value, at: call) else { return nil }
            return .rect(rect.standardized.inset(by: insets))
        case ("intersects", [nil]):
            return .bool(rect.standardized.overlaps(try rectArgument().standardized, tolerance: 0))
        case ("intersection", [nil]):
            return .rect(rect.intersectionOrNull(try rectArgument()))
        case ("union", [nil]):
            return .rect(rect.union(try rectArgument()))
        case ("contains", [nil]):
            if case .rect(let other) = arguments[0].value { return .bool(rect.standardized.contains(other.standardized, tolerance: 0)) }
            guard case .tuple(let parts) = arguments[0].value, parts.map(\.label) == ["x", "y"] else { return nil }
            return .bool(rect.containsPoint(x: try number(parts[0].value, at: call), y: try number(parts[1].value, at: call)))
        case ("divided", ["atDistance", "from"]):
            guard let edge = Self.rectEdge(arguments[1].value) else { return nil }
            let (slice, remainder) = rect.divided(atDistance: try number(arguments[0].value, at: call), from: edge)
            return .tuple([("slice", .rect(slice)), ("remainder", .rect(remainder))])
        default: return nil
        }
    }

    /// `standardized`, `integral`, `isEmpty`, `isNull` of a `CGRect`.
    func rectProperty(_ name: String, of rect: Rect) -> Value? {
        switch name {
        case "standardized": .rect(rect.standardized)
        case "integral": .rect(rect.integral)
        case "isEmpty": .bool(rect.isEmptyOrNull)
        case "isNull": .bool(rect.isNull)
        default: nil
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

    /// `.maxYEdge` or `CGRectEdge.maxYEdge`.
    private static func rectEdge(_ value: Value) -> Rect.Edge? {
        let name: String? = switch value {
        case .symbol(let name): name
        case .enumCase(let member) where member.payload.isEmpty: member.name
        default: nil
        }
        return name.flatMap(Rect.Edge.init(rawValue:))
    }
}
