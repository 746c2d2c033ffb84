import NavlintCore
import NavlintXML

/// One self-contained HTML page (inline CSS, no scripts, no network) to
/// attach to a CI run as an artifact or open locally: totals, a summary by
/// rule and by file, then file by file every input problem and every finding
/// with its source line and the replacement advice, and the SVG pictures
/// `verify` draws, inline.
public struct HTMLReporter: Reporter {
    public static let name = "html"

    public init() {}

    public func render(_ report: LintReport) throws(ReportError) -> String {
        let rules = report.rulesByID
        let files = report.resultsByFile
        var page = HTMLPage()
        page.line("<!DOCTYPE html>")
        page.line("<html lang=\"en\">")
        page.line("<head>")
        page.line("<meta charset=\"utf-8\">")
        page.line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.line("<title>\(NavlintVersion.name) report</title>")
        page.line("<style>\(Self.style)</style>")
        page.line("</head>")
        page.line("<body>")
        page.line("<h1>\(NavlintVersion.name) report</h1>")
        page.line("<p class=\"totals\">\(totals(report).htmlEscaped).</p>")
        writeRuleSummary(report, rules: rules, to: &page)
        writeFileSummary(files, to: &page)
        writeFindings(files, rules: rules, to: &page)
        writePictures(report.pictures, to: &page)
        page.line("</body>")
        page.line("</html>")
        return page.text
    }

    private func totals(_ report: LintReport) -> String {
        let errors = report.errorCount
        return "\((report.findings.count - errors).counting("warning")), \(errors.counting("error")) and "
            + "\(report.problems.count.counting("input problem")) in \(report.files.count.counting("checked file")); "
            + "\(NavlintVersion.name) \(NavlintVersion.version), \(report.formattedDuration) s"
    }

    private func writeRuleSummary(_ report: LintReport, rules: [String: RuleDescription], to page: inout HTMLPage) {
        let counts = Dictionary(grouping: report.findings, by: \.ruleID)
        guard !counts.isEmpty else { return }
        page.line("<h2>By rule</h2>")
        page.line("<table>")
        page.line("<thead><tr><th>Rule</th><th>Summary</th><th>Findings</th></tr></thead>")
        page.line("<tbody>")
        for id in counts.keys.sorted() {
            let summary = rules[id].map { "\($0.name): \($0.summary)" } ?? ""
            page.line(
                "<tr><td><code>\(id.htmlEscaped)</code></td><td>\(summary.markdownInlineHTML)</td>"
                    + "<td class=\"count\">\(counts[id]?.count ?? 0)</td></tr>")
        }
        page.line("</tbody>")
        page.line("</table>")
    }

    private func writeFileSummary(_ files: [FileResults], to page: inout HTMLPage) {
        let withResults = files.enumerated().filter { !$0.element.findings.isEmpty || !$0.element.problems.isEmpty }
        guard !withResults.isEmpty else { return }
        page.line("<h2>By file</h2>")
        page.line("<table>")
        page.line("<thead><tr><th>File</th><th>Warnings</th><th>Errors</th><th>Input problems</th></tr></thead>")
        page.line("<tbody>")
        for (index, file) in withResults {
            let errors = file.findings.filter { $0.severity == .error }.count
            page.line(
                "<tr><td><a href=\"#file-\(index + 1)\"><code>\(file.path.htmlEscaped)</code></a></td>"
                    + "<td class=\"count\">\(file.findings.count - errors)</td><td class=\"count\">\(errors)</td>"
                    + "<td class=\"count\">\(file.problems.count)</td></tr>")
        }
        page.line("</tbody>")
        page.line("</table>")
    }

    private func writeFindings(_ files: [FileResults], rules: [String: RuleDescription], to page: inout HTMLPage) {
        guard files.contains(where: { !$0.findings.isEmpty || !$0.problems.isEmpty }) else {
            page.line("<p class=\"clean\">No findings.</p>")
            return
        }
        page.line("<h2>Findings</h2>")
        for (index, file) in files.enumerated() where !file.findings.isEmpty || !file.problems.isEmpty {
            page.line("<section id=\"file-\(index + 1)\">")
            page.line("<h3><code>\(file.path.htmlEscaped)</code></h3>")
            for problem in file.problems {
                page.line("<div class=\"finding \(problem.severity.rawValue)\">")
                page.line(
                    "<p><code>\(XcodeDiagnostic.position(problem.location).htmlEscaped)</code> "
                        + "<span class=\"severity\">input problem</span> \(problem.kind.rawValue.htmlEscaped): "
                        + "\(problem.message.htmlEscaped)</p>")
                page.line("</div>")
            }
            for finding in file.findings {
                let severity = finding.severity.rawValue
                page.line("<div class=\"finding \(severity)\">")
                page.line(
                    "<p><code>\(XcodeDiagnostic.position(finding.location).htmlEscaped)</code> "
                        + "<span class=\"severity\">\(severity)</span> <code>\(finding.ruleID.htmlEscaped)</code>: "
                        + "\(finding.message.htmlEscaped)</p>")
                if let source = finding.sourceLine {
                    page.line("<pre><code>\(source.htmlEscaped)</code></pre>")
                }
                if let advice = rules[finding.ruleID]?.replacement, !advice.isEmpty {
                    page.line("<p class=\"advice\">Replacement: \(advice.markdownInlineHTML)</p>")
                }
                page.line("</div>")
            }
            page.line("</section>")
        }
    }

    private func writePictures(_ pictures: [LintReport.Picture], to page: inout HTMLPage) {
        guard !pictures.isEmpty else { return }
        page.line("<h2>Pictures</h2>")
        for picture in pictures {
            page.line("<figure>")
            page.line(inlineSVG(picture.svg))
            page.line("<figcaption>\(picture.title.htmlEscaped)</figcaption>")
            page.line("</figure>")
        }
    }

    /// The SVG as markup to embed: an XML declaration, meaningless inside
    /// HTML, is dropped. The SVG comes from navlint's own `verify` and is
    /// inserted as is.
    private func inlineSVG(_ svg: String) -> String {
        var markup = Substring(svg.trimmingPrefixWhitespace())
        if markup.hasPrefix("<?xml"), let end = markup.range(of: "?>") {
            markup = markup[end.upperBound...]
        }
        return String(markup).trimmingPrefixWhitespace()
    }

    private static let style = """
        body{font:14px/1.45 -apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:70em;\
        padding:0 1em;color:#1f2328}\
        table{border-collapse:collapse;margin:1em 0}th,td{border:1px solid #d0d7de;padding:.3em .6em;\
        text-align:left;vertical-align:top}td.count{text-align:right}\
        .finding{border-left:4px solid #bf8700;margin:1em 0;padding:.2em .8em;background:#f6f8fa}\
        .finding.error{border-left-color:#cf222e}.severity{font-weight:600}\
        pre{overflow-x:auto;background:#fff;padding:.4em;border:1px solid #d0d7de}\
        .advice{color:#1a7f37}figure{margin:1em 0}figure svg{max-width:100%;height:auto}
        """
}

/// An HTML page being built line by line.
struct HTMLPage {
    private(set) var text = ""

    mutating func line(_ markup: String) {
        text += markup
        text += "\n"
    }
}

extension String {
    fileprivate func trimmingPrefixWhitespace() -> String {
        String(drop { $0.isWhitespace })
    }
}
