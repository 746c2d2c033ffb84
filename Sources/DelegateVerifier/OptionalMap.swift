import SwiftSyntax

/// `Optional.map` and `Optional.flatMap`. The interpreter has no optional
/// wrapper (an optional is its wrapped value or `.null`), so which `map` Swift
/// calls is decided as the compiler does, by the receiver's type: a value that
/// is no sequence can only be an optional's (`first { ... }.map { $0.view }`,
/// `prompt.map { $0.removeFromSuperview() }`), and a sequence is mapped whole
/// only where its syntax says it is optional (`first`, `first(where:)`,
/// `as?`, a declaration `T?`) and the code did not write `?.map`.
extension Interpreter {
    func optionalMap(
        _ name: String, of receiver: Value, base: ExprSyntax, _ arguments: [Argument], at call: FunctionCallExprSyntax,
        in scope: Scope, self instance: Instance?
    ) throws -> Value? {
        guard name == "map" || name == "flatMap", arguments.count == 1, !base.is(OptionalChainingExprSyntax.self),
            !hasMethod(name, receiver)  // the files' own `map` (a type's, an extension's)
        else { return nil }
        switch receiver {
        case .null: return .null
        case .array, .set, .dictionary, .range, .string:
            guard isOptional(base, in: scope, self: instance) else { return nil }
        case .opaque, .library: return nil
        default: break
        }
        return try function(from: arguments, at: call)(receiver)
    }

    /// Members and methods of collections whose result is optional.
    private static let optionalResults: Set<String> = [
        "first", "last", "min", "max", "randomElement", "popLast", "firstIndex", "lastIndex",
    ]

    /// Whether the expression's type is an optional, as far as its syntax and
    /// the declarations tell (a local's annotation, a property of `self`).
    private func isOptional(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return isOptional(tuple.elements.first!.expression, in: scope, self: instance)
        }
        if let cast = expression.as(AsExprSyntax.self) { return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return Self.optionalResults.contains(access.declName.baseName.text)
        }
        let declared: TypeSyntax?
        if let access = expression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            if name == "first" || name == "last" { return true }
            guard access.base?.isSelf == true else { return false }
            declared = instance?.type.property(named: name)?.type
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            declared = scope.lookup(name) != nil ? scope.declaredType(of: name) : instance?.type.property(named: name)?.type
        } else {
            return false
        }
        return declared?.is(OptionalTypeSyntax.self) == true || declared?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }
}
