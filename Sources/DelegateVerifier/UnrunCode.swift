import LayoutModel
import NavlintCore
import SwiftSyntax

/// Code of the given files that no scenario ran, stated once the whole
/// verification is done (a method may run in one scenario and not another):
/// - the delegate class's methods no callback reached (dead code, or a
///   callback the SDK never sends under that name);
/// - the app's entry points that use the delegate (a Capacitor plugin's
///   `setBanner(_:)`, a coordinator's `apply(_:)`): the app calls them, the
///   scenarios only send the SDK's callbacks, so what they change is not checked;
/// - overrides in the files' UIKit view subclasses the run made that UIKit
///   never called (`traitCollectionDidChange(_:)` of a control strip: no
///   scenario changes traits);
/// - a closure stored, registered (a notification observer, a `sink`) or given to the files' code that was never called;
/// - a delegate property read at its initial value whose only setters are
///   such unrun code (`AppSetProperties`).
/// Each is a `delegate_assumption`, so `--strict` fails on it: a green run
/// must not hide that the app's own calls were never made.
struct UnrunCode {
    let source: DelegateSource

    /// A method or initializer of the files the statement is about.
    private struct EntryPoint {
        let declaration: DeclSyntax
        /// `Type.method(label:)`, or the function's signature at the top level.
        let name: String
        let kind: Kind

        enum Kind {
            /// Declared in the delegate class (or a superclass of the files).
            case ofDelegate
            /// App code using the delegate.
            case usesDelegate
            /// An override in a UIKit view subclass of the files that the run made.
            case viewOverride
        }
    }

    /// States what no run executed: `ran` is every run's executed bodies, `handed` the closures
    /// they stored or gave to the files' code, `reads` their delegate properties read at an
    /// initial value that code of the files sets.
    func state(
        ran: Set<SyntaxIdentifier>, handed: Set<SyntaxIdentifier>, reads: [Interpreter.AppSetRead], into collector: inout FindingCollector
    ) {
        let declarations = DeclarationCollector.collect(source.files.map(\.tree))
        for entry in entryPoints(declarations, ran: ran) where !ran.contains(entry.declaration.id) {
            let text = switch entry.kind {
            case .ofDelegate:
                "\(entry.name) is not run by any scenario (no callback or code the run executed calls it), so what it does is not checked"
            case .usesDelegate:
                "\(entry.name) uses the delegate and is not run by any scenario (the app calls it; the scenarios make and install the delegate themselves and send only the SDK's callbacks), so what it does with the delegate is not checked"
            case .viewOverride:
                "\(entry.name) overrides a UIKit method the run never called (the scenarios do not send every UIKit call: trait changes, drawing, touches, a view's own layout pass), so what it does is not checked"
            }
            collector.add(.assumption, at: source.tag(Self.nameNode(of: entry.declaration)), "assumed: \(text)", place: "every scenario")
        }
        for (closure, method) in unrunClosures(declarations, handed: handed, ran: ran) {
            collector.add(
                .assumption, at: source.tag(closure),
                "assumed: this closure in \(method), stored, registered or given to the files' code, never ran in any scenario (a handler an app event, a stream or a control fires, which no scenario sends), so what it does is not checked",
                place: "every scenario")
        }
        for tree in source.files.map(\.tree) {
            let branches = ScreenBranches(ran: ran)
            branches.walk(tree)
            for (node, condition) in branches.untaken {
                collector.add(
                    .assumption, at: source.tag(node),
                    "assumed: this branch, taken when \(condition), is not run by any scenario (none of their screens makes it so: devices, orientations, wide mode, text sizes), so what it lays out is not checked",
                    place: "every scenario")
            }
        }
        var stated: Set<String> = []
        for read in reads where stated.insert(read.name).inserted {
            guard !read.sites.contains(where: { site in Self.enclosingBody(of: site).map { ran.contains($0.id) } ?? true }) else { continue }
            var seen: Set<String> = []
            let setters = read.sites.map(describeSite).filter { seen.insert($0).inserted }
            let shown = setters.prefix(3).joined(separator: ", ") + (setters.count > 3 ? " and \(setters.count - 3) more" : "")
            collector.add(
                .assumption, at: read.tag,
                "assumed: \(read.name) is set only by code no scenario runs (\(shown)): its initial value \(read.value) is used; values that code sets are not checked",
                place: "every scenario")
        }
    }

    /// The delegate classes' methods, the files' other methods, functions and initializers that
    /// use the delegate, and the overrides of the UIKit view subclasses the run made (`ran` holds their names).
    private func entryPoints(_ declarations: DeclarationCollector, ran: Set<SyntaxIdentifier>) -> [EntryPoint] {
        let classes = Set(source.delegateLineageClassNames)
        let holders = Self.delegateHolders(declarations, classes: classes).union(classes)
        var found: [EntryPoint] = []
        for declaration in declarations.callables where Self.isMemberOrTopLevel(declaration) {
            let owner = Self.ownerName(of: declaration)
            if let function = declaration.as(FunctionDeclSyntax.self), let body = function.body {
                let overrides = function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                if let owner, classes.contains(owner) {
                    // Lifecycle overrides are ControllerLifecycle's to state.
                    let isLifecycle = overrides && Interpreter.lifecycleOverrides.contains(function.name.text)
                    if !isLifecycle, !overriddenByEveryDelegate(function, of: owner) { found.append(EntryPoint(declaration: declaration, name: Self.qualified(owner, function), kind: .ofDelegate)) }
                } else if Self.uses(holders, in: Syntax(body)) {
                    found.append(EntryPoint(declaration: declaration, name: Self.qualified(owner, function), kind: .usesDelegate))
                } else if overrides, let owner, isMadeView(owner, ran: ran) {
                    found.append(EntryPoint(declaration: declaration, name: Self.qualified(owner, function), kind: .viewOverride))
                }
            } else if let initializer = declaration.as(InitializerDeclSyntax.self), let body = initializer.body,
                !(owner.map(classes.contains) ?? false), Self.uses(holders, in: Syntax(body))
            {
                found.append(EntryPoint(declaration: declaration, name: Self.qualified(owner, initializer), kind: .usesDelegate))
            }
        }
        return found
    }

    /// Whether `name` is a UIKit view subclass of the files that some run made (`Interpreter.instantiate`).
    private func isMadeView(_ name: String, ran: Set<SyntaxIdentifier>) -> Bool {
        guard let model = source.appType(name), model.kind == .class, ran.contains(model.nameNode.id),
            let ancestor = model.frameworkAncestor(in: source.types)
        else { return false }
        return UIKitViews.isView(ancestor)
    }

    /// The closures the run stored (`handler = { ... }`) or gave to the files' own code
    /// (`relay.subscribe(onNext: { ... })`) that were never called: the outermost of each nest.
    private func unrunClosures(_ declarations: DeclarationCollector, handed: Set<SyntaxIdentifier>, ran: Set<SyntaxIdentifier>) -> [(ClosureExprSyntax, String)] {
        let unrun = declarations.closures.filter { handed.contains($0.id) && !ran.contains($0.id) }
        let ids = Set(unrun.map(\.id))
        // A closure inside another unrun one is that one's.
        return unrun.filter { closure in !Swift.sequence(first: Syntax(closure), next: \.parent).dropFirst().contains { ids.contains($0.id) } }
            .map { ($0, Self.enclosingCallableName(of: Syntax($0)) ?? "the files' code") }
    }

    /// Whether every verified subclass of `owner` overrides `function` (a class
    /// cluster's base method): it runs only through `super`, which would have run it.
    private func overriddenByEveryDelegate(_ function: FunctionDeclSyntax, of owner: String) -> Bool {
        guard !source.delegateClasses.contains(where: { $0.name == owner }) else { return false }
        let signature = Interpreter.signature(of: function)
        let subclasses = source.delegateClasses.filter { $0.lineage.contains { $0.name == owner } }
        return subclasses.allSatisfy { subclass in
            subclass.lineage.prefix { $0.name != owner }.contains { model in
                (model.methods[function.name.text] ?? []).contains { Interpreter.signature(of: $0) == signature }
            }
        }
    }

    /// "`Plugin.setBanner(_:)` line 40", or "line 40" for a site outside any method.
    private func describeSite(_ site: Syntax) -> String {
        let line = source.tag(site).line
        return Self.enclosingCallableName(of: site).map { "\($0) line \(line)" } ?? "line \(line)"
    }

    /// `Type.method(label:)` or `Type.init(label:)` of the method or initializer holding `node`.
    private static func enclosingCallableName(of node: Syntax) -> String? {
        for ancestor in Swift.sequence(first: node, next: \.parent).dropFirst() {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return qualified(ownerName(of: DeclSyntax(function)), function) }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return qualified(ownerName(of: DeclSyntax(initializer)), initializer) }
        }
        return nil
    }

    /// The closure, method or initializer whose running runs `site`; `nil` in a
    /// property accessor or at the top level, which the run does not record.
    private static func enclosingBody(of site: Syntax) -> Syntax? {
        var node = site.parent
        while let current = node {
            if current.is(AccessorDeclSyntax.self) || current.is(AccessorBlockSyntax.self) { return nil }
            if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) {
                return current
            }
            node = current.parent
        }
        return nil
    }

    /// A type's member or a file's top-level declaration (not a function's local one).
    private static func isMemberOrTopLevel(_ declaration: DeclSyntax) -> Bool {
        if declaration.parent?.is(MemberBlockItemSyntax.self) == true {
            // Requirements of a protocol are not code.
            return !(declaration.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) ?? false)
        }
        var node = declaration.parent
        while let current = node, current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)
            || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self)
        {
            node = current.parent
        }
        return node?.is(SourceFileSyntax.self) ?? false
    }

    /// The innermost type or extension declaring `declaration` (`nil` at the top level).
    private static func ownerName(of declaration: DeclSyntax) -> String? {
        var node = declaration.parent
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = current.as(StructDeclSyntax.self) { return type.name.text }
            if let type = current.as(EnumDeclSyntax.self) { return type.name.text }
            if let type = current.as(ActorDeclSyntax.self) { return type.name.text }
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                return Interpreter.bareTypeName(extensionDecl.extendedType.trimmedDescription)
            }
            node = current.parent
        }
        return nil
    }

    private static func qualified(_ owner: String?, _ function: FunctionDeclSyntax) -> String {
        (owner.map { "\($0)." } ?? "") + Interpreter.signature(of: function)
    }

    private static func qualified(_ owner: String?, _ initializer: InitializerDeclSyntax) -> String {
        let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return (owner.map { "\($0)." } ?? "") + "init(\(labels.joined()))"
    }

    private static func nameNode(of declaration: DeclSyntax) -> Syntax {
        if let function = declaration.as(FunctionDeclSyntax.self) { return Syntax(function.name) }
        if let initializer = declaration.as(InitializerDeclSyntax.self) { return Syntax(initializer.initKeyword) }
        return Syntax(declaration)
    }

    /// Whether `body` names one of `names` (`layout.configuration = ...`, `ChromeLayout(style: .night)`);
    /// making a delegate with `init()` and nothing else (`func fallback() -> NSObject { Layout() }`) configures nothing.
    private static func uses(_ names: Set<String>, in body: Syntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let text) = token.tokenKind, names.contains(text), let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return false }
            guard let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id else { return true }
            return !call.arguments.isEmpty || call.trailingClosure != nil
        }
    }

    /// The variables, properties and parameters of the files that hold a delegate
    /// (`let layout = ChromeLayout()`, `var layout: ChromeLayout?`, `func install(_ layout: ChromeLayout)`).
    private static func delegateHolders(_ declarations: DeclarationCollector, classes: Set<String>) -> Set<String> {
        func names(_ type: TypeSyntax?) -> Bool {
            guard let type else { return false }
            var text = type.trimmedDescription
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            return classes.contains(Interpreter.bareTypeName(text))
        }
        func makes(_ value: ExprSyntax?) -> Bool {
            guard let call = value?.as(FunctionCallExprSyntax.self) else { return false }
            let called = call.calledExpression.as(MemberAccessExprSyntax.self)?.base ?? call.calledExpression
            return called.as(DeclReferenceExprSyntax.self).map { classes.contains($0.baseName.text) } ?? false
        }
        var holders: Set<String> = []
        for binding in declarations.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if names(binding.typeAnnotation?.type) || makes(binding.initializer?.value) { holders.insert(name) }
        }
        for parameter in declarations.parameters where names(parameter.type) {
            holders.insert((parameter.secondName ?? parameter.firstName).text)
        }
        return holders
    }
}

/// The declarations `UnrunCode` reads, in source order, in one walk.
private final class DeclarationCollector: SyntaxVisitor {
    var callables: [DeclSyntax] = []
    var bindings: [PatternBindingSyntax] = []
    var parameters: [FunctionParameterSyntax] = []
    var closures: [ClosureExprSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        callables.append(DeclSyntax(node))
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        callables.append(DeclSyntax(node))
        return .visitChildren
    }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        bindings.append(node)
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        parameters.append(node)
        return .visitChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closures.append(node)
        return .visitChildren
    }

    static func collect(_ trees: [SourceFileSyntax]) -> DeclarationCollector {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        trees.forEach { collector.walk($0) }
        return collector
    }
}

extension DelegateSource {
    /// The classes verified and their superclasses of the files, by name.
    var delegateLineageClassNames: [String] {
        delegateClasses.flatMap { $0.lineage.filter { $0.kind == .class }.map(\.name) }
    }
}

/// The branches of an `if`, `guard`, `?:` or `switch` on the screen (its size, traits, text
/// size, wide mode) that a run evaluated and no scenario took: a layout for a
/// screen the scenarios do not have (a map narrower than any device's), which
/// a green run must not pass over in silence.
private final class ScreenBranches: SyntaxVisitor {
    private let ran: Set<SyntaxIdentifier>
    /// The first token of each untaken branch, with when it is taken.
    private(set) var untaken: [(Syntax, String)] = []

    /// Names a condition on the screen reads.
    private static let screenNames: Set<String> = [
        "width", "height", "bounds", "frame", "size", "safeAreaInsets", "traitCollection", "horizontalSizeClass",
        "verticalSizeClass", "userInterfaceIdiom", "preferredContentSizeCategory", "isAccessibilityCategory", "wideMode",
        "orientation", "isLandscape", "isPortrait", "interfaceOrientation",
    ]

    init(ran: Set<SyntaxIdentifier>) {
        self.ran = ran
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard ran.contains(node.id), Self.readsScreen(node.conditions) else { return .visitChildren }
        let condition = node.conditions.trimmedDescription
        if !ran.contains(node.body.statements.id) { untaken.append((Syntax(node.body), "`\(condition)` holds")) }
        switch node.elseBody {
        case .codeBlock(let block) where !ran.contains(block.statements.id): untaken.append((Syntax(block), "`\(condition)` does not hold"))
        case .ifExpr(let next) where !ran.contains(next.id): untaken.append((Syntax(next), "`\(condition)` does not hold"))
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        guard ran.contains(node.id), Self.readsScreen(node.condition) else { return .visitChildren }
        let condition = node.condition.trimmedDescription
        if !ran.contains(node.thenExpression.id) { untaken.append((Syntax(node.thenExpression), "`\(condition)` holds")) }
        if !ran.contains(node.elseExpression.id) { untaken.append((Syntax(node.elseExpression), "`\(condition)` does not hold")) }
        return .visitChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard ran.contains(node.id), Self.readsScreen(node.subject) else { return .visitChildren }
        // `@unknown default` is for cases the SDK may add: never run, by design.
        for case .switchCase(let switchCase) in node.cases where switchCase.attribute == nil && !ran.contains(switchCase.statements.id) {
            untaken.append((Syntax(switchCase), "`\(node.subject.trimmedDescription)` matches `\(switchCase.label.trimmedDescription)`"))
        }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if ran.contains(node.id), Self.readsScreen(node.conditions), !ran.contains(node.body.statements.id) {
            untaken.append((Syntax(node.body), "`\(node.conditions.trimmedDescription)` does not hold"))
        }
        return .visitChildren
    }

    private static func readsScreen(_ conditions: some SyntaxProtocol) -> Bool {
        conditions.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { screenNames.contains(name) } else { false }
        }
    }
}

