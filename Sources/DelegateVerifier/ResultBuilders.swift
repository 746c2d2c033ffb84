import SwiftSyntax

/// Closures passed to a parameter marked with one of the files' own
/// `@resultBuilder` types (`func layout(@ConstraintsBuilder _ body: () -> [NSLayoutConstraint])`):
/// run with the builder transform, as Swift compiles them. Each expression is
/// passed through `buildExpression` (when declared), `if` through
/// `buildOptional` / `buildEither(first:)` / `buildEither(second:)`, `switch`
/// through `buildEither`, `for` through `buildArray`, the block through
/// `buildBlock` (or `buildPartialBlock`, see `combineBlock`) and then
/// `buildFinalResult` (when declared); declarations run as usual. Other
/// statements in a builder closure are `delegate_not_verified`.
extension Interpreter {
    /// The builder type that a parameter's attribute names (`@ConstraintsBuilder`), if it is one of the files'.
    func resultBuilder(of parameter: FunctionParameterSyntax) -> String? {
        resultBuilder(of: parameter.attributes)
    }

    /// The builder type an attribute of a parameter or function names, if it is one of the files'.
    func resultBuilder(of attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { continue }
            if source.resultBuilders.contains(name) { return name }
        }
        return nil
    }

    /// The builder a method runs its body through: the one its attributes
    /// name, else the one the requirement it implements names in a protocol
    /// `model` conforms to (directly or through other protocols of the files).
    func resultBuilder(of function: FunctionDeclSyntax, in model: TypeModel?) -> String? {
        guard !source.resultBuilders.isEmpty else { return nil }
        if let named = resultBuilder(of: function.attributes) { return named }
        guard let model else { return nil }
        let key = TypeModel.memberKey(function)
        var pending = model.lineage.flatMap(\.inheritedNames)
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let conformed = source.types[Self.bareTypeName(name)], conformed.kind == .protocol else { continue }
            if let attributes = conformed.requirementAttributes[key], let named = resultBuilder(of: attributes) { return named }
            pending += conformed.inheritedNames
        }
        return nil
    }

    /// The builder a computed property's getter is run through: the one its
    /// declaration names (`@ConstraintsBuilder var constraints: [NSLayoutConstraint] { ... }`,
    /// also with `get { ... }`), as for a function; `nil` for other bodies.
    func getterBuilder(of statements: CodeBlockItemListSyntax) -> String? {
        let getter = statements.parent?.as(CodeBlockSyntax.self)?.parent?.as(AccessorDeclSyntax.self)
        if let getter, getter.accessorSpecifier.tokenKind != .keyword(.get) { return nil }
        let accessors = getter.map { $0.parent?.parent } ?? statements.parent
        guard let variable = accessors?.as(AccessorBlockSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        return resultBuilder(of: variable.attributes)
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
        return try combineBlock(components, builder, at: statements)
    }

    /// A block's components: folded left to right through `buildPartialBlock(first:)`
    /// and `buildPartialBlock(accumulated:next:)` when the builder declares both
    /// (SE-0348: they take precedence over `buildBlock`), else (and for an
    /// empty block) passed to `buildBlock`. Partial blocks marked `@available`
    /// are used or not by the call site's availability, which is not known here.
    private func combineBlock(_ components: [Argument], _ builder: TypeModel, at node: some SyntaxProtocol) throws -> Value {
        let partial = builder.methods["buildPartialBlock"] ?? []
        let labels = partial.map { $0.signature.parameterClause.parameters.map(\.firstName.text) }
        guard let first = components.first, labels.contains(["first"]), labels.contains(["accumulated", "next"]) else {
            return try callBuilder("buildBlock", components, builder, at: node)
        }
        if let limited = partial.first(where: { $0.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "available" } }) {
            throw unsupported(limited, "an @available buildPartialBlock of the result builder \(builder.name)")
        }
        var accumulated = try callBuilder("buildPartialBlock", [("first", first.value)], builder, at: node)
        for next in components.dropFirst() {
            accumulated = try callBuilder("buildPartialBlock", [("accumulated", accumulated), ("next", next.value)], builder, at: node)
        }
        return accumulated
    }

    private func buildPart(_ expression: ExprSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        if let ifExpression = expression.as(IfExprSyntax.self) { return try buildIf(ifExpression, builder, in: scope, self: instance) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try buildSwitch(switchExpression, builder, in: scope, self: instance)
        }
        let value = try value(of: expression, in: scope, self: instance)
        guard builder.methods["buildExpression"] != nil else { return value }
        return try callBuilder("buildExpression", [(nil, value)], builder, at: expression)
    }

    /// An `if` / `else if` chain: the taken branch's block wrapped in
    /// `buildEither` along its path among the branches (`eitherPath`); a chain
    /// without a final `else` is then passed through `buildOptional` (`nil`
    /// when no branch is taken), as Swift transforms it.
    private func buildIf(_ ifExpression: IfExprSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        var branches: [(conditions: ConditionElementListSyntax?, body: CodeBlockSyntax)] = []
        var current: IfExprSyntax? = ifExpression
        while let next = current {
            branches.append((next.conditions, next.body))
            current = nil
            switch next.elseBody {
            case .ifExpr(let elseIf): current = elseIf
            case .codeBlock(let elseBlock): branches.append((nil, elseBlock))
            case nil: break
            @unknown default: throw unsupported(next, "this else branch")
            }
        }
        let hasElse = branches.last?.conditions == nil
        var taken: Value?
        for (index, branch) in branches.enumerated() {
            let inner = Scope(parent: scope)
            if let conditions = branch.conditions, !(try conditionsHold(conditions, in: inner, self: instance)) { continue }
            var component = try buildBlock(branch.body.statements, builder, in: inner, self: instance)
            for second in Self.eitherPath(index, of: branches.count).reversed() {
                component = try callBuilder("buildEither", [(second ? "second" : "first", component)], builder, at: branch.body)
            }
            taken = component
            break
        }
        if hasElse, let taken { return taken }
        return try callBuilder("buildOptional", [(nil, taken ?? .null)], builder, at: ifExpression)
    }

    /// The matching case's block, wrapped in `buildEither` along its path
    /// among the cases (`eitherPath`), as Swift transforms a switch.
    private func buildSwitch(_ switchExpression: SwitchExprSyntax, _ builder: TypeModel, in scope: Scope, self instance: Instance?) throws -> Value {
        let subject = try value(of: switchExpression.subject, in: scope, self: instance)
        let cases = try switchExpression.cases.map { element in
            guard case .switchCase(let switchCase) = element else { throw unsupported(element, "#if inside a switch") }
            return switchCase
        }
        for (index, switchCase) in cases.enumerated() {
            let inner = Scope(parent: scope)
            guard try caseMatches(switchCase, subject, binding: inner, self: instance) else { continue }
            var component = try buildBlock(switchCase.statements, builder, in: inner, self: instance)
            for second in Self.eitherPath(index, of: cases.count).reversed() {
                component = try callBuilder("buildEither", [(second ? "second" : "first", component)], builder, at: switchCase)
            }
            return component
        }
        throw noCaseMatches(switchExpression, subject)
    }

    /// The `buildEither` sides (`true` for `second:`) from the outermost call
    /// in, for branch `index` of `count`: Swift splits the branches so that the
    /// `first:` side holds the largest power of two below `count`, recursively
    /// (five cases: `first(first(first(a)))`, ..., `second(e)`).
    static func eitherPath(_ index: Int, of count: Int) -> [Bool] {
        var (index, count, path) = (index, count, [Bool]())
        while count > 1 {
            var firstSide = 1
            while firstSide * 2 < count { firstSide *= 2 }
            if index < firstSide {
                path.append(false)
                count = firstSide
            } else {
                path.append(true)
                index -= firstSide
                count -= firstSide
            }
        }
        return path
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
        guard let function = overloads.first(where: { parameterTypes(of: $0, take: arguments) }) ?? overloads.first else {
            throw unsupported(node, "a result builder (\(builder.name) declares no \(name) for \(arguments.map(\.value.kind).joined(separator: ", ")))")
        }
        return try call(function, on: nil, arguments: arguments)
    }
}
