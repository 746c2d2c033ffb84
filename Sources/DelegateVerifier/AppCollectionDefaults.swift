import SwiftSyntax

/// Swift's defaults for the files' own collections. A `Collection` with
/// integer positions (a `RandomAccessCollection` whose `Index` is `Int`)
/// steps by one (`index(after:)`, `index(before:)`, `index(_:offsetBy:)`).
/// A `RangeReplaceableCollection` (a batch of constraints backed by a
/// `ContiguousArray`) gets `append`, `insert`, `remove...`, `+`, `+=` and
/// `init(_:)` built on the type's own `init()` and `replaceSubrange(_:with:)`,
/// run here as the standard library builds them, one `replaceSubrange` per
/// change (`append(contentsOf:)` one per element, `removeAll()` a fresh
/// `init()`), so a type that reacts to its replacements sees what it would.
/// Positions are integers (a type with other indices stops the run).
extension Interpreter {
    /// Whether `value` is an instance of the files' type adopting `RangeReplaceableCollection`.
    func isAppRangeReplaceable(_ value: Value) -> Bool {
        guard case .object(let instance) = value else { return false }
        return isRangeReplaceable(instance.type)
    }

    private func isRangeReplaceable(_ model: TypeModel) -> Bool {
        model.lineage.contains { $0.conforms(to: "RangeReplaceableCollection") }
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)` of the files'
    /// `Collection` that does not declare them, over integer positions; `nil` for other methods.
    func collectionIndexMethod(_ name: String, of instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard name == "index", isAppSequence(.object(instance)), case .number(let position)? = arguments.first?.value else { return nil }
        switch arguments.map(\.label) {
        case ["after"]: return .number(position + 1)
        case ["before"]: return .number(position - 1)
        case [nil, "offsetBy"]: return .number(position + (try number(arguments[1].value, at: node)))
        default: return nil
        }
    }

    /// Swift's default of a mutating method the type does not declare, run on
    /// `instance` in place; `nil` when `name` is none of them.
    func rangeReplaceableMethod(_ name: String, of instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard Self.rangeReplaceableDefaults.contains(name), isRangeReplaceable(instance.type) else { return nil }
        let labels = arguments.map(\.label)
        let (start, end) = try bounds(of: instance, at: node)
        func element(at position: Double) throws -> Value {
            let elements = try sequence(.object(instance), at: node)
            let offset = Int(position - start)
            guard elements.indices.contains(offset) else { throw crash(node, "\(name) at a position outside the collection") }
            return elements[offset]
        }
        func removed(from lower: Double, to upper: Double) throws -> Value {
            guard start <= lower, lower <= upper, upper <= end else { throw crash(node, "\(name) of more elements than the collection holds") }
            let first = lower < upper ? try element(at: lower) : .void
            try replace(lower, upper, with: [], in: instance, at: node)
            return first
        }
        func count(_ value: Value?) throws -> Double { try value.map { try number($0, at: node) } ?? 1 }
        switch (name, labels) {
        case ("append", [nil]): try replace(end, end, with: [arguments[0].value], in: instance, at: node)
        case ("append", ["contentsOf"]): try append(sequence(arguments[0].value, at: node), to: instance, at: node)
        case ("insert", [nil, "at"]):
            let position = try number(arguments[1].value, at: node)
            try replace(position, position, with: [arguments[0].value], in: instance, at: node)
        case ("insert", ["contentsOf", "at"]):
            let position = try number(arguments[1].value, at: node)
            try replace(position, position, with: sequence(arguments[0].value, at: node), in: instance, at: node)
        case ("remove", ["at"]):
            let position = try number(arguments[0].value, at: node)
            guard position < end else { throw crash(node, "remove(at:) at the end of the collection") }
            return try removed(from: position, to: position + 1)
        case ("removeFirst", []), ("removeLast", []):
            guard start < end else { throw crash(node, "\(name)() of an empty collection") }
            return try name == "removeFirst" ? removed(from: start, to: start + 1) : removed(from: end - 1, to: end)
        case ("removeFirst", [nil]): _ = try removed(from: start, to: start + count(arguments.first?.value))
        case ("removeLast", [nil]): _ = try removed(from: end - count(arguments.first?.value), to: end)
        case ("popLast", []): return start < end ? try removed(from: end - 1, to: end) : .null
        case ("removeSubrange", [nil]):
            guard case .range(let lower, let upper, let closed) = arguments[0].value else { return nil }
            _ = try removed(from: lower, to: closed ? upper + 1 : upper)
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]):
            if case .bool(true)? = arguments.first?.value {
                try replace(start, end, with: [], in: instance, at: node)
            } else {
                instance.fields = try fresh(instance.type, at: node).fields  // `self = Self()`
            }
        case ("removeAll", ["where"]):
            // `self = Self(self.lazy.filter { !shouldBeRemoved($0) })`.
            let isRemoved = try function(from: arguments, at: node)
            let kept = try sequence(.object(instance), at: node).filter { try !holds(isRemoved($0), at: node) }
            let made = try fresh(instance.type, at: node)
            try append(kept, to: made, at: node)
            instance.fields = made.fields
        case ("reserveCapacity", [nil]): break  // storage only
        default: return nil
        }
        return .void
    }

    private static let rangeReplaceableDefaults: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "popLast", "removeSubrange", "removeAll", "reserveCapacity",
    ]

    /// `Batch([a, b])`, `Batch(repeating: x, count: n)` without such an
    /// initializer of the files: `init()`, then each element appended;
    /// false when the type is no `RangeReplaceableCollection` or the labels are other ones.
    func initializeRangeReplaceable(_ instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Bool {
        guard isRangeReplaceable(instance.type) else { return false }
        let elements: [Value]
        switch arguments.map(\.label) {
        case [nil]: elements = try sequence(arguments[0].value, at: node)
        case ["repeating", "count"]:
            let count = try number(arguments[1].value, at: node)
            guard count >= 0 else { throw crash(node, "init(repeating:count:) with a negative count") }
            elements = Array(repeating: arguments[0].value, count: Int(count))
        default: return false
        }
        instance.fields = try fresh(instance.type, at: node).fields
        try append(elements, to: instance, at: node)
        return true
    }

    /// `batch + more` (any sequence): a copy with each element of `more` appended.
    func rangeReplaceableSum(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .object(let instance) = left, isRangeReplaceable(instance.type) else { return nil }
        let copy = instance.copy()
        try append(sequence(right, at: node), to: copy, at: node)
        return .object(copy)
    }

    /// A new instance made by the type's `init()`.
    private func fresh(_ model: TypeModel, at node: some SyntaxProtocol) throws -> Instance {
        guard case .object(let made) = try instantiate(model, arguments: [], at: node) else {
            throw unsupported(node, "\(model.name)() making no instance of the type")
        }
        return made
    }

    /// `append(contentsOf:)`: Swift appends one element at a time.
    private func append(_ elements: [Value], to instance: Instance, at node: some SyntaxProtocol) throws {
        for element in elements {
            let end = try bounds(of: instance, at: node).end
            try replace(end, end, with: [element], in: instance, at: node)
        }
    }

    private func replace(_ lower: Double, _ upper: Double, with elements: [Value], in instance: Instance, at node: some SyntaxProtocol) throws {
        _ = try callMethod(
            "replaceSubrange", on: .object(instance), [(nil, .range(lower: lower, upper: upper, closed: false)), ("with", .array(elements))], at: node)
    }

    /// `startIndex` and `endIndex`, integers.
    private func bounds(of instance: Instance, at node: some SyntaxProtocol) throws -> (start: Double, end: Double) {
        let positions = try ["startIndex", "endIndex"].map { try member($0, of: .object(instance), at: node) }
        guard case .number(let start) = positions[0], case .number(let end) = positions[1] else {
            throw unsupported(node, "Swift's RangeReplaceableCollection methods on \(instance.type.name), whose positions are not integers")
        }
        return (start, end)
    }
}
