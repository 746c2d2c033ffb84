import SwiftSyntax

/// Literals where the files' literal-convertible types are declared (an
/// annotation, a parameter, a return): Swift makes the type from the literal.
extension Interpreter {
    /// `let map: SlotMap = [.logo: a]`, `let bag: Bag = [a, b]`, `return []` for
    /// `-> Bag`, `install(v, as: "turnCard")` for `as id: ViewID`: the files'
    /// type is made from the literal by its `init(dictionaryLiteral:)`,
    /// `init(arrayLiteral:)`, `init(stringLiteral:)`, `init(integerLiteral:)`,
    /// `init(floatLiteral:)` or `init(booleanLiteral:)`, as Swift makes it, with
    /// the generic arguments the declared type or the other operand gives
    /// (`Tagged<ViewTag, String>`); `nil` when the type declares no such literal conformance.
    func literal(
        _ value: Value, as model: TypeModel, genericArguments: [String: TypeSyntax] = [:], at node: some SyntaxProtocol
    ) throws -> Value? {
        let candidates: [(protocols: [String], label: String)]
        let elements: [Value]
        switch value {
        case .array(let values):
            (candidates, elements) = ([(["ExpressibleByArrayLiteral"], "arrayLiteral")], values)
        case .dictionary(let entries):
            (candidates, elements) = ([(["ExpressibleByDictionaryLiteral"], "dictionaryLiteral")], entries.map { .tuple([(nil, $0.key), (nil, $0.value)]) })
        case .string(let text):
            if interpolatedTexts.contains(text), Self.interpolation(of: model) != nil {
                // Swift made it by the type's own `StringInterpolation`, which needs the literal's
                // segments (`interpolatedLiteral`); `init(stringLiteral:)` of the default text would not be the app's value.
                throw unsupported(
                    node,
                    "an interpolated string literal made into \(model.name), whose own StringInterpolation makes it, where the literal's type is not declared (a memberwise initializer's argument, a return): declare it where the literal is written")
            }
            candidates = [(["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"], "stringLiteral")]
            elements = [value]
        case .number(let number):
            // A whole number is an integer literal where the type takes one (`8.0` is not told from `8` here).
            let integer = (["ExpressibleByIntegerLiteral"], "integerLiteral"), float = (["ExpressibleByFloatLiteral"], "floatLiteral")
            candidates = number == number.rounded() ? [integer, float] : [float]
            elements = [value]
        case .bool:
            (candidates, elements) = ([(["ExpressibleByBooleanLiteral"], "booleanLiteral")], [value])
        default: return nil
        }
        guard let (_, label) = candidates.first(where: { candidate in
            model.lineage.contains { owner in candidate.protocols.contains { owner.conforms(to: $0) } }
        }) else { return nil }
        guard model.lineage.contains(where: { $0.initializer(labels: [label]) != nil }) else {
            throw unsupported(node, "a literal of \(model.name), whose init(\(label):) no given file declares")
        }
        return try instantiate(
            model, arguments: elements.enumerated().map { ($0.offset == 0 ? label : nil, $0.element) }, genericArguments: genericArguments, at: node)
    }
}
