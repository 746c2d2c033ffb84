import NavlintCore
import SwiftSyntax

/// One place a rule fires, before it becomes a `Finding` (line, column,
/// suppressions and the rule's metadata are applied by the scanner).
struct RuleHit: Hashable, Sendable {
    var ruleID: String
    var position: AbsolutePosition
    /// A milder severity than the rule's for this hit (a `try?` that drops
    /// an error is a warning of an error rule); `nil`: the rule's.
    var severity: Severity? = nil
    /// A message more specific than the rule's; `nil`: the rule's.
    var message: String? = nil
}

/// A parsed file as code rules see it.
struct RuleFile: Sendable {
    let tree: SourceFileSyntax
    /// The project-wide index, SDK and delegate API types included.
    let index: ProjectIndex
    /// The legacy slot API uses the symbol-driven rules found in this file.
    let legacyUses: [RuleHit]
    /// The file names one of the code rules' needles (`setLayoutDelegate`,
    /// `turnCard`, ...); per-file rules look only at such files.
    let mentionsRuleNeedles: Bool

    var resolver: TypeResolver { TypeResolver(index: index) }
}

/// A catalog rule whose detection is code rather than `<symbols>` (like a
/// SwiftLint rule: the description, message and examples live in its
/// `Rules/*.xml` file, the detection in a type conforming to `FileRule` or
/// `ProjectRule`). `CodeRules` maps rule ids to these.
///
/// A rule sees each file's tree once, in any order and on any thread, and keeps only what it
/// needs of it (the scanner then drops the tree); hits come from those summaries together.
protocol CodeRule: Sendable {
    /// The id of the rule file this code implements.
    var id: String { get }
    /// Identifiers whose mention makes a file a candidate for the rule; the
    /// prefilter parses only files that name one of them (or a legacy API).
    var needles: [String] { get }
    /// What the rule keeps of one parsed file.
    func summarize(_ file: RuleFile) -> any Sendable
    /// The hits in each file, from every parsed file's `summarize` result, in the same order.
    func hits(from summaries: [any Sendable], index: ProjectIndex) -> [[RuleHit]]
}

extension CodeRule {
    /// A hit of this rule at `node` (after its leading trivia).
    func hit(_ node: some SyntaxProtocol, severity: Severity? = nil, message: String? = nil) -> RuleHit {
        RuleHit(ruleID: id, position: node.positionAfterSkippingLeadingTrivia, severity: severity, message: message)
    }
}

/// A rule that needs the whole project: it collects a summary of each file,
/// then combines them all into hits, e.g. legacy uses in one file of a type
/// that sets a layout delegate in another.
protocol ProjectRule: CodeRule {
    associatedtype Summary: Sendable
    func collect(_ file: RuleFile) -> Summary
    /// The hits of each file, in the order of `summaries` (one per file).
    func combine(_ summaries: [Summary], index: ProjectIndex) -> [[RuleHit]]
}

extension ProjectRule {
    func summarize(_ file: RuleFile) -> any Sendable { collect(file) }

    func hits(from summaries: [any Sendable], index: ProjectIndex) -> [[RuleHit]] {
        combine(summaries.map { $0 as! Summary }, index: index)
    }
}

/// A rule that judges each file on its own (with the project index): its
/// summary of a file is that file's hits.
protocol FileRule: ProjectRule where Summary == [RuleHit] {
    func check(_ file: RuleFile) -> [RuleHit]
}

extension FileRule {
    func collect(_ file: RuleFile) -> [RuleHit] { file.mentionsRuleNeedles ? check(file) : [] }
    func combine(_ summaries: [[RuleHit]], index: ProjectIndex) -> [[RuleHit]] { summaries }
}
