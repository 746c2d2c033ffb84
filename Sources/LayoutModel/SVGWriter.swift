/// A minimal SVG (XML) writer: elements, attributes in the order given, text
/// content, and correct escaping. It exists so renderers never build markup by
/// string concatenation.
struct SVGWriter {
    private(set) var output = ""
    private var openElements: [String] = []

    /// `<name attributes>`; close it with `close()`.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        output += indentation + "<\(name)\(Self.attributeText(attributes))>\n"
        openElements.append(name)
    }

    mutating func close() {
        guard let name = openElements.popLast() else { return }
        output += indentation + "</\(name)>\n"
    }

    /// An element with no children, or with escaped text content.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil) {
        let start = indentation + "<\(name)\(Self.attributeText(attributes))"
        if let text {
            output += start + ">\(Self.escape(text))</\(name)>\n"
        } else {
            output += start + "/>\n"
        }
    }

    /// The document, with every open element closed.
    mutating func finish() -> String {
        while !openElements.isEmpty { close() }
        return output
    }

    private var indentation: String { String(repeating: "  ", count: openElements.count) }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    /// Escapes the five XML special characters, so any name or message is safe
    /// in text and in attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
