import SwiftSyntax

/// Foundation's `KeyPathComparator` and `sorted(using:)`/`sort(using:)` with
/// one comparator or an array of them: elements compare by each comparator's
/// key path in turn (its `order` `.reverse` flipping it), the first that tells
/// them apart decides, and equal elements keep their order (Swift's sort is stable).
/// A comparator is a `KeyPathComparator` case (`forward` or `reverse`) whose payload is its key path.
extension Interpreter {
    /// `KeyPathComparator(\.rank)`, `KeyPathComparator(\.rank, order: .reverse)`.
    func keyPathComparator(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        guard case .keyPath = arguments[0].value else { throw unsupported(call, "a KeyPathComparator of \(arguments[0].value.kind)") }
        var order = "forward"
        if arguments.count == 2 {
            guard arguments[1].label == "order", let given = Self.sortOrder(arguments[1].value) else {
                throw unsupported(call, "a KeyPathComparator with \(arguments[1].label ?? "_"): \(arguments[1].value.kind)")
            }
            order = given
        }
        return .enumCase(EnumValue(typeName: "KeyPathComparator", name: order, payload: [(nil, arguments[0].value)]))
    }

    /// The comparators `sorted(using:)` was given: one, or an array of them.
    func sortComparators(_ value: Value, at call: some SyntaxProtocol) throws -> [(path: Value, reversed: Bool)] {
        let given: [Value] = if case .array(let comparators) = value { comparators } else { [value] }
        return try given.map { comparator in
            guard case .enumCase(let made) = comparator, made.typeName == "KeyPathComparator", let path = made.payload.first?.value else {
                throw unsupported(call, "sorting using \(comparator.kind) (a KeyPathComparator is run)")
            }
            return (path, made.name == "reverse")
        }
    }

    /// Whether `a` sorts before `b` by the comparators, the first that tells them apart deciding.
    func ordersBefore(_ a: Value, _ b: Value, by comparators: [(path: Value, reversed: Bool)], at call: some SyntaxProtocol) throws -> Bool {
        for comparator in comparators {
            let order = try compare(callFunction(comparator.path, [(nil, a)], at: call), callFunction(comparator.path, [(nil, b)], at: call), at: call)
            if order != 0 { return comparator.reversed ? order > 0 : order < 0 }
        }
        return false
    }

    /// `.forward` or `.reverse` (`SortOrder`).
    private static func sortOrder(_ value: Value) -> String? {
        let name: String? = switch value {
        case .symbol(let name): name
        case .enumCase(let member) where member.payload.isEmpty && [nil, "SortOrder"].contains(member.typeName): member.name
        default: nil
        }
        return name.flatMap { ["forward", "reverse"].contains($0) ? $0 : nil }
    }
}
