import LayoutModel
import SwiftSyntax

/// `anchorWithOffset(to:)`: the dimension between two anchors of one axis, as
/// code writes a gap (`logo.bottomAnchor.anchorWithOffset(to: floor.topAnchor)`).
///
/// The layout model's constraints relate two anchors. A gap held at a
/// constant is its far anchor held at the near one plus the constant, which
/// is the equation Auto Layout solves; a gap between an item's own edges
/// (top to bottom, leading to trailing) is its height or width anchor. A gap
/// held to another dimension (three or four anchors in one constraint) stops
/// the run. The value is a labelled tuple `(offsetFrom:offsetTo:)` typed
/// `NSLayoutDimension` (`Value.tupleTypeNames`), so the files' extensions
/// of `NSLayoutDimension` and parameters of that type take it.
extension Interpreter {
    /// `origin.anchorWithOffset(to: target)`.
    func offsetDimension(from origin: AnyAnchor, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard arguments.count == 1, arguments[0].label == "to", case .anchor(let target) = arguments[0].value,
            origin.attribute.axis == target.attribute.axis, origin.attribute.axis != .dimension
        else { throw unsupported(call, "anchorWithOffset(to:) of \(arguments.map(\.value.kind).joined(separator: ", "))") }
        switch (origin.item === target.item, origin.attribute, target.attribute) {
        case (true, .top, .bottom): return .anchor(AnyAnchor(item: origin.item, attribute: .height))
        case (true, .leading, .trailing), (true, .left, .right): return .anchor(AnyAnchor(item: origin.item, attribute: .width))
        default: return .tuple([("offsetFrom", .anchor(origin)), ("offsetTo", .anchor(target))])
        }
    }

    /// `gap.constraint(equalToConstant: 8)` (and the inequalities) of a
    /// dimension `anchorWithOffset(to:)` made; `nil` for another receiver.
    func offsetDimensionMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard receiver.kind == "NSLayoutDimension", case .tuple(let parts) = receiver,
            case .anchor(let origin) = parts[0].value, case .anchor(let target) = parts[1].value
        else { return nil }
        guard name == "constraint", arguments.count == 1, let relation = arguments[0].label, relation.hasSuffix("Constant") else {
            throw unsupported(
                call,
                "\(name)\(labelText(arguments.map(\.label))) of a dimension made by anchorWithOffset(to:) (held to another dimension, three or four anchors in one constraint, which the layout model does not express)")
        }
        return try makeConstraint(
            target, "constraint", [(String(relation.dropLast("Constant".count)), .anchor(origin)), ("constant", arguments[0].value)], at: call)
    }
}
