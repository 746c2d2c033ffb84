import SwiftSyntax

/// The files' `OptionSet` types. A value is an instance of the type holding
/// its `rawValue`; `SetAlgebra` works on the raw value's bits, as the standard
/// library's default implementations do, so `insert`, `contains`, `union` and
/// the rest need no declaration in the files.
extension Interpreter {
    /// `remove`, `formUnion`, ...: set algebra that changes the receiver.
    static let mutatingOptionSetMethods: Set<String> = [
        "insert", "remove", "update", "formUnion", "formIntersection", "formSymmetricDifference", "subtract",
    ]

    func isOptionSet(_ model: TypeModel) -> Bool { model.kind == .struct && model.conforms(to: "OptionSet") }

    /// `[.viewport, .logo]` where an option set is declared: the union of its elements.
    func optionSet(_ elements: [Value], of model: TypeModel, at node: some SyntaxProtocol) throws -> Value {
        var bits = 0
        for element in elements { bits |= try optionBits(element, of: model, at: node) }
        return try makeOptionSet(bits, of: model, at: node)
    }

    /// Through the type's own `init(rawValue:)` when it declares one, else the memberwise one.
    func makeOptionSet(_ bits: Int, of model: TypeModel, at node: some SyntaxProtocol) throws -> Value {
        try instantiate(model, arguments: [("rawValue", .number(Double(bits)))], at: node)
    }

    /// The raw bits of an option-set operand: a value of the type, one of its
    /// static options (`.logo`), an array literal of them, or `.init(rawValue:)`.
    func optionBits(_ value: Value, of model: TypeModel, at node: some SyntaxProtocol) throws -> Int {
        switch value {
        case .object(let instance) where instance.type === model:
            guard let raw = instance.fields["rawValue"] else { break }
            return Int(try number(raw, at: node))
        case .array(let elements):
            return try elements.reduce(0) { $0 | (try optionBits($1, of: model, at: node)) }
        case .symbol(let name):
            if let found = try staticValue(name, of: model, at: node) { return try optionBits(found, of: model, at: node) }
        case .enumCase(let implicit) where implicit.typeName == nil:
            if let made = try implicitFactory(implicit, of: model, at: node) { return try optionBits(made, of: model, at: node) }
        default: break
        }
        throw unsupported(node, "\(value.kind) as a value of the option set \(model.name)")
    }

    /// `contains`, `union`, `isSubset(of:)`, ...: set algebra that leaves the receiver as it is.
    func optionSetMethod(
        _ name: String, of instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> Value? {
        guard isOptionSet(instance.type), arguments.count == 1 else { return nil }
        let model = instance.type
        let bits = try optionBits(.object(instance), of: model, at: node)
        let other = try optionBits(arguments[0].value, of: model, at: node)
        switch (name, arguments[0].label) {
        case ("contains", nil): return .bool(bits & other == other)
        case ("isSubset", "of"): return .bool(bits & other == bits)
        case ("isSuperset", "of"): return .bool(bits & other == other)
        case ("isDisjoint", "with"): return .bool(bits & other == 0)
        case ("isStrictSubset", "of"): return .bool(bits & other == bits && bits != other)
        case ("isStrictSuperset", "of"): return .bool(bits & other == other && bits != other)
        case ("union", nil): return try makeOptionSet(bits | other, of: model, at: node)
        case ("intersection", nil): return try makeOptionSet(bits & other, of: model, at: node)
        case ("subtracting", nil): return try makeOptionSet(bits & ~other, of: model, at: node)
        case ("symmetricDifference", nil): return try makeOptionSet(bits ^ other, of: model, at: node)
        default: return nil
        }
    }

    /// `contains(x)`, `insert(x)` inside the option set's own members (implicit
    /// `self`): a mutating one changes `self`'s raw value in place.
    func implicitSelfOptionSetCall(
        _ name: String, on instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> Value? {
        if let result = try optionSetMethod(name, of: instance, arguments, at: node) { return result }
        guard let (changed, result) = try mutateOptionSet(name, of: instance, arguments, at: node),
            case .object(let made) = changed
        else { return nil }
        instance.fields["rawValue"] = made.fields["rawValue"]
        return result
    }

    /// A mutating set-algebra method: the changed set (for the caller to write
    /// back) and the method's result, as `Set`'s (`insert` gives
    /// `(inserted:memberAfterInsert:)`, `remove` the removed member or `nil`).
    func mutateOptionSet(
        _ name: String, of instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> (collection: Value, result: Value)? {
        let model = instance.type
        guard isOptionSet(model), model.method(named: name, labels: arguments.map(\.label)) == nil,
            Self.mutatingOptionSetMethods.contains(name), arguments.count == 1, arguments[0].label == nil
        else { return nil }
        let bits = try optionBits(.object(instance), of: model, at: node)
        let member = arguments[0].value
        let other = try optionBits(member, of: model, at: node)
        let changed: Int
        var result = Value.void
        switch name {
        case "insert":
            changed = bits | other
            result = .tuple([("inserted", .bool(bits & other != other)), ("memberAfterInsert", try makeOptionSet(other, of: model, at: node))])
        case "remove":
            changed = bits & ~other
            result = bits & other == 0 ? .null : try makeOptionSet(bits & other, of: model, at: node)
        case "update":
            changed = bits | other
            result = bits & other == other ? try makeOptionSet(other, of: model, at: node) : .null
        case "formUnion": changed = bits | other
        case "formIntersection": changed = bits & other
        case "formSymmetricDifference": changed = bits ^ other
        default: changed = bits & ~other  // subtract
        }
        return (try makeOptionSet(changed, of: model, at: node), result)
    }
}
