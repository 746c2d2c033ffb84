import SwiftSyntax

/// Stored properties wrapped by the files' `@propertyWrapper` types
/// (`@ActiveConstraints var constraints: [NSLayoutConstraint] = []`,
/// `@Clamped(0...32) var inset: CGFloat = 8`), as Swift lowers them: the
/// instance holds the wrapper in `_name`, made at creation by
/// `W(wrappedValue: v)`, `W(wrappedValue: v, args...)` or `W(args...)` (or by
/// the first assignment in an initializer); `name` reads and writes its
/// `wrappedValue` (whose getter and setter run: they may activate
/// constraints; the property's `willSet`/`didSet` run around the setter),
/// `$name` reads its `projectedValue`, and `_name = W(...)` replaces the
/// wrapper. Composed wrappers (`@A @B var x`) nest, `A<B<T>>`, as Swift
/// nests them. A wrapper no given file declares (SwiftUI's) is not run.
extension Interpreter {
    /// One wrapper of a wrapped property: the files' wrapper type and its attribute.
    private typealias WrapperLevel = (model: TypeModel, attribute: AttributeSyntax)

    /// The wrapper attributes of a property, outermost first.
    private func wrapperAttributes(of property: TypeModel.Property) -> [AttributeSyntax] {
        property.declaration?.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { !TypeModel.attributesThatAreNoWrappers.contains($0.attributeName.trimmedDescription) } ?? []
    }

    /// The files' wrapper types of a wrapped property, outermost first: `@Invalidating @Clamped(4...24) var inset`
    /// is stored as `Invalidating(wrappedValue: Clamped(wrappedValue: 8, 4...24))`. Stops for a wrapper no file declares.
    private func wrapperChain(of property: TypeModel.Property) throws -> [WrapperLevel] {
        try wrapperAttributes(of: property).map { attribute in
            let wrapper = attribute.attributeName.trimmedDescription
            guard let model = source.appType(Self.bareTypeName(wrapper)), model.kind != .enum,
                model.nameNode.parent?.asProtocol(WithAttributesSyntax.self)?.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
                }) == true
            else { throw unsupported(property.node, "the property wrapper @\(wrapper) of \(property.name)") }
            return (model, attribute)
        }
    }

    /// The generic arguments of the wrapper at `level`: the innermost wraps the
    /// property's type, each outer one the wrapper inside it.
    private func genericArguments(of chain: [WrapperLevel], at level: Int, wrapping property: TypeModel.Property) -> [String: TypeSyntax] {
        let model = chain[level].model
        guard level + 1 < chain.count else { return wrapperGenericArguments(of: model, wrapping: property) }
        guard let wrapped = model.property(named: "wrappedValue")?.type?.as(IdentifierTypeSyntax.self)?.name.text,
            model.genericParameters.contains(wrapped)
        else { return [:] }
        return [wrapped: TypeSyntax(IdentifierTypeSyntax(name: .identifier(chain[level + 1].model.name)))]
    }

    /// Makes the wrappers of a wrapped stored property as the instance is
    /// created, innermost first (left unset when only an initializer's assignment can make them).
    func initializeWrapper(_ property: TypeModel.Property, named wrapper: String, of instance: Instance) throws {
        let chain = try wrapperChain(of: property)
        var wrapped: Value?
        if let initializer = property.initializer {
            wrapped = try coerce(value(of: initializer, in: Scope(), self: instance), to: property.type)
        } else if let type = property.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
            chain.last!.model.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "wrappedValue" })
        {
            wrapped = .null  // `@W var p: T?` starts as `W(wrappedValue: nil)`, as Swift makes it
        }
        for level in chain.indices.reversed() {
            let (model, attribute) = chain[level]
            var arguments: [Argument] = wrapped.map { [("wrappedValue", $0)] } ?? []
            if case .argumentList(let list)? = attribute.arguments {
                arguments += try list.map { ($0.label?.text, try value(of: $0.expression, in: Scope(), self: instance)) }
            }
            if arguments.isEmpty && !model.isCreatableWithoutArguments { return }
            wrapped = try instantiate(
                model, arguments: arguments, genericArguments: genericArguments(of: chain, at: level, wrapping: property), at: attribute)
        }
        instance.fields["_" + property.name] = wrapped
    }

    /// `name` (the wrapped value, through every wrapper) and `$name` (the
    /// outermost wrapper's projected value) of a wrapped property; `nil` for other names.
    func wrappedMember(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        let projected = name.hasPrefix("$")
        guard let property = instance.type.property(named: projected ? String(name.dropFirst()) : name), !property.isStatic,
            property.wrapper != nil, property.getter == nil
        else { return nil }
        guard let storage = instance.fields["_" + property.name], case .object = storage else {
            throw unsupported(node, "reading \(property.name) before its wrapper is made")
        }
        if projected { return try member("projectedValue", of: storage, at: node) }
        var value = storage
        for _ in wrapperAttributes(of: property) { value = try member("wrappedValue", of: value, at: node) }
        return value
    }

    /// `name = v`: `_name.wrappedValue(.wrappedValue...) = v`, the innermost
    /// setter first, then each outer one given its changed inner wrapper; an
    /// initializer's first assignment makes the wrappers, `A(wrappedValue: B(wrappedValue: v))`.
    func setWrapped(_ property: TypeModel.Property, named wrapper: String, of instance: Instance, to newValue: Value, at node: some SyntaxProtocol) throws {
        let chain = try wrapperChain(of: property)
        guard let storage = instance.fields["_" + property.name], case .object = storage else {
            var wrapped = newValue
            for level in chain.indices.reversed() {
                wrapped = try instantiate(
                    chain[level].model, arguments: [("wrappedValue", wrapped)],
                    genericArguments: genericArguments(of: chain, at: level, wrapping: property), at: node)
            }
            instance.fields["_" + property.name] = wrapped
            return
        }
        try assignWrapped(newValue, into: storage, depth: chain.count, at: node)
    }

    /// Sets the wrapped value `depth` wrappers into `container`; a struct
    /// wrapper inside is set back into its outer one (whose setter runs), as Swift writes values back.
    private func assignWrapped(_ newValue: Value, into container: Value, depth: Int, at node: some SyntaxProtocol) throws {
        guard case .object(let wrapper) = container else { throw unsupported(node, "setting the wrapped value of \(container.kind)") }
        guard depth > 1 else { return try setField("wrappedValue", of: wrapper, to: newValue, at: node) }
        let inner = try member("wrappedValue", of: container, at: node)
        try assignWrapped(newValue, into: inner, depth: depth - 1, at: node)
        if case .object(let made) = inner, made.type.kind == .struct { try setField("wrappedValue", of: wrapper, to: inner, at: node) }
    }

    /// The wrapped property whose backing storage is `name` (`_isWide` of `@Observed var isWide`).
    func wrappedProperty(storage name: String, of model: TypeModel) -> TypeModel.Property? {
        guard name.hasPrefix("_"), let property = model.property(named: String(name.dropFirst())), !property.isStatic,
            property.wrapper != nil, property.getter == nil
        else { return nil }
        return property
    }

    /// `_name = W(...)` (or `self._name = ...`), as Swift allows inside the
    /// type: the wrapper is replaced, no observer runs, and `name` and `$name`
    /// read through the new one. `false` when `name` is no wrapper's storage.
    func setWrapperStorage(_ name: String, of instance: Instance, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard let property = wrappedProperty(storage: name, of: instance.type) else { return false }
        let model = try wrapperChain(of: property)[0].model
        guard case .object(let made) = newValue, made.type === model else {
            throw unsupported(node, "assigning \(newValue.kind) to \(name), the storage of the wrapped property \(property.name)")
        }
        instance.fields[name] = newValue.copied()
        return true
    }

    /// `oldValue` of a property's `didSet`: a wrapped property's is read through
    /// its wrapper's getter, and only when the `didSet` names it, as Swift does.
    func observedOldValue(of property: TypeModel.Property, in instance: Instance, at node: some SyntaxProtocol) throws -> Value {
        guard property.wrapper != nil else { return instance.fields[property.name] ?? .null }
        guard let didSet = property.didSet, didSet.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "oldValue" }) else {
            return .null
        }
        return try wrappedMember(property.name, of: instance, at: node) ?? .null
    }
}
