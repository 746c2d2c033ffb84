import LayoutModel
import SwiftSyntax

/// `anchorWithOffset(to:)`: the dimension between two anchors of one axis, as
/// code writes a gap (`logo.bottomAnchor.anchorWithOffset(to: floor.topAnchor)`).
///
/// A gap held at a constant is its far anchor held at the near one plus the
/// constant, the two-anchor constraint Auto Layout solves; a gap between an
/// item's own edges (top to bottom, leading to trailing) is its height or
/// width anchor. A gap held to another gap or a dimension is a constraint
/// whose side is the gap (`LayoutConstraint.firstOrigin`), up to four
/// anchors. The value is a labelled tuple `(offsetFrom:offsetTo:)` typed
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
        default: return Self.gapValue(from: origin, to: target)
        }
    }

    static func gapValue(from origin: AnyAnchor, to anchor: AnyAnchor) -> Value {
        .tuple([("offsetFrom", .anchor(origin)), ("offsetTo", .anchor(anchor))])
    }

    /// `firstAnchor` of a constraint whose first side is a gap: the gap; its
    /// item or attribute, which UIKit does not document, stops the run.
    func gapSide(_ name: String, of constraint: LayoutConstraint, at node: some SyntaxProtocol) throws -> Value? {
        let (anchor, origin) = name.hasPrefix("first") ? (constraint.firstAnchor, constraint.firstOrigin) : (constraint.secondAnchor, constraint.secondOrigin)
        guard let anchor, let origin, ["firstAnchor", "secondAnchor", "firstItem", "secondItem", "firstAttribute", "secondAttribute"].contains(name)
        else { return nil }
        if name.hasSuffix("Anchor") { return Self.gapValue(from: origin, to: anchor) }
        throw unsupported(node, "\(name) of a constraint on a gap (anchorWithOffset(to:)), which UIKit does not document")
    }

    /// The origin and the anchor of a gap `anchorWithOffset(to:)` made; `nil` for another value.
    func gap(_ value: Value) -> (origin: AnyAnchor, anchor: AnyAnchor)? {
        guard value.kind == "NSLayoutDimension", case .tuple(let parts) = value, parts.count == 2,
            case .anchor(let origin) = parts[0].value, case .anchor(let anchor) = parts[1].value
        else { return nil }
        return (origin, anchor)
    }

    /// `gap.constraint(equalToConstant: 8)` (and the inequalities), and
    /// `gap.constraint(equalTo: otherGap, multiplier:constant:)`, of a
    /// dimension `anchorWithOffset(to:)` made; `nil` for another receiver.
    func offsetDimensionMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard let (origin, target) = gap(receiver) else { return nil }
        guard name == "constraint", arguments.count == 1, let relation = arguments[0].label, relation.hasSuffix("Constant") else {
            return try makeConstraint(target, name, arguments, at: call, origin: origin)
        }
        return try makeConstraint(
            target, "constraint", [(String(relation.dropLast("Constant".count)), .anchor(origin)), ("constant", arguments[0].value)], at: call)
    }
}
