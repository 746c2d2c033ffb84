import SwiftSyntax

/// `Mirror(reflecting:)`: a team that keeps its views in a struct's
/// properties and walks them with `children` (trial 41a stopped). Its
/// `children` are Swift's for each kind of value: a struct's or class's own
/// stored properties in declaration order (a class's superclass is its
/// `superclassMirror`, which is not modelled), an enum case's payload under
/// the case's name, a collection's elements without labels, a tuple's parts
/// (`.0`, `.1` when unlabelled). A `lazy` or wrapped property stops the run:
/// Swift reflects its hidden storage, not the property.
extension Interpreter {
    func mirror(of subject: Value, at node: some SyntaxProtocol) throws -> Value {
        func child(_ label: String?, _ value: Value) -> Value { .tuple([("label", label.map(Value.string) ?? .null), ("value", value)]) }
        let children: [Value]
        switch subject {
        case .object(let instance):
            children = try instance.type.properties.filter { !$0.isStatic && $0.getter == nil }.map { property in
                guard !property.isLazy, property.wrapper == nil else {
                    throw unsupported(node, "Mirror of \(instance.type.name), whose \(property.name) Swift reflects as its hidden storage")
                }
                return child(property.name, try field(property.name, of: instance, at: node) ?? .null)
            }
        case .enumCase(let value):
            switch value.payload.count {
            case 0: children = []
            case 1: children = [child(value.name, value.payload[0].value)]
            default: children = [child(value.name, .tuple(value.payload))]
            }
        case .array(let elements), .set(let elements):
            children = elements.map { child(nil, $0) }
        case .tuple(let parts):
            children = parts.enumerated().map { child($1.label ?? ".\($0)", $1.value) }
        default:
            throw unsupported(node, "Mirror(reflecting:) of \(subject.kind)")
        }
        return .tuple([("children", .array(children))])
    }
}
