import LayoutModel
import SwiftSyntax

/// Code the interpreter does not understand: reported as "not verified here"
/// at its location, never guessed around.
struct Unsupported: Error, CustomStringConvertible {
    let tag: SourceTag
    let reason: String
    var description: String { reason }
}

/// Thrown inside a postfix chain when an optional link is `nil`; the chain's
/// root turns it into `nil`, as `a?.b()` does in Swift.
struct NilChain: Error {}

/// How a statement list ended.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
}

/// Executes a delegate's callbacks by walking their syntax, turning the Auto
/// Layout idioms into operations on the `LayoutModel` world, each tagged with
/// the source location that made it.
///
/// One interpreter serves one scenario run (its helper instances and static
/// values live as long as the delegate would).
final class Interpreter {
    let source: DelegateSource
    let metrics: MetricsProfile
    /// The map view of the run; `layoutIfNeeded()` lays it out.
    var map: MapView?
    /// A `layoutIfNeeded()` not yet done: frames only matter when code reads
    /// them (and the driver lays out after every callback), so the pass waits
    /// for the next read of a frame, with the same result.
    private var layoutPending = false
    /// Whether code read `wideMode` since the last `resetObservations()`.
    private(set) var readWideMode = false
    /// Static properties, evaluated on first use.
    private var statics: [String: Value] = [:]
    /// What the callbacks did to the model, for the checks.
    let journal = Journal()
    /// The name of the property or local being initialized, so the views and
    /// guides the code makes carry readable names.
    var nameHint: String?
    private var workBudget = 0
    private var depth = 0
    static let workLimit = 200_000
    static let depthLimit = 64

    init(source: DelegateSource, metrics: MetricsProfile) {
        self.source = source
        self.metrics = metrics
    }

    func tag(_ node: some SyntaxProtocol) -> SourceTag { source.tag(node) }

    func unsupported(_ node: some SyntaxProtocol, _ reason: String) -> Unsupported {
        Unsupported(tag: tag(node), reason: reason)
    }

    /// Starts counting the work and observations of one callback.
    func resetObservations() {
        readWideMode = false
        layoutPending = false
        workBudget = Self.workLimit
    }

    func noteWideModeRead() { readWideMode = true }

    /// `layoutIfNeeded()`, deferred to the next frame read.
    func requestLayout() { layoutPending = true }

    /// Lays out before code reads a frame, if a layout was requested.
    func settleLayout() {
        guard layoutPending else { return }
        layoutPending = false
        map?.layoutIfNeeded()
    }

    /// Counts one step of work, so that runaway loops or recursion end as
    /// "not verified" instead of hanging the run.
    func spend(_ node: some SyntaxProtocol) throws(Unsupported) {
        workBudget -= 1
        if workBudget < 0 { throw unsupported(node, "too much work to interpret (a loop or recursion?)") }
    }

    // MARK: - Instances

    /// Makes an instance of a class of the file: stored properties get their
    /// initial values in order, then a matching `init` runs.
    func instantiate(
        _ model: ClassModel, arguments: [(label: String?, value: Value)], at node: some SyntaxProtocol
    ) throws -> Instance {
        let instance = Instance(type: model)
        for property in model.properties where !property.isStatic && property.getter == nil {
            nameHint = property.name
            instance.fields[property.name] = try property.initializer.map {
                try value(of: $0, in: Scope(), self: instance)
            } ?? .null
            nameHint = nil
        }
        let labels = arguments.map(\.label)
        if let initializer = model.initializer(labels: labels), let body = initializer.body {
            let scope = try bind(initializer.signature.parameterClause.parameters, arguments, for: instance)
            _ = try execute(body.statements, in: scope, self: instance)
        } else if !arguments.isEmpty {
            throw unsupported(node, "no initializer of \(model.name) takes \(labelText(labels))")
        }
        instance.isInitialized = true
        return instance
    }

    /// Calls a method of an instance.
    func call(
        _ function: FunctionDeclSyntax, on instance: Instance?, arguments: [(label: String?, value: Value)]
    ) throws -> Value {
        guard let body = function.body else { throw unsupported(function, "method without a body") }
        let scope = try bind(function.signature.parameterClause.parameters, arguments, for: instance)
        return try runBody(body.statements, in: scope, self: instance, at: function)
    }

    /// Runs a body with the recursion guard; a `return`, or the single
    /// expression of a one-expression body (Swift's implicit return), gives its value.
    func runBody(
        _ statements: CodeBlockItemListSyntax, in scope: Scope, self instance: Instance?,
        at node: some SyntaxProtocol
    ) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.depthLimit { throw unsupported(node, "calls nest too deeply to interpret") }
        if statements.count == 1, case .expr(let expression) = statements.first!.item {
            return try value(of: expression, in: scope, self: instance)
        }
        if case .returned(let value) = try execute(statements, in: scope, self: instance) { return value }
        return .void
    }

    private func bind(
        _ parameters: FunctionParameterListSyntax, _ arguments: [(label: String?, value: Value)],
        for instance: Instance?
    ) throws -> Scope {
        let scope = Scope()
        var remaining = arguments[...]
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let next = remaining.first, next.label == label {
                scope.declare(parameter.internalName, next.value)
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                scope.declare(parameter.internalName, try value(of: defaultValue.value, in: Scope(), self: instance))
            }
        }
        return scope
    }

    /// The value of a static property of a class of the file.
    func staticValue(_ name: String, of model: ClassModel, at node: some SyntaxProtocol) throws -> Value? {
        guard let property = model.property(named: name), property.isStatic else { return nil }
        let key = "\(model.name).\(name)"
        if let known = statics[key] { return known }
        guard let initializer = property.initializer else {
            throw unsupported(node, "static property \(name) has no initial value")
        }
        let result = try value(of: initializer, in: Scope(), self: nil)
        statics[key] = result
        return result
    }

    /// Sets a stored property and runs its `didSet`.
    func setField(_ name: String, of instance: Instance, to newValue: Value, at node: some SyntaxProtocol) throws {
        guard let property = instance.type.property(named: name), !property.isStatic else {
            throw unsupported(node, "\(instance.type.name) has no stored property \(name)")
        }
        if property.getter != nil { throw unsupported(node, "assigning the computed property \(name)") }
        let old = instance.fields[name] ?? .null
        instance.fields[name] = newValue
        if instance.isInitialized, let didSet = property.didSet {
            let scope = Scope()
            scope.declare("oldValue", old)
            _ = try runBody(didSet, in: scope, self: instance, at: node)
        }
    }

    /// Reads a property of an instance, computed ones included.
    func field(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        if let value = instance.fields[name] { return value }
        if let getter = instance.type.property(named: name)?.getter {
            return try runBody(getter, in: Scope(), self: instance, at: node)
        }
        return try staticValue(name, of: instance.type, at: node)
    }

    /// A readable name of a syntax node's kind, for "not verified" messages.
    func syntaxName(_ node: some SyntaxProtocol) -> String {
        String(describing: node.kind).replacingOccurrences(of: "Syntax", with: "")
    }

    func labelText(_ labels: [String?]) -> String {
        "(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
    }
}
