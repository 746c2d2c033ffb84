import SwiftSyntax

/// Small readings of expressions that extraction relies on. Each answers only
/// what it can be sure of and returns `nil` otherwise, so that an unusual
/// spelling becomes a "not generated" reason instead of a guess.
enum SyntaxReading {
    /// The type a stored property or local holds: its annotation, or the type
    /// called in its initializer (`FleetMapView(frame: .zero)`).
    static func typeName(of binding: PatternBindingSyntax) -> String? {
        if let type = binding.typeAnnotation?.type { return baseTypeName(type) }
        if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return callee.baseName.text
        }
        return nil
    }

    /// `GMSMapView` for `GMSMapView`, `GMSMapView?` and `GMSMapView!`.
    static func baseTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        return type.as(IdentifierTypeSyntax.self)?.name.text
    }

    /// The variable an expression names: `x`, `self.x`, `x!`, `x?`.
    static func referencedName(_ expression: ExprSyntax) -> String? {
        let expression = unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self)
        {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The expression without `!` / `?` and parentheses around it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// A number written with literals only: `8`, `-12`, `0.5`, `2 * 8 + 4`, `CGFloat(44)`.
    static func number(_ expression: ExprSyntax) -> Double? {
        let expression = unwrapped(expression)
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["CGFloat", "Double", "Float"].contains(callee.baseName.text), let argument = call.arguments.first
        {
            return number(argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return arithmetic(Array(sequence.elements))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            guard let left = number(infix.leftOperand), let right = number(infix.rightOperand) else { return nil }
            return apply(op.operator.text, left, right)
        }
        return nil
    }

    /// Left-to-right arithmetic with `*` and `/` before `+` and `-`.
    private static func arithmetic(_ elements: [ExprSyntax]) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var terms: [Double] = []
        var operators: [String] = []
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text,
                    ["+", "-", "*", "/"].contains(op)
                else { return nil }
                operators.append(op)
            } else {
                guard let value = number(element) else { return nil }
                terms.append(value)
            }
        }
        var sums = [terms[0]]
        var signs: [String] = []
        for (op, term) in zip(operators, terms.dropFirst()) {
            if op == "*" || op == "/" {
                sums[sums.count - 1] = apply(op, sums[sums.count - 1], term) ?? .nan
            } else {
                signs.append(op)
                sums.append(term)
            }
        }
        var total = sums[0]
        for (op, term) in zip(signs, sums.dropFirst()) { total = apply(op, total, term) ?? .nan }
        return total.isNaN ? nil : total
    }

    private static func apply(_ op: String, _ left: Double, _ right: Double) -> Double? {
        switch op {
        case "+": left + right
        case "-": left - right
        case "*": left * right
        case "/": right == 0 ? nil : left / right
        default: nil
        }
    }

    /// `true` / `false` literals.
    static func bool(_ expression: ExprSyntax) -> Bool? {
        guard let literal = unwrapped(expression).as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    static func isNil(_ expression: ExprSyntax) -> Bool {
        unwrapped(expression).is(NilLiteralExprSyntax.self)
    }

    /// The value assigned when `target` is the left-hand side of `=`.
    static func assignedValue(to target: some SyntaxProtocol) -> ExprSyntax? {
        guard let (left, right) = assignment(around: Syntax(target)), left.id == target.id else { return nil }
        return right
    }

    /// The left-hand side when `value` is the right-hand side of `=`.
    static func assignmentTarget(of value: some SyntaxProtocol) -> ExprSyntax? {
        guard let (left, right) = assignment(around: Syntax(value)), right.id == value.id else { return nil }
        return left
    }

    /// Both sides of the `=` that `node` is one side of (folded or not).
    private static func assignment(around node: Syntax) -> (ExprSyntax, ExprSyntax)? {
        if let infix = node.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand)
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) { return (elements[0], elements[2]) }
        }
        return nil
    }

    /// The member access whose name is `token` (`a.b.token`), or the bare reference.
    static func accessExpression(named token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            return ExprSyntax(member)
        }
        return ExprSyntax(reference)
    }

    static func ancestor<T: SyntaxProtocol>(of node: some SyntaxProtocol, as type: T.Type) -> T? {
        var current = Syntax(node).parent
        while let candidate = current {
            if let match = candidate.as(type) { return match }
            current = candidate.parent
        }
        return nil
    }

    /// The `name` of a member access chain's last component.
    static func memberName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}

extension ExprSyntaxProtocol {
    /// Whether the value is changed in place, a run-time write that is no
    /// assignment: `x.toggle()`, or `&x` passed inout.
    public var isMutatedInPlace: Bool {
        if isPassedInOut { return true }
        guard let member = parent?.as(MemberAccessExprSyntax.self), member.base?.id == id,
            member.declName.baseName.text == "toggle",
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return false }
        return call.arguments.isEmpty
    }

    /// Whether the value is passed as `&value`.
    public var isPassedInOut: Bool { parent?.is(InOutExprSyntax.self) == true }
}
