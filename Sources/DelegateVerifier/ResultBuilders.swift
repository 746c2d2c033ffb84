import SwiftSyntax

/// Closures passed to a parameter marked with one of the files' own
/// `@resultBuilder` types (`func layout(@ConstraintsBuilder _ body: () -> [NSLayoutConstraint])`):
/// run with the builder transform, as Swift compiles them. Each expression is
/// passed through `buildExpression` (when declared), `if` through
/// `buildOptional` / `buildEither(first:)` / `buildEither(second:)`, `for`
/// through `buildArray`, the block through `buildBlock` and then
/// `buildFinalResult` (when declared); declarations run as usual. Other
/// statements in a builder closure are `delegate_not_verified`.
extension Interpreter {
    /// The builder type that a parameter's attribute names (`@ConstraintsBuilder`), if it is one of the files'.
    func resultBuilder(of parameter: FunctionParameterSyntax) -> String? {
        for attribute in parameter.attributes {
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { continue }
            if source.resultBuilders.contains(name) { return name }
        }
        return nil
    }

    /// Runs a builder closure's statements; its result is `buildFinalResult(buildBlock(...))`.
    func runBuilder(_ statements: CodeBlockItemListSyntax, builder name: String, in scope: Scope, self instance: Instance?) throws -> Value {
        guard let builder = source.types[name] else { throw unsupported(statements, "the result builder \(name)") }
        let block = try buildBlock(statements, builder, in: scope, self: instance)
        guard builder.methods["buildFinalResult"] != nil else { return block }
        return try callBuilder("buildFinalResult", [(nil, block)], builder, at: statements)
    }

    private func buildBlock(_ statements: CodeBlockItemListSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        var components: [Argument] = []
        for item in statements {
            try spend(item)
            switch item.item {
            case .decl:
                _ = try execute(CodeBlockItemListSyntax([item]), in: scope, self: instance)
            case .expr(let expression):
                components.append((nil, try buildPart(expression, builder, in: scope, self: instance)))
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    components.append((nil, try buildPart(expression, builder, in: scope, self: instance)))
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    components.append((nil, try buildLoop(loop, builder, in: scope, self: instance)))
                } else {
                    throw unsupported(statement, "this statement in a closure of the result builder \(builder.name)")
                }
            @unknown default:
                throw unsupported(item, "this statement in a closure of the result builder \(builder.name)")
            }
        }
        return try callBuilder("buildBlock", components, builder, at: statements)
    }

    private func buildPart(_ expression: ExprSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try buildIf(ifExpression, builder, in: scope, self: instance) }
        if expression.is(SwitchExprSyntax.self) {
            throw unsupported(expression, "a switch in a closure of the result builder \(builder.name)")
        }
        let value = try value(of: expression, in: scope, self: instance)
        guard builder.methods["buildExpression"] != nil else { return value }
        return try callBuilder("buildExpression", [(nil, value)], builder, at: expression)
    }

    private func buildIf(_ ifExpression: IfExprSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        let inner = Scope(parent: scope)
        let holds = try conditionsHold(ifExpression.conditions, in: inner, self: instance)
        switch (holds, ifExpression.elseBody) {
        case (true, nil):
            return try callBuilder("buildOptional", [(nil, buildBlock(ifExpression.body.statements, builder, in: inner, self: instance))], builder, at: ifExpression)
        case (false, nil):
            return try callBuilder("buildOptional", [(nil, .null)], builder, at: ifExpression)
        case (true, _):
            return try callBuilder("buildEither", [("first", buildBlock(ifExpression.body.statements, builder, in: inner, self: instance))], builder, at: ifExpression)
        case (false, .ifExpr(let elseIf)):
            return try callBuilder("buildEither", [("second", buildIf(elseIf, builder, in: scope, self: instance))], builder, at: ifExpression)
        case (false, .codeBlock(let elseBlock)):
            return try callBuilder("buildEither", [("second", buildBlock(elseBlock.statements, builder, in: Scope(parent: scope), self: instance))], builder, at: ifExpression)
        case (false, _):
            throw unsupported(ifExpression, "this else branch")
        }
    }

    private func buildLoop(_ loop: ForStmtSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        var parts: [Value] = []
        for element in try sequence(value(of: loop.sequence, in: scope, self: instance), at: loop.sequence) {
            let inner = Scope(parent: scope)
            guard try match(loop.pattern, element, binding: loop.caseKeyword == nil, in: inner, self: instance) else { continue }
            if let whereClause = loop.whereClause, !(try truth(of: whereClause.condition, in: inner, self: instance)) { continue }
            parts.append(try buildBlock(loop.body.statements, builder, in: inner, self: instance))
        }
        return try callBuilder("buildArray", [(nil, .array(parts))], builder, at: loop)
    }

    /// Calls the builder's static `name`: the first overload whose labels and
    /// parameter types take the arguments (a variadic `buildBlock` takes any number).
    private func callBuilder(_ name: String, _ arguments: [Argument], _ builder: TypeModel, at node: some SyntaxProtocol) throws -> Value {
        let labels = arguments.map(\.label)
        let overloads = (builder.methods[name] ?? []).filter { $0.signature.parameterClause.parameters.accepts(labels) }
        let fitting = overloads.first { function in
            let parameters = function.signature.parameterClause.parameters
            return parameters.count != arguments.count || parameters.contains { $0.ellipsis != nil }
                || zip(parameters, arguments).allSatisfy { accepts($0.type, $1.value, generics: []) }
        }
        guard let function = fitting ?? overloads.first else {
            throw unsupported(node, "a result builder (\(builder.name) declares no \(name) for \(arguments.map(\.value.kind).joined(separator: ", ")))")
        }
        return try call(function, on: nil, arguments: arguments)
    }
}
