import LayoutModel
import SwiftSyntax

/// Properties of the delegate that only the app sets: a `var` the app may
/// assign after making the delegate (`weak var pictureInPictureMap`,
/// `var showsTripProgress = true`). The run keeps its initial value, so
/// branches on other values are not run: stated once per property as a
/// `delegate_assumption` where the run reads it, as for an initializer's
/// default arguments. When no code of the files assigns it, that is said at
/// once; when some does (a plugin method the web app calls, a coordinator's
/// setter), it is said at the end of the verification if none of that code
/// ran in any scenario (`UnrunCode.swift`): giving the setter's file must not
/// hide that its values are never checked. A method called on a property
/// that holds a reference (`host?.addChild(panel)`) does not set it, so only
/// assignments count for those.
extension Interpreter {
    /// A read of a delegate property that code of the files sets: stated at the end if none of that code ran.
    struct AppSetRead: @unchecked Sendable {
        let name: String
        let tag: SourceTag
        let value: String
        /// The assignments (and mutating calls) of the files that set it.
        let sites: [Syntax]
    }

    /// States the assumption when `property` of the delegate is read and only the app can set it.
    func noteAppSetProperty(_ property: TypeModel.Property, of instance: Instance, value: Value) {
        guard instance === delegateInstance else { return noteSetElsewhere(property, of: instance, value: value) }
        // Whether only the app sets it is the same at every read: it is worked out at the first.
        guard notedAppSetProperties.insert(property.name).inserted, !property.isStatic, !property.isLazy, property.wrapper == nil,
            property.getter == nil,
            // A generated delegate's legacy variants set it: each is run.
            !source.variants.contains(where: { $0.properties[property.name] != nil }),
            let variable = property.declaration, !property.isLet,
            !variable.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
        else { return }
        let sites = sitesSetting(property, of: instance)
        guard sites.isEmpty else {
            appSetReads.append(AppSetRead(name: property.name, tag: tag(property.node), value: describe(value), sites: sites))
            return
        }
        if property.isOutlet {
            assume(property.node, Self.outletText(property.name) + ": its initial value \(describe(value)) is used, so the layout with the storyboard's view is not checked")
            return
        }
        assume(property.node, "\(property.name) is set by no code of the given files: its initial value \(describe(value)) is used; values the app sets are not checked")
    }

    /// A `var` of another object of the files (a store, a coordinator) that
    /// code of the files sets: if none of that code runs in any scenario (the
    /// settings screen's setter), that is stated at the end, as for the
    /// delegate's (trial 40b: a store's flag only its setter changed was
    /// checked at its initial value alone, in silence). One never assigned is a constant.
    private func noteSetElsewhere(_ property: TypeModel.Property, of instance: Instance, value: Value) {
        guard !property.isStatic, !property.isLazy, property.wrapper == nil, property.getter == nil, !property.isLet,
            property.declaration != nil, notedOtherSetProperties.insert(property.node.id).inserted
        else { return }
        let sites = sitesSetting(property, of: instance)
        guard !sites.isEmpty else { return }
        appSetReads.append(AppSetRead(name: "\(instance.type.name).\(property.name)", tag: tag(property.node), value: describe(value), sites: sites))
    }

    /// The files' code that may set `property` of `instance`. The sites are
    /// listed by name (`DelegateSource.memberWrites`); one that sets a
    /// same-named property of its own type (`title = `, `self.title = ` in an
    /// unrelated type that declares `title`) sets that one, so it is left out.
    /// What a property holding a reference refers to changes only by assigning
    /// it (`panel?.isHidden = true` does not).
    private func sitesSetting(_ property: TypeModel.Property, of instance: Instance) -> [Syntax] {
        let sites = source.assignmentSites[property.name, default: []] + (holdsReference(property) ? [] : source.mutationSites[property.name, default: []])
            + (isObjC(property) ? source.assignmentSites[DelegateSource.anyCodedKey, default: []] : [])
        return sites.filter { site in
            guard Self.writesOwnMember(named: property.name, at: site),
                let home = source.types[Self.bareTypeName(container(of: site))], home.property(named: property.name) != nil
            else { return true }
            return instance.type.lineage.contains { $0 === home } || home.lineage.contains { $0 === instance.type }
        }
    }

    /// Whether the write at `site` goes to `name` of `self`, written `name` or `self.name`.
    private static func writesOwnMember(named name: String, at site: Syntax) -> Bool {
        func ownMember(_ expression: ExprSyntax?) -> Bool {
            guard let expression else { return false }
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text == name { return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
                return ownMember(member.base)
            }
            if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return ownMember(subscriptCall.calledExpression) }
            if let call = expression.as(FunctionCallExprSyntax.self) { return ownMember(call.calledExpression.as(MemberAccessExprSyntax.self)?.base) }
            if let chain = expression.as(OptionalChainingExprSyntax.self) { return ownMember(chain.expression) }
            if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return ownMember(unwrap.expression) }
            return false
        }
        if let infix = site.as(InfixOperatorExprSyntax.self) { return ownMember(infix.leftOperand) }
        if let inOut = site.as(InOutExprSyntax.self) { return ownMember(inOut.expression) }
        return ownMember(site.as(FunctionCallExprSyntax.self).map(ExprSyntax.init))
    }

    /// Why an `@IBOutlet` has no value in the run.
    static func outletText(_ name: String) -> String {
        "\(name) is an @IBOutlet: the storyboard or nib connects it as the view controller loads, and the run has no storyboard"
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
    /// Where `assignmentSites` lists key-value coding sets whose key is not written out.
    static let anyCodedKey = "setValue(_:forKey:)"

    /// Where some code assigns each name of a member or variable (`x = `, `self.x += `,
    /// `&x`, `x[k] = `), and where it calls a method on one (`x.append(...)`, which
    /// mutates a value), in every file.
    static func memberWrites(in trees: [SourceFileSyntax]) -> (assigned: [String: [Syntax]], mutated: [String: [Syntax]]) {
        final class Collector: SyntaxVisitor {
            /// Names assigned themselves (`x = `, `self.x = `, `a.b.x = ` for `x`).
            var names: [String: [Syntax]] = [:]
            /// Names written through (`x.y = `, `x[k] = `) or called a method on (`x.append(...)`).
            var called: [String: [Syntax]] = [:]
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                // `=`, and compound assignments (`+=`, `|=`), not comparisons.
                let symbol = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
                let isCompound = symbol.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(symbol)
                if node.operator.is(AssignmentExprSyntax.self) || isCompound { note(node.leftOperand, at: Syntax(node)) }
                return .visitChildren
            }
            override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
                note(node.expression, at: Syntax(node))
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                // `constraints.append(x)`: a method called on the property may mutate it.
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    note(base, at: Syntax(node), into: \.called)
                }
                noteCodedKey(node)
                return .visitChildren
            }
            /// `setValue(x, forKey: "name")` sets `name`; with a key not written out, any `@objc` property.
            private func noteCodedKey(_ call: FunctionCallExprSyntax) {
                let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                guard name == "setValue", call.arguments.count == 2, let label = call.arguments.last?.label?.text,
                    ["forKey", "forKeyPath"].contains(label), let key = call.arguments.last?.expression
                else { return }
                let literal = key.as(StringLiteralExprSyntax.self).flatMap { $0.segments.count == 1 ? $0.segments.first?.as(StringSegmentSyntax.self)?.content.text : nil }
                let written = literal.flatMap { $0.split(separator: ".").last.map(String.init) }
                names[written ?? DelegateSource.anyCodedKey, default: []].append(Syntax(call))
            }
            /// The name an assignment's target ends in: `x`, `self.x`, `a.b.x`, `x[k]`, `x?.y` (`x` mutated).
            private func note(
                _ target: ExprSyntax, at site: Syntax, into names: ReferenceWritableKeyPath<Collector, [String: [Syntax]]> = \.names
            ) {
                if let reference = target.as(DeclReferenceExprSyntax.self), !DelegateSource.namesLocal(reference.baseName.text, at: Syntax(reference)) {
                    self[keyPath: names][reference.baseName.text, default: []].append(site)
                }
                if let member = target.as(MemberAccessExprSyntax.self) {
                    self[keyPath: names][member.declName.baseName.text, default: []].append(site)
                    if let base = member.base { note(base, at: site, into: \.called) }
                }
                if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { note(subscriptCall.calledExpression, at: site, into: \.called) }
                if let chain = target.as(OptionalChainingExprSyntax.self) { note(chain.expression, at: site, into: names) }
                if let unwrap = target.as(ForceUnwrapExprSyntax.self) { note(unwrap.expression, at: site, into: names) }
                if let tuple = target.as(TupleExprSyntax.self) { tuple.elements.forEach { note($0.expression, at: site, into: names) } }
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        return (collector.names, collector.called)
    }

    /// Whether `name` used at `node` is a local of the code around it, which
    /// shadows a member of that name (trial 49c: `let inner = [1, 2]; inner.count`
    /// in a function never run made `Outer.inner` "set only by code no
    /// scenario runs"): a `let`/`var`, `guard let` or local function earlier
    /// in an enclosing block, a parameter of an enclosing function or closure,
    /// a `for` loop's or an `if let`/`while let`'s binding.
    static func namesLocal(_ name: String, at node: Syntax) -> Bool {
        var child = node
        while let parent = child.parent, !parent.is(MemberBlockSyntax.self), !parent.is(SourceFileSyntax.self) {
            defer { child = parent }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                if items.prefix(while: { $0.id != child.id }).contains(where: { binds(name, $0.item) }) { return true }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                if function.signature.parameterClause.parameters.contains(where: { $0.internalName == name }) { return true }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                if initializer.signature.parameterClause.parameters.contains(where: { $0.internalName == name }) { return true }
            } else if let closure = parent.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                let names: [String] = switch parameters {
                case .simpleInput(let shorthand): shorthand.map(\.name.text)
                case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
                @unknown default: []
                }
                if names.contains(name) { return true }
            } else if let loop = parent.as(ForStmtSyntax.self), child.id == loop.body.id {
                if loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
            } else if let branch = parent.as(IfExprSyntax.self), child.id == branch.body.id, bindsCondition(name, branch.conditions) {
                return true
            } else if let loop = parent.as(WhileStmtSyntax.self), child.id == loop.body.id, bindsCondition(name, loop.conditions) {
                return true
            }
        }
        return false
    }

    /// Whether a statement declares `name` for the statements after it.
    private static func binds(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) { return bindsCondition(name, guardStatement.conditions) }
        return item.as(FunctionDeclSyntax.self)?.name.text == name
    }

    /// Whether an `if`/`guard`/`while` condition list binds `name` (`let name = ...`, `let name`, `case let .x(name)`).
    private static func bindsCondition(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .optionalBinding(let binding): binding.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
            case .matchingPattern(let pattern): pattern.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            default: false
            }
        }
    }
}
