import Cassowary
import LayoutModel
import SwiftSyntax

/// The Auto Layout and SDK API as model operations, each tagged with the call's
/// location: anchors' `constraint(...)`, `NSLayoutConstraint.activate`,
/// hierarchy changes, constructors and `UIView.animate`.
extension Interpreter {
    /// Framework constructors: `UILayoutGuide()`, `UIView()`,
    /// `GMSNavigationHidingStackView(position:alignment:)`, `UILayoutPriority(_:)`.
    func construct(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        let label = nameHint ?? "\(name)@\(tag(call).line)"
        switch (name, arguments.count) {
        case ("UILayoutGuide", 0): return .item(LayoutGuide(name: label))
        case ("UIView", 0): return .item(LayoutView(name: label))
        case ("GMSNavigationHidingStackView", 2):
            guard case .symbol(let position) = arguments[0].value,
                let stackPosition = HidingStackView.Position(rawValue: position),
                case .symbol(let alignment) = arguments[1].value,
                let stackAlignment = HidingStackView.Alignment(rawValue: alignment)
            else { break }
            return .item(HidingStackView(position: stackPosition, alignment: stackAlignment, name: label))
        case ("UILayoutPriority", 1): return .priority(try number(arguments[0].value, at: call))
        case ("CGFloat", 1), ("Double", 1), ("TimeInterval", 1): return .number(try number(arguments[0].value, at: call))
        case ("print", _), ("debugPrint", _):
            return .void
        case ("max", 2...), ("min", 2...):
            let numbers = try arguments.map { try number($0.value, at: call) }
            return .number(name == "max" ? numbers.max()! : numbers.min()!)
        default: break
        }
        throw unsupported(call, "a call of \(name)\(labelText(arguments.map(\.label)))")
    }

    /// `NSLayoutConstraint.activate/deactivate` and `UIView.animate`.
    func callTypeMethod(_ name: String, of typeName: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch (typeName, name) {
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            guard arguments.count == 1 else { return nil }
            let constraints = try constraintList(arguments[0].value, at: call)
            if name == "activate" {
                try LayoutConstraint.activate(constraints, tag: tag(call))
                journal.activated(constraints)
            } else {
                LayoutConstraint.deactivate(constraints, tag: tag(call))
            }
            return .void
        case ("UIView", "animate"), ("UIView", "performWithoutAnimation"), ("UIView", "transition"):
            // Interpreted as its end state: the animations, then the completion.
            let closures = arguments.compactMap { argument -> (String?, Closure)? in
                if case .closure(let closure) = argument.value { return (argument.label, closure) }
                return nil
            }
            for (label, closure) in closures {
                _ = try callClosure(closure, label == "completion" ? [.bool(true)] : [], at: call)
            }
            return .void
        default: return nil
        }
    }

    /// `anchor.constraint(equalTo:constant:)` and its relatives.
    func makeConstraint(_ anchor: AnyAnchor, _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard name == "constraint", let first = arguments.first, let relationLabel = first.label else {
            throw unsupported(call, "the anchor method \(name)\(labelText(arguments.map(\.label)))")
        }
        let relations: [String: LayoutRelation] = [
            "equalTo": .equal, "lessThanOrEqualTo": .lessThanOrEqual, "greaterThanOrEqualTo": .greaterThanOrEqual,
            "equalToConstant": .equal, "lessThanOrEqualToConstant": .lessThanOrEqual,
            "greaterThanOrEqualToConstant": .greaterThanOrEqual,
        ]
        guard let relation = relations[relationLabel] else {
            throw unsupported(call, "the anchor method constraint(\(relationLabel):)")
        }
        var second: AnyAnchor?
        var constant = 0.0
        var multiplier = 1.0
        if relationLabel.hasSuffix("Constant") {
            constant = try number(first.value, at: call)
        } else {
            guard case .anchor(let other) = first.value else { throw unsupported(call, "a constraint to \(first.value.kind)") }
            second = other
        }
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "constant": constant = try number(argument.value, at: call)
            case "multiplier": multiplier = try number(argument.value, at: call)
            default: throw unsupported(call, "the argument \(argument.label ?? "_") of constraint(...)")
            }
        }
        return .constraint(
            LayoutConstraint(
                first: anchor, relation: relation, second: second, multiplier: multiplier, constant: constant,
                tag: tag(call)))
    }

    /// Hierarchy operations of views and `layoutIfNeeded()`.
    func callItemMethod(_ name: String, on item: LayoutItem, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard let view = item as? LayoutView else { return nil }
        switch (name, arguments.first?.value) {
        case ("addSubview", .item(let subview as LayoutView)?):
            try view.addSubview(subview, tag: tag(call))
            journal.added(subview)
        case ("removeFromSuperview", nil):
            view.removeFromSuperview(tag: tag(call))
        case ("addLayoutGuide", .item(let guide as LayoutGuide)?):
            view.addLayoutGuide(guide, tag: tag(call))
            journal.added(guide)
        case ("removeLayoutGuide", .item(let guide as LayoutGuide)?):
            view.removeLayoutGuide(guide, tag: tag(call))
        case ("layoutIfNeeded", nil):
            requestLayout()
        case ("setNeedsLayout", nil), ("updateConstraintsIfNeeded", nil), ("setNeedsUpdateConstraints", nil):
            break
        default: return nil
        }
        return .void
    }

    /// A priority from `UILayoutPriority(750)`, a number, or `.defaultHigh`.
    func priority(_ value: Value, at node: some SyntaxProtocol) throws -> Priority {
        switch value {
        case .priority(let raw), .number(let raw): return Priority(raw)
        case .symbol(let name):
            if let raw = Self.namedPriority(name) { return Priority(raw) }
        default: break
        }
        throw unsupported(node, "a priority from \(value.kind)")
    }

    func number(_ value: Value, at node: some SyntaxProtocol) throws -> Double {
        if case .number(let number) = value { return number }
        throw unsupported(node, "a number from \(value.kind)")
    }

    /// Constraints from an array (nested arrays flattened).
    func constraintList(_ value: Value, at node: some SyntaxProtocol) throws -> [LayoutConstraint] {
        switch value {
        case .constraint(let constraint): return [constraint]
        case .array(let elements): return try elements.flatMap { try constraintList($0, at: node) }
        default: throw unsupported(node, "constraints from \(value.kind)")
        }
    }
}
