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
        var page = HTMLPage(title: "\(NavlintVersion.name) report", style: Self.style)
        page.line("<p class=\"totals\">\(totals(report).htmlEscaped).</p>")
        writeRuleSummary(report, rules: rules, to: &page)
        writeFileSummary(files, to: &page)
        writeFindings(files, rules: rules, to: &page)
        writePictures(report.pictures, to: &page)
        return page.finish()
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
            page.line(HTMLPage.inlineSVG(picture.svg))
            page.line("<figcaption>\(picture.title.htmlEscaped)</figcaption>")
            page.line("</figure>")
        }
    }

    private static let style = HTMLPage.baseStyle + """
        .finding{border-left:4px solid #bf8700;margin:1em 0;padding:.2em .8em;background:#f6f8fa}\
        .finding.error{border-left-color:#cf222e}.severity{font-weight:600}\
        .advice{color:#1a7f37}
        """
}
