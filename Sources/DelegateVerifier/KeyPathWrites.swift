import SwiftSyntax

extension Interpreter {
    /// `view[keyPath: \.isHidden] = false`, and `self[keyPath: path] = value`
    /// in a generic setter of the files: the last property of the path is set
    /// (with its observers and the model's effects) on what the rest of it
    /// reads. A value on the way (`\.frame.origin.x`, a struct's field of a
    /// field) would need writing back through the path, which is not interpreted.
    func assign(_ newValue: Value, through names: [String], of root: Value, at node: SubscriptCallExprSyntax) throws {
        guard let last = names.last else { throw unsupported(node, "assigning through an empty key path") }
        let holder = try names.dropLast().reduce(root) { try member($1, of: $0, at: node) }
        if names.count > 1 {
            switch holder {
            case .item, .constraint: break
            case .object(let instance) where !instance.type.isValueType: break
            default:
                throw unsupported(node, "assigning through the key path \\.\(names.joined(separator: ".")) (a \(holder.kind) on the way)")
            }
        }
        try setMember(last, of: holder, to: newValue, at: node)
    }
}
