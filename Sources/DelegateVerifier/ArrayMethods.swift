import SwiftSyntax

/// Arrays: `forEach`, `map`, `compactMap`, `filter`, `first(where:)`,
/// `contains(where:)`, `allSatisfy` with closures or key paths, and the
/// mutating `append`, `append(contentsOf:)`, `removeAll()` on variables and properties.
extension Interpreter {
    static let mutatingArrayMethods: Set<String> = ["append", "removeAll", "insert", "removeLast", "removeFirst"]

    func callArrayMethod(_ name: String, on elements: [Value], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "forEach":
            let body = try function(from: arguments, at: call)
            for element in elements { _ = try body(element) }
            return .void
        case "map":
            let transform = try function(from: arguments, at: call)
            return .array(try elements.map(transform))
        case "compactMap":
            let transform = try function(from: arguments, at: call)
            return .array(try elements.map(transform).filter { if case .null = $0 { false } else { true } })
        case "filter", "first", "contains", "allSatisfy":
            if name == "first", arguments.isEmpty { return elements.first ?? .null }
            let predicate = try function(from: arguments, at: call)
            var matches: [Value] = []
            for element in elements {
                guard case .bool(let holds) = try predicate(element) else {
                    throw unsupported(call, "a \(name) predicate that is not a Bool")
                }
                if holds { matches.append(element) }
                if name == "first" && holds { return element }
            }
            switch name {
            case "filter": return .array(matches)
            case "contains": return .bool(!matches.isEmpty)
            case "allSatisfy": return .bool(matches.count == elements.count)
            default: return Value.null
            }
        case "reversed":
            return .array(elements.reversed())
        default:
            return nil
        }
    }

    /// `list.append(x)` and friends: read the variable, change it, write it back.
    func mutateArray(
        _ name: String, at base: ExprSyntax, _ arguments: [Argument], call: FunctionCallExprSyntax, in scope: Scope,
        self instance: Instance?
    ) throws -> Value {
        guard case .array(var elements) = try value(of: base, in: scope, self: instance) else {
            throw unsupported(call, "\(name) on something other than an array")
        }
        switch (name, arguments.count, arguments.first?.label) {
        case ("append", 1, nil): elements.append(arguments[0].value)
        case ("append", 1, "contentsOf"):
            guard case .array(let more) = arguments[0].value else { throw unsupported(call, "append(contentsOf:) of a non-array") }
            elements += more
        case ("removeAll", 0, _): elements.removeAll()
        case ("removeLast", 0, _) where !elements.isEmpty: elements.removeLast()
        case ("removeFirst", 0, _) where !elements.isEmpty: elements.removeFirst()
        default: throw unsupported(call, "the array method \(name)\(labelText(arguments.map(\.label)))")
        }
        try assign(.array(elements), to: base, in: scope, self: instance)
        return .void
    }
}
