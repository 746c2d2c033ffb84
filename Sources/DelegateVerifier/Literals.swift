import SwiftSyntax

/// Literals where the files' literal-convertible types are declared (an
/// annotation, a parameter, a return): Swift makes the type from the literal.
extension Interpreter {
    /// `let map: SlotMap = [.logo: a]`, `let bag: Bag = [a, b]`, `return []` for
    /// `-> Bag`: the files' type is made from the literal by its
    /// `init(dictionaryLiteral:)` or `init(arrayLiteral:)`, as Swift makes it;
    /// `nil` when the type declares no literal conformance.
    func literal(_ value: Value, as model: TypeModel, at node: some SyntaxProtocol) throws -> Value? {
        let (protocolName, label, elements): (String, String, [Value])
        switch value {
        case .array(let values): (protocolName, label, elements) = ("ExpressibleByArrayLiteral", "arrayLiteral", values)
        case .dictionary(let entries):
            (protocolName, label, elements) = ("ExpressibleByDictionaryLiteral", "dictionaryLiteral", entries.map { .tuple([(nil, $0.key), (nil, $0.value)]) })
        default: return nil
        }
        guard model.lineage.contains(where: { $0.conforms(to: protocolName) }) else { return nil }
        guard model.lineage.contains(where: { $0.initializer(labels: [label]) != nil }) else {
            throw unsupported(node, "a literal of \(model.name), whose init(\(label):) no given file declares")
        }
        return try instantiate(model, arguments: elements.enumerated().map { ($0.offset == 0 ? label : nil, $0.element) }, at: node)
    }
}
