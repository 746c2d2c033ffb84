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

extension String {
    /// The rule texts' Markdown (code spans in backticks, as written in
    /// `Rules/*.xml`) as escaped HTML: `` `padding` `` becomes
    /// `<code>padding</code>`; a backtick without a partner stays as it is.
    var markdownInlineHTML: String {
        let parts = split(separator: "`", omittingEmptySubsequences: false)
        let spans = parts.count % 2 == 1 ? parts.count : parts.count - 1
        var html = ""
        for (index, part) in parts.enumerated() {
            let text = String(part).htmlEscaped
            if index >= spans {
                html += "`" + text
            } else {
                html += index % 2 == 1 ? "<code>\(text)</code>" : text
            }
        }
        return html
    }
}
