import NavlintCore

/// The migration report as one self-contained HTML page: the screens with
/// their status, then screen by screen the reasons, the uses left, the files
/// it changes and its before/after pictures (the legacy layout beside the
/// delegate's, inline SVG sharing one style sheet), then each file's diff
/// once (screens that share a file link to the same diff).
struct MigrationHTMLReporter {
    func render(_ report: MigrationReport) -> String {
        let verb = report.command == .fix ? "fix" : "generate"
        var page = HTMLPage(title: "\(NavlintVersion.name) \(verb): migration report", style: Self.style + report.pictureStyles)
        page.line("<p class=\"totals\">\(totals(report).htmlEscaped)</p>")
        let fileAnchors = Dictionary(uniqueKeysWithValues: report.files.enumerated().map { ($0.element.path, "file-\($0.offset + 1)") })
        writeSummary(report, to: &page)
        writeMoments(report.moments, to: &page)
        for (index, screen) in report.screens.enumerated() {
            writeScreen(screen, anchor: "screen-\(index + 1)", fileAnchors: fileAnchors, moments: report.moments, to: &page)
        }
        writeLeft(report.outsideScreens, heading: "<h2>Legacy uses outside any screen</h2>", to: &page)
        writeFiles(report.files, anchors: fileAnchors, to: &page)
        return page.finish()
    }

    private func totals(_ report: MigrationReport) -> String {
        let counts = MigrationReport.Status.allCases.compactMap { status -> String? in
            let count = report.screens.count(where: { $0.status == status })
            return count == 0 ? nil : "\(count) \(status.label)"
        }
        let screens = report.screens.count.counting("screen") + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
        let written = report.dryRun ? "a dry run, nothing written" : "\(report.files.count(where: \.written)) written"
        return "\(screens); \(report.files.count.counting("file")) changed (\(written)); "
            + "\(report.outsideScreens.count.counting("legacy use")) outside any screen."
    }

    private func writeSummary(_ report: MigrationReport, to page: inout HTMLPage) {
        guard !report.screens.isEmpty else {
            page.line("<p>No screen uses the legacy layout APIs.</p>")
            return
        }
        page.line("<table>")
        page.line("<thead><tr><th>Screen</th><th>Status</th><th>Uses fixed</th><th>Uses left</th><th>Delegate</th></tr></thead>")
        page.line("<tbody>")
        for (index, screen) in report.screens.enumerated() {
            page.line(
                "<tr><td><a href=\"#screen-\(index + 1)\">\(screen.name.htmlEscaped)</a></td>"
                    + "<td><span class=\"status \(screen.status.rawValue)\">\(screen.status.label)</span></td>"
                    + "<td class=\"count\">\(screen.fixedUses)</td><td class=\"count\">\(screen.left.count)</td>"
                    + "<td>\(screen.delegate.map { "<code>\($0.htmlEscaped)</code>" } ?? "")</td></tr>")
        }
        page.line("</tbody>")
        page.line("</table>")
    }

    private func writeMoments(_ moments: [MigrationReport.Moment], to page: inout HTMLPage) {
        guard !moments.isEmpty else { return }
        page.line("<p>Pictures: each screen's legacy layout (before) beside its delegate's (after), in its first recorded variant, at</p>")
        page.line("<ul>")
        for moment in moments {
            page.line("<li><code>\(moment.scenario.htmlEscaped)</code>, <code>\(moment.step.htmlEscaped)</code>: \(moment.why.htmlEscaped)</li>")
        }
        page.line("</ul>")
    }

    private func writeScreen(
        _ screen: MigrationReport.Screen, anchor: String, fileAnchors: [String: String], moments: [MigrationReport.Moment],
        to page: inout HTMLPage
    ) {
        page.line("<section id=\"\(anchor)\">")
        page.line("<h2>\(screen.name.htmlEscaped) <span class=\"status \(screen.status.rawValue)\">\(screen.status.label)</span></h2>")
        if !screen.reasons.isEmpty {
            page.line("<ul class=\"reasons\">")
            for reason in screen.reasons { page.line("<li>\(reason.markdownInlineHTML)</li>") }
            page.line("</ul>")
        }
        writeLeft(screen.left, heading: "<h3>Legacy uses left</h3>", to: &page)
        let files = (screen.delegate.map { [$0] } ?? []) + screen.editedFiles
        if !files.isEmpty {
            let links = files.map { path in
                fileAnchors[path].map { "<a href=\"#\($0)\"><code>\(path.htmlEscaped)</code></a>" } ?? "<code>\(path.htmlEscaped)</code>"
            }
            page.line("<p>Files: \(links.joined(separator: ", "))</p>")
        }
        for picture in screen.pictures {
            let why = moments.first { $0.scenario == picture.scenario && $0.step == picture.step }?.why
            page.line("<div class=\"pair\">")
            page.line("<p class=\"moment\"><code>\(picture.scenario.htmlEscaped)</code>, <code>\(picture.step.htmlEscaped)</code>"
                + (screen.pictureVariant.map { ", variant <code>\($0.htmlEscaped)</code>" } ?? "")
                + (why.map { ": \($0.htmlEscaped)" } ?? "") + "</p>")
            for (side, svg) in [("before: the legacy layout", picture.legacySVG), ("after: the delegate", picture.delegateSVG)] where !svg.isEmpty {
                page.line("<figure>")
                page.line(HTMLPage.inlineSVG(svg))
                page.line("<figcaption>\(side)</figcaption>")
                page.line("</figure>")
            }
            page.line("</div>")
        }
        page.line("</section>")
    }

    private func writeLeft(_ uses: [MigrationReport.LeftUse], heading: String, to page: inout HTMLPage) {
        guard !uses.isEmpty else { return }
        page.line(heading)
        page.line("<ul class=\"left\">")
        for use in uses {
            page.line(
                "<li><code>\(XcodeDiagnostic.position(use.location).htmlEscaped)</code> <code>\(use.ruleID.htmlEscaped)</code>: "
                    + "\(use.reason.markdownInlineHTML)</li>")
        }
        page.line("</ul>")
    }

    private func writeFiles(_ files: [MigrationReport.FileChange], anchors: [String: String], to page: inout HTMLPage) {
        guard !files.isEmpty else { return }
        page.line("<h2>Changes</h2>")
        for file in files {
            let state = (file.created ? "new" : "edited") + (file.written ? "" : ", not written")
            page.line("<section id=\"\(anchors[file.path]!)\">")
            page.line("<h3><code>\(file.path.htmlEscaped)</code> (\(state))</h3>")
            page.line("<pre class=\"diff\">\(diffMarkup(file.diff))</pre>")
            page.line("</section>")
        }
    }

    /// The diff, escaped, with added and removed lines and hunk headers marked.
    private func diffMarkup(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line).htmlEscaped
            if line.hasPrefix("+++") || line.hasPrefix("---") { return text }
            if line.hasPrefix("@@") { return "<span class=\"h\">\(text)</span>" }
            if line.hasPrefix("+") { return "<ins>\(text)</ins>" }
            if line.hasPrefix("-") { return "<del>\(text)</del>" }
            return text
        }.joined(separator: "\n")
    }

    private static let style = HTMLPage.baseStyle + """
        .status{font-size:.8em;font-weight:600;padding:.1em .5em;border-radius:1em;background:#ddf4ff}\
        .status.migrated,.status.generated{background:#dafbe1}.status.partly-migrated{background:#fff8c5}\
        .status.refused,.status.not-written,.status.not-generated{background:#ffebe9}\
        .pair{display:flex;flex-wrap:wrap;gap:1em;align-items:flex-start;border-top:1px solid #d0d7de;margin-top:1em}\
        .pair .moment{flex-basis:100%}.pair figure{margin:0;flex:1 1 18em;max-width:28em}\
        pre.diff ins{text-decoration:none;background:#dafbe1;display:inline-block;width:100%}\
        pre.diff del{text-decoration:none;background:#ffebe9;display:inline-block;width:100%}\
        pre.diff .h{color:#8250df}
        """
}
