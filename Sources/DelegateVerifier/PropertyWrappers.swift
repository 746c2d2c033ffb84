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
/// wrapper. A wrapper no given file declares (SwiftUI's) is not run.
extension Interpreter {
    /// The files' wrapper type of a wrapped property; stops for any other wrapper.
    private func wrapperModel(of property: TypeModel.Property, named wrapper: String) throws -> TypeModel {
        // `@Invalidating @Clamped(4...24) var inset`: the outer wrapper wraps the inner one, whose setter would be skipped.
        let wrappers = property.declaration?.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            .filter { !TypeModel.attributesThatAreNoWrappers.contains($0) } ?? []
        if wrappers.count > 1 {
            throw unsupported(property.node, "composing property wrappers (\(wrappers.map { "@\($0)" }.joined(separator: " ")) on \(property.name))")
        }
        guard let model = source.appType(Self.bareTypeName(wrapper)), model.kind != .enum,
            model.nameNode.parent?.asProtocol(WithAttributesSyntax.self)?.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
            }) == true
        else { throw unsupported(property.node, "the property wrapper @\(wrapper) of \(property.name)") }
        return model
    }

    /// The wrapper attribute on the property's declaration.
    private func wrapperAttribute(of property: TypeModel.Property, named wrapper: String) -> AttributeSyntax? {
        property.declaration?.attributes.lazy
            .compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == wrapper }
    }

    /// Makes the wrapper of a wrapped stored property as the instance is
    /// created (left unset when only an initializer's assignment can make it).
    func initializeWrapper(_ property: TypeModel.Property, named wrapper: String, of instance: Instance) throws {
        let model = try wrapperModel(of: property, named: wrapper)
        var arguments: [Argument] = []
        if let initializer = property.initializer {
            arguments.append(("wrappedValue", try coerce(value(of: initializer, in: Scope(), self: instance), to: property.type)))
        } else if let type = property.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
            model.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "wrappedValue" })
        {
            arguments.append(("wrappedValue", .null))  // `@W var p: T?` starts as `W(wrappedValue: nil)`, as Swift makes it
        }
        let attribute = wrapperAttribute(of: property, named: wrapper)
        if case .argumentList(let list)? = attribute?.arguments {
            arguments += try list.map { ($0.label?.text, try value(of: $0.expression, in: Scope(), self: instance)) }
        }
        if arguments.isEmpty && !model.isCreatableWithoutArguments { return }
        instance.fields["_" + property.name] = try instantiate(
            model, arguments: arguments, genericArguments: wrapperGenericArguments(of: model, wrapping: property),
            at: attribute.map(Syntax.init) ?? property.node)
    }

    /// `name` (the wrapped value) and `$name` (the projected value) of a wrapped property; `nil` for other names.
    func wrappedMember(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        let projected = name.hasPrefix("$")
        guard let property = instance.type.property(named: projected ? String(name.dropFirst()) : name), !property.isStatic,
            property.wrapper != nil, property.getter == nil
        else { return nil }
        guard let wrapper = instance.fields["_" + property.name], case .object = wrapper else {
            throw unsupported(node, "reading \(property.name) before its wrapper is made")
        }
        return try member(projected ? "projectedValue" : "wrappedValue", of: wrapper, at: node)
    }

    /// `name = v`: the wrapper's `wrappedValue` is set (its setter runs); an
    /// initializer's first assignment makes the wrapper, `W(wrappedValue: v)`.
    func setWrapped(_ property: TypeModel.Property, named wrapper: String, of instance: Instance, to newValue: Value, at node: some SyntaxProtocol) throws {
        let model = try wrapperModel(of: property, named: wrapper)
        guard case .object(let current)? = instance.fields["_" + property.name] else {
            instance.fields["_" + property.name] = try instantiate(
                model, arguments: [("wrappedValue", newValue)], genericArguments: wrapperGenericArguments(of: model, wrapping: property), at: node)
            return
        }
        try setField("wrappedValue", of: current, to: newValue, at: node)
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
        guard let property = wrappedProperty(storage: name, of: instance.type), let wrapper = property.wrapper else { return false }
        let model = try wrapperModel(of: property, named: wrapper)
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
