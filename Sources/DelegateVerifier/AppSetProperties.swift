import SwiftSyntax

/// Properties of the delegate that only the app sets: a `var` the app may
/// assign after making the delegate (`weak var pictureInPictureMap`,
/// `var showsTripProgress = true`) that no code of the given files assigns.
/// The run keeps its initial value, so branches on other values are not run:
/// stated once per property as a `delegate_assumption` where the run reads
/// it, as for an initializer's default arguments. A method called on a
/// property the app sets (`host?.addChild(panel)`) does not set it when it
/// holds a reference, so only assignments count for those.
extension Interpreter {
    /// States the assumption when `property` of the delegate is read and only the app can set it.
    func noteAppSetProperty(_ property: TypeModel.Property, of instance: Instance, value: Value) {
        guard instance === delegateInstance, !notedAppSetProperties.contains(property.name), !property.isStatic, !property.isLazy, property.wrapper == nil,
            property.getter == nil, !source.assignedMemberNames.contains(property.name),
            !source.calledMemberNames.contains(property.name) || holdsReference(property),
            // A generated delegate's legacy variants set it: each is run.
            !source.variants.contains(where: { $0.properties[property.name] != nil }),
            let variable = property.declaration, !property.isLet,
            !variable.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
        else { return }
        notedAppSetProperties.insert(property.name)
        assume(property.node, "\(property.name) is set by no code of the given files: its initial value \(describe(value)) is used; values the app sets are not checked")
    }

    /// Whether `property` holds a reference (`weak`, `unowned`, a class of the
    /// files, a UIKit view or view controller): its methods cannot change what it holds.
    private func holdsReference(_ property: TypeModel.Property) -> Bool {
        if property.isWeak || property.declaration?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.unowned) }) == true { return true }
        var type = property.type
        while let wrapped = type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let name = type?.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return source.types[name]?.kind == .class || UIKitViews.isView(name) || name.hasSuffix("ViewController")
    }
}

extension DelegateSource {
    /// The names of members and variables some code assigns (`x = `, `self.x += `,
    /// `&x`, `x[k] = `), and those it calls a method on (`x.append(...)`, which
    /// mutates a value), in every file.
    static func memberWrites(in trees: [SourceFileSyntax]) -> (assigned: Set<String>, called: Set<String>) {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            var called: Set<String> = []
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                // `=`, and compound assignments (`+=`, `|=`), not comparisons.
                let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
                let isCompound = symbol.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(symbol)
                if node.operator.is(AssignmentExprSyntax.self) || isCompound { note(node.leftOperand) }
                return .visitChildren
            }
            override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
                note(node.expression)
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                // `constraints.append(x)`: a method called on the property may mutate it.
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    note(base, into: \.called)
                }
                return .visitChildren
            }
            /// The name an assignment's target ends in: `x`, `self.x`, `a.b.x`, `x[k]`, `x?.y` (`x` mutated).
            private func note(_ target: ExprSyntax, into names: ReferenceWritableKeyPath<Collector, Set<String>> = \.names) {
                if let reference = target.as(DeclReferenceExprSyntax.self) { self[keyPath: names].insert(reference.baseName.text) }
                if let member = target.as(MemberAccessExprSyntax.self) {
                    self[keyPath: names].insert(member.declName.baseName.text)
                    if let base = member.base { note(base, into: names) }
                }
                if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { note(subscriptCall.calledExpression, into: names) }
                if let chain = target.as(OptionalChainingExprSyntax.self) { note(chain.expression, into: names) }
                if let unwrap = target.as(ForceUnwrapExprSyntax.self) { note(unwrap.expression, into: names) }
                if let tuple = target.as(TupleExprSyntax.self) { tuple.elements.forEach { note($0.expression, into: names) } }
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        return (collector.names, collector.called)
    }
}
