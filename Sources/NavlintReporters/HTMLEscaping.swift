import NavlintXML

extension String {
    /// The text as HTML character data or attribute value: `&`, `<`, `>`, `"`
    /// and `'` become entities, and characters XML forbids become U+FFFD
    /// (control characters are parse errors in HTML too). Used by the HTML
    /// report and for SARIF's Markdown help, which GitHub renders as HTML.
    var htmlEscaped: String {
        var escaped = ""
        for character in XMLCharacters.sanitized(self) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
