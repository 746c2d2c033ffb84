import SwiftSyntax

/// Compound assignments (`a += b`) and the files' operators that write their
/// left operand (`static func += (parent: UIView, child: UIView)`,
/// `func += (lhs: inout [Stop], rhs: Stop)`, `func <~= (lhs: inout X, rhs: Y)`):
/// Swift calls the files' overload when one takes the operands, writing an
/// `inout` operand back; else the built-in `+=`, `-=`, `*=`, `/=`.
extension Interpreter {
    /// Whether `a symbol b` is run by `compoundAssign`: a built-in compound
    /// assignment, or an operator the files declare with an `inout` operand.
    func assignsLeftOperand(_ symbol: String) -> Bool {
        Self.builtInCompoundAssignments.contains(symbol)
            || source.operatorFunctions[symbol]?.contains { $0.signature.parameterClause.parameters.contains(where: \.isInout) } == true
    }

    static let builtInCompoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// Runs `left symbol right`, each operand evaluated once.
    func compoundAssign(_ symbol: String, _ infix: InfixOperatorExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        let left = try value(of: infix.leftOperand, in: scope, self: instance)
        // `edge?.offset += 8` with `edge == nil`: the chain ends, nothing is assigned (nor the right side evaluated).
        if left.isNull, Self.passesOptionalChain(infix.leftOperand) { return .void }
        // `sheet.pins += ["\(a).top == \(b).bottom"]`: the literals take the target's declared type.
        let declared = hasInterpolatingTypes ? declaredType(of: infix.leftOperand, in: scope, self: instance, at: infix) : nil
        let right = try value(of: infix.rightOperand, expecting: declared, in: scope, self: instance)
        inoutResults = []
        if let result = try callAppOperator(symbol, [left, right], at: infix) {
            if let written = inoutResults.first(where: { $0.0 == 0 }) { try assign(written.1, to: infix.leftOperand, in: scope, self: instance) }
            return result
        }
        guard Self.builtInCompoundAssignments.contains(symbol) else {
            throw unsupported(infix, "the operator \(symbol) on \(left.kind) and \(right.kind)")
        }
        try assign(combine(String(symbol.dropLast()), left, right, at: infix), to: infix.leftOperand, in: scope, self: instance)
        return .void
    }

    /// Whether the target's path goes through `x?` (`a?.b.c`, `a?[k]`).
    private static func passesOptionalChain(_ target: ExprSyntax) -> Bool {
        var node: ExprSyntax? = target
        while let current = node {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            node = current.as(MemberAccessExprSyntax.self)?.base ?? current.as(SubscriptCallExprSyntax.self)?.calledExpression
                ?? current.as(ForceUnwrapExprSyntax.self)?.expression
        }
        return false
    }
}

extension FunctionParameterSyntax {
    /// `lhs: inout [Stop]`.
    var isInout: Bool { hasSpecifier(.inout) }

    /// `_ lease: consuming Lease`: the callee owns the argument (a noncopyable one is moved in).
    var isConsuming: Bool { hasSpecifier(.consuming) || hasSpecifier(.__owned) }

    private func hasSpecifier(_ keyword: Keyword) -> Bool {
        type.as(AttributedTypeSyntax.self)?.specifiers.contains {
            $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(keyword)
        } ?? false
    }
}
