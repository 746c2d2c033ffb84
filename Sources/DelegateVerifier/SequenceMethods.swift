import LayoutModel
import SwiftSyntax

/// `Sequence` and `Collection` methods over any sequence value (arrays, sets,
/// dictionaries as `(key, value)` pairs, ranges): one implementation each,
/// with closures, method references or key paths; the mutating ones
/// (`append`, `insert`, `remove...`, `sort`, dictionary updates) change a copy
/// that the caller writes back to the variable or property.
extension Interpreter {
    /// The elements of a sequence value, in order.
    /// `sequence(first:next:)`, as far as `next` gives elements (a chain up
    /// the superviews); one that goes on past `generatedSequenceLimit` stops
    /// the run, as its end is not known.
    func generatedSequence(from first: Value, next: (Value) throws -> Value, at call: some SyntaxProtocol) throws -> Value {
        var elements: [Value] = []
        var current = first
        while !current.isNull {
            elements.append(current)
            guard elements.count < Self.generatedSequenceLimit else {
                throw unsupported(call, "sequence(first:next:) going on past \(Self.generatedSequenceLimit) elements (an endless sequence)")
            }
            current = try next(current)
        }
        return .array(elements)
    }

    static let generatedSequenceLimit = 1000

    func sequence(_ value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .array(let elements), .set(let elements): return elements
        case .string(let text): return text.map { .string(String($0)) }  // its characters (`StringMethods.swift`)
        case .foundation(let collection): return try sequence(collection.contents, at: node)
        case .dictionary(let entries): return entries.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        case .range(let lower, let upper, let closed):
            guard lower.isFinite && upper.isFinite else { throw unsupported(node, "iterating over an unbounded range") }
            guard lower <= upper || (!closed && lower == upper) else { throw crash(node, "a range with its bounds reversed") }
            let end = Int(upper) + (closed ? 1 : 0)
            return Int(lower) < end ? (Int(lower)..<end).map { .number(Double($0)) } : []
        case .object where isAppSequence(value):
            return try iterate(value, at: node)
        case .tuple where differenceChanges(value) != nil: return differenceChanges(value)!
        case .tuple where indexSetIntegers(value) != nil: return indexSetIntegers(value)!
        default: throw unsupported(node, "iterating over \(value.kind)")
        }
    }

    /// The elements of the files' `Sequence`: its `makeIterator()`'s `next()`
    /// until `nil`, or a `Collection`'s elements from `startIndex` by
    /// `index(after:)` to `endIndex` through its subscript (a runaway one runs
    /// out of the work budget).
    private func iterate(_ sequence: Value, at node: some SyntaxProtocol) throws -> [Value] {
        var elements: [Value] = []
        guard case .object(let instance) = sequence else { return elements }
        if instance.type.method(named: "makeIterator", labels: []) != nil {
            let iterator = try callMethod("makeIterator", on: sequence, [], at: node)
            if case .array(let elements) = iterator { return elements }  // `[a, b].makeIterator()`
            while true {
                let next = try callMethod("next", on: iterator, [], at: node)
                if next.isNull { return elements }
                elements.append(next)
            }
        }
        guard let (element, owner) = declaredSubscript(of: sequence, labels: [nil]) else {
            throw unsupported(node, "iterating over \(instance.type.name), a collection without a subscript by position")
        }
        var index = try member("startIndex", of: sequence, at: node)
        let end = try member("endIndex", of: sequence, at: node)
        while try swiftEquals(index, end) == false {
            elements.append(try readSubscript(element, on: owner, [(nil, index)], at: node))
            index = try callMethod("index", on: sequence, [("after", index)], at: node)
        }
        return elements
    }

    private static let collectionProtocols = ["Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection"]

    /// The files' `Sequence` types (with a `makeIterator()` of their own) and
    /// `Collection` types: their sequence methods run over their elements.
    func isAppSequence(_ value: Value) -> Bool {
        guard case .object(let instance) = value else { return false }
        return instance.type.method(named: "makeIterator", labels: []) != nil
            || instance.type.lineage.contains { model in Self.collectionProtocols.contains(where: model.conforms(to:)) }
    }

    /// `count`, `isEmpty`, `first`, `last`, `lazy` of the files' `Sequence` or
    /// `Collection` (those it does not declare itself): over its elements.
    func appCollectionMember(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard ["count", "isEmpty", "first", "last", "underestimatedCount", "lazy"].contains(name), isAppSequence(value) else { return nil }
        return collectionMember(name == "underestimatedCount" ? "count" : name, try sequence(value, at: node))
    }

    /// `for view in Set(views) { navMap.addSubview(view) }`: the views' z-order
    /// follows the set's order, which Swift leaves unspecified (it changes
    /// between launches); the run checks one order, the order of insertion,
    /// and says so (trial 54c: an opaque plate sometimes over the turn card passed).
    func noteSetOrder(_ sequence: Value, stackedBy loop: some SyntaxProtocol) {
        guard case .set(let elements) = sequence, elements.count > 1,
            elements.contains(where: { if case .item(let item) = $0 { item is LayoutView } else { false } }),
            loop.tokens(viewMode: .sourceAccurate).contains(where: { Self.stackingMethods.contains($0.text) })
        else { return }
        assume(loop, "the views of a Set are added or reordered here in the order they were inserted into it; Swift leaves a Set's order unspecified (it changes between launches), so the other z-orders are not checked", perCall: false)
    }

    private static let stackingMethods: Set<String> = [
        "addSubview", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "addArrangedSubview", "insertArrangedSubview",
    ]

    /// The result of a filtering method, of the receiver's kind (a set stays a set).
    private func same(_ receiver: Value, _ elements: [Value]) -> Value {
        switch receiver {
        case .set: return .set(elements)
        case .dictionary:
            return .dictionary(elements.compactMap {
                guard case .tuple(let parts) = $0, parts.count == 2 else { return nil }
                return Entry(key: parts[0].value, value: parts[1].value)
            })
        default: return .array(elements)
        }
    }

    func callSequenceMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        if case .dictionary(let entries) = receiver, let result = try dictionaryMethod(name, entries, arguments, at: call) {
            return result
        }
        let elements = try sequence(receiver, at: call)
        if let difference = try collectionDifference(name, of: elements, arguments, at: call) { return difference }
        if name == "applying", case .array = receiver, let applied = try applyingDifference(elements, arguments, at: call) { return applied }
        let first = arguments.first?.value
        if case .array = receiver, let moved = try arrayIndex(name, arguments, at: call) { return moved }
        switch (name, arguments.count) {
        case ("makeIterator", 0): return .array(elements)  // what is still to come (`next()` in `mutateCollection`)
        case ("forEach", _):
            let body = try function(from: arguments, at: call)
            noteSetOrder(receiver, stackedBy: call)
            for element in elements { _ = try body(element) }
            return .void
        case ("map", _):
            return .array(try elements.map(function(from: arguments, at: call)))
        case ("compactMap", _):
            return .array(try elements.map(function(from: arguments, at: call)).filter { !$0.isNull })
        case ("flatMap", _):
            let transform = try function(from: arguments, at: call)
            return .array(try elements.flatMap { element -> [Value] in
                let result = try transform(element)
                if result.isNull { return [] }
                if case .array = result { return try sequence(result, at: call) }
                return [result]
            })
        case ("filter", _):
            let predicate = try function(from: arguments, at: call)
            return same(receiver, try elements.filter { try holds(predicate($0), at: call) })
        case ("filtered", 1) where arguments[0].label == "using" && first?.isCallable == true:
            // `(buttons as NSArray).filtered(using: NSPredicate { object, _ in ... })`: the block, with no bindings.
            return .array(try elements.filter { try holds(callFunction(first!, [(nil, $0), (nil, .null)], at: call), at: call) })
        case ("first", 1), ("last", 1), ("firstIndex", 1), ("lastIndex", 1), ("contains", 1), ("allSatisfy", 1):
            let predicate: (Value) throws -> Bool
            if arguments[0].label == "where" || name == "allSatisfy" || first?.isCallable == true {
                let test = try function(from: arguments, at: call)
                predicate = { [unowned self] in try holds(test($0), at: call) }
            } else {
                let target = first!
                predicate = { [unowned self] in try swiftEquals($0, target) == true }
            }
            let indices = name.hasPrefix("last") ? Array(elements.indices.reversed()) : Array(elements.indices)
            for index in indices where try predicate(elements[index]) {
                switch name {
                case "contains": return .bool(true)
                case "allSatisfy": continue
                case "firstIndex", "lastIndex": return .number(Double(index))
                default: return elements[index]
                }
            }
            if name == "allSatisfy" { return .bool(try elements.allSatisfy(predicate)) }
            return name == "contains" ? .bool(false) : .null
        case ("reduce", 2):
            let combine = try binaryFunction(arguments[1].value, at: call)
            let initial = try reduceInitial(arguments[0].value, arguments[1].value, at: call)
            if arguments[0].label == "into" {
                // `reduce(into:)`: the closure mutates its first parameter.
                guard case .closure(let closure) = arguments[1].value else { throw unsupported(call, "reduce(into:) without a closure") }
                return try reduceInto(initial, elements, closure, at: call)
            }
            return try elements.reduce(initial, combine)
        case ("sorted", 0), ("min", 0), ("max", 0):
            let ordered = try stableSort(elements) { [unowned self] in try compare($0, $1, at: call) < 0 }
            return name == "sorted" ? .array(ordered) : (name == "min" ? ordered.first : ordered.last) ?? .null
        case ("sorted", 1) where arguments[0].label == "using":
            let comparators = try sortComparators(arguments[0].value, at: call)
            return .array(try stableSort(elements) { [unowned self] in try ordersBefore($0, $1, by: comparators, at: call) })
        case ("sorted", 1), ("min", 1), ("max", 1):
            let less = try binaryFunction(arguments[0].value, at: call)
            let ordered = try stableSort(elements) { [unowned self] in try holds(less($0, $1), at: call) }
            return name == "sorted" ? .array(ordered) : (name == "min" ? ordered.first : ordered.last) ?? .null
        case ("reversed", 0): return .array(elements.reversed())
        case ("enumerated", 0):
            return .array(elements.enumerated().map { .tuple([("offset", .number(Double($0))), ("element", $1)]) })
        case ("prefix", 1) where arguments[0].label == "while", ("drop", 1) where arguments[0].label == "while":
            let predicate = try function(from: arguments, at: call)
            var count = 0
            for element in elements {
                guard try holds(predicate(element), at: call) else { break }
                count += 1
            }
            return .array(Array(name == "prefix" ? elements.prefix(count) : elements.dropFirst(count)))
        case ("prefix", 1), ("suffix", 1), ("dropFirst", _), ("dropLast", _):
            let count = try first.map { try Int(number($0, at: call)) } ?? 1
            switch name {
            case "prefix": return .array(Array(elements.prefix(count)))
            case "suffix": return .array(Array(elements.suffix(count)))
            case "dropFirst": return .array(Array(elements.dropFirst(count)))
            default: return .array(Array(elements.dropLast(count)))
            }
        case ("joined", _):
            // `[[T]].joined()` flattens (with `separator: [x]` between); strings join into one.
            let isText: Bool
            switch first {
            case .string?: isText = true
            case nil: isText = elements.isEmpty || !elements.allSatisfy(\.isCollection)
            default: isText = false
            }
            if isText {
                let separator = if case .string(let text)? = first { text } else { "" }
                return .string(elements.map(describe).joined(separator: separator))
            }
            let separator = try first.map { try sequence($0, at: call) } ?? []
            return .array(try elements.enumerated().flatMap { index, element in (index == 0 ? [] : separator) + (try sequence(element, at: call)) })
        case ("union", 1), ("subtracting", 1), ("intersection", 1), ("symmetricDifference", 1):
            let other = try sequence(first!, at: call)
            let inOther = { [unowned self] (element: Value) in other.contains { equals($0, element) == true } }
            switch name {
            case "union": return .set(unique(elements + other))
            case "subtracting": return .set(elements.filter { !inOther($0) })
            case "intersection": return .set(elements.filter(inOther))
            default: return .set(elements.filter { !inOther($0) } + other.filter { element in !elements.contains { equals($0, element) == true } })
            }
        case ("isSubset", 1), ("isSuperset", 1), ("isDisjoint", 1):
            let other = try sequence(first!, at: call)
            let contained = { (set: [Value], element: Value) in set.contains { self.equals($0, element) == true } }
            switch name {
            case "isSubset": return .bool(elements.allSatisfy { contained(other, $0) })
            case "isSuperset": return .bool(other.allSatisfy { contained(elements, $0) })
            default: return .bool(!elements.contains { contained(other, $0) })
            }
        case ("elementsEqual", 1), ("elementsEqual", 2):
            // Pair by pair, up to the first that differs (the predicate runs that far), then the lengths.
            let other = try sequence(first!, at: call)
            let same: (Value, Value) throws -> Bool
            if arguments.count == 2 {
                let predicate = try binaryFunction(arguments[1].value, at: call)
                same = { [unowned self] in try holds(predicate($0, $1), at: call) }
            } else {
                same = { [unowned self] a, b in
                    guard let equal = try swiftEquals(a, b) else { throw unsupported(call, "comparing \(a.kind) with \(b.kind)") }
                    return equal
                }
            }
            for (a, b) in zip(elements, other) where try !same(a, b) { return .bool(false) }
            return .bool(elements.count == other.count)
        case ("count", 1):
            let predicate = try function(from: arguments, at: call)
            return .number(Double(try elements.filter { try holds(predicate($0), at: call) }.count))
        default:
            return nil
        }
    }

    func holds(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard case .bool(let flag) = value else { throw unsupported(node, "a predicate that is \(value.kind), not a Bool") }
        return flag
    }

    /// Insertion sort: stable, so equal elements keep their order, as the
    /// result must be the same on every run.
    private func stableSort(_ elements: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        var sorted: [Value] = []
        for element in elements {
            var index = sorted.count
            while index > 0, try less(element, sorted[index - 1]) { index -= 1 }
            sorted.insert(element, at: index)
        }
        return sorted
    }

    /// The order of two comparable values: -1, 0 or 1.
    func compare(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Int {
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        case (.string(let x), .string(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        case (.priority(let x), .priority(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        case (.tuple(let x), .tuple(let y)):
            for (left, right) in zip(x, y) {
                let order = try compare(left.value, right.value, at: node)
                if order != 0 { return order }
            }
            return 0
        default:
            // The files' own `<` (`static func < (lhs: Slot, rhs: Slot) -> Bool`), as `Comparable` uses it.
            guard case .bool(let less)? = try callAppOperator("<", [a, b], at: node),
                case .bool(let greater)? = try callAppOperator("<", [b, a], at: node)
            else { throw unsupported(node, "comparing \(a.kind) with \(b.kind)") }
            return less ? -1 : (greater ? 1 : 0)
        }
    }

    private func unique(_ elements: [Value]) -> [Value] {
        var kept: [Value] = []
        for element in elements where !kept.contains(where: { equals($0, element) == true }) { kept.append(element) }
        return kept
    }

    /// The names a closure's parameters go by (`$0`, `$1` when it names none).
    private static func parameterNames(of closure: Closure) -> [String] {
        switch closure.syntax.signature?.parameterClause {
        case .simpleInput(let shorthand): shorthand.map(\.name.text)
        case .parameterClause(let clause): clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: ["$0", "$1"]
        }
    }

    /// `sequence(state:next:)`: `next` runs with the state as its `inout`
    /// parameter until it gives `nil`, all at once (as `sequence(first:next:)`).
    func stateSequence(_ initial: Value, next: Value, at call: some SyntaxProtocol) throws -> Value {
        guard case .closure(let closure) = next, let name = Self.parameterNames(of: closure).first else {
            throw unsupported(call, "sequence(state:next:) with \(next.kind) for next")
        }
        var state = initial
        var elements: [Value] = []
        ranBodies.insert(closure.syntax.id)
        while true {
            let scope = Scope(parent: closure.scope)
            scope.declare(name, state)
            let element = try runBody(closure.syntax.statements, in: scope, self: closure.selfInstance, at: call)
            state = scope.lookup(name) ?? state
            if element.isNull { return .array(elements) }
            elements.append(element)
            guard elements.count < Self.generatedSequenceLimit else {
                throw unsupported(call, "sequence(state:next:) going on past \(Self.generatedSequenceLimit) elements (an endless sequence)")
            }
        }
    }

    private func reduceInto(_ initial: Value, _ elements: [Value], _ closure: Closure, at node: some SyntaxProtocol) throws -> Value {
        let names = Self.parameterNames(of: closure)
        guard names.count == 2 else { throw unsupported(node, "a reduce(into:) closure without two parameters") }
        var accumulated = initial
        if !elements.isEmpty { ranBodies.insert(closure.syntax.id) }
        for element in elements {
            let scope = Scope(parent: closure.scope)
            scope.declare(names[0], accumulated)
            scope.declare(names[1], element)
            _ = try runBody(closure.syntax.statements, in: scope, self: closure.selfInstance, at: node)
            accumulated = scope.lookup(names[0]) ?? accumulated
        }
        return accumulated
    }

    private func dictionaryMethod(_ name: String, _ entries: [Entry], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        switch name {
        case "mapValues":
            let transform = try function(from: arguments, at: call)
            return .dictionary(try entries.map { Entry(key: $0.key, value: try transform($0.value)) })
        case "compactMapValues":
            let transform = try function(from: arguments, at: call)
            return .dictionary(try entries.compactMap { entry in
                let value = try transform(entry.value)
                return value.isNull ? nil : Entry(key: entry.key, value: value)
            })
        case "merging":  // `merge` on a copy
            return try mutateCollection("merge", of: .dictionary(entries), arguments, at: call)?.collection
        default: return nil
        }
    }

    /// `index(after:)`, `index(before:)` and `index(_:offsetBy:)` of an array (or a slice):
    /// integer positions, moved as Swift moves them, without a bounds check.
    private func arrayIndex(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard name == "index", let first = arguments.first else { return nil }
        let index = try number(first.value, at: call)
        switch arguments.map(\.label) {
        case ["after"]: return .number(index + 1)
        case ["before"]: return .number(index - 1)
        case [nil, "offsetBy"]: return .number(index + (try number(arguments[1].value, at: call)))
        default: return nil
        }
    }

    static let mutatingCollectionMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort", "reverse",
        "removeValue", "updateValue", "merge", "formUnion", "subtract", "formIntersection", "swapAt",
        "update", "formSymmetricDifference", "next", "partition", "replaceSubrange", "removeSubrange", "toggle", "reserveCapacity",
    ]

    /// A mutating method on a collection value (or `Bool.toggle()`): the changed value (for
    /// the caller to write back) and the method's result; `nil` when `name` is
    /// not one, or the receiver is not a collection.
    func mutateCollection(
        _ name: String, of receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws -> (collection: Value, result: Value)? {
        guard Self.mutatingCollectionMethods.contains(name) else { return nil }
        let first = arguments.first?.value
        let labels = arguments.map(\.label)
        if name == "reserveCapacity", labels == [nil] {
            switch receiver {
            case .array, .set, .dictionary, .string: return (receiver, .void)  // storage only: the values are the same
            default: return nil
            }
        }
        switch receiver {
        case .bool(let flag) where name == "toggle" && arguments.isEmpty: return (.bool(!flag), .void)  // `Bool.toggle()`
        case .string(let text): return try mutateString(name, of: text, arguments, at: call)
        case .array(var elements):
            var result = Value.void
            switch (name, labels) {
            case ("append", [nil]): elements.append(first!)
            case ("append", ["contentsOf"]): elements += try sequence(first!, at: call)
            case ("insert", [nil, "at"]):
                let index = Int(try number(arguments[1].value, at: call))
                guard index >= 0 && index <= elements.count else { throw crash(call, "an index out of range") }
                elements.insert(first!, at: index)
            case ("insert", ["contentsOf", "at"]):
                elements.insert(contentsOf: try sequence(first!, at: call), at: min(elements.count, Int(try number(arguments[1].value, at: call))))
            case ("remove", ["at"]):
                let index = Int(try number(first!, at: call))
                guard elements.indices.contains(index) else { throw crash(call, "an index out of range") }
                result = elements.remove(at: index)
            case ("removeAll", []), ("removeAll", ["keepingCapacity"]): elements.removeAll()
            case ("removeAll", ["where"]), ("removeAll", [nil]):
                let predicate = try function(from: arguments, at: call)
                elements = try elements.filter { try !holds(predicate($0), at: call) }
            case ("removeFirst", []), ("removeLast", []):
                guard !elements.isEmpty else { throw crash(call, "\(name) of an empty array") }
                result = name == "removeFirst" ? elements.removeFirst() : elements.removeLast()
            case ("removeFirst", [nil]), ("removeLast", [nil]):
                let count = Int(try number(first!, at: call))
                guard count <= elements.count else { throw crash(call, "\(name) of more than the array holds") }
                if name == "removeFirst" { elements.removeFirst(count) } else { elements.removeLast(count) }
            case ("popLast", []): result = elements.popLast() ?? .null
            case ("popFirst", []), ("next", []):  // a slice's `popFirst()`; an array's iterator is the array of the elements still to come (`makeIterator()`)
                result = elements.isEmpty ? .null : elements.removeFirst()
            case ("reverse", []): elements.reverse()
            case ("replaceSubrange", [nil, "with"]), ("removeSubrange", [nil]):
                guard case .range(let lower, let upper, let closed) = first!, let start = Int(exactly: lower),
                    let bound = Int(exactly: upper), start >= 0, start <= bound + (closed ? 1 : 0), bound + (closed ? 1 : 0) <= elements.count
                else { throw crash(call, "\(name) with a range out of the array's bounds") }
                let replacement = name == "replaceSubrange" ? try sequence(arguments[1].value, at: call) : []
                elements.replaceSubrange(start..<(bound + (closed ? 1 : 0)), with: replacement)
            case ("partition", ["by"]), ("partition", [nil]):
                // Swift's own partition over the predicate's answers, so the order it leaves is Swift's.
                let predicate = try function(from: arguments, at: call)
                let matches = try elements.map { try holds(predicate($0), at: call) }
                var order = Array(elements.indices)
                result = .number(Double(order.partition { matches[$0] }))
                elements = order.map { elements[$0] }
            case ("sort", _):
                guard case .array(let sorted)? = try callSequenceMethod("sorted", on: .array(elements), arguments, at: call) else { return nil }
                elements = sorted
            case ("swapAt", [nil, nil]):
                let (i, j) = (Int(try number(first!, at: call)), Int(try number(arguments[1].value, at: call)))
                guard elements.indices.contains(i), elements.indices.contains(j) else { throw unsupported(call, "an index out of range") }
                elements.swapAt(i, j)
            default: throw unsupported(call, "the array method \(name)\(labelText(labels))")
            }
            return (.array(elements), result)
        case .set(var elements):
            var result = Value.void
            switch (name, labels) {
            case ("insert", [nil]):
                let isNew = !elements.contains { equals($0, first!) == true }
                if isNew { elements.append(first!) }
                result = .tuple([("inserted", .bool(isNew)), ("memberAfterInsert", first!)])
            case ("remove", [nil]):
                let index = elements.firstIndex { equals($0, first!) == true }
                result = index.map { elements.remove(at: $0) } ?? .null
            case ("removeAll", []): elements.removeAll()
            case ("formUnion", [nil]): elements = unique(elements + (try sequence(first!, at: call)))
            case ("subtract", [nil]):
                let other = try sequence(first!, at: call)
                elements.removeAll { element in other.contains { equals($0, element) == true } }
            default: throw unsupported(call, "the set method \(name)\(labelText(labels))")
            }
            return (.set(elements), result)
        case .dictionary(var entries):
            var result = Value.void
            switch (name, labels) {
            case ("removeValue", ["forKey"]):
                let index = try keyIndex(of: first!, in: entries)
                result = index.map { entries.remove(at: $0).value } ?? .null
            case ("updateValue", [nil, "forKey"]):
                let key = arguments[1].value
                if let index = try keyIndex(of: key, in: entries) {
                    result = entries[index].value
                    entries[index].value = first!
                } else {
                    result = .null
                    entries.append(Entry(key: key, value: first!))
                }
            case ("removeAll", []): entries.removeAll()
            case ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):
                guard case .dictionary(let other) = first! else { throw unsupported(call, "merging \(first!.kind)") }
                let combine = try binaryFunction(arguments[1].value, at: call)
                for entry in other {
                    if let index = try keyIndex(of: entry.key, in: entries) {
                        entries[index].value = try combine(entries[index].value, entry.value)
                    } else {
                        entries.append(entry)
                    }
                }
            default: throw unsupported(call, "the dictionary method \(name)\(labelText(labels))")
            }
            return (.dictionary(entries), result)
        case .object(let instance):
            return try mutateOptionSet(name, of: instance, arguments, at: call)
        case .tuple:
            return try mutateIndexSet(name, of: receiver, arguments, at: call)
        default:
            return nil
        }
    }
}
