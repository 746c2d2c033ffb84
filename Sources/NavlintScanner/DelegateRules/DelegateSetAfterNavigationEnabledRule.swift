import DelegateFacts
import NavlintCore
import SwiftSyntax

/// `delegate_set_after_navigation_enabled`: `setLayoutDelegate(_:)` reached
/// after navigation was turned on for the same map view (it throws then),
/// and calls whose error is dropped (`try?`, an empty `catch`) or crashes
/// the app (`try!`).
///
/// Top-level code and every function, initializer and property initializer
/// is an entry point; from each, the lowered steps (`NavigationFlowLowering`) run
/// with the set of map views on which navigation may be on, following calls
/// into the type's methods in any file. A property whose initializer turns
/// navigation on (`lazy var mapView = { ...; map.isNavigationEnabled = true
/// ... }()`) is on from the first use of the property.
struct DelegateSetAfterNavigationEnabledRule: ProjectRule {
    let id = "delegate_set_after_navigation_enabled"
    let needles = [DelegateAPI.setLayoutDelegate]

    /// A body's steps, with the type it belongs to ("" at top level).
    struct Body: Sendable {
        var type: String
        /// The method or property it implements (`nil` for initializers).
        var name: String?
        var isPropertyInitializer: Bool
        var steps: [NavigationStep]
    }

    struct Summary: Sendable {
        var bodies: [Body] = []
        /// Hits about the `try` around each call, known from the file alone.
        var tryHits: [RuleHit] = []
    }

    func collect(_ file: RuleFile) -> Summary {
        let finder = BodyFinder(resolver: file.resolver)
        finder.walk(file.tree)
        var summary = Summary(bodies: finder.bodies)
        summary.tryHits = DelegateSyntax.calls(named: DelegateAPI.setLayoutDelegate, in: file.tree).compactMap(tryHit)
        return summary
    }

    func combine(_ summaries: [Summary], index: ProjectIndex) -> [[RuleHit]] {
        var methods: [String: NavigationFlowRun.Methods] = [:]
        var bornEnabled: [String: Set<String>] = [:]
        for (file, summary) in summaries.enumerated() {
            for body in summary.bodies {
                guard let name = body.name else { continue }
                if body.isPropertyInitializer {
                    if body.steps.mayEnable { bornEnabled[body.type, default: []].insert(name) }
                } else {
                    methods[body.type, default: [:]][name, default: []].append((file, body.steps))
                }
            }
        }
        var hits = summaries.map { _ in Set<RuleHit>() }
        for (file, summary) in summaries.enumerated() {
            for body in summary.bodies {
                var initial = bornEnabled[body.type] ?? []
                if body.isPropertyInitializer, let name = body.name { initial.remove(name) }
                var run = NavigationFlowRun(methods: methods[body.type] ?? [:])
                var state: Set<String>? = initial
                run.follow(body.steps, file: file, state: &state)
                for (file, position) in run.calls { hits[file].insert(RuleHit(ruleID: id, position: position)) }
            }
        }
        return zip(hits, summaries).map { errors, summary in
            // An error at a call says more than a warning about its `try`.
            let errorPositions = Set(errors.map(\.position))
            return Array(errors) + summary.tryHits.filter { !errorPositions.contains($0.position) }
        }
    }

    /// Finds the entry points of one file: top-level code, functions,
    /// initializers and stored properties' initial values, lowered.
    private final class BodyFinder: SyntaxVisitor {
        let resolver: TypeResolver
        var bodies: [Body] = []

        init(resolver: TypeResolver) {
            self.resolver = resolver
            super.init(viewMode: .sourceAccurate)
        }

        private func add(_ node: some SyntaxProtocol, name: String?, body: some SyntaxProtocol, parameters: FunctionParameterListSyntax?, isProperty: Bool) {
            let names = parameters?.map { ($0.secondName ?? $0.firstName).text } ?? []
            bodies.append(Body(
                type: DelegateSyntax.enclosingTypeNames(of: node, resolver).first ?? "", name: name,
                isPropertyInitializer: isProperty, steps: NavigationFlowLowering(body: body, parameters: names).lower(body)))
        }

        /// Top-level code (`main.swift`, scripts) runs in order too.
        override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
            add(node, name: nil, body: node.statements, parameters: nil, isProperty: false)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let body = node.body {
                add(node, name: node.name.text, body: body, parameters: node.signature.parameterClause.parameters, isProperty: false)
            }
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if let body = node.body {
                add(node, name: nil, body: body, parameters: node.signature.parameterClause.parameters, isProperty: false)
            }
            return .visitChildren
        }

        /// Stored properties only: a local's initial value is part of its function's body.
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
            for binding in node.bindings {
                guard let value = binding.initializer?.value,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                add(node, name: name, body: value, parameters: nil, isProperty: true)
            }
            return .visitChildren
        }
    }

    /// `try?` and an empty `catch` drop the error (a warning); `try!` crashes on it (an error).
    private func tryHit(_ call: FunctionCallExprSyntax) -> RuleHit? {
        let name = DelegateSyntax.calledName(call)
        let ancestors = sequence(first: Syntax(call), next: \.parent).prefix { !$0.is(CodeBlockItemSyntax.self) }
        guard let attempt = ancestors.lazy.compactMap({ $0.as(TryExprSyntax.self) }).first else { return nil }
        switch attempt.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            return hit(name, severity: .warning, message: "`try?` drops the error `setLayoutDelegate(_:)` throws when navigation is already on or the map view is CarPlay's; catch it and report it")
        case .exclamationMark?:
            return hit(name, message: "`try!` crashes when `setLayoutDelegate(_:)` throws (navigation already on, or a CarPlay map view); use `do`/`catch`")
        default:
            let handler = sequence(first: Syntax(attempt), next: \.parent).lazy.compactMap { $0.as(DoStmtSyntax.self) }.first
            guard let handler, !handler.catchClauses.isEmpty,
                handler.catchClauses.allSatisfy({ $0.body.statements.isEmpty }) else { return nil }
            return hit(name, severity: .warning, message: "an empty `catch` drops the error `setLayoutDelegate(_:)` throws when navigation is already on; report it")
        }
    }
}
