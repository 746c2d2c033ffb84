extension DecodingError {
    /// What is wrong where in JSON a decoder refused, in words a person who
    /// wrote it by hand can act on ("findings[0].count must be a number",
    /// "missing key 'version'"), instead of Foundation's dump of the decoder's context.
    public static func plainDescription(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(Self.path(context.codingPath))")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(Self.path(context.codingPath)) must be \(Self.expected(type))"
        case .dataCorrupted(let context):
            // The top level: the text is not JSON; below it, a value a type refused (an unknown key, ...).
            return context.codingPath.isEmpty ? "not valid JSON" : "\(Self.path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "not the expected JSON"
        }
    }

    /// `styleValues.headerNominalHeight`, `findings[0].count`, or "the top level".
    private static func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return text.hasPrefix(".") ? String(text.dropFirst()) : text.isEmpty ? "the top level" : text
    }

    /// The JSON a Swift type is read from.
    private static func expected(_ type: Any.Type) -> String {
        switch type {
        case is any Numeric.Type: "a number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is [String: Any].Type: "an object"
        case is [Any].Type: "an array"
        default: "a valid \(type)"
        }
    }
}
