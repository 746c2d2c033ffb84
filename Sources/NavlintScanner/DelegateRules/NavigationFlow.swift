import DelegateFacts
import SwiftSyntax

/// The skeleton of a body that matters to "set the layout delegate before
/// enabling navigation": where navigation is turned on or off, where the
/// delegate is set, which methods of the same type are called, and how
/// control may branch. Plain data, so files are lowered in parallel and
/// methods of one type in several files are joined afterwards.
indirect enum NavigationStep: Sendable {
    /// `key.isNavigationEnabled = <not false>` or `key.enableNavigation(with:)`.
    case enable(String)
    /// `key.isNavigationEnabled = false`, or `key = ...` (another map view,
    /// navigation off until enabled on it).
    case disable(String)
    /// `key.setLayoutDelegate(_:)`, with the position of its name.
    case setDelegate(String, at: AbsolutePosition)
    /// `name(...)` or `self.name(...)`: a method of the same type, followed into.
    case call(String)
    /// Alternatives of which one runs (`if`/`else`, `switch`), or at most one
    /// (`if` without `else`, a loop body, a `guard`'s `else`, `catch`).
    case branches([[NavigationStep]], exhaustive: Bool)
    /// `return`, `throw`: the rest of this body does not run (a loop's
    /// `break` and `continue` are not exits: the loop body runs at most once).
    case exit
}

/// Lowers bodies of one file to `NavigationStep`s.
///
/// Followed: statements in order, `if`/`guard`/`switch`/loops/`do`-`catch`
/// as branches (a loop body counts as running at most once), immediately
/// invoked closures (`lazy var map = { ... }()`), and calls to methods of the
/// same type by name. Not followed: other closures (completion handlers,
/// `Task`, `DispatchQueue.main.async` run later, if at all), `defer`, nested
/// functions, calls on other objects or passing the map view as an argument,
/// and aliases (`let map = mapView` is another name).
struct NavigationFlowLowering {
    /// Names declared inside the body being lowered: paths rooted at them are
    /// made unique to the body, so two functions' `map` locals never meet.
    private let locals: Set<String>
    private let localPrefix: String

    init(body: some SyntaxProtocol, parameters: [String] = []) {
        var names = Set(parameters)
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self), !Self.rebindsProperty(pattern) else { continue }
            names.insert(token.text)
        }
        locals = names
        localPrefix = "\(body.position.utf8Offset)#"
    }

    /// `guard let mapView`, `if let mapView = mapView`, `let mapView = self.mapView`:
    /// another name for the same map view, not a new one.
    private static func rebindsProperty(_ pattern: IdentifierPatternSyntax) -> Bool {
        let value: ExprSyntax?
        if let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self) {
            value = binding.initializer?.value
        } else if let binding = pattern.parent?.as(PatternBindingSyntax.self) {
            guard let initial = binding.initializer?.value else { return false }
            value = initial
        } else {
            return false
        }
        guard let value else { return true }
        return DelegateSyntax.pathKey(DelegateSyntax.unwrapped(value)) == pattern.identifier.text
    }

    func lower(_ node: some SyntaxProtocol) -> [NavigationStep] {
        switch Syntax(node).as(SyntaxEnum.self) {
        case .ifExpr(let statement):
            var alternatives = [lower(statement.body)]
            switch statement.elseBody {
            case .codeBlock(let block)?: alternatives.append(lower(block))
            case .ifExpr(let elseIf)?: alternatives.append(lower(elseIf))
            case nil: break
            @unknown default: break
            }
            return lower(statement.conditions) + [.branches(alternatives, exhaustive: statement.elseBody != nil)]
        case .guardStmt(let statement):
            return lower(statement.conditions) + [.branches([lower(statement.body)], exhaustive: false)]
        case .switchExpr(let statement):
            return lower(statement.subject) + [.branches(statement.cases.map { lower($0) }, exhaustive: true)]
        case .forStmt(let loop):
            return lower(loop.sequence) + [.branches([lower(loop.body)], exhaustive: false)]
        case .whileStmt(let loop):
            return lower(loop.conditions) + [.branches([lower(loop.body)], exhaustive: false)]
        case .doStmt(let statement):
            return lower(statement.body) + [.branches(statement.catchClauses.map { lower($0.body) }, exhaustive: false)]
        case .returnStmt, .throwStmt:
            return lowerChildren(node) + [.exit]
        case .closureExpr(let closure):
            let invoked = closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == closure.id
            return invoked ? lower(closure.statements) : []
        case .deferStmt, .functionDecl, .initializerDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl,
            .protocolDecl:
            return []
        case .functionCallExpr(let call):
            return lowerChildren(node) + step(for: call)
        case .sequenceExpr(let sequence):
            return lowerChildren(node) + step(forAssignment: sequence)
        default:
            return lowerChildren(node)
        }
    }

    private func lowerChildren(_ node: some SyntaxProtocol) -> [NavigationStep] {
        node.children(viewMode: .sourceAccurate).flatMap { lower($0) }
    }

    private func key(_ receiver: ExprSyntax?) -> String? {
        guard let path = DelegateSyntax.pathKey(receiver) else { return nil }
        let root = path.prefix { $0 != "." }
        return locals.contains(String(root)) ? localPrefix + path : path
    }

    private func step(for call: FunctionCallExprSyntax) -> [NavigationStep] {
        let name: String
        let receiver: ExprSyntax?
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
            receiver = access.base
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            receiver = nil
        } else {
            return []
        }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        switch name {
        case DelegateAPI.setLayoutDelegate:
            guard let key = key(receiver) else { return [] }
            return [.setDelegate(key, at: DelegateSyntax.calledName(call).positionAfterSkippingLeadingTrivia)]
        case DelegateAPI.enableNavigation where labels == DelegateAPI.enableNavigationLabels:
            return key(receiver).map { [.enable($0)] } ?? []
        default:
            let isSelf = receiver == nil || receiver?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            return isSelf ? [.call(name)] : []
        }
    }

    private func step(forAssignment sequence: SequenceExprSyntax) -> [NavigationStep] {
        guard let target = sequence.elements.first, let value = DelegateSyntax.assignedValue(to: target) else { return [] }
        let receiver: ExprSyntax?
        if let access = target.as(MemberAccessExprSyntax.self), access.declName.baseName.text == DelegateAPI.navigationEnabledProperty {
            receiver = access.base
        } else if target.as(DeclReferenceExprSyntax.self)?.baseName.text == DelegateAPI.navigationEnabledProperty {
            receiver = nil
        } else {
            return key(target).map { [.disable($0)] } ?? []
        }
        guard let key = key(receiver) else { return [] }
        return value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) ? [.disable(key)] : [.enable(key)]
    }
}

/// One run of lowered steps from an entry point. The state is the set of
/// map views (access paths) navigation may be on for, `nil` once the path
/// exited; alternatives join by union (what may be on after any of them),
/// and a called method's outcome joins its end with its `return`s.
struct NavigationFlowRun {
    /// A type's methods by name: each overload's steps and the file it is in.
    typealias Methods = [String: [(file: Int, steps: [NavigationStep])]]

    let methods: Methods
    /// The `setLayoutDelegate` calls reached while navigation may be on.
    var calls: [(file: Int, position: AbsolutePosition)] = []
    private var calling: [String] = []
    /// For each method being followed, what may be on at its `return`s.
    private var returned: [Set<String>] = []
    /// Calls followed from one entry point at most: each call runs its
    /// method again, so a wide, deep call tree must not blow up the run.
    private var callBudget = 2_000

    init(methods: Methods) { self.methods = methods }

    mutating func follow(_ steps: [NavigationStep], file: Int, state: inout Set<String>?) {
        for step in steps {
            guard var current = state else { return }
            switch step {
            case .enable(let key): current.insert(key)
            case .disable(let key): current.remove(key)
            case .setDelegate(let key, let position):
                if current.contains(key) { calls.append((file, position)) }
            case .call(let name):
                guard let bodies = methods[name], !calling.contains(name), callBudget > 0 else { break }
                callBudget -= 1
                calling.append(name)
                var outcomes: [Set<String>] = []
                for body in bodies {
                    var end: Set<String>? = current
                    returned.append([])
                    follow(body.steps, file: body.file, state: &end)
                    outcomes.append((end ?? []).union(returned.removeLast()))
                }
                calling.removeLast()
                current = outcomes.reduce(into: Set()) { $0.formUnion($1) }
            case .branches(let alternatives, let exhaustive):
                var outcomes: [Set<String>?] = exhaustive ? [] : [current]
                for alternative in alternatives {
                    var branch: Set<String>? = current
                    follow(alternative, file: file, state: &branch)
                    outcomes.append(branch)
                }
                let reached = outcomes.compactMap { $0 }
                state = reached.isEmpty ? nil : reached.reduce(into: Set()) { $0.formUnion($1) }
                continue
            case .exit:
                if !returned.isEmpty { returned[returned.count - 1].formUnion(current) }
                state = nil
                return
            }
            state = current
        }
    }
}

extension Array where Element == NavigationStep {
    /// `true` when some path through the steps turns navigation on.
    var mayEnable: Bool {
        contains { step in
            switch step {
            case .enable: return true
            case .branches(let alternatives, _): return alternatives.contains(where: \.mayEnable)
            default: return false
            }
        }
    }
}
