import LayoutModel
import SwiftSyntax

/// An argument of a call: its label (`nil` for none) and value.
typealias Argument = (label: String?, value: Value)

/// Calls: methods of the file's classes, closures, framework constructors, and
/// dispatch to the model API by receiver.
extension Interpreter {
    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value {
        var arguments: [Argument] = try call.arguments.map {
            (label: $0.label?.text, value: try value(of: $0.expression, in: scope, self: instance))
        }
        if let trailing = call.trailingClosure {
            arguments.append((nil, .closure(Closure(syntax: trailing, scope: scope, selfInstance: instance))))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(
                (extra.label.text, .closure(Closure(syntax: extra.closure, scope: scope, selfInstance: instance))))
        }
        let callee = call.calledExpression
        if callee.is(OptionalChainingExprSyntax.self) {
            // `handler?()`: a closure held in an optional.
            guard case .closure(let closure) = try evaluate(callee, in: scope, self: instance) else {
                throw unsupported(callee, "calling something other than a closure")
            }
            return try callClosure(closure, arguments.map(\.value), at: call)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return try callNamed(reference.baseName.text, arguments, at: call, in: scope, self: instance)
        }
        guard let access = callee.as(MemberAccessExprSyntax.self), let base = access.base else {
            throw unsupported(callee, "this kind of call")
        }
        let name = access.declName.baseName.text
        if base.as(SuperExprSyntax.self) != nil { return .void }  // super.init()
        if Self.mutatingArrayMethods.contains(name) {
            return try mutateArray(name, at: base, arguments, call: call, in: scope, self: instance)
        }
        let receiver = try evaluate(base, in: scope, self: instance)
        return try callMethod(name, on: receiver, arguments, at: call)
    }

    /// A call by bare name: a closure, a method of `self`, a class of the file,
    /// or a framework constructor.
    private func callNamed(
        _ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax, in scope: Scope,
        self instance: Instance?
    ) throws -> Value {
        if case .closure(let closure)? = scope.lookup(name) {
            return try callClosure(closure, arguments.map(\.value), at: call)
        }
        if let instance {
            if let method = instance.type.method(named: name, labels: arguments.map(\.label)) {
                return try self.call(method, on: instance, arguments: arguments)
            }
            if case .closure(let closure)? = instance.fields[name] {
                return try callClosure(closure, arguments.map(\.value), at: call)
            }
        }
        if let model = source.classes[name] {
            return .object(try instantiate(model, arguments: arguments, at: call))
        }
        return try construct(name, arguments, at: call)
    }

    /// `receiver.name(arguments)`.
    func callMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        switch receiver {
        case .object(let instance):
            if let method = instance.type.method(named: name, labels: arguments.map(\.label)) {
                return try self.call(method, on: instance, arguments: arguments)
            }
            if case .closure(let closure)? = instance.fields[name] {
                return try callClosure(closure, arguments.map(\.value), at: call)
            }
        case .type(let typeName):
            if let model = source.classes[typeName], let method = model.method(named: name, labels: arguments.map(\.label)) {
                return try self.call(method, on: nil, arguments: arguments)
            }
            if let result = try callTypeMethod(name, of: typeName, arguments, at: call) { return result }
        case .anchor(let anchor):
            return try makeConstraint(anchor, name, arguments, at: call)
        case .item(let item):
            if let result = try callItemMethod(name, on: item, arguments, at: call) { return result }
        case .array(let elements):
            if let result = try callArrayMethod(name, on: elements, arguments, at: call) { return result }
        default: break
        }
        throw unsupported(call, "the method \(name)\(labelText(arguments.map(\.label))) of \(receiver.kind)")
    }

    /// Calls a closure with positional arguments: named parameters, `$0`-style
    /// or `_`.
    func callClosure(_ closure: Closure, _ arguments: [Value], at node: some SyntaxProtocol) throws -> Value {
        let scope = Scope(parent: closure.scope)
        var names: [String?] = []
        switch closure.syntax.signature?.parameterClause {
        case .simpleInput(let shorthand): names = shorthand.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: names = arguments.indices.map { "$\($0)" }
        @unknown default: throw unsupported(node, "this closure signature")
        }
        for (name, argument) in zip(names, arguments) where name != nil && name != "_" {
            scope.declare(name!, argument)
        }
        return try runBody(closure.syntax.statements, in: scope, self: closure.selfInstance, at: node)
    }

    /// The first closure or key path among the arguments, as a function of one value.
    func function(from arguments: [Argument], at node: some SyntaxProtocol) throws -> (Value) throws -> Value {
        for argument in arguments {
            switch argument.value {
            case .closure(let closure): return { [unowned self] in try callClosure(closure, [$0], at: node) }
            case .keyPath(let names):
                return { [unowned self] element in
                    try names.reduce(element) { try member($1, of: $0, at: node) }
                }
            default: continue
            }
        }
        throw unsupported(node, "a call without a closure or key path")
    }
}
