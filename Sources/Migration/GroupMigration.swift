import DelegateVerifier
import NavlintCore
import NavlintScanner
import SourceEditing
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The screens whose map view classes have legacy uses of their own, migrated
/// together or not at all: those classes' files change once, for all of them.
/// A screen with no such class is a group of one.
///
/// The screens' edits are merged (the same edit from two screens is made
/// once; different edits on the same bytes refuse the group), each map class
/// gets its `MapClassLayout` protocol and property, each delegate its
/// conformances; then every changed file must parse with no new errors and
/// keep no legacy use the fix claimed, and every delegate must pass
/// `verify --against-legacy`.
struct GroupMigration {
    struct Migrated {
        /// One screen's outcome.
        struct Screen {
            var name: String
            var delegate: MigrationPlan.NewFile
            var fixed: Int
            var left: [MigrationSummary.LeftUse]
        }

        var contents: [String: [UInt8]]
        var screens: [Screen]
    }

    /// Each screen's part for each build.
    let screens: [ScreenMigration.Prepared]
    let variants: BuildVariants
    let project: ProjectState
    /// The legacy uses in `project`, from the pass's scan (not scanned again here).
    let projectUses: [Finding]
    let options: Migrator.Options
    let scan: (ProjectState) -> ScanResult

    private var names: String { Set(screens.map(\.screen.name)).sorted().joined(separator: ", ") }

    func run() -> Result<Migrated, MigrationSummary.Refusal> {
        var layouts: [String: MapClassLayout] = [:]
        for screen in screens {
            layouts.merge(screen.mapClassLayouts, uniquingKeysWith: MapClassLayout.merging)
        }
        var files: [String: EditableFile] = [:]
        var edits: [String: Set<TextEdit>] = [:]
        var collapses: [String: Set<BranchCollapse>] = [:]
        var texts: [String: [Set<String>: String]] = [:]
        var installations: [String: Set<TextEdit>] = [:]
        for screen in screens {
            let name = screen.screen.name
            files.merge(screen.files) { first, _ in first }
            for (path, list) in screen.edits { edits[path, default: []].formUnion(list) }
            for (path, list) in screen.collapses { collapses[path, default: []].formUnion(list) }
            let own = screen.screen.mapClasses.compactMap { layouts[$0] }
            switch ScreenMigration.installation(of: screen, mapClasses: own) {
            case .failure(let error): return .failure(refusal("\(name): \(error.description)"))
            case .success(let list):
                // One installation serves every build.
                if let other = installations[name], other != Set(list) {
                    return .failure(refusal("\(name): its builds need different installations of the delegate; install it by hand"))
                }
                installations[name] = Set(list)
                edits[screen.screen.mainFile, default: []].formUnion(list)
            }
            var text = screen.delegate.contents
            for layout in own {
                guard let conformance = layout.conformance(of: screen.generated.plan, delegate: "\(name)LayoutDelegate") else {
                    return .failure(refusal("`\(layout.className)` sets something \(name)'s delegate has no property for (it is fixed on that screen)"))
                }
                text += EditableFile.indented(conformance, by: "")
            }
            texts[name, default: [:]][screen.build] = text
        }
        for (name, parts) in Dictionary(grouping: screens, by: \.screen.name) {
            let fixed = parts.reduce(into: Set<NavlintCore.SourceLocation>()) { $0.formUnion($1.rewritten) }
            if let split = parts.flatMap(\.left).first(where: { fixed.contains($0.location) }) {
                return .failure(refusal("\(name): \(split.location.file):\(split.location.line) is rewritten for one build but not another (\(split.reason))"))
            }
        }
        // Each build's delegate is verified on its own (once per distinct text), before they share a file.
        let verified = Dictionary(screens.map { (texts[$0.screen.name]![$0.build]!, $0.generated.fileName) }, uniquingKeysWith: { first, _ in first })
            .sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map { (fileName: $0.value, text: $0.key) }
        for layout in layouts.values.sorted(by: { $0.className < $1.className }) {
            guard let (path, file) = files.first(where: { $0.value.tree.statements.contains { $0.item.as(ClassDeclSyntax.self)?.name.text == layout.className } }),
                let list = layout.declarationEdits(in: file)
            else { return .failure(refusal("navlint cannot find the declaration of `\(layout.className)` among the files it fixes")) }
            edits[path, default: []].formUnion(list)
        }
        var folded: [String: [TextEdit]] = [:]
        for path in Set(edits.keys).union(collapses.keys) {
            var list = (edits[path] ?? []).sorted { ($0.range.lowerBound, $0.range.upperBound, $0.replacement) < ($1.range.lowerBound, $1.range.upperBound, $1.replacement) }
            do {
                for collapse in (collapses[path] ?? []).sorted(by: { $0.statement.lowerBound < $1.statement.lowerBound }) {
                    list = try collapse.fold(list, in: files[path]!.bytes)
                }
            } catch {
                return .failure(refusal("\(path): \(error); the file is left as it was"))
            }
            folded[path] = list
        }
        let left = screens.flatMap(\.left)
        return check(edits: folded, files: files, left: Array(Set(left))).flatMap { contents in
            if !options.hooks.skipsVerification {
                for (fileName, text) in verified {
                    if let problem = ScreenMigration.verificationProblem(text, fileName: fileName, jobs: options.jobs) { return .failure(refusal(problem)) }
                }
            }
            return .success(Migrated(contents: contents, screens: results(texts: texts)))
        }
    }

    /// Each screen once: its delegate file, its uses fixed and left in any build.
    private func results(texts: [String: [Set<String>: String]]) -> [Migrated.Screen] {
        let parts = Dictionary(grouping: screens, by: \.screen.name)
        return parts.keys.sorted().map { name in
            let list = parts[name]!
            let fixed = list.reduce(into: Set<NavlintCore.SourceLocation>()) { $0.formUnion($1.rewritten) }
            var delegate = list[0].delegate
            delegate.contents = variants.combined(texts[name]!, screen: name)
            let left = Set(list.flatMap(\.left)).sorted { ($0.location, $0.reason) < ($1.location, $1.reason) }
            return .init(name: name, delegate: delegate, fixed: fixed.count, left: left)
        }
    }

    /// Applies each file's edits and checks the result: it parses with no new
    /// errors, and a new scan finds no more legacy uses than were left on purpose.
    private func check(
        edits: [String: [TextEdit]], files: [String: EditableFile], left: [MigrationSummary.LeftUse]
    ) -> Result<[String: [UInt8]], MigrationSummary.Refusal> {
        var contents: [String: [UInt8]] = [:]
        var after = project
        for (displayPath, list) in edits.sorted(by: { $0.key < $1.key }) {
            let file = files[displayPath]!
            let bytes: [UInt8]
            do {
                bytes = try TextEdit.apply(list, to: file.bytes)
            } catch {
                return .failure(refusal("\(displayPath): \(error); the file is left as it was"))
            }
            let before = Self.syntaxErrors(in: file.tree)
            let now = Self.syntaxErrors(in: Parser.parse(source: String(decoding: bytes, as: UTF8.self)))
            if now > before {
                return .failure(refusal("\(displayPath): the fixed file would not parse (\(now - before) new syntax error(s)); it is left as it was"))
            }
            contents[displayPath] = bytes
            after.replace(displayPath, with: bytes)
        }
        let inChangedFiles = { (finding: Finding) in contents.keys.contains(finding.location.file) }
        let remaining = scan(after).findings.filter { Migrator.isLegacyUse($0) && inChangedFiles($0) }
        // Uses no screen of the group owns (a helper nothing calls) stay where they were.
        let owned = Set(screens.flatMap { $0.screen.findings.map(\.location) })
        let others = projectUses.filter { inChangedFiles($0) && !owned.contains($0.location) }
        for displayPath in contents.keys {
            let still = remaining.count { $0.location.file == displayPath }
            let expected = Set(left.filter { $0.location.file == displayPath }.map(\.location)).count
                + others.count { $0.location.file == displayPath }
            if still > expected {
                return .failure(refusal("\(displayPath): \(still - expected) legacy use(s) would remain after the fix; the file is left as it was"))
            }
        }
        return .success(contents)
    }

    static func syntaxErrors(in tree: SourceFileSyntax) -> Int {
        ParseDiagnosticsGenerator.diagnostics(for: tree).count
    }

    /// One refusal for the group: each screen is named in the summary with it.
    private func refusal(_ reason: String) -> MigrationSummary.Refusal {
        .init(screen: names, reasons: [reason])
    }
}
