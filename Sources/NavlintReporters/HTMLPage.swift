import NavlintCore

/// A self-contained HTML page (inline CSS, no scripts, no network) built line
/// by line, for the lint report and the migration report alike: the same
/// head, the same base styles, text always through `htmlEscaped`.
struct HTMLPage {
    private(set) var text = ""

    /// Tables, code and figures as both reports show them.
    static let baseStyle = """
        body{font:14px/1.45 -apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:70em;\
        padding:0 1em;color:#1f2328}\
        table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #d0d7de;padding:.3em .6em;\
        text-align:left;vertical-align:top}td.count{text-align:right}\
        pre{overflow-x:auto;background:#fff;padding:.4em;border:1px solid #d0d7de}\
        figure{margin:1em 0}figure svg{max-width:100%;height:auto}
        """

    /// The head (`title`, escaped, also the first heading) and the body's start.
    init(title: String, style: String) {
        line("<!DOCTYPE html>")
        line("<html lang=\"en\">")
        line("<head>")
        line("<meta charset=\"utf-8\">")
        line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        line("<title>\(title.htmlEscaped)</title>")
        line("<style>\(style)</style>")
        line("</head>")
        line("<body>")
        line("<h1>\(title.htmlEscaped)</h1>")
    }

    mutating func line(_ markup: String) {
        text += markup
        text += "\n"
    }

    /// The page, closed.
    mutating func finish() -> String {
        line("</body>")
        line("</html>")
        return text
    }

    /// The SVG as markup to embed: an XML declaration, meaningless inside
    /// HTML, is dropped. The SVG comes from navlint's own renderer and is
    /// inserted as is.
    static func inlineSVG(_ svg: String) -> String {
        var markup = svg.drop { $0.isWhitespace }
        if markup.hasPrefix("<?xml"), let end = markup.range(of: "?>") {
            markup = markup[end.upperBound...]
        }
        return String(markup.drop { $0.isWhitespace })
    }
}
