import SwiftSyntax

/// The static types Swift gives expressions, read from the files'
/// declarations: what protocol-extension dispatch, `Optional`'s methods and a
/// dictionary's literal keys depend on, where the run's values do not tell.
extension Interpreter {
    /// The type an expression is declared with, as Swift types it statically:
    /// a local's or a parameter's (of the function or closure around `node`,
    /// or a loop's element), a property of `self` (`card`, `self.card`) or of
    /// a value of the files' types (`registry.views`), or a type of the files
    /// made there (`Card()`); `nil` when it is not known.
    func declaredType(of base: ExprSyntax, in scope: Scope, self current: Instance?, at node: some SyntaxProtocol) -> TypeSyntax? {
        // `head?.handle(r)`, `head!.handle(r)`: the optional's declared type (unwrapped by `staticProtocols`).
        if let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression {
            return declaredType(of: inner, in: scope, self: current, at: node)
        }
        if let made = typeMade(by: base) { return made }
        // `layers[0]`, `layersByName["prompt"]`: an array's element, a dictionary's value (unwrapped by `staticProtocols`).
        if let subscriptCall = base.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let container = declaredType(of: subscriptCall.calledExpression, in: scope, self: current, at: node).map({ declaredType($0) })
        {
            return Self.known(container.arrayElement ?? container.dictionaryTypes?.value)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard scope.lookup(name) != nil else { return current.flatMap { declaredType(ofProperty: name, of: $0.type) } }
            if let declared = scope.declaredType(of: name) { return declared }  // `let parts: [any Part] = ...`, `let label = UILabel()`
            for ancestor in Swift.sequence(first: Syntax(node), next: \.parent) {
                // A closure's own parameters have no written type here, but the element of the array it is handed.
                if let closure = ancestor.as(ClosureExprSyntax.self), Self.closureDeclares(name, closure) {
                    return elementHanded(to: closure, as: name, in: scope, self: current)
                }
                if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return Self.known(declaredType(of: loop.sequence, in: scope, self: current, at: loop).flatMap { declaredType($0).arrayElement })
                }
                if let function = ancestor.as(FunctionDeclSyntax.self) {
                    return function.signature.parameterClause.parameters.first { $0.internalName == name }?.type
                }
            }
            return nil
        }
        if let access = base.as(MemberAccessExprSyntax.self), let owner = access.base {
            let name = access.declName.baseName.text
            if owner.isSelf { return current.flatMap { declaredType(ofProperty: name, of: $0.type) } }
            guard let ownerType = declaredType(of: owner, in: scope, self: current, at: node),
                let model = source.appType(declaredType(ownerType).baseName)
            else { return nil }
            return declaredType(ofProperty: name, of: model)
        }
        return nil
    }

    /// A property's declared type, or the type its initializer makes (`let registry = Registry()`,
    /// `let styles = StyleFactory.shared` with `static let shared = StyleFactory()`).
    private func declaredType(ofProperty name: String, of model: TypeModel) -> TypeSyntax? {
        guard let property = model.property(named: name) else { return nil }
        if let type = property.type { return type }
        guard let initializer = property.initializer else { return nil }
        if let made = typeMade(by: initializer) ?? Self.collectionType(of: initializer) { return made }
        guard let access = initializer.as(MemberAccessExprSyntax.self),
            let owner = access.base?.as(DeclReferenceExprSyntax.self).flatMap({ source.appType($0.baseName.text) }),
            !(owner === model && access.declName.baseName.text == name)
        else { return nil }
        return declaredType(ofProperty: access.declName.baseName.text, of: owner)
    }

    /// `[_]` for an array literal, `[_: _]` for a dictionary literal (`let steps = [8, 16]`):
    /// an `Array` or a `Dictionary` whose element types are left to the values,
    /// which is what `startIndex` and a subscript's optional result depend on.
    static func collectionType(of expression: ExprSyntax) -> TypeSyntax? {
        if expression.is(ArrayExprSyntax.self) { return TypeSyntax(ArrayTypeSyntax(element: placeholderType)) }
        if expression.is(DictionaryExprSyntax.self) { return TypeSyntax(DictionaryTypeSyntax(key: placeholderType, value: placeholderType)) }
        return nil
    }

    private static let placeholderType = TypeSyntax(IdentifierTypeSyntax(name: .wildcardToken()))

    /// An element type, unless it is `collectionType(of:)`'s placeholder: the static type of a
    /// literal's elements (`[header, footer]` of `any Part`s) is not known.
    private static func known(_ element: TypeSyntax?) -> TypeSyntax? {
        element?.as(IdentifierTypeSyntax.self)?.name.tokenKind == .wildcard ? nil : element
    }

    /// `parts.forEach { $0.uninstall() }` with `parts: [any ChromePart]`: the
    /// element type of the array a sequence method hands the closure's first parameter.
    private func elementHanded(to closure: ClosureExprSyntax, as name: String, in scope: Scope, self current: Instance?) -> TypeSyntax? {
        let first: String? = switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.first?.name.text
        case .parameterClause(let clause): clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        default: "$0"
        }
        guard name == first, let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
            let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            Self.elementMethods.contains(access.declName.baseName.text)
        else { return nil }
        return Self.known(declaredType(of: base, in: scope, self: current, at: call).flatMap { declaredType($0).arrayElement })
    }

    /// Sequence methods whose closure's first parameter is an element.
    private static let elementMethods: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy", "drop", "prefix", "firstIndex", "lastIndex",
    ]

    private static func closureDeclares(_ name: String, _ closure: ClosureExprSyntax) -> Bool {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names): names.contains { $0.name.text == name }
        case .parameterClause(let clause): clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        case nil: name.hasPrefix("$")
        @unknown default: true
        }
    }
}
