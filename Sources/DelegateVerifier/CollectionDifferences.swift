import SwiftSyntax

/// `desired.difference(from: current)`: Swift's `CollectionDifference`, as a
/// declarative reconciler diffs the constraints or views it wants against
/// those it has. Swift's own algorithm computes it, over the elements'
/// classes under Swift's `==` (the files' `==` where they declare one), so the
/// offsets and the changes are Swift's. The value is a labelled tuple
/// `(removals:insertions:)` (`Value.tupleTypeNames`) of `.remove`/`.insert(offset:
/// element:associatedWith:)` changes; iterating it gives the removals from the
/// highest offset down, then the insertions, as Swift does; `count`, `isEmpty`,
/// `inferringMoves()` and `array.applying(diff)` are Swift's.
extension Interpreter {
    private typealias Change = CollectionDifference<Int>.Change

    /// `difference(from:)` of a sequence; `nil` for other calls.
    func collectionDifference(_ name: String, of new: [Value], _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard name == "difference", arguments.count == 1, arguments[0].label == "from" else { return nil }
        let old = try sequence(bridged(arguments[0].value), at: call)
        var classes: [Value] = []
        let (oldIDs, newIDs) = (try old.map { try equalityClass($0, in: &classes) }, try new.map { try equalityClass($0, in: &classes) })
        return differenceValue(newIDs.difference(from: oldIDs), classes)
    }

    /// The members and methods of a difference (`insertions` and `removals` are its fields); `nil` for others.
    func differenceMember(_ name: String, of value: Value, _ arguments: [Argument]?, at node: some SyntaxProtocol) throws -> Value? {
        guard value.kind == "CollectionDifference" else { return nil }
        switch (name, arguments?.map(\.label)) {
        case ("count", nil): return .number(Double(try sequence(value, at: node).count))
        case ("isEmpty", nil): return .bool(try sequence(value, at: node).isEmpty)
        case ("inferringMoves", []?):
            var classes: [Value] = []
            return differenceValue(try swiftDifference(value, classes: &classes, at: node).inferringMoves(), classes)
        default: return nil
        }
    }

    /// `array.applying(diff)`: the array the changes make of it, or `nil` when they do not fit it.
    func applyingDifference(_ receiver: [Value], _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        guard arguments.count == 1, arguments[0].label == nil, arguments[0].value.kind == "CollectionDifference" else { return nil }
        var classes: [Value] = []
        let difference = try swiftDifference(arguments[0].value, classes: &classes, at: node)
        let ids = try receiver.map { try equalityClass($0, in: &classes) }
        return ids.applying(difference).map { .array($0.map { classes[$0] }) } ?? .null
    }

    /// A difference's changes in Swift's order: removals from the highest offset, then insertions.
    func differenceChanges(_ value: Value) -> [Value]? {
        guard value.kind == "CollectionDifference", case .tuple(let parts) = value,
            case .array(let removals) = parts[0].value, case .array(let insertions) = parts[1].value
        else { return nil }
        return removals.reversed() + insertions
    }

    /// The index of the class of values equal to `value` (Swift's `==`), added when new.
    private func equalityClass(_ value: Value, in classes: inout [Value]) throws -> Int {
        if let found = try classes.firstIndex(where: { try swiftEquals($0, value) == true }) { return found }
        classes.append(value)
        return classes.count - 1
    }

    private func differenceValue(_ difference: CollectionDifference<Int>, _ classes: [Value]) -> Value {
        func change(_ change: Change) -> Value {
            let (name, offset, element, associated) = switch change {
            case .insert(let offset, let element, let associated): ("insert", offset, element, associated)
            case .remove(let offset, let element, let associated): ("remove", offset, element, associated)
            }
            return .enumCase(EnumValue(typeName: nil, name: name, payload: [
                ("offset", .number(Double(offset))), ("element", classes[element]),
                ("associatedWith", associated.map { .number(Double($0)) } ?? .null),
            ]))
        }
        return .tuple([("removals", .array(difference.removals.map(change))), ("insertions", .array(difference.insertions.map(change)))])
    }

    /// The run's difference as Swift's, its elements as classes added to `classes`.
    private func swiftDifference(_ value: Value, classes: inout [Value], at node: some SyntaxProtocol) throws -> CollectionDifference<Int> {
        var changes: [Change] = []
        for case .enumCase(let change) in differenceChanges(value) ?? [] {
            guard change.payload.count == 3, case .number(let offset) = change.payload[0].value else { continue }
            let element = try equalityClass(change.payload[1].value, in: &classes)
            let associated: Int? = if case .number(let other) = change.payload[2].value { Int(other) } else { nil }
            changes.append(change.name == "insert" ? .insert(offset: Int(offset), element: element, associatedWith: associated)
                : .remove(offset: Int(offset), element: element, associatedWith: associated))
        }
        guard let difference = CollectionDifference(changes) else { throw unsupported(node, "a CollectionDifference whose changes do not fit together") }
        return difference
    }
}
