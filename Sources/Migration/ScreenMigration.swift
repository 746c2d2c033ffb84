import DelegateGenerator
import DelegateVerifier
import Foundation
import NavlintCore
import NavlintScanner
import SourceEditing
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One screen's migration, all or nothing: install its delegate, rewrite
/// every legacy use, check each changed file, and verify the delegate against
/// the legacy layout before keeping any of it.
struct ScreenMigration {
    struct Migrated {
        var contents: [String: [UInt8]]
        var delegate: MigrationPlan.NewFile
        var fixed: Int
        var left: [MigrationSummary.LeftUse]
    }

    let generated: DelegateGenerator.GeneratedFile
    let project: ProjectState
    let options: Migrator.Options
    let scan: (ProjectState) -> ScanResult

    private var screen: Screen { generated.plan.screen }

    func run() -> Result<Migrated, MigrationSummary.Refusal> {
        if let main = project.bytes(of: screen.mainFile),
            String(decoding: main, as: UTF8.self).contains("\(screen.name)LayoutDelegate()")
        {
            return .failure(refusal("it already installs \(screen.name)LayoutDelegate; migrate the rest by hand"))
        }
        let delegateText = options.hooks.delegateSource?(generated.contents) ?? generated.contents
        guard let delegate = delegateFile(delegateText) else {
            return .failure(refusal("\(generated.fileName) already exists; navlint does not overwrite it"))
        }
        var files: [String: EditableFile] = [:]
        for displayPath in Set(screen.findings.map(\.location.file) + [screen.mainFile]) {
            guard let bytes = project.bytes(of: displayPath), let path = project.path(of: displayPath) else {
                return .failure(refusal("\(displayPath) is not among the files being fixed"))
            }
            files[displayPath] = EditableFile(path: path, displayPath: displayPath, bytes: bytes)
        }
        var edits: [String: [TextEdit]] = [:]
        var left: [MigrationSummary.LeftUse] = []
        var rewritten: [NavlintCore.SourceLocation] = []
        let tables = KeyPathTableRewriter(plan: generated.plan, files: files, project: project).tables()
        var rewriters = files.mapValues {
            UseRewriter(plan: generated.plan, file: $0, delegate: DelegateInstaller.propertyName, keyPathTables: tables)
        }
        for finding in screen.findings {
            switch rewriters[finding.location.file]!.rewrite(finding) {
            case .edits(let list):
                edits[finding.location.file, default: []] += list
                rewritten.append(finding.location)
            case .left(let reason):
                left.append(.init(location: finding.location, ruleID: finding.ruleID, reason: reason))
            }
        }
        for (displayPath, rewriter) in rewriters {
            edits[displayPath, default: []] += rewriter.closureParameterEdits()
        }
        for table in tables {
            guard case .edits(let byFile) = table.outcome else { continue }
            for (displayPath, list) in byFile { edits[displayPath, default: []] += list }
        }
        let lost = lostInputs(rewritten: rewritten, left: left, tables: tables)
        if !lost.isEmpty { return .failure(.init(screen: screen.name, reasons: lost)) }
        let hooks = generated.plan.promptHooks.compactMap { hook -> (PromptHook, TokenSyntax, EditableFile)? in
            guard let file = files[hook.location.file], let column = hook.location.column,
                let token = file.token(line: hook.location.line, column: column)
            else { return nil }
            return (hook, token, file)
        }
        let installer = DelegateInstaller(plan: generated.plan, file: files[screen.mainFile]!)
        let shared = edits.contains { displayPath, list in
            displayPath != screen.mainFile && list.contains { $0.replacement.contains(DelegateInstaller.propertyName) }
        }
        let installation = installer.install(sharedWithOtherFiles: shared) { map in
            hooks.flatMap { hook, token, file in
                PromptHookMover(file: file).hookAssignment(
                    for: token, kind: hook.kind, delegate: DelegateInstaller.propertyName, map: map) ?? []
            }
        }
        switch installation {
        case .failure(let error): return .failure(refusal(error.description))
        case .success(let list): edits[screen.mainFile, default: []] += list
        }
        for displayPath in files.keys {
            if let extra = options.hooks.extraEdit?(displayPath) { edits[displayPath, default: []].append(extra) }
        }
        // The verifier runs last: it is by far the slowest check.
        return check(edits: edits, files: files, left: left).flatMap { contents in
            if !options.hooks.skipsVerification, let problem = verificationProblem(delegateText) {
                return .failure(refusal(problem))
            }
            return .success(Migrated(contents: contents, delegate: delegate, fixed: rewritten.count, left: left))
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
        let remaining = scan(after).findings.filter { finding in
            Migrator.isLegacyUse(finding) && contents.keys.contains(finding.location.file)
        }
        for displayPath in contents.keys {
            let still = remaining.count { $0.location.file == displayPath }
            let expected = left.count { $0.location.file == displayPath }
            if still > expected {
                return .failure(refusal("\(displayPath): \(still - expected) legacy use(s) would remain after the fix; the file is left as it was"))
            }
        }
        return .success(contents)
    }

    /// Each run-time input of the delegate (a property the screen must keep
    /// setting) decided somewhere the fix did not rewrite, with the reason it
    /// was left when it is a legacy use or a key-path table's row: migrating
    /// would silently freeze that value, so the screen is refused.
    private func lostInputs(rewritten: [NavlintCore.SourceLocation], left: [MigrationSummary.LeftUse], tables: [KeyPathTable]) -> [String] {
        let plan = generated.plan
        let measured = plan.accessory.map { accessory in
            accessory.heightIsProperty ? accessory.measuredAt.map { ($0, AccessoryPlan.heightPropertyName) } : []
        } ?? []
        let inputs = plan.runtimeFlags.flatMap { flag in flag.locations.map { ($0, flag.flag.propertyName) } }
            + plan.runtimePaddings.flatMap { padding in padding.locations.map { ($0, padding.edge.propertyName) } }
            + measured
        let place = { (location: NavlintCore.SourceLocation) in "\(location.file):\(location.line)" }
        var lines = Set(rewritten.map(place))
        var leftReasons = left.map { (place($0.location), $0.reason) }
        for table in tables {
            switch table.outcome {
            case .edits: lines.formUnion(table.rows.map(place))
            case .left(let reason): leftReasons += table.rows.map { (place($0), reason) }
            }
        }
        let reasons = Dictionary(leftReasons, uniquingKeysWith: { first, _ in first })
        return inputs.filter { !lines.contains(place($0.0)) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { location, property in
            let why = reasons[place(location)].map { " (\($0))" } ?? ""
            return "\(place(location)): the delegate's `\(property)` is decided here, in code navlint cannot rewrite\(why); "
                + "migrating would freeze it"
        }
    }

    static func syntaxErrors(in tree: SourceFileSyntax) -> Int {
        ParseDiagnosticsGenerator.diagnostics(for: tree).count
    }

    /// The verifier's errors, as one reason, or `nil` when the delegate passes.
    private func verificationProblem(_ text: String) -> String? {
        var verifierOptions = DelegateVerifier.Options()
        verifierOptions.againstLegacy = true
        do {
            let result = try DelegateVerifier.verify(DelegateSource(text: text, displayPath: generated.fileName), options: verifierOptions)
            let errors = result.findings.filter { $0.severity == .error }
            guard let first = errors.first else { return nil }
            return "its delegate does not pass verify --against-legacy (\(errors.count) error(s)), first: \(first.ruleID): \(first.message)"
        } catch {
            return "its delegate cannot be verified: \(error)"
        }
    }

    /// The delegate's file next to the screen's main file (or in the delegate
    /// directory); `nil` when a file is already there.
    private func delegateFile(_ text: String) -> MigrationPlan.NewFile? {
        guard let mainPath = project.path(of: screen.mainFile) else { return nil }
        let directory = options.delegateDirectory ?? (mainPath as NSString).deletingLastPathComponent
        let path = (directory as NSString).appendingPathComponent(generated.fileName)
        let displayDirectory = options.delegateDirectory ?? (screen.mainFile as NSString).deletingLastPathComponent
        guard !FileManager.default.fileExists(atPath: path) else { return nil }
        return .init(path: path, displayPath: (displayDirectory as NSString).appendingPathComponent(generated.fileName), contents: text)
    }

    private func refusal(_ reason: String) -> MigrationSummary.Refusal {
        .init(screen: screen.name, reasons: [reason])
    }
}
