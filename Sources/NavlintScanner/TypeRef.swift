import SwiftSyntax

/// What the scanner knows of a type: enough to follow member chains and
/// closure parameters, not a type checker. Optionals are unwrapped on the
/// way in, because `a?.b`, `a!.b` and `a.b` reach the same member.
indirect enum TypeRef: Hashable, Sendable {
    /// A nominal type by its simple name (`GMSMapView`, `NavMap`); module
    /// qualifiers and generic arguments are dropped.
    case named(String)
    /// `[Element]`.
    case array(TypeRef)
    /// A function type, for closure parameters typed by their context.
    case function(parameters: [TypeRef?], result: TypeRef?)

    /// Reads a type written in source; `nil` for what the scanner does not model
    /// (tuples, dictionaries, existentials of compositions, ...).
    init?(_ type: TypeSyntax) {
        switch type.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            self = .named(identifier.name.text)
        case .memberType(let member):
            self = .named(member.name.text)
        case .optionalType(let optional):
            self.init(optional.wrappedType)
        case .implicitlyUnwrappedOptionalType(let optional):
            self.init(optional.wrappedType)
        case .attributedType(let attributed):
            self.init(attributed.baseType)
        case .someOrAnyType(let existential):
            self.init(existential.constraint)
        case .arrayType(let array):
            guard let element = TypeRef(array.element) else { return nil }
            self = .array(element)
        case .functionType(let function):
            self = .function(
                parameters: function.parameters.map { TypeRef($0.type) },
                result: TypeRef(function.returnClause.type))
        case .tupleType(let tuple) where tuple.elements.count == 1:
            // `(GMSMapView) -> Void` parameters arrive as one-element tuples in some positions.
            self.init(tuple.elements.first!.type)
        default:
            return nil
        }
    }

    /// Every nominal name the type mentions, for relevance tracking.
    var mentionedNames: [String] {
        switch self {
        case .named(let name): return [name]
        case .array(let element): return element.mentionedNames
        case .function(let parameters, let result):
            return parameters.compactMap { $0 }.flatMap(\.mentionedNames) + (result?.mentionedNames ?? [])
        }
    }
}
