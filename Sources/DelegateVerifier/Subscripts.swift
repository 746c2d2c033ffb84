import SwiftSyntax

/// Subscripts the files declare: `config[.logoInset]`, `table[key: k] = v`,
/// `Theme[.spacing]`; on instances of the files' types, on the views of
/// their `UIView` subclasses, on types (static) and on framework values
/// their extensions give one (`extension Array { subscript(safe i: Int) }`).
extension Interpreter {
    /// The declared subscript `receiver[...]` with `labels` reaches, with the `self` its body runs on.
    func declaredSubscript(of receiver: Value, labels: [String?]) -> (declaration: SubscriptDeclSyntax, instance: Instance)? {
        switch receiver {
        case .object(let instance):
            if let found = instance.type.subscriptDecl(labels: labels, isStatic: false) { return (found, instance) }
        case .item(let item):
            if let instance = attachedInstance(item), let found = instance.type.subscriptDecl(labels: labels, isStatic: false) {
                return (found, instance)
            }
        case .type(let typeName):
            if let model = source.types[typeName], let found = model.subscriptDecl(labels: labels, isStatic: true) {
                return (found, typeContext(model))
            }
        default: break
        }
        for typeName in frameworkTypeNames(of: receiver) {
            if let model = source.types[typeName], let found = model.subscriptDecl(labels: labels, isStatic: false) {
                return (found, Instance(type: model, base: receiver))
            }
        }
        return nil
    }

    /// `wrapper.viewport` on a `@dynamicMemberLookup` type: its
    /// `subscript(dynamicMember:)` with the key path `\.viewport` (or the name, for a `String` parameter).
    func dynamicMember(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let (declaration, instance, key) = dynamicMemberSubscript(name, of: receiver) else { return nil }
        return try readSubscript(declaration, on: instance, [key], at: node)
    }

    /// `handle.alpha = 0` on a `@dynamicMemberLookup` type: the chosen
    /// `subscript(dynamicMember:)`'s `set`. False when the type has none.
    func setDynamicMember(_ name: String, of receiver: Value, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard let (declaration, instance, key) = dynamicMemberSubscript(name, of: receiver) else { return false }
        try writeSubscript(declaration, on: instance, [key], newValue, at: node)
        return true
    }

    /// Whether a declared type is `pattern`, whose generic arguments may be
    /// the subscript's parameters (`Adaptive<CGFloat>` fits `Adaptive<Value>`).
    private static func type(_ declared: TypeSyntax, fits pattern: TypeSyntax, generics: Set<String>) -> Bool {
        if declared.trimmedDescription == pattern.trimmedDescription { return true }
        guard let declared = declared.as(IdentifierTypeSyntax.self), let pattern = pattern.as(IdentifierTypeSyntax.self),
            declared.name.text == pattern.name.text, let given = declared.genericArgumentClause?.arguments,
            let wanted = pattern.genericArgumentClause?.arguments, given.count == wanted.count
        else { return false }
        return zip(given, wanted).allSatisfy { given, wanted in
            guard case .type(let givenType) = given.argument, case .type(let wantedType) = wanted.argument else { return false }
            return generics.contains(wantedType.trimmedDescription) || type(givenType, fits: wantedType, generics: generics)
        }
    }

    /// Of a type's `subscript(dynamicMember:)` overloads, the one Swift picks
    /// for `name`: a key path whose root has the member and whose value type
    /// takes it (a concrete value type before a generic one), then one whose
    /// root is not known here, then a `String` one; the first declared of equals.
    /// With it, the `self` it runs on and its argument: the key path `\.name`, or the name.
    private func dynamicMemberSubscript(
        _ name: String, of receiver: Value
    ) -> (declaration: SubscriptDeclSyntax, instance: Instance, key: Argument)? {
        guard let (first, instance) = declaredSubscript(of: receiver, labels: ["dynamicMember"]) else { return nil }
        func chosen(_ declaration: SubscriptDeclSyntax) -> (declaration: SubscriptDeclSyntax, instance: Instance, key: Argument) {
            let isKeyPath = declaration.parameterClause.parameters.first?.type.trimmedDescription.contains("KeyPath") ?? false
            return (declaration, instance, ("dynamicMember", isKeyPath ? .keyPath([name]) : .string(name)))
        }
        let candidates = instance.type.lineage.flatMap { model in
            model.subscripts.filter { !$0.isStatic && $0.parameterClause.parameters.accepts(["dynamicMember"], inSubscript: true) }
        }
        guard candidates.count > 1 else { return chosen(first) }
        func rank(_ candidate: SubscriptDeclSyntax) -> Int {
            guard let keyPath = candidate.parameterClause.parameters.first?.type.as(IdentifierTypeSyntax.self),
                keyPath.name.text.hasSuffix("KeyPath"), let arguments = keyPath.genericArgumentClause?.arguments, arguments.count == 2,
                case .type(let root) = arguments.first!.argument, case .type(let valueType) = arguments.last!.argument
            else { return 1 }  // a `String` parameter: any name
            let generics = Set(candidate.genericParameterClause?.parameters.map(\.name.text) ?? [])
            let isGeneric = generics.contains(valueType.trimmedDescription)
            if let model = source.appType(root.trimmedDescription) {
                if let property = model.property(named: name) {
                    if isGeneric { return 3 }
                    return property.type.map { Self.type($0, fits: valueType, generics: generics) } ?? false ? 4 : 0
                }
                return model.hasMethod(named: name) && isGeneric ? 3 : 0
            }
            // A framework root: the member read on the instance's value of that type, when it holds one.
            let holder = instance.type.properties.first { !$0.isStatic && $0.type?.trimmedDescription == root.trimmedDescription }
            guard let held = holder.flatMap({ instance.fields[$0.name] }) else { return 2 }
            guard let value = try? member(name, of: held, at: candidate) else { return 0 }
            return isGeneric ? 3 : accepts(valueType, value, generics: generics) ? 4 : 0
        }
        let ranked = candidates.map { ($0, rank($0)) }
        return chosen(ranked.max { $0.1 < $1.1 }?.0 ?? first)
    }

    /// A subscript's arguments; a literal key of a dictionary takes the
    /// dictionary's declared key type, as Swift types it (`registry.views["viewport"]`
    /// with `views: [ViewID: UIView]` makes a `ViewID` by its `init(stringLiteral:)`).
    func subscriptArguments(of subscriptCall: SubscriptCallExprSyntax, in scope: Scope, self instance: Instance?) throws -> [Argument] {
        var arguments: [Argument] = try subscriptCall.arguments.map { ($0.label?.text, try value(of: $0.expression, in: scope, self: instance)) }
        if let first = subscriptCall.arguments.first, first.label == nil, first.expression.isLiteral,
            let declared = declaredType(of: subscriptCall.calledExpression, in: scope, self: instance, at: subscriptCall),
            let key = declaredType(declared).dictionaryTypes?.key
        {
            arguments[0].value = try coerce(arguments[0].value, to: key, in: instance)
        }
        return arguments
    }

    /// Runs a declared subscript's `get`.
    func readSubscript(
        _ declaration: SubscriptDeclSyntax, on instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> Value {
        guard let getter = declaration.getter else { throw unsupported(node, "a subscript without a getter") }
        let scope = try bind(declaration.parameterClause.parameters, arguments, for: instance, inSubscript: true)
        var binding = metatypeBinding(of: declaration, in: scope)
        // `let stack: StackView? = registry["buttons"]` with `subscript<V: UIView>(id: ViewID) -> V?`: `V` is `StackView`.
        if let result = Self.genericResult(of: declaration), binding.types[result] == nil,
            let expected = expectedTypes[Syntax(node).id].flatMap({ Self.typeName(declaredType($0).unwrapped) })
        {
            binding.types[result] = expected
        }
        genericBindings.append(binding)
        defer { genericBindings.removeLast() }
        return try coerce(runBody(getter, in: scope, self: instance, at: node), to: declaration.returnClause.type)
    }

    /// `V` of `subscript<V>(...) -> V` or `-> V?`: a generic parameter the result is.
    private static func genericResult(of declaration: SubscriptDeclSyntax) -> String? {
        var type = declaration.returnClause.type
        if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType { type = wrapped }
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text,
            declaration.genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true
        else { return nil }
        return name
    }

    /// Runs a declared subscript's `set` with `newValue`.
    func writeSubscript(
        _ declaration: SubscriptDeclSyntax, on instance: Instance, _ arguments: [Argument], _ newValue: Value,
        at node: some SyntaxProtocol
    ) throws {
        guard let setter = declaration.setter, let body = setter.body else {
            throw unsupported(node, "assigning through a get-only subscript")
        }
        let scope = try bind(declaration.parameterClause.parameters, arguments, for: instance, inSubscript: true)
        scope.declare(setter.parameters?.name.text ?? "newValue", try coerce(newValue, to: declaration.returnClause.type).copied())
        _ = try runBody(body.statements, in: scope, self: instance, at: node)
    }
}
