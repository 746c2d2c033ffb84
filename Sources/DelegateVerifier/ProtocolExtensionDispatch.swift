import SwiftSyntax

/// Static dispatch of protocol extension members.
///
/// A member declared only in a protocol extension (not a requirement of the
/// protocol) is chosen by Swift from the receiver's static type: where that is
/// the protocol — `self` in the protocol's extension, a parameter `some P`,
/// `any P` or `<T: P>` — `x` is the extension's even when the conforming type
/// declares its own `x`; on a value of the concrete type it is the type's. A
/// requirement is dispatched dynamically (the type's, else the extension's
/// default), as the instance's own lookup does, but for a subclass: the
/// witness is bound where the class conforms, so a requirement the conforming
/// class (and its superclasses) leave to the extension's default is the
/// default through the protocol even when a subclass declares its own
/// (`defaultWitness`). Only names an instance's
/// lineage declares both in a protocol and elsewhere are looked at; for one of
/// them, a receiver whose static type is not known here stops the run.
extension Interpreter {
    /// Names declared in a protocol (extension) of a type's lineage and in another of its types.
    struct ShadowedNames {
        var properties: Set<String> = []
        var methods: Set<String> = []
    }

    /// The value of `receiver.name` (written `base`; `nil` for a bare name)
    /// when it statically names a protocol extension's computed property;
    /// `nil` when the instance's own lookup is right.
    func staticExtensionProperty(
        _ name: String, of receiver: Value, base: ExprSyntax?, in scope: Scope, self current: Instance?, at node: some SyntaxProtocol
    ) throws -> Value? {
        guard let instance = dispatchedInstance(receiver, declaring: name, in: \.properties) else { return nil }
        if let owner = defaultWitness(
            of: instance, declares: { $0.properties.contains { $0.name == name && !$0.isStatic } },
            isRequirement: { $0.propertyRequirements.contains { $0.name == name } }),
            try staticProtocols(of: base, name: name, on: instance, in: scope, self: current, at: node) != nil,
            let property = owner.properties.first(where: { $0.name == name && !$0.isStatic }), let getter = property.getter
        {
            return try computedValue(property, getter, on: instance, at: node)
        }
        guard !onlyDefaults(
                instance.type, declares: { $0.properties.contains { $0.name == name } },
                isDefault: { $0.lineage.contains { $0.propertyRequirements.contains { $0.name == name } } }),
            let visible = try staticProtocols(of: base, name: name, on: instance, in: scope, self: current, at: node),
            !instance.type.lineage.contains(where: { visible.contains(ObjectIdentifier($0)) && $0.propertyRequirements.contains { $0.name == name } })
        else { return nil }
        for owner in instance.type.lineage where visible.contains(ObjectIdentifier(owner)) {
            guard let property = owner.properties.first(where: { $0.name == name && !$0.isStatic && !instance.type.excluded.contains($0.node.id) }),
                let getter = property.getter
            else { continue }
            try checkDecided(TypeModel.memberKey(property), of: instance.type, at: node)
            return try computedValue(property, getter, on: instance, at: node)
        }
        return nil
    }

    /// The protocol extension's method `receiver.name(arguments)` statically
    /// calls, with the instance to run it on; `nil` when the instance's own lookup is right.
    func staticExtensionMethod(
        _ name: String, _ arguments: [Argument], of receiver: Value, base: ExprSyntax?, in scope: Scope, self current: Instance?,
        at node: some SyntaxProtocol
    ) throws -> (method: FunctionDeclSyntax, instance: Instance)? {
        let labels = arguments.map(\.label)
        func keys(_ owner: TypeModel) -> [String] {
            (owner.methods[name] ?? []).filter { $0.signature.parameterClause.parameters.accepts(labels) }.map(TypeModel.memberKey)
        }
        // Shadowing is by signature: a protocol extension's `autoPinEdge(_:to:of:)` and a view
        // extension's `autoPinEdge(toSuperviewEdge:)` are two methods, neither hiding the other.
        guard let instance = dispatchedInstance(receiver, declaring: name, in: \.methods),
            instance.type.lineage.count(where: { !keys($0).isEmpty }) > 1
        else { return nil }
        if let owner = defaultWitness(
            of: instance, declares: { !keys($0).isEmpty }, isRequirement: { owner in keys(owner).contains { owner.methodRequirements.contains($0) } }),
            try staticProtocols(of: base, name: name, on: instance, in: scope, self: current, at: node) != nil,
            let method = owner.methods[name]?.first(where: { $0.signature.parameterClause.parameters.accepts(labels) })
        {
            return (method, instance)
        }
        guard !onlyDefaults(
                instance.type, declares: { !keys($0).isEmpty },
                isDefault: { owner in keys(owner).allSatisfy { key in owner.lineage.contains { $0.methodRequirements.contains(key) } } }),
            let visible = try staticProtocols(of: base, name: name, on: instance, in: scope, self: current, at: node)
        else { return nil }
        let owners = instance.type.lineage.filter { visible.contains(ObjectIdentifier($0)) }
        for owner in owners {
            let found = owner.methods[name]?.filter {
                !instance.type.excluded.contains($0.id) && $0.signature.parameterClause.parameters.accepts(labels)
            } ?? []
            guard let method = found.first(where: { parameterTypes(of: $0, take: arguments) }) ?? found.first else { continue }
            let key = TypeModel.memberKey(method)
            return owners.contains { $0.methodRequirements.contains(key) } ? nil : (method, instance)
        }
        return nil
    }

    /// The protocol extension whose default implementation witnesses a
    /// requirement for `instance`'s class, when a subclass declares the member
    /// but the class that conforms (and its superclasses) does not: Swift binds
    /// the witness at the conformance, so through the protocol the subclass's
    /// member is not called. `nil` when the instance's own lookup is right.
    private func defaultWitness(
        of instance: Instance, declares: (TypeModel) -> Bool, isRequirement: (TypeModel) -> Bool
    ) -> TypeModel? {
        let lineage = instance.type.lineage
        guard instance.type.kind == .class,
            let requiring = lineage.first(where: { $0.kind == .protocol && isRequirement($0) })
        else { return nil }
        let classes = lineage.filter { $0.kind == .class }
        guard let conformer = classes.lastIndex(where: { $0.supertypes.contains { $0.kind == .protocol && $0.lineage.contains { $0 === requiring } } }),
            conformer > 0, !classes[conformer...].contains(where: declares), classes[..<conformer].contains(where: declares)
        else { return nil }
        return lineage.first { $0.kind == .protocol && declares($0) && $0.lineage.contains { $0 === requiring } }
    }

    /// Whether each protocol of `model`'s lineage that declares the member
    /// declares a default implementation of a requirement: dispatched
    /// dynamically whatever the receiver's static type.
    private func onlyDefaults(_ model: TypeModel, declares: (TypeModel) -> Bool, isDefault: (TypeModel) -> Bool) -> Bool {
        model.lineage.allSatisfy { $0.kind != .protocol || !declares($0) || isDefault($0) }
    }

    /// The instance of the files a receiver is (a view subclass's through its
    /// view) when its lineage declares `name` both in a protocol and elsewhere;
    /// for a framework value (an SDK state, a view) adopting a protocol of the
    /// files through an extension, an instance of that extension's model over
    /// it, when one of those protocols' extensions declares `name`.
    private func dispatchedInstance(_ receiver: Value, declaring name: String, in names: KeyPath<ShadowedNames, Set<String>>) -> Instance? {
        if let instance = attachedInstance(of: receiver) ?? { if case .object(let instance) = receiver { instance } else { nil } }() {
            return shadowedNames(of: instance.type)[keyPath: names].contains(name) ? instance : nil
        }
        guard source.frameworkShadowed[keyPath: names].contains(name),
            let model = frameworkTypeNames(of: receiver).lazy.compactMap({ self.source.types[$0] }).first(where: { $0.kind == .frameworkExtension }),
            // Two declarations to choose from: the files' extension of the type and the protocol's, or the framework's own property.
            shadowedNames(of: model)[keyPath: names].contains(name) || (names == \.properties && frameworkAnswers(name, receiver))
        else { return nil }
        return Instance(type: model, base: receiver)
    }

    /// Whether the framework value has a property `name` of its own (a state's
    /// `wideMode`, a view's `alpha`), which a protocol extension's shadows.
    private func frameworkAnswers(_ name: String, _ receiver: Value) -> Bool {
        switch receiver {
        case .state(let state): name == "wideMode" || stateMember(name, of: state) != nil  // `wideMode` first: reading it is noted
        case .item(let item): Self.cosmeticMembers(name) || itemMember(name, of: item) != nil
        case .button(let button): Self.buttonMember(name, of: button) != nil
        default: false
        }
    }

    func shadowedNames(of model: TypeModel) -> ShadowedNames {
        if let known = shadowed[ObjectIdentifier(model)] { return known }
        var names = ShadowedNames()
        var seen: (properties: [String: Int], methods: [String: Int]) = ([:], [:])
        var inProtocols = ShadowedNames()
        for owner in model.lineage {
            for property in Set(owner.properties.filter { !$0.isStatic }.map(\.name)) { seen.properties[property, default: 0] += 1 }
            for method in owner.methods.keys { seen.methods[method, default: 0] += 1 }
            if owner.kind == .protocol {
                inProtocols.properties.formUnion(owner.properties.map(\.name))
                inProtocols.methods.formUnion(owner.methods.keys)
            }
        }
        names.properties = inProtocols.properties.filter { seen.properties[$0, default: 0] > 1 }
        names.methods = inProtocols.methods.filter { seen.methods[$0, default: 0] > 1 }
        shadowed[ObjectIdentifier(model)] = names
        return names
    }

    /// The protocols (each with those it refines) through which the code at
    /// `node` sees the receiver written `base`; `nil` when its static type is
    /// concrete (or `self` outside a protocol extension).
    private func staticProtocols(
        of base: ExprSyntax?, name: String, on instance: Instance, in scope: Scope, self current: Instance?, at node: some SyntaxProtocol
    ) throws -> Set<ObjectIdentifier>? {
        if base == nil || base?.isSelf == true {
            guard let extensionDecl = Self.enclosingExtension(of: Syntax(node)),
                let extended = source.types[Self.bareTypeName(extensionDecl.extendedType.trimmedDescription)], extended.kind == .protocol
            else { return nil }
            // `extension P where Self: Q`: Q's members are `self`'s too.
            let constraints = ExtensionConstraints.requirements(of: Syntax(extensionDecl)).filter { !$0.isSameType && $0.left == "Self" }
            return protocols([extended.name] + constraints.map(\.right))
        }
        guard let type = declaredType(of: base!, in: scope, self: current, at: node) else {
            throw unsupported(
                node,
                "calling \(name) on \(base!.trimmedDescription) (\(instance.type.name) and a protocol extension both declare it; Swift picks one by the static type of \(base!.trimmedDescription), which is not known here)")
        }
        var unwrapped = type
        while true {
            if let inner = unwrapped.as(OptionalTypeSyntax.self)?.wrappedType ?? unwrapped.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                ?? unwrapped.as(SomeOrAnyTypeSyntax.self)?.constraint
            {
                unwrapped = inner
            } else {
                break
            }
        }
        let names = unwrapped.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
        if names.count == 1, let bounds = Self.genericBounds(of: names[0], at: Syntax(node)) { return protocols(bounds) }
        return protocols(names)
    }

    /// The files' protocols named, with the protocols they refine; `nil` when one is not a protocol (a concrete type).
    private func protocols(_ names: [String]) -> Set<ObjectIdentifier>? {
        var found: Set<ObjectIdentifier> = []
        for name in names.map(Self.bareTypeName) where name != "AnyObject" {
            guard let model = source.types[name], model.kind == .protocol else { return nil }
            for owner in model.lineage where owner.kind == .protocol { found.insert(ObjectIdentifier(owner)) }
        }
        return found.isEmpty ? nil : found
    }

    /// `Card()`, `UILabel()`: the type a call of one of the files' or the
    /// frameworks' types by name makes; `nil` for other expressions.
    func typeMade(by expression: ExprSyntax) -> TypeSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            callee.baseName.text.first?.isUppercase == true
        else { return nil }
        return source.madeTypes.value(for: call.id) { [source] in
            let name = callee.baseName.text
            return source.appType(name) != nil || FrameworkTypes.isFramework(name) ? TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))) : nil
        }
    }

    /// `T: P` (in the clause or a `where`) for a generic parameter `T` of the function around `node`.
    private static func genericBounds(of name: String, at node: Syntax) -> [String]? {
        guard let function = Swift.sequence(first: node, next: \.parent).lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first,
            let parameter = function.genericParameterClause?.parameters.first(where: { $0.name.text == name })
        else { return nil }
        var bounds = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
        for requirement in function.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement, conformance.leftType.trimmedDescription == name {
                bounds.append(conformance.rightType.trimmedDescription)
            }
        }
        return bounds.flatMap { $0.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    /// The extension whose code `node` is, if the nearest type-level declaration around it is one.
    private static func enclosingExtension(of node: Syntax) -> ExtensionDeclSyntax? {
        for ancestor in Swift.sequence(first: node, next: \.parent) {
            if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) { return extensionDecl }
            if ancestor.is(MemberBlockSyntax.self), ancestor.parent?.is(ExtensionDeclSyntax.self) != true { return nil }
        }
        return nil
    }
}
