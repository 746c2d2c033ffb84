import AppBuild
import NavlintCore
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// The builds one fix migrates. Each custom condition that an `#if` around
/// a legacy use tests (`#if FLEET_SPLIT_VIEW`) doubles them: every build's
/// code must move to the delegate, and a screen's legacy layout may differ
/// between builds, so each build gets its own delegate, all in the screen's
/// one delegate file, under `#if` when they differ.
struct BuildVariants {
    /// Past this many conditions (eight builds) only the base build is
    /// migrated; uses in the others' code are left, with the reason.
    static let maximumConditions = 3

    /// The conditions the builds differ in, sorted.
    let conditions: [String]
    /// Each build's conditions among `conditions`: most defined first, the
    /// base build (none of them) last.
    let builds: [Set<String>]
    /// The conditions every build defines (`fix --define`).
    let base: Set<String>

    init(findings: [Finding], project: ProjectState, base: Set<String>) {
        var found: Set<String> = []
        for (displayPath, list) in Dictionary(grouping: findings, by: \.location.file) {
            guard let bytes = project.bytes(of: displayPath) else { continue }
            let file = EditableFile(path: displayPath, displayPath: displayPath, bytes: bytes, trees: project.trees)
            for finding in list {
                guard let column = finding.location.column, let token = file.token(line: finding.location.line, column: column) else { continue }
                var node = token.parent
                while let current = node {
                    if let condition = current.as(IfConfigClauseSyntax.self)?.condition { found.formUnion(Self.customConditions(in: condition)) }
                    node = current.parent
                }
            }
        }
        let sorted = found.subtracting(base).sorted()
        let conditions = sorted.count <= Self.maximumConditions ? sorted : []
        self.base = base
        self.conditions = conditions
        self.builds = (0..<(1 << conditions.count)).map { mask in
            Set(conditions.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
        }.sorted { ($0.count, $0.sorted().joined(separator: ",")) > ($1.count, $1.sorted().joined(separator: ",")) }
    }

    /// The names an `#if` condition tests as custom conditions: bare
    /// identifiers, not the arguments of `os(...)`, `canImport(...)` and the like.
    static func customConditions(in condition: ExprSyntax) -> Set<String> {
        final class Names: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.baseName.text)
                return .skipChildren
            }
        }
        let visitor = Names(viewMode: .sourceAccurate)
        visitor.walk(condition)
        return visitor.names.subtracting(["true", "false"])
    }

    func configuration(_ build: Set<String>) -> AppBuildConfiguration {
        AppBuildConfiguration(customConditions: base.union(build))
    }

    /// How the summary names a build.
    func name(of build: Set<String>) -> String {
        conditions.isEmpty ? "the build" : "the build with \(build.isEmpty ? "none" : build.sorted().joined(separator: ", ")) of \(conditions.joined(separator: ", "))"
    }

    /// A delegate file from each build's text: the text itself when they
    /// agree, else each under the `#if` of its build.
    func combined(_ texts: [Set<String>: String], screen: String) -> String {
        let distinct = Set(texts.values)
        guard distinct.count > 1 else { return distinct.first ?? "" }
        var lines = [
            "// navlint: \(screen) is laid out differently in the builds below, so each",
            "// build has its own delegate (`navlint verify --define NAME` checks one).",
        ]
        for (index, build) in builds.enumerated() {
            let test = conditions.map { build.contains($0) ? $0 : "!\($0)" }.joined(separator: " && ")
            lines.append(index == 0 ? "#if \(test)" : index == builds.count - 1 ? "#else" : "#elseif \(test)")
            lines.append((texts[build] ?? "").trimmingSuffixNewlines())
        }
        lines.append("#endif")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate func trimmingSuffixNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
