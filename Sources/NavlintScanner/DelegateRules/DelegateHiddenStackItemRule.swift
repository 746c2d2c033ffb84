import DelegateFacts
import SwiftSyntax

/// `delegate_hidden_stack_item`: `isHidden` set on a view that a
/// `GMSNavigationHidingStackView` manages. The stack hides and shows its
/// `arrangedSubviews` itself when space runs out; setting `isHidden` fights it.
struct DelegateHiddenStackItemRule: FileRule {
    let id = "delegate_hidden_stack_item"
    let needles = [DelegateAPI.hidingStackViewType]

    func check(_ file: RuleFile) -> [RuleHit] {
        let managed = ManagedViews(file)
        return DelegateSyntax.memberAccesses(named: [DelegateAPI.hiddenProperty], in: file.tree).compactMap { access in
            guard DelegateSyntax.assignedValue(to: access) != nil, managed.contains(access.base!) else { return nil }
            return hit(access.declName)
        }
    }
}

/// The views a file puts into a hiding stack's `arrangedSubviews` (assigned,
/// appended or inserted), named by access path within one type; an
/// expression is one of them when it is such a path, an element of
/// `arrangedSubviews` itself (`stack.arrangedSubviews.last`, `[i]`), or a
/// loop or closure variable over either.
private struct ManagedViews {
    /// A managed view or array of views, by access path within a type.
    private struct Path: Hashable {
        var scope: [String]
        var path: String
    }

    private let file: RuleFile
    private let resolver: TypeResolver
    private var views: Set<Path> = []
    private var arrays: Set<Path> = []

    init(_ file: RuleFile) {
        self.file = file
        resolver = file.resolver
        for access in DelegateSyntax.memberAccesses(named: [DelegateAPI.arrangedSubviews], in: file.tree)
        where isStack(access.base) {
            if let value = DelegateSyntax.assignedValue(to: access, appending: true) {
                manage(value)
            } else if let call = access.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                let first = call.arguments.first {
                // `.append(view)`, `.insert(view, at: 0)`, `.append(contentsOf: views)`
                if first.label?.text == "contentsOf" {
                    manage(first.expression)
                } else if let view = path(first.expression) {
                    views.insert(view)
                }
            }
        }
    }

    func contains(_ expression: ExprSyntax) -> Bool {
        let unwrapped = DelegateSyntax.unwrapped(expression)
        if let key = path(unwrapped), views.contains(key) { return true }
        if let element = unwrapped.as(SubscriptCallExprSyntax.self) { return isManagedSequence(element.calledExpression) }
        if let access = unwrapped.as(MemberAccessExprSyntax.self), let base = access.base,
            ["first", "last"].contains(access.declName.baseName.text) {
            return isManagedSequence(base)
        }
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self), let sequence = iteratedSequence(of: reference) {
            return isManagedSequence(sequence)
        }
        return false
    }

    private mutating func manage(_ value: ExprSyntax) {
        if let literal = value.as(ArrayExprSyntax.self) {
            views.formUnion(literal.elements.compactMap { path($0.expression) })
        } else if let array = path(value) {
            arrays.insert(array)
        }
    }

    private func path(_ expression: ExprSyntax) -> Path? {
        DelegateSyntax.pathKey(expression).map { Path(scope: DelegateSyntax.enclosingTypeNames(of: expression, resolver), path: $0) }
    }

    private func isStack(_ expression: ExprSyntax?) -> Bool {
        guard let type = expression.flatMap({ resolver.type(of: $0) }) else { return false }
        return file.index.isSubtype(type, of: DelegateAPI.hidingStackViewType)
    }

    /// A managed array, or a hiding stack's `arrangedSubviews`.
    private func isManagedSequence(_ expression: ExprSyntax) -> Bool {
        if let access = expression.as(MemberAccessExprSyntax.self),
            access.declName.baseName.text == DelegateAPI.arrangedSubviews, isStack(access.base) {
            return true
        }
        return path(expression).map(arrays.contains) ?? false
    }

    /// The sequence a loop variable (`for view in views`) or a closure
    /// parameter (`views.forEach { $0 ... }`, `{ view in ... }`) runs over.
    private func iteratedSequence(of reference: DeclReferenceExprSyntax) -> ExprSyntax? {
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
