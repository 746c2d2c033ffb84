import SwiftSyntax

/// Generic types of the files made with their arguments (`Signal<NavPhase>(.off)`,
/// `let phase: Signal<NavPhase> = Signal(.off)`): Swift types an implicit member
/// passed as, stored as or returned as `T` from the arguments, so `.off` is
/// `NavPhase.off` and `phase.value.isOff` runs.
extension Interpreter {
    /// `T`, `T?` or `T!` of the instance's type as the argument it was made
    /// with, `Self` as the instance's type (`ImplicitMemberContexts.swift`);
    /// any other type as written (a method's own `T` shadows the type's).
    func specialized(_ type: TypeSyntax?, for instance: Instance?) -> TypeSyntax? {
        if let type, let instance, let selfType = selfType(type, of: instance) { return selfType }
        guard let type, let arguments = instance?.genericArguments, !arguments.isEmpty else { return type }
        let unwrapped =
            type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? type
        guard let identifier = unwrapped.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
            let argument = arguments[identifier.name.text]
        else { return type }
        let shadowed = Swift.sequence(first: Syntax(type), next: \.parent).contains {
            $0.as(FunctionDeclSyntax.self)?.genericParameterClause?.parameters.contains { $0.name.text == identifier.name.text } == true
        }
        return shadowed ? type : argument
    }

    /// `coerce` to a type an instance's generic parameters may name.
    func coerce(_ value: Value, to type: TypeSyntax?, in instance: Instance?) throws -> Value {
        try coerce(value, to: specialized(type, for: instance))
    }

    /// The type's parameters bound by `<NavPhase>`, read where the clause is
    /// written (`Signal<T>(value)` inside `Signal<T>` binds `T` as `self`'s
    /// does); a parameter bound to another generic parameter is left unbound.
    func genericArguments(
        _ clause: GenericArgumentClauseSyntax, of model: TypeModel, self context: Instance?
    ) -> [String: TypeSyntax] {
        var bound: [String: TypeSyntax] = [:]
        for (name, argument) in zip(model.genericParameters, clause.arguments) {
            guard case .type(let type) = argument.argument, let resolved = specialized(type, for: context),
                !Self.isGenericParameter(resolved)
            else { continue }
            bound[name] = resolved
        }
        return bound
    }

    /// The generic arguments a declared type gives the files' `model` (`Tagged<ViewTag, String>`).
    func declaredGenericArguments(_ declared: TypeSyntax, of model: TypeModel) -> [String: TypeSyntax] {
        declared.as(IdentifierTypeSyntax.self)?.genericArgumentClause.map { genericArguments($0, of: model, self: nil) } ?? [:]
    }

    /// An instance made without arguments (`Signal(.off)`) that a declared type
    /// specialises (`let phase: Signal<NavPhase>`): Swift inferred the arguments
    /// from the declaration, so the values it stored as `T` take that type now.
    func adoptGenericArguments(of instance: Instance, from declared: TypeSyntax) throws {
        guard instance.genericArguments.isEmpty, !instance.type.genericParameters.isEmpty,
            declared.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil
        else { return }
        instance.genericArguments = declaredGenericArguments(declared, of: instance.type)
        for property in instance.type.storedProperties where !property.isStatic {
            guard let stored = instance.fields[property.name] else { continue }
            instance.fields[property.name] = try coerce(stored, to: property.type, in: instance)
        }
    }

    /// Whether a type names a generic parameter of a declaration around it.
    static func isGenericParameter(_ type: TypeSyntax) -> Bool {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return Swift.sequence(first: Syntax(type), next: \.parent).contains {
            $0.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters.contains { $0.name.text == name } == true
        }
    }
}
