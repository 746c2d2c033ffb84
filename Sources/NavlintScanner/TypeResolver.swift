import SwiftSyntax

/// Finds the type of an expression the way a reader would: by looking up
/// the names it uses in the enclosing scopes (locals, parameters, closure
/// parameters typed by the called function, members of the enclosing type,
/// globals) and following member chains through the project index.
///
/// It works on demand from a node upward, so only the few expressions that
/// sit in front of a legacy name are ever resolved. It answers `nil` when
/// it cannot tell; the rules then apply their unresolved-receiver policy.
struct TypeResolver {
    let index: ProjectIndex

    /// Where a bare name was found.
    enum Binding {
        /// A local, parameter or closure parameter (type if known).
        case local(TypeRef?)
        /// A member of the enclosing type, found in `owner`'s declarations.
        case member(owner: String, type: TypeRef?)
        case global(TypeRef?)

        var type: TypeRef? {
            switch self {
            case .local(let type), .member(_, let type), .global(let type): return type
            }
        }
    }

    /// Bounds recursion through initializers that refer to other names.
    private static let depthLimit = 24

    init(index: ProjectIndex) { self.index = index }

    // MARK: Expressions

    func type(of expression: ExprSyntax, depth: Int = 0) -> TypeRef? {
        guard depth < Self.depthLimit else { return nil }
        let next = depth + 1
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            let name = reference.baseName.text
            switch reference.baseName.tokenKind {
            case .keyword(.self): return enclosingType(of: Syntax(reference))
            case .keyword(.super): return superclass(of: Syntax(reference))
            case .dollarIdentifier:
                guard let closure = shorthandClosure(of: Syntax(reference)) else { return nil }
                return closureParameter(closure, at: Int(name.dropFirst()) ?? 0, depth: next)
            default:
                return lookup(name, from: Syntax(reference), depth: next)?.type.map(index.canonical)
            }
        case .memberAccessExpr(let access):
            guard let base = access.base, let baseType = type(of: base, depth: next) else { return nil }
            if case .array(let element) = baseType {
                return Self.elementReturningMembers.contains(access.declName.baseName.text) ? element : nil
            }
            return memberType(access.declName.baseName.text, of: baseType)
        case .optionalChainingExpr(let chain):
            return type(of: chain.expression, depth: next)
        case .forceUnwrapExpr(let unwrap):
            return type(of: unwrap.expression, depth: next)
        case .tryExpr(let attempt):
            return type(of: attempt.expression, depth: next)
        case .awaitExpr(let wait):
            return type(of: wait.expression, depth: next)
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return type(of: tuple.elements.first!.expression, depth: next)
        case .asExpr(let cast):
            return TypeRef(cast.type).map(index.canonical)
        case .subscriptCallExpr(let subscriptCall):
            if case .array(let element)? = type(of: subscriptCall.calledExpression, depth: next) { return element }
            return nil
        case .functionCallExpr(let call):
            return resultType(of: call, depth: next)
        default:
            return nil
        }
    }

    /// The type a member has on a receiver of type `receiver`.
    func memberType(_ name: String, of receiver: TypeRef) -> TypeRef? {
        guard let found = index.lookupMember(name, in: receiver), let member = found.members.first else { return nil }
        if member.isMethod { return member.type }
        return member.type.map(index.canonical)
    }

    private func resultType(of call: FunctionCallExprSyntax, depth: Int) -> TypeRef? {
        if let constructed = SyntaxFacts.constructedType(ExprSyntax(call)) {
            return index.canonical(constructed)
        }
        for candidate in functionTypes(of: call.calledExpression, depth: depth) {
            if case .function(_, let result) = candidate { return result.map(index.canonical) }
        }
        return nil
    }

    /// The function types a called expression may have (overloads in source order).
    func functionTypes(of callee: ExprSyntax, depth: Int) -> [TypeRef] {
        switch callee.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let access):
            guard let base = access.base, let baseType = type(of: base, depth: depth + 1) else { return [] }
            let name = access.declName.baseName.text
            if case .array(let element) = baseType {
                let result = Self.elementReturningMembers.contains(name) ? element : nil
                return Self.sequenceMethods.contains(name)
                    ? [.function(parameters: [.function(parameters: [element], result: nil)], result: result)] : []
            }
            return index.lookupMember(name, in: baseType)?.members.compactMap(\.type) ?? []
        case .declReferenceExpr(let reference):
            guard let binding = lookup(reference.baseName.text, from: Syntax(reference), depth: depth + 1) else { return [] }
            switch binding {
            case .member(let owner, _):
                return index.lookupMember(reference.baseName.text, in: .named(owner))?.members.compactMap(\.type) ?? []
            case .global:
                return index.globals[reference.baseName.text]?.compactMap(\.type) ?? []
            case .local(let type):
                return type.map { [$0] } ?? []
            }
        default:
            return []
        }
    }

    /// Methods of `[Element]` whose closure receives an element.
    private static let sequenceMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains",
        "allSatisfy", "sorted", "min", "max", "reduce", "drop", "prefix",
    ]

    /// Members of `[Element]` that give one element (optionals are unwrapped
    /// like everywhere else): `first`, `last(where:)`, `min(by:)`, ...
    private static let elementReturningMembers: Set<String> = ["first", "last", "min", "max", "randomElement"]

    // MARK: Names

    /// Finds what a bare `name` used at `node` refers to, innermost scope first.
    func lookup(_ name: String, from node: Syntax, depth: Int = 0) -> Binding? {
        guard depth < Self.depthLimit else { return nil }
        var current = node
        while let parent = current.parent {
            if let found = lookupIn(parent, name: name, below: current, depth: depth) { return found }
            current = parent
        }
        if let global = index.globals[name]?.first { return .global(global.type) }
        return nil
    }

    /// Looks in one scope-introducing node for `name`, visible from its child `child`.
    private func lookupIn(_ scope: Syntax, name: String, below child: Syntax, depth: Int) -> Binding? {
        switch scope.as(SyntaxEnum.self) {
        case .codeBlockItemList(let items):
            // Declarations earlier in the same block (the nearest one wins).
            for item in items.reversed() where item.position < child.position {
                if let found = binding(named: name, declaredBy: item.item, depth: depth) { return found }
            }
        case .ifExpr(let condition):
            if child.id == condition.body.id { return conditionBinding(name, condition.conditions, in: scope, depth: depth) }
        case .whileStmt(let loop):
            if child.id == loop.body.id { return conditionBinding(name, loop.conditions, in: scope, depth: depth) }
        case .forStmt(let loop):
            if child.id == loop.body.id, loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if case .array(let element)? = type(of: loop.sequence, depth: depth + 1) { return .local(element) }
                return .local(nil)
            }
        case .switchCase(let switchCase):
            guard case .case(let label) = switchCase.label,
                let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject
            else { return nil }
            for item in label.caseItems {
                if let found = payloadBinding(name, in: item.pattern, matching: subject, depth: depth) { return found }
            }
        case .closureExpr(let closure):
            if let position = closureParameterNames(closure).firstIndex(of: name) {
                return .local(closureParameter(closure, at: position, depth: depth + 1))
            }
        case .functionDecl(let function):
            if let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            }) {
                return .local(TypeRef(parameter.type))
            }
        case .initializerDecl(let initializer):
            if let parameter = initializer.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).text == name
            }) {
                return .local(TypeRef(parameter.type))
            }
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            guard let typeName = typeName(of: scope), let found = index.lookupMember(name, in: .named(typeName)) else {
                return nil
            }
            return .member(owner: found.owner, type: found.members.first?.type)
        default:
            break
        }
        return nil
    }

    /// A `let`/`var` or `guard let` statement that binds `name`.
    private func binding(named name: String, declaredBy item: CodeBlockItemSyntax.Item, depth: Int) -> Binding? {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation { return .local(TypeRef(annotation.type)) }
                return .local(binding.initializer.flatMap { type(of: $0.value, depth: depth + 1) })
            }
        } else if let guardStatement = item.as(GuardStmtSyntax.self) {
            return conditionBinding(name, guardStatement.conditions, in: Syntax(guardStatement), depth: depth)
        }
        return nil
    }

    /// `if let name = value`, `guard let name`, `while var name = value`;
    /// `statement` is the `if`/`guard`/`while`, where a shorthand
    /// `if let name` looks for the outer `name`.
    private func conditionBinding(
        _ name: String, _ conditions: ConditionElementListSyntax, in statement: Syntax, depth: Int
    ) -> Binding? {
        for element in conditions {
            if case .matchingPattern(let matching) = element.condition,
                let found = payloadBinding(name, in: matching.pattern, matching: matching.initializer.value, depth: depth) {
                return found
            }
            guard case .optionalBinding(let optional) = element.condition,
                optional.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = optional.typeAnnotation { return .local(TypeRef(annotation.type)) }
            if let value = optional.initializer?.value { return .local(type(of: value, depth: depth + 1)) }
            // `if let name` shorthand: the outer `name`.
            return lookup(name, from: statement, depth: depth + 1).map { .local($0.type) }
        }
        return nil
    }

    /// `name` bound in an enum case pattern (`.ready(let state)`,
    /// `let .ready(state)`, `.active(_, let state)`) matched against
    /// `subject`: the type of that associated value of the subject's enum.
    private func payloadBinding(_ name: String, in pattern: PatternSyntax, matching subject: ExprSyntax, depth: Int) -> Binding? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let position = call.arguments.firstIndex(where: { Self.bindsName(name, $0.expression) })
        else { return nil }
        let offset = call.arguments.distance(from: call.arguments.startIndex, to: position)
        guard let subjectType = type(of: subject, depth: depth + 1),
            case .function(let payload, _)? = index.lookupMember(caseName, in: subjectType)?.members.first?.type,
            offset < payload.count
        else { return .local(nil) }
        return .local(payload[offset])
    }

    /// Whether an argument of a case pattern binds `name`: `let name`, or `name` under an outer `let`.
    private static func bindsName(_ name: String, _ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        guard var pattern = expression.as(PatternExprSyntax.self)?.pattern else { return false }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        return pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }

    // MARK: Closures

    func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: return []
        }
    }

    /// The innermost closure without named parameters around `node` (the one `$0` belongs to).
    private func shorthandClosure(of node: Syntax) -> ClosureExprSyntax? {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self), closure.signature?.parameterClause == nil {
                return closure
            }
            current = candidate.parent
        }
        return nil
    }

    /// The type of a closure's parameter: written in its signature, or
    /// taken from the function type its context expects.
    func closureParameter(_ closure: ClosureExprSyntax, at position: Int, depth: Int) -> TypeRef? {
        if case .parameterClause(let clause)? = closure.signature?.parameterClause {
            let parameters = Array(clause.parameters)
            if position < parameters.count, let written = parameters[position].type { return TypeRef(written) }
        }
        for expected in expectedFunctionTypes(for: closure, depth: depth) {
            if case .function(let parameters, _) = expected, position < parameters.count, let type = parameters[position] {
                return index.canonical(type)
            }
        }
        return nil
    }

    /// The function types the closure's context expects: a parameter of the
    /// called function it is passed to, or the annotated variable it initializes.
    private func expectedFunctionTypes(for closure: ClosureExprSyntax, depth: Int) -> [TypeRef] {
        guard let parent = closure.parent else { return [] }
        if let initializer = parent.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let annotation = binding.typeAnnotation, let type = TypeRef(annotation.type) {
            return [type]
        }
        let call: FunctionCallExprSyntax
        let label: String?
        if let argument = parent.as(LabeledExprSyntax.self),
            let found = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = found
            label = argument.label?.text
        } else if let found = parent.as(FunctionCallExprSyntax.self) {
            call = found  // trailing closure
            label = nil
        } else if let trailing = parent.as(MultipleTrailingClosureElementSyntax.self),
            let found = trailing.parent?.parent?.as(FunctionCallExprSyntax.self) {
            call = found
            label = trailing.label.text
        } else {
            return []
        }
        let isTrailing = call.trailingClosure?.id == closure.id
        var result: [TypeRef] = []
        for function in functionTypes(of: call.calledExpression, depth: depth) {
            guard case .function(let parameters, _) = function else { continue }
            let closureParameters = parameters.compactMap { parameter -> TypeRef? in
                if case .function? = parameter { return parameter }
                return nil
            }
            if isTrailing || label == nil, let last = closureParameters.last {
                result.append(last)
            } else if let first = closureParameters.first {
                result.append(first)
            }
        }
        return result
    }

    // MARK: Enclosing types

    /// The type whose member `node` is written in (`self`'s type).
    func enclosingType(of node: Syntax) -> TypeRef? {
        var current = node.parent
        while let candidate = current {
            if let name = typeName(of: candidate) { return index.canonical(.named(name)) }
            current = candidate.parent
        }
        return nil
    }

    private func superclass(of node: Syntax) -> TypeRef? {
        guard case .named(let name)? = enclosingType(of: node),
            let first = index.types[name]?.inherited.first else { return nil }
        return index.canonical(.named(first))
    }

    /// The name of the type a declaration (or extension) declares members of.
    func typeName(of node: Syntax) -> String? {
        switch node.as(SyntaxEnum.self) {
        case .classDecl(let declaration): return declaration.name.text
        case .structDecl(let declaration): return declaration.name.text
        case .enumDecl(let declaration): return declaration.name.text
        case .actorDecl(let declaration): return declaration.name.text
        case .protocolDecl(let declaration): return declaration.name.text
        case .extensionDecl(let declaration):
            if case .named(let name)? = TypeRef(declaration.extendedType) { return name }
            return nil
        default: return nil
        }
    }
}
