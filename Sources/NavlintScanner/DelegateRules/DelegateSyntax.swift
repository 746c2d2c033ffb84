import DelegateFacts
import SwiftSyntax

/// Syntax questions the delegate rules share. Like the legacy detector,
/// they walk tokens and look further only at the few spelled like a name
/// of interest, so a rule costs little more than one pass over the tokens.
enum DelegateSyntax {
    /// The names that make a file a candidate for the rules that look at
    /// layout delegate code: the delegate protocol and the types its
    /// callbacks receive. An extension of a delegate in a file of its own
    /// names at least one of them (its callbacks' parameter types).
    static let delegateNeedles =
        [DelegateAPI.delegateProtocol, DelegateAPI.promptViewType, DelegateAPI.hidingStackViewType,
         UIState.baseTypeName, NavigationButton.typeName] + UIState.all.map(\.typeName)

    /// Every `base.name` access in `node` whose name is one of `names`.
    static func memberAccesses(named names: Set<String>, in node: some SyntaxProtocol) -> [MemberAccessExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind, names.contains(name),
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.baseName.id == token.id, access.base != nil else { return nil }
            return access
        }
    }

    /// Every call of a method named `name`, as `base.name(...)` or `name(...)`.
    static func calls(named name: String, in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return nil }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(ExprSyntax.init) ?? ExprSyntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id
            else { return nil }
            return call
        }
    }

    /// The name token of the method a call calls (`name` in `base.name(...)` or `name(...)`).
    static func calledName(_ call: FunctionCallExprSyntax) -> TokenSyntax {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName ?? call.calledExpression.firstToken(viewMode: .sourceAccurate)!
    }

    /// The receiver of a method call: `base` in `base.name(...)`, `nil` for a bare `name(...)` (implicit self).
    static func receiver(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The value assigned when `target` is the left side of `=` (or of `+=`
    /// when `appending` is set). The parser leaves operators unfolded, so
    /// this reads the sequence `target = value`.
    static func assignedValue(to target: some ExprSyntaxProtocol, appending: Bool = false) -> ExprSyntax? {
        guard let list = target.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
            let position = list.firstIndex(where: { $0.id == target.id }) else { return nil }
        let rest = list[list.index(after: position)...]
        guard let operation = rest.first, let value = rest.dropFirst().first else { return nil }
        if operation.is(AssignmentExprSyntax.self) { return value }
        if appending, operation.as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            return value
        }
        return nil
    }

    /// A stable spelling of a simple access path (`mapView`, `self.mapView`
    /// and `mapView?` are all `mapView`; implicit self is `self`), to tell
    /// whether two expressions name the same thing. `nil` for anything else.
    static func pathKey(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return "self" }
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            return reference.baseName.text
        case .memberAccessExpr(let access):
            guard let base = access.base else { return nil }
            let name = access.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return name }
            return pathKey(base).map { "\($0).\(name)" }
        case .optionalChainingExpr(let chain):
            return pathKey(chain.expression)
        case .forceUnwrapExpr(let unwrap):
            return pathKey(unwrap.expression)
        default:
            return nil
        }
    }

    /// `expression` without trailing `?` and `!` (`a?` and `a!` reach what `a` does).
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chain.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(unwrap.expression) }
        return expression
    }

    /// The names of the types around `node`, innermost first.
    static func enclosingTypeNames(of node: some SyntaxProtocol, _ resolver: TypeResolver) -> [String] {
        sequence(first: Syntax(node), next: \.parent).compactMap { resolver.typeName(of: $0) }
    }
}

extension RuleFile {
    /// Which Google view `expression` is (`turnCard`, `buttonView`, `prompt`, ...), if any:
    /// by its type, or for `x.turnCard` with an unresolved `x`, by the name.
    func googleView(_ expression: ExprSyntax) -> String? {
        let resolver = resolver
        if let view = SDKModel.googleView(resolver.type(of: expression), in: index) { return view }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            UIState.allViews.contains(access.declName.baseName.text), resolver.type(of: base) == nil else { return nil }
        return access.declName.baseName.text
    }

    /// `true` inside a type (or an extension, or a type nested in one) that
    /// conforms to `NavigationLayoutDelegate`.
    func isInLayoutDelegate(_ node: some SyntaxProtocol) -> Bool {
        DelegateSyntax.enclosingTypeNames(of: node, resolver).contains {
            index.isSubtype(.named($0), of: DelegateAPI.delegateProtocol)
        }
    }
}
