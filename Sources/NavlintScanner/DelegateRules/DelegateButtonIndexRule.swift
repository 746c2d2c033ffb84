import DelegateFacts
import SwiftSyntax

/// `delegate_button_index`: picking a Google button by its place in a UI
/// state's `buttons` (`buttons[0]`, `.first`, `.last`, `.prefix(2)`,
/// `.dropFirst()`). The order may change between SDK releases; filter by `type` instead.
struct DelegateButtonIndexRule: FileRule {
    let id = "delegate_button_index"
    let needles = DelegateSyntax.delegateNeedles

    func check(_ file: RuleFile) -> [RuleHit] {
        let resolver = file.resolver
        func isButtonArray(_ expression: ExprSyntax) -> Bool {
            resolver.type(of: expression) == .array(.named(NavigationButton.typeName))
        }
        var hits: [RuleHit] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .leftSquare, let subscriptCall = token.parent?.as(SubscriptCallExprSyntax.self),
                isButtonArray(subscriptCall.calledExpression), !Self.walksEveryIndex(subscriptCall) {
                hits.append(hit(token))
            } else if case .identifier(let name) = token.tokenKind, NavigationButton.positionalAccessors.contains(name),
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = access.base,
                // `buttons.first(where:)` filters: only the bare property picks by place.
                access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != access.id,
                isButtonArray(base) {
                hits.append(hit(token))
            } else if case .identifier(let name) = token.tokenKind, NavigationButton.positionalMethods.contains(name),
                let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), let base = access.base,
                // `prefix(2)`, `dropFirst()`; `prefix(while:)` filters.
                let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id,
                call.arguments.first?.label == nil, isButtonArray(base) {
                hits.append(hit(token))
            }
        }
        return hits
    }

    /// `for i in buttons.indices { buttons[i] }`, `for i in 0..<buttons.count`
    /// or `while i < buttons.count { ...; i += 1 }`: every button in turn, a
    /// loop written with indices, not a pick by place.
    static func walksEveryIndex(_ subscriptCall: SubscriptCallExprSyntax) -> Bool {
        guard subscriptCall.arguments.count == 1,
            let index = subscriptCall.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let array = subscriptCall.calledExpression.trimmedDescription
        let everyIndex: Set<String> = ["\(array).indices", "0..<\(array).count", "0 ..< \(array).count"]
        return Swift.sequence(first: Syntax(subscriptCall), next: \.parent).contains { node in
            if let loop = node.as(WhileStmtSyntax.self) {
                // `i < n` as parsed, operators not folded: a sequence of operand, operator, operand.
                guard loop.conditions.count == 1, let comparison = loop.conditions.first?.condition.as(SequenceExprSyntax.self),
                    comparison.elements.count == 3, let bound = comparison.elements.last,
                    comparison.elements.first?.trimmedDescription == index,
                    comparison.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "<"
                else { return false }
                return isCount(of: array, bound, before: loop)
                    && loop.body.statements.contains { $0.item.trimmedDescription == "\(index) += 1" }
            }
            guard let loop = node.as(ForStmtSyntax.self), loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == index
            else { return false }
            return everyIndex.contains(loop.sequence.trimmedDescription)
        }
    }

    /// `buttons.count`, or a `let n = buttons.count` declared before `loop` in a block around it.
    private static func isCount(of array: String, _ bound: ExprSyntax, before loop: WhileStmtSyntax) -> Bool {
        if bound.trimmedDescription == "\(array).count" { return true }
        guard let name = bound.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return Swift.sequence(first: Syntax(loop), next: \.parent).contains { node in
            node.as(CodeBlockItemListSyntax.self)?.contains { item in
                item.position < loop.position && item.item.as(VariableDeclSyntax.self).map { declaration in
                    declaration.bindingSpecifier.tokenKind == .keyword(.let) && declaration.bindings.contains {
                        $0.pattern.trimmedDescription == name && $0.initializer?.value.trimmedDescription == "\(array).count"
                    }
                } == true
            } == true
        }
    }
}
