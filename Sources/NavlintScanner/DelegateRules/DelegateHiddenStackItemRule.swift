import DelegateFacts
import SwiftSyntax

/// `delegate_hidden_stack_item`: `isHidden` set on a view that a
/// `GMSNavigationHidingStackView` manages. The stack hides and shows its
/// `arrangedSubviews` itself when space runs out; setting `isHidden` fights it.
///
/// The managed views are what the file puts into a hiding stack's
/// `arrangedSubviews` (assigned, appended or inserted), named by access
/// path within one type; the writes flagged are to those paths, to elements
/// of `arrangedSubviews` itself, and to loop or closure variables over either.
struct DelegateHiddenStackItemRule: FileRule {
    let id = "delegate_hidden_stack_item"
    let needles = [DelegateAPI.hidingStackViewType]

    /// A managed view or array of views, by access path within a type.
    private struct Managed: Hashable {
        var scope: [String]
        var path: String
    }

    func check(_ file: RuleFile) -> [RuleHit] {
        let resolver = file.resolver
        func isStack(_ expression: ExprSyntax?) -> Bool {
            expression.flatMap { resolver.type(of: $0) }.map { file.index.isSubtype($0, of: DelegateAPI.hidingStackViewType) } ?? false
        }
        func managed(_ expression: ExprSyntax) -> Managed? {
            DelegateSyntax.pathKey(expression).map { Managed(scope: DelegateSyntax.enclosingTypeNames(of: expression, resolver), path: $0) }
        }
        var views: Set<Managed> = []
        var arrays: Set<Managed> = []
        func manage(_ value: ExprSyntax) {
            if let literal = value.as(ArrayExprSyntax.self) {
                views.formUnion(literal.elements.compactMap { managed($0.expression) })
            } else if let array = managed(value) {
                arrays.insert(array)
            }
        }
        let arranged = DelegateSyntax.memberAccesses(named: [DelegateAPI.arrangedSubviews], in: file.tree).filter { isStack($0.base) }
        for access in arranged {
            if let value = DelegateSyntax.assignedValue(to: access, compound: true) {
                manage(value)
            } else if let call = access.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                let first = call.arguments.first {
                // `stack.arrangedSubviews.append(view)`, `.insert(view, at: 0)`, `.append(contentsOf: views)`
                if first.label?.text == "contentsOf" { manage(first.expression) } else if let view = managed(first.expression) {
                    views.insert(view)
                }
            }
        }
        /// A sequence of managed views: a managed array, or a stack's `arrangedSubviews`.
        func isManagedSequence(_ expression: ExprSyntax) -> Bool {
            if let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == DelegateAPI.arrangedSubviews,
                isStack(access.base) {
                return true
            }
            return managed(expression).map(arrays.contains) ?? false
        }
        func isManagedView(_ expression: ExprSyntax) -> Bool {
            let unwrapped = DelegateSyntax.unwrapped(expression)
            if let key = managed(unwrapped), views.contains(key) { return true }
            if let element = unwrapped.as(SubscriptCallExprSyntax.self) { return isManagedSequence(element.calledExpression) }
            if let access = unwrapped.as(MemberAccessExprSyntax.self), let base = access.base,
                ["first", "last"].contains(access.declName.baseName.text) {
                return isManagedSequence(base)
            }
            if let reference = unwrapped.as(DeclReferenceExprSyntax.self),
                let sequence = Self.iteratedSequence(of: reference, resolver) {
                return isManagedSequence(sequence)
            }
            return false
        }
        return DelegateSyntax.memberAccesses(named: [DelegateAPI.hiddenProperty], in: file.tree).compactMap { access in
            guard DelegateSyntax.assignedValue(to: access) != nil, isManagedView(access.base!) else { return nil }
            return hit(access.declName)
        }
    }

    /// The sequence a loop variable (`for view in views`) or a closure
    /// parameter (`views.forEach { $0 ... }`, `{ view in ... }`) runs over.
    private static func iteratedSequence(of reference: DeclReferenceExprSyntax, _ resolver: TypeResolver) -> ExprSyntax? {
        let name = reference.baseName.text
        for ancestor in sequence(first: Syntax(reference), next: \.parent) {
            if let loop = ancestor.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return loop.sequence
            }
            guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
            let parameters = closure.signature?.parameterClause == nil ? ["$0"] : resolver.closureParameterNames(closure)
            guard parameters.first == name else { continue }
            let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            return call.flatMap { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base }
        }
        return nil
    }
}
