import SwiftSyntax

/// `_ = views.lazy.map(map.addSubview)`: a lazy sequence's `map`, `filter`,
/// `compactMap` and `flatMap` run their closure only as the result is
/// iterated, and a result thrown away never is. The interpreter runs lazy
/// adapters eagerly, which is the same outcome when the result is used; a
/// discarded one evaluates its receiver and arguments and calls nothing.
extension Interpreter {
    private static let lazyAdapters: Set<String> = ["map", "filter", "compactMap", "flatMap"]

    /// Whether `expression`, whose value is discarded, is a chain of lazy
    /// adapters (then evaluated as Swift does: the closures are not called).
    func skipsDiscardedLazyAdapter(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Bool {
        var adapters: [FunctionCallExprSyntax] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.lazyAdapters.contains(access.declName.baseName.text), let base = access.base
        {
            adapters.append(call)
            current = base
        }
        guard !adapters.isEmpty, let lazy = current.as(MemberAccessExprSyntax.self), lazy.declName.baseName.text == "lazy",
            let sequence = lazy.base
        else { return false }
        _ = try value(of: sequence, in: scope, self: instance)
        for call in adapters.reversed() {
            for argument in call.arguments { _ = try value(of: argument.expression, in: scope, self: instance) }
        }
        return true
    }
}
