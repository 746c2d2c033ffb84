import SwiftSyntax

/// Generic parameters Swift binds from a declared type rather than from an
/// argument: a property wrapper's from the wrapped property's type
/// (`@Injected var log: Logging` with `Injected<Service> { var wrappedValue: Service }`),
/// a function's result parameter from the type its call is declared as
/// (`init(log: Logging = Box.shared.resolve())` with `func resolve<T>() -> T`),
/// and `Service.self`/`T.self` naming the type bound, as a dependency
/// container's `resolve(Service.self)` needs.
extension Interpreter {
    /// `expression` where Swift types it as `type` (a local's, a property's or
    /// a parameter's declared type): a call at its top learns the type it
    /// returns, as do the calls that are elements of an array literal of
    /// `[T]` (through `+` and `?:`), each its element type `T`.
    func value(of expression: ExprSyntax, expecting type: TypeSyntax?, in scope: Scope, self instance: Instance?) throws -> Value {
        guard let type else { return try value(of: expression, in: scope, self: instance) }
        if hasInterpolatingTypes, let made = try interpolatedLiteral(expression, expecting: type, in: scope, self: instance) { return made }
        var expected = Self.outermostCalls(expression, typed: type)
        if expected.isEmpty, let array = expression.as(ArrayExprSyntax.self), let element = arrayLiteralElementType(of: type) {
            expected = array.elements.flatMap { Self.outermostCalls($0.expression, typed: element) }
        }
        let previous = expected.map { expectedTypes[$0.call] }
        for (call, type) in expected { expectedTypes[call] = type }
        defer { for ((call, _), earlier) in zip(expected, previous) { expectedTypes[call] = earlier } }
        return try value(of: expression, in: scope, self: instance)
    }

    /// The element type of the files' `ExpressibleByArrayLiteral` type (its `init(arrayLiteral: T...)`'s `T`).
    private func arrayLiteralElementType(of type: TypeSyntax) -> TypeSyntax? {
        source.appType(declaredType(type).baseName)?.initializer(labels: ["arrayLiteral"])?.signature.parameterClause.parameters.first?.type
    }

    private static func outermostCalls(_ expression: ExprSyntax, typed type: TypeSyntax) -> [(call: SyntaxIdentifier, type: TypeSyntax)] {
        if let call = expression.as(FunctionCallExprSyntax.self) { return [(call.id, type)] }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return [(subscriptCall.id, type)] }  // a generic subscript's result
        if let tried = expression.as(TryExprSyntax.self) { return outermostCalls(tried.expression, typed: type) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return outermostCalls(awaited.expression, typed: type) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return outermostCalls(ternary.thenExpression, typed: type) + outermostCalls(ternary.elseExpression, typed: type)
        }
        let unwrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
        guard let element = unwrapped.as(ArrayTypeSyntax.self)?.element else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { outermostCalls($0.expression, typed: element) } }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            return outermostCalls(infix.leftOperand, typed: type) + outermostCalls(infix.rightOperand, typed: type)
        }
        return []
    }

    /// `func resolve<T>() -> T` called where the result is declared `Logging`: `T` is `Logging`.
    func resultTypeBinding(of function: FunctionDeclSyntax) -> [String: String] {
        guard let call = calls.last, let expected = expectedTypes[call.id],
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == function.name.text,
            let result = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text,
            function.genericParameterClause?.parameters.contains(where: { $0.name.text == result }) == true,
            let bound = Self.typeName(expected)
        else { return [:] }
        return [result: bound]
    }

    /// The wrapper's parameters its `wrappedValue`'s type names, bound to the wrapped property's declared type.
    func wrapperGenericArguments(of wrapper: TypeModel, wrapping property: TypeModel.Property) -> [String: TypeSyntax] {
        guard var declared = property.type, var wrapped = wrapper.property(named: "wrappedValue")?.type else { return [:] }
        if let inner = wrapped.as(OptionalTypeSyntax.self), let declaredInner = declared.as(OptionalTypeSyntax.self) {
            (wrapped, declared) = (inner.wrappedType, declaredInner.wrappedType)
        }
        guard let name = wrapped.as(IdentifierTypeSyntax.self)?.name.text, wrapper.genericParameters.contains(name) else { return [:] }
        return [name: declared]
    }

    /// `Service.self` in the wrapper made for a `Logging`, `T.self` in a call
    /// whose `T` is bound: the type bound; `nil` for a name that is no generic
    /// parameter of a declaration around `reference`. A generic parameter the
    /// run has no type for (`Theme()` in a generic delegate nothing binds) stops,
    /// naming it, rather than being taken for an unknown app name.
    func boundGenericParameter(_ name: String, of instance: Instance?, at reference: DeclReferenceExprSyntax) throws -> Value? {
        for ancestor in Swift.sequence(first: Syntax(reference), next: \.parent) {
            guard let generic = ancestor.asProtocol(WithGenericParametersSyntax.self),
                generic.genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true
            else { continue }
            let bound =
                if let function = ancestor.as(FunctionDeclSyntax.self) {
                    genericBindings.last(where: { $0.function == function.id })?.types[name].map(Value.type)
                } else {
                    instance?.genericArguments[name].flatMap(Self.typeName).map(Value.type)
                }
            guard let bound else {
                let owner = ancestor.asProtocol(NamedDeclSyntax.self)?.name.text ?? "the declaration"
                throw unsupported(reference, "\(name), a generic parameter of \(owner) no type binds in the run")
            }
            return bound
        }
        return nil
    }

    /// `Logging`, `any Logging`: the name of a declared type a metatype stands for.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let existential = type.as(SomeOrAnyTypeSyntax.self) { return typeName(existential.constraint) }
        return type.as(IdentifierTypeSyntax.self)?.name.text
    }
}
