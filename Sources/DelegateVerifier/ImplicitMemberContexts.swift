import SwiftSyntax

/// Implicit members typed from generic context, as Swift types them: `Self`
/// (and `Self?`) in a type's declarations is that type, so `.readyMap` passed
/// to `_ a: Self` (or to `_ layouts: Self...`), returned as `-> Self` or from a
/// computed property `var ready: Self` is the type's static member; and the
/// initial value of `reduce` has the reduce's result type: its closure's
/// declared result, else the declared type of what the reduce is returned
/// from (a function's result, a computed property's type) or assigned to, so
/// `layouts.reduce(.empty) { $0.combined(with: $1) }` in `-> Self` starts
/// from `Self.empty`. An implicit member whose type the run does not learn
/// stays a bare name; a stop on it where it is used (a method called on it in
/// another function) also names the line where it is written.
extension Interpreter {
    /// `.empty` evaluated with no type yet: the bare name, its place noted;
    /// at the head of a chain, the member of the chain's type.
    func implicitMember(_ access: MemberAccessExprSyntax) throws -> Value {
        let name = access.declName.baseName.text
        implicitMemberSites[name] = Syntax(access)
        return try chainType(of: access).map { try implicitMember(.symbol(name), of: $0, at: access) } ?? .symbol(name)
    }

    /// `.pin(a, to: b).weak()` where a `Rule` is expected: the head of an
    /// implicit member chain is a member of the type the whole chain has, as
    /// Swift looks it up; `nil` when `access` heads no chain or the chain's
    /// type is not one of the files' types.
    func chainType(of access: MemberAccessExprSyntax) -> TypeModel? {
        var node = Syntax(access)
        var chained = false
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                node = parent
            } else if let outer = parent.as(MemberAccessExprSyntax.self), outer.base?.id == node.id {
                node = parent
                chained = true
            } else {
                break
            }
        }
        guard chained, let expected = expectedTypes[node.id] else { return nil }
        return source.types[declaredType(expected).baseName]
    }

    /// For a stop on a bare implicit member: where it was written (last), as
    /// the stop's own place may be in a function it was passed to.
    func implicitMemberOrigin(of value: Value) -> String {
        let name: String
        switch value {
        case .symbol(let symbol): name = symbol
        case .enumCase(let implicit) where implicit.typeName == nil: name = implicit.name
        default: return ""
        }
        guard let site = implicitMemberSites[name] else { return "" }
        let place = source.tag(site)
        return " (the implicit member .\(name) written at \(place.file):\(place.line), whose type the run did not learn: name it, T.\(name))"
    }

    /// `Self`, `Self?` or `Self!` where `instance` runs (`self`, or the type
    /// of a static member): the instance's type; `nil` for any other type.
    func selfType(_ type: TypeSyntax, of instance: Instance) -> TypeSyntax? {
        let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        guard let identifier = (wrapped ?? type).as(IdentifierTypeSyntax.self), identifier.name.text == "Self",
            !instance.type.name.isEmpty
        else { return nil }
        // Kept: the declared-type cache is keyed by the syntax's identity, which a freed node could pass on.
        if let known = selfTypes[instance.type.name] { return known }
        let named = TypeSyntax(IdentifierTypeSyntax(name: .identifier(instance.type.name)))
        selfTypes[instance.type.name] = named
        return named
    }

    /// `reduce`'s initial value: an implicit member (`.empty`, `.zero`,
    /// `.init(...)`) read as a value of the reduce's result type.
    func reduceInitial(_ initial: Value, _ combine: Value, at call: FunctionCallExprSyntax) throws -> Value {
        switch initial {
        case .symbol: break
        case .enumCase(let implicit) where implicit.typeName == nil: break
        default: return initial
        }
        var closure: Closure?
        if case .closure(let given) = combine { closure = given }
        guard let type = closure?.syntax.signature?.returnClause?.type ?? contextualResultType(of: call) else { return initial }
        return try coerce(initial, to: type, in: closure?.selfInstance)
    }

    /// The type Swift gives a call's result from where it is written: a
    /// declared local's or property's type (`expectedTypes`), else the
    /// declared result of the function, computed property, subscript or
    /// closure that returns it (`return x`, or a body's single expression).
    func contextualResultType(of call: FunctionCallExprSyntax) -> TypeSyntax? {
        if let expected = expectedTypes[call.id] { return expected }
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent }
        guard let parent = node.parent, parent.is(ReturnStmtSyntax.self) || Self.isImplicitReturn(parent) else { return nil }
        return Self.declaredResultType(around: parent)
    }

    /// The declared result of the function, computed property, subscript or closure around `node`.
    static func declaredResultType(around node: Syntax) -> TypeSyntax? {
        for ancestor in Swift.sequence(first: node, next: \.parent) {
            if let closure = ancestor.as(ClosureExprSyntax.self) { return closure.signature?.returnClause?.type }
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let declaration = ancestor.as(SubscriptDeclSyntax.self) { return declaration.returnClause.type }
            if let binding = ancestor.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
        }
        return nil
    }

    /// A body's single expression, which Swift returns: of a function, an
    /// accessor, a getter written without `get`, or a closure.
    private static func isImplicitReturn(_ item: Syntax) -> Bool {
        guard item.is(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let holder = list.parent
        else { return false }
        if holder.is(ClosureExprSyntax.self) || holder.is(AccessorBlockSyntax.self) { return true }
        guard holder.is(CodeBlockSyntax.self), let owner = holder.parent else { return false }
        return owner.is(FunctionDeclSyntax.self) || owner.is(AccessorDeclSyntax.self)
    }
}
