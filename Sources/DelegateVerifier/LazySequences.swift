import SwiftSyntax

/// A lazy sequence's `map`, `filter`, `compactMap` and `flatMap` run their
/// closure only as the result is iterated, one element at a time, and a
/// result thrown away (`_ = views.lazy.map(map.addSubview)`) never does. A
/// chain written where it is consumed (`for v in views.lazy.filter { ... }`,
/// `.forEach`, `.first(where:)`, `.contains(where:)`) is run that way: the
/// closures of one element run before the loop's body for it and after the
/// body for the one before (trial 41a: run whole first, a filter reading
/// what the body changes let a view through that Swift does not, a silent
/// pass). Elsewhere (a chain kept in a variable, `Array(...)`, `count`) it is
/// run whole where it is made, which gives the same elements unless its
/// closures read state that changes before it is read.
extension Interpreter {
    private static let lazyAdapters: Set<String> = ["map", "filter", "compactMap", "flatMap"]
    private static let elementwiseConsumers: Set<String> = ["forEach", "first", "contains"]

    /// `base.lazy.a(...).b(...)`: the expression before `.lazy` and the adapter calls, innermost first.
    private static func lazyChain(_ expression: ExprSyntax) -> (base: ExprSyntax, adapters: [FunctionCallExprSyntax])? {
        var adapters: [FunctionCallExprSyntax] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            lazyAdapters.contains(access.declName.baseName.text), let base = access.base
        {
            adapters.append(call)
            current = base
        }
        guard let lazy = current.as(MemberAccessExprSyntax.self), lazy.declName.baseName.text == "lazy", let base = lazy.base else { return nil }
        return (base, adapters.reversed())
    }

    /// Whether `expression`, whose value is discarded, is a chain of lazy
    /// adapters (then evaluated as Swift does: the closures are not called).
    func skipsDiscardedLazyAdapter(_ expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> Bool {
        guard let chain = Self.lazyChain(expression), !chain.adapters.isEmpty else { return false }
        _ = try value(of: chain.base, in: scope, self: instance)
        for call in chain.adapters { _ = try arguments(of: call, in: scope, self: instance) }
        return true
    }

    /// The elements of a lazy chain written out, made one at a time as they are
    /// asked for; `nil` when `expression` is not one.
    func lazyElements(of expression: ExprSyntax, in scope: Scope, self instance: Instance?) throws -> (() throws -> Value?)? {
        guard let chain = Self.lazyChain(expression) else { return nil }
        var source = try sequence(value(of: chain.base, in: scope, self: instance), at: chain.base).makeIterator()
        let steps = try chain.adapters.map { call in
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)!.declName.baseName.text
            return (name: name, transform: try function(from: arguments(of: call, in: scope, self: instance), at: call), call: call)
        }
        var pending: [Value] = []
        return { [unowned self] in
            while pending.isEmpty {
                guard let element = source.next() else { return nil }
                var made = [element]
                for step in steps {
                    made = try made.flatMap { value -> [Value] in
                        let result = try step.transform(value)
                        switch step.name {
                        case "filter": return try holds(result, at: step.call) ? [value] : []
                        case "map": return [result]
                        case "compactMap": return result.isNull ? [] : [result]
                        default: return result.isNull ? [] : try sequence(result, at: step.call)
                        }
                    }
                }
                pending = made
            }
            return pending.removeFirst()
        }
    }

    /// `chain.forEach { }`, `chain.first(where:)`, `chain.contains(where:)` on a
    /// lazy chain written out: element by element, stopping where Swift stops.
    /// Called before the receiver is evaluated, which would run the chain whole.
    func callOnLazyChain(_ call: FunctionCallExprSyntax, in scope: Scope, self instance: Instance?) throws -> Value? {
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
            Self.elementwiseConsumers.contains(access.declName.baseName.text),
            call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
            call.arguments.first.map({ $0.label?.text == (access.declName.baseName.text == "forEach" ? nil : "where") }) ?? true,
            let next = try lazyElements(of: base, in: scope, self: instance)
        else { return nil }
        let body = try function(from: arguments(of: call, in: scope, self: instance), at: call)
        calls.append(call)
        defer { calls.removeLast() }
        while let element = try next() {
            let result = try body(element)
            switch access.declName.baseName.text {
            case "forEach": continue
            case "first": if try holds(result, at: call) { return element }
            default: if try holds(result, at: call) { return .bool(true) }
            }
        }
        return access.declName.baseName.text == "forEach" ? .void : access.declName.baseName.text == "first" ? .null : .bool(false)
    }
}
