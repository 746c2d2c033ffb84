import SwiftSyntax

/// Overloads told apart by what kind of value an argument is, as Swift's type
/// checker tells them apart: `activate(_: [NSLayoutConstraint])` (UIKit's)
/// takes an array, the files' `activate(@ConstraintsBuilder _: () -> [NSLayoutConstraint])`
/// a closure. A method of the files whose parameter an argument's kind rules
/// out is never called with it (the framework's method of the same name is,
/// or another overload); where an argument's type is not known, a files'
/// method in an extension of a framework type may be the framework's
/// namesake and the call stops naming both.
extension Interpreter {
    /// Whether some argument's kind cannot be passed as its parameter's
    /// declared type (compared position by position, as `parameterTypes(of:take:)`).
    func argumentKinds(ruleOut function: FunctionDeclSyntax, _ arguments: [Argument]) -> Bool {
        argumentKinds(ruleOut: function.signature.parameterClause.parameters, generics: function.genericParameterClause, function.genericWhereClause, arguments)
    }

    /// `argumentKinds(ruleOut:_:)` of a parameter list with its declaration's generic parameters.
    private func argumentKinds(
        ruleOut parameters: FunctionParameterListSyntax, generics clause: GenericParameterClauseSyntax?, _ requirements: GenericWhereClauseSyntax?,
        _ arguments: [Argument]
    ) -> Bool {
        // Each argument against the parameter it binds to (a defaulted parameter may be left out: trial 50c).
        guard !parameters.contains(where: { $0.ellipsis != nil }), let bound = parameters.binding(arguments.map(\.label)) else { return false }
        let generics = Set(clause?.parameters.map(\.name.text) ?? [])
        // `init<R: LayoutRule>(_ rule: R)`: no closure conforms to a protocol.
        let bounded = Set((clause?.parameters.filter { $0.inheritedType != nil }.map(\.name.text) ?? [])
            + (requirements?.requirements.compactMap { requirement -> String? in
                if case .conformanceRequirement(let conformance) = requirement.requirement { conformance.leftType.trimmedDescription } else { nil }
            } ?? []))
        return zip(parameters, bound).contains { parameter, range in
            guard range.count == 1 else { return false }
            let argument = arguments[range.lowerBound]
            if let name = parameter.type.as(IdentifierTypeSyntax.self)?.name.text, bounded.contains(name) { return argument.value.isClosureLiteral }
            return kind(of: argument.value, rulesOut: parameter.type, generics: generics)
        }
    }

    /// The initializer of `model` a call with these arguments runs, as Swift
    /// picks it: of those taking the labels (a trailing closure matching a
    /// labelled closure parameter), the first whose parameters the
    /// arguments' kinds do not rule out (trial 48a: `AnyRule { state in ... }`
    /// ran a generic `init<R: Rule>(_:)` declared first, and a rule value the
    /// closure initializer), preferring one whose parameter types take the
    /// arguments (`init(_: NavigationReadyUIState)` beside `init(_: ActiveGuidanceUIState)`:
    /// corpus 339, guidance ran the first); `nil` when none takes the labels.
    func initializer(of model: TypeModel, _ arguments: [Argument]) -> InitializerDeclSyntax? {
        let candidates = model.initializers(labels: arguments.map(\.label))
        guard candidates.count > 1 else { return candidates.first }
        let possible = candidates.filter {
            !argumentKinds(ruleOut: $0.signature.parameterClause.parameters, generics: $0.genericParameterClause, $0.genericWhereClause, arguments)
        }
        return possible.first { parameterTypes(of: $0.signature.parameterClause.parameters, generics: $0.genericParameterClause, take: arguments) }
            ?? possible.first ?? candidates.first
    }

    /// Whether no value of this kind is of the type: a closure is never an
    /// array or a nominal type, an array, number, string, view, anchor,
    /// constraint or object without `callAsFunction` never a function, a
    /// scalar never an array. Values of unknown type rule nothing out, nor
    /// does an `@autoclosure` parameter, a generic parameter, `Any` or a name
    /// not known as a type; a `some`/`any` protocol type rules out only closures.
    private func kind(of value: Value, rulesOut type: TypeSyntax, generics: Set<String>, depth: Int = 0) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            if attributed.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure" }) {
                return false
            }
            return kind(of: value, rulesOut: attributed.baseType, generics: generics, depth: depth)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return !value.isNull && kind(of: value, rulesOut: optional.wrappedType, generics: generics, depth: depth)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return !value.isNull && kind(of: value, rulesOut: unwrapped.wrappedType, generics: generics, depth: depth)
        }
        if type.is(FunctionTypeSyntax.self) { return value.isData }
        // `any Anchored`, `some Placement`: no closure conforms to a protocol (but the marker `Sendable`).
        if let existential = type.as(SomeOrAnyTypeSyntax.self) {
            let names = existential.constraint.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { text } else { nil }
            }
            return value.isClosureLiteral && !names.contains { ["Sendable", "Any", "AnyObject"].contains($0) }
        }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return value.isClosureLiteral || value.isScalar }
        let name: String
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Optional", let wrapped = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
                return !value.isNull && kind(of: value, rulesOut: wrapped, generics: generics, depth: depth)
            }
            name = identifier.name.text
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = member.name.text
        } else {
            return false
        }
        if let aliased = source.typeAliases[name], depth < 8 {
            return kind(of: value, rulesOut: aliased, generics: generics, depth: depth + 1)
        }
        // A nominal type known by name; not a generic parameter (of the function or its type) or `Any`.
        let nominal = !generics.contains(name) && !["Any", "AnyObject", "Sendable"].contains(name)
            && (source.types[name] != nil || FrameworkTypes.isFramework(name))
        return nominal && value.isClosureLiteral
    }

    /// The files' method a call reaches (`overload(of:_:_:)`). When it does
    /// not take an argument of unknown type, which method Swift calls is not
    /// known if there is another: the framework's namesake (for a method of an
    /// extension of a framework type) or another overload the argument's kind
    /// does not rule out; the call stops naming both. A method of an extension
    /// of a framework type taking one of the files' own types, which an
    /// argument is not, is not the one called: the framework's namesake is
    /// (`gap.constraint(equalTo: otherGap)` beside the files'
    /// `NSLayoutDimension.constraint(equalTo: GapRole)`, corpus 341).
    func appOverload(of model: TypeModel, _ name: String, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> FunctionDeclSyntax? {
        guard let method = overload(of: model, name, arguments, from: Syntax(node)) else { return nil }
        if model.kind == .frameworkExtension, !arguments.contains(where: { $0.value.isOfUnknownType }),
            !parameterTypes(of: method, take: arguments, only: { takesFilesType($0.type) })
        {
            return nil
        }
        guard !parameterTypes(of: method, take: arguments), arguments.contains(where: { $0.value.isOfUnknownType }) else { return method }
        let other: String
        if model.kind == .frameworkExtension {
            other = "the framework's \(model.name).\(name)\(labelText(arguments.map(\.label)))"
        } else if let overload = methods(of: model, name, arguments, from: Syntax(node)).first(where: {
            $0.id != method.id && !argumentKinds(ruleOut: $0, arguments)
        }) {
            other = signature(of: overload, in: model)
        } else {
            return method
        }
        throw unsupported(
            node,
            "choosing between the files' \(signature(of: method, in: model)) and \(other) for \(arguments.map(\.value.kind).joined(separator: ", "))")
    }

    /// Whether `type` names a type the files declare themselves (not one they only extend).
    private func takesFilesType(_ type: TypeSyntax) -> Bool {
        let name = String(declaredType(type).baseName.prefix { $0 != "<" })
        return source.types[name].map { $0.kind != .frameworkExtension && $0.kind != .protocol } ?? false
    }

    /// `NSLayoutConstraint.activate(_: () -> [NSLayoutConstraint])`.
    private func signature(of method: FunctionDeclSyntax, in model: TypeModel) -> String {
        let parameters = method.signature.parameterClause.parameters.map { "\($0.firstName.text): \($0.type.trimmedDescription)" }
        return "\(model.name.isEmpty ? "" : model.name + ".")\(method.name.text)(\(parameters.joined(separator: ", ")))"
    }
}

extension Value {
    /// A closure or function reference: of a function type, never of a nominal one.
    var isClosureLiteral: Bool {
        switch self {
        case .closure, .function, .method: true
        default: false
        }
    }

    /// A single value of a known type that is not a collection or a function.
    var isScalar: Bool {
        switch self {
        case .bool, .number, .string, .item, .anchor, .constraint, .priority, .rect, .insets, .enumCase: true
        default: false
        }
    }

    /// A value of a known type that cannot be called.
    var isData: Bool {
        switch self {
        case .array, .dictionary, .set, .tuple: true
        case .object: !isCallable
        default: isScalar
        }
    }

    /// A value the interpreter does not know the type of (the app's code, an unmodelled library value).
    var isOfUnknownType: Bool {
        switch self {
        case .opaque, .library: true
        default: false
        }
    }
}
