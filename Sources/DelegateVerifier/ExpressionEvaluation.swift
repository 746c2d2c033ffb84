import LayoutModel
import SwiftSyntax

/// Expressions: literals, names, operators, closures, key paths and optional
/// chains. Member reads, calls and assignments have their own files.
extension Interpreter {
    /// The value of a whole expression; an optional chain that met `nil` is `nil`.
    func value(of expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        do {
            return try evaluate(expression, in: scope, self: instance)
        } catch is NilChain {
            return .null
        }
    }

    /// One link of an expression; `NilChain` propagates to the chain's root.
    func evaluate(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        try spend(expression)
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            guard let number = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw unsupported(literal, "an integer literal in this form")
            }
            return .number(number)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let number = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw unsupported(literal, "a float literal in this form")
            }
            return .number(number)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(literal.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return .string(try stringValue(literal))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try resolve(reference, in: scope, self: instance)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            guard let base = access.base else { return .symbol(access.declName.baseName.text) }
            let receiver = try evaluate(base, in: scope, self: instance)
            return try member(access.declName.baseName.text, of: receiver, at: access)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return try evaluateCall(call, in: scope, self: instance)
        }
        if let chain = expression.as(OptionalChainingExprSyntax.self) {
            let inner = try evaluate(chain.expression, in: scope, self: instance)
            if case .null = inner { throw NilChain() }
            return inner
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            let inner = try evaluate(unwrap.expression, in: scope, self: instance)
            if case .null = inner { throw unsupported(unwrap, "a force unwrap of nil (the app would crash)") }
            return inner
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .array(try array.elements.map { try value(of: $0.expression, in: scope, self: instance) })
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            return try evaluate(infix, in: scope, self: instance)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try value(of: prefix.expression, in: scope, self: instance)
            switch (prefix.operator.text, operand) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .number(let number)): return .number(-number)
            default: throw unsupported(prefix, "the operator \(prefix.operator.text) on \(operand.kind)")
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let branch = try truth(of: ternary.condition, in: scope, self: instance)
                ? ternary.thenExpression : ternary.elseExpression
            return try value(of: branch, in: scope, self: instance)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(Closure(syntax: closure, scope: scope, selfInstance: instance))
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
            let names = keyPath.components.compactMap {
                $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
            }
            guard names.count == keyPath.components.count else { throw unsupported(keyPath, "this key path") }
            return .keyPath(names)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try evaluate(only.expression, in: scope, self: instance)
        }
        if let tryExpression = expression.as(TryExprSyntax.self), tryExpression.questionOrExclamationMark == nil {
            return try evaluate(tryExpression.expression, in: scope, self: instance)
        }
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return try evaluate(cast.expression, in: scope, self: instance)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1 {
            let base = try evaluate(subscriptCall.calledExpression, in: scope, self: instance)
            let index = try value(of: subscriptCall.arguments.first!.expression, in: scope, self: instance)
            guard case .array(let elements) = base, case .number(let position) = index,
                let slot = Int(exactly: position), elements.indices.contains(slot)
            else { throw unsupported(subscriptCall, "this subscript") }
            return elements[slot]
        }
        throw unsupported(expression, "a \(syntaxName(expression))")
    }

    private func stringValue(_ literal: StringLiteralExprSyntax) throws -> String {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else {
                throw unsupported(segment, "string interpolation")
            }
            text += plain.content.text
        }
        return text
    }

    /// A name: a local, `self`, a property of `self`, a class of the file or a
    /// framework type.
    private func resolve(_ reference: DeclReferenceExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        let name = reference.baseName.text
        if let local = scope.lookup(name) { return local }
        switch reference.baseName.tokenKind {
        case .keyword(.self):
            guard let instance else { throw unsupported(reference, "self outside an instance") }
            return .object(instance)
        case .keyword(.Self):
            return .type(instance?.type.name ?? source.delegateClass.name)
        default: break
        }
        if let instance, let value = try field(name, of: instance, at: reference) { return value }
        if source.classes[name] != nil || FrameworkTypes.names.contains(name) { return .type(name) }
        throw unsupported(reference, "the name \(name)")
    }

    private func evaluate(_ infix: InfixOperatorExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            try assign(value(of: infix.rightOperand, in: scope, self: instance), to: infix.leftOperand, in: scope, self: instance)
            return .void
        }
        guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw unsupported(infix.operator, "this operator")
        }
        switch symbol {
        case "&&":
            return .bool(try truth(of: infix.leftOperand, in: scope, self: instance)
                && truth(of: infix.rightOperand, in: scope, self: instance))
        case "||":
            return .bool(try truth(of: infix.leftOperand, in: scope, self: instance)
                || truth(of: infix.rightOperand, in: scope, self: instance))
        case "??":
            let left = try value(of: infix.leftOperand, in: scope, self: instance)
            if case .null = left { return try value(of: infix.rightOperand, in: scope, self: instance) }
            return left
        case "+=", "-=", "*=", "/=":
            let combined = try combine(
                String(symbol.dropLast()), value(of: infix.leftOperand, in: scope, self: instance),
                value(of: infix.rightOperand, in: scope, self: instance), at: infix)
            try assign(combined, to: infix.leftOperand, in: scope, self: instance)
            return .void
        default:
            return try combine(
                symbol, value(of: infix.leftOperand, in: scope, self: instance),
                value(of: infix.rightOperand, in: scope, self: instance), at: infix)
        }
    }

    private func combine(_ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        switch (symbol, left, right) {
        case ("==", _, _): if let equal = equals(left, right) { return .bool(equal) }
        case ("!=", _, _): if let equal = equals(left, right) { return .bool(!equal) }
        case ("+", .array(let a), .array(let b)): return .array(a + b)
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", .priority(let a), .number(let b)): return .priority(a + b)
        case ("-", .priority(let a), .number(let b)): return .priority(a - b)
        case (_, .number(let a), .number(let b)):
            switch symbol {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        default: break
        }
        throw unsupported(node, "the operator \(symbol) on \(left.kind) and \(right.kind)")
    }

    /// Equality where Swift would have it; `nil` when the values do not compare.
    func equals(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.null, .null): true
        case (.null, _), (_, .null): false
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.buttonType(let a), .buttonType(let b)): a == b
        case (.buttonType(let a), .symbol(let b)), (.symbol(let b), .buttonType(let a)): a.rawValue == b
        case (.layoutDirection(let a), .layoutDirection(let b)): a == b
        // `.leftToRight` / `.rightToLeft`; another name does not compare.
        case (.layoutDirection(let a), .symbol(let b)), (.symbol(let b), .layoutDirection(let a)):
            LayoutDirection(rawValue: b).map { $0 == a }
        case (.item(let a), .item(let b)): a === b
        case (.constraint(let a), .constraint(let b)): a === b
        case (.object(let a), .object(let b)): a === b
        default: nil
        }
    }
}

/// Framework type names delegate code uses as values (`NSLayoutConstraint.activate`).
enum FrameworkTypes {
    static let names: Set<String> = [
        "NSLayoutConstraint", "UIView", "UILayoutGuide", "UILayoutPriority", "NavigationStyleValues",
        "GMSNavigationHidingStackView", "NavigationButtonKnownType", "CGFloat", "Double", "TimeInterval",
        "UIUserInterfaceLayoutDirection",
    ]
}
