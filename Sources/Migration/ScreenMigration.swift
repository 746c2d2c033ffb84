import AppBuild
import DelegateGenerator
import DelegateVerifier
import Foundation
import NavlintCore
import NavlintScanner
import SourceEditing
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One screen's part of a migration: install its delegate, rewrite every
/// legacy use. `GroupMigration` merges the parts of the screens that share a
/// map view class, checks each changed file, and verifies every delegate
/// against the legacy layout before keeping any of it.
struct ScreenMigration {
    /// A screen's edits, not yet applied.
    struct Prepared {
        var generated: DelegateGenerator.GeneratedFile
        var delegate: MigrationPlan.NewFile
        var files: [String: EditableFile]
        var edits: [String: [TextEdit]]
        var collapses: [String: [BranchCollapse]]
        var left: [MigrationSummary.LeftUse]
        /// The legacy uses rewritten.
        var rewritten: Set<NavlintCore.SourceLocation>
        /// What the screen's map view classes now need of the delegate.
        var mapClassLayouts: [String: MapClassLayout]
        /// The build (custom conditions) this part is for.
        var build: Set<String>

        var screen: Screen { generated.plan.screen }
    }

    let generated: DelegateGenerator.GeneratedFile
    let project: ProjectState
    let options: Migrator.Options
    /// The build's conditions: uses in code it does not compile are another build's.
    let build: Set<String>
    let configuration: AppBuildConfiguration

    private var screen: Screen { generated.plan.screen }

    func prepare() -> Result<Prepared, MigrationSummary.Refusal> {
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
        for displayPath in screen.touchedFiles {
            guard let bytes = project.bytes(of: displayPath), let path = project.path(of: displayPath) else {
                return .failure(refusal("\(displayPath) is not among the files being fixed"))
            }
            files[displayPath] = EditableFile(path: path, displayPath: displayPath, bytes: bytes, trees: project.trees)
        }
        var prepared = Prepared(
            generated: generated, delegate: delegate, files: files, edits: [:], collapses: [:], left: [], rewritten: [],
            mapClassLayouts: [:], build: build)
        var rewritten: [NavlintCore.SourceLocation] = []
        let tables = KeyPathTableRewriter(plan: generated.plan, files: files, project: project).tables()
        var rewriters = files.mapValues {
            UseRewriter(plan: generated.plan, file: $0, delegate: DelegateInstaller.propertyName, keyPathTables: tables)
        }
        let active = screen.findings.filter { finding in
            guard let file = files[finding.location.file], let column = finding.location.column else { return true }
            return file.isActive(line: finding.location.line, column: column, in: configuration)
        }
        for finding in active {
            switch rewriters[finding.location.file]!.rewrite(finding) {
            case .edits(let list):
                prepared.edits[finding.location.file, default: []] += list
                rewritten.append(finding.location)
            case .collapse(let collapse):
                prepared.collapses[finding.location.file, default: []].append(collapse)
                rewritten.append(finding.location)
            case .left(let reason):
                prepared.left.append(.init(location: finding.location, ruleID: finding.ruleID, reason: reason))
            }
        }
        for (displayPath, rewriter) in rewriters {
            prepared.edits[displayPath, default: []] += rewriter.closureParameterEdits()
            prepared.mapClassLayouts.merge(rewriter.mapClassLayouts, uniquingKeysWith: MapClassLayout.merging)
        }
        for table in tables {
            guard case .edits(let byFile) = table.outcome else { continue }
            for (displayPath, list) in byFile { prepared.edits[displayPath, default: []] += list }
        }
        switch DelegateReach(plan: generated.plan, files: files, delegate: DelegateInstaller.propertyName).edits(after: prepared.edits) {
        case .failure(let error): return .failure(refusal(error.description))
        case .success(let byFile): prepared.edits.merge(byFile, uniquingKeysWith: +)
        }
        let lost = lostInputs(rewritten: rewritten, left: prepared.left, tables: tables, files: files)
        if !lost.isEmpty { return .failure(.init(screen: screen.name, reasons: lost)) }
        prepared.rewritten = Set(rewritten)
        for displayPath in files.keys {
            if let extra = options.hooks.extraEdit?(displayPath) { prepared.edits[displayPath, default: []].append(extra) }
        }
        return .success(prepared)
    }

    /// The edits installing the delegate in the screen's main file. After
    /// `setLayoutDelegate`: the map classes get the delegate, the views the
    /// delegate reads but the screen places are handed over, and the prompt
    /// hooks are set.
    static func installation(of prepared: Prepared, mapClasses: [MapClassLayout]) -> Result<[TextEdit], InstallError> {
        let plan = prepared.generated.plan
        let main = prepared.files[plan.screen.mainFile]!
        let delegate = DelegateInstaller.propertyName
        // Only the listeners rewritten (moved or renamed) are wired; the ones left keep listening.
        let hooks = plan.promptHooks.filter { prepared.rewritten.contains($0.location) }.compactMap { hook -> PromptListenerWiring.Hook? in
            guard let file = prepared.files[hook.location.file], let column = hook.location.column,
                let token = file.token(line: hook.location.line, column: column)
            else { return nil }
            return .init(kind: hook.kind, token: token, file: file, listener: hook.listener)
        }
        // Helpers and holders reach the delegate their own way; only the screen's code in other files needs its property.
        let reach = DelegateReach(plan: plan, files: prepared.files, delegate: delegate)
        let own = reach.ownReferenceRanges()
        let shared = prepared.edits.contains { displayPath, list in
            displayPath != plan.screen.mainFile && list.contains { edit in
                edit.replacement.contains(delegate) && !own[displayPath, default: []].contains { $0.contains(edit.range.lowerBound) }
            }
        }
        let placed = plan.base.customItems.filter(\.placedByApp).map(\.name)
        return DelegateInstaller(plan: plan, file: main).install(sharedWithOtherFiles: shared, handOffs: placed) { map, mapFromSelf in
            mapClasses.map { "\(map).\($0.propertyName) = \(delegate)" }
                + StandInGuideInstallation.lines(plan: plan, map: map, delegate: delegate)
                + reach.holderAssignments(after: prepared.edits)
                + PromptListenerWiring.assignments(hooks, delegate: delegate, map: mapFromSelf, in: main)
        }
    }

    /// Each run-time input of the delegate (a property the screen must keep
    /// setting) decided somewhere the fix did not rewrite, with the reason it
    /// was left when it is a legacy use or a key-path table's row: migrating
    /// would silently freeze that value, so the screen is refused.
    private func lostInputs(
        rewritten: [NavlintCore.SourceLocation], left: [MigrationSummary.LeftUse], tables: [KeyPathTable], files: [String: EditableFile]
    ) -> [String] {
        let plan = generated.plan
        let measured = plan.accessory.map { accessory in
            accessory.heightIsProperty ? accessory.measuredAt.map { ($0, AccessoryPlan.heightPropertyName) } : []
        } ?? []
        let inputs = plan.runtimeFlags.flatMap { flag in flag.locations.map { ($0, flag.flag.propertyName) } }
            + plan.runtimePaddings.flatMap { padding in padding.locations.map { ($0, padding.edge.propertyName) } }
            + (plan.runtimeButtonsGuide.map { guide in guide.locations.map { ($0, guide.propertyName) } } ?? [])
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
        return inputs.filter { !lines.contains(place($0.0)) && !isMapDefault($0.0, files: files) }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { location, property in
            let why = reasons[place(location)].map { " (\($0))" } ?? ""
            return "\(place(location)): the delegate's `\(property)` is decided here, in code navlint cannot rewrite\(why); "
                + "migrating would freeze it"
        }
    }

    /// A literal `settings.compassButton` a map view class writes while it
    /// initializes: the map's default, which the delegate starts with
    /// (generate reads it so), and which still sets the compass while
    /// navigation is off.
    /// A legacy use, so its file is among the screen's parsed `files`.
    private func isMapDefault(_ location: NavlintCore.SourceLocation, files: [String: EditableFile]) -> Bool {
        guard let column = location.column, let token = files[location.file]?.token(line: location.line, column: column),
            let type = token.enclosingTypeName, screen.mapClasses.contains(type),
            let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), let assignment = Assignment(target: access)
        else { return false }
        return assignment.value.is(BooleanLiteralExprSyntax.self) && runsOnlyAtInitialization(access)
    }

    /// The verifier's errors, as one reason, or `nil` when the delegate passes.
    static func verificationProblem(_ text: String, fileName: String, jobs: Int) -> String? {
        var verifierOptions = DelegateVerifier.Options()
        verifierOptions.againstLegacy = true
        verifierOptions.jobs = jobs
        do {
            let result = try DelegateVerifier.verify(DelegateSource(text: text, displayPath: fileName), options: verifierOptions)
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
