import SwiftSyntax

/// Foundation's `IndexPath` and `IndexSet`, as code that addresses its views
/// like a collection view's cells uses them.
///
/// An index path is a labelled tuple `(section:item:)` (`Value.tupleTypeNames`),
/// so it compares as Foundation's (section, then item), is a dictionary key,
/// matches in `switch`, reads `row` as its item, and the files' extensions of
/// `IndexPath` apply. An index set is a tuple `(indexes:)` of its integers in
/// ascending order, the order Foundation iterates them in; its set algebra is
/// Foundation's, its other sequence methods those of the array of its integers.
extension Interpreter {
    static func indexPath(section: Double, item: Double) -> Value {
        .tuple([("section", .number(section)), ("item", .number(item))])
    }

    /// An index set of `integers` (any order, repeats allowed).
    static func indexSet(_ integers: [Double]) -> Value {
        .tuple([("indexes", .array(Set(integers).sorted().map(Value.number)))])
    }

    /// `IndexPath(item:section:)`, `IndexPath(row:section:)`,
    /// `IndexPath(indexes: [s, i])`, `IndexSet()`, `IndexSet(integer:)`,
    /// `IndexSet(integersIn:)` and `IndexSet(sequence)`; `nil` for other calls.
    func constructIndexValue(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let numbers = { try arguments.map { try self.number($0.value, at: call) } }
        switch (name, arguments.map(\.label)) {
        case ("IndexPath", ["item", "section"]), ("IndexPath", ["row", "section"]):
            let parts = try numbers()
            return Self.indexPath(section: parts[1], item: parts[0])
        case ("IndexPath", ["indexes"]):
            let parts = try sequence(arguments[0].value, at: call).map { try number($0, at: call) }
            guard parts.count == 2 else { throw unsupported(call, "an index path of \(parts.count) indexes (section and item are modelled)") }
            return Self.indexPath(section: parts[0], item: parts[1])
        case ("IndexSet", []): return Self.indexSet([])
        case ("IndexSet", ["integer"]): return Self.indexSet(try numbers())
        case ("IndexSet", ["integersIn"]), ("IndexSet", [nil]):
            return Self.indexSet(try sequence(arguments[0].value, at: call).map { try number($0, at: call) })
        default: return nil
        }
    }

    /// The integers of an index set; `nil` for another value.
    func indexSetIntegers(_ value: Value) -> [Value]? {
        guard value.kind == "IndexSet", case .tuple(let parts) = value, case .array(let integers) = parts[0].value else { return nil }
        return integers
    }

    /// `row` of an index path, and an index set's `count`, `isEmpty`, `first`
    /// and `last`; `nil` for other members.
    func indexValueMember(_ name: String, of value: Value) -> Value? {
        if value.kind == "IndexPath", name == "row", case .tuple(let parts) = value { return parts[1].value }
        guard let integers = indexSetIntegers(value) else { return nil }
        switch name {
        case "count": return .number(Double(integers.count))
        case "isEmpty": return .bool(integers.isEmpty)
        case "first": return integers.first ?? .null
        case "last": return integers.last ?? .null
        default: return nil
        }
    }

    /// An index set's methods that are not mutating: its set algebra,
    /// `contains`, `filter` (an index set), and the array methods of its
    /// integers for the rest; `nil` when the receiver is not an index set.
    func indexSetMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard let integers = indexSetIntegers(receiver) else { return nil }
        let own = try integers.map { try number($0, at: call) }
        func other() throws -> Set<Double> {
            Set(try sequence(indexSetIntegers(arguments[0].value).map(Value.array) ?? arguments[0].value, at: call).map { try number($0, at: call) })
        }
        switch (name, arguments.map(\.label)) {
        case ("contains", [nil]) where !arguments[0].value.isCallable:
            return .bool(own.contains(try number(arguments[0].value, at: call)))
        case ("contains", ["integersIn"]): return .bool(try other().isSubset(of: Set(own)))
        case ("union", [nil]): return Self.indexSet(own + (try other()))
        case ("intersection", [nil]): return Self.indexSet(Array(Set(own).intersection(try other())))
        case ("subtracting", [nil]): return Self.indexSet(Array(Set(own).subtracting(try other())))
        case ("symmetricDifference", [nil]): return Self.indexSet(Array(Set(own).symmetricDifference(try other())))
        case ("isSubset", ["of"]): return .bool(Set(own).isSubset(of: try other()))
        case ("isSuperset", ["of"]): return .bool(Set(own).isSuperset(of: try other()))
        case ("isDisjoint", ["with"]): return .bool(Set(own).isDisjoint(with: try other()))
        case ("filter", _):
            guard case .array(let kept)? = try callSequenceMethod(name, on: .array(integers), arguments, at: call) else { return nil }
            return Self.indexSet(try kept.map { try number($0, at: call) })
        default: return try callSequenceMethod(name, on: .array(integers), arguments, at: call)
        }
    }

    /// A mutating method of an index set: the changed set (for the caller to
    /// write back) and the method's result, as Foundation's; `nil` when the
    /// receiver is not an index set.
    func mutateIndexSet(_ name: String, of receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> (collection: Value, result: Value)? {
        guard let integers = indexSetIntegers(receiver) else { return nil }
        var own = Set(try integers.map { try number($0, at: call) })
        func argument() throws -> Set<Double> {
            let value = arguments[0].value
            if case .number(let integer) = value { return [integer] }
            return Set(try sequence(indexSetIntegers(value).map(Value.array) ?? value, at: call).map { try number($0, at: call) })
        }
        var result = Value.void
        switch (name, arguments.map(\.label)) {
        case ("insert", [nil]):
            let integer = try number(arguments[0].value, at: call)
            result = .tuple([("inserted", .bool(own.insert(integer).inserted)), ("memberAfterInsert", .number(integer))])
        case ("insert", ["integersIn"]), ("formUnion", [nil]), ("update", [nil]): own.formUnion(try argument())
        case ("remove", [nil]):
            let integer = try number(arguments[0].value, at: call)
            result = own.remove(integer).map(Value.number) ?? .null
        case ("remove", ["integersIn"]), ("subtract", [nil]): own.subtract(try argument())
        case ("formIntersection", [nil]): own.formIntersection(try argument())
        case ("formSymmetricDifference", [nil]): own.formSymmetricDifference(try argument())
        case ("removeAll", []): own.removeAll()
        default: throw unsupported(call, "the index set method \(name)\(labelText(arguments.map(\.label)))")
        }
        return (Self.indexSet(Array(own)), result)
    }
}
