import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Source text as one build compiles it, for tools that read a file without
/// knowing `#if`: the code of inactive clauses and every `#if`, `#elseif`,
/// `#else` and `#endif` directive are blanked out (spaces; line breaks stay,
/// so every line keeps its number and every column its place).
public enum ActiveSource {
    /// A clause the build does not compile that holds code: `#if DEBUG`,
    /// `#elseif os(macOS)`, `#else` (of `#if X`), at its directive's line.
    public struct InactiveClause: Hashable, Sendable {
        public let line: Int
        public let directive: String

        public init(line: Int, directive: String) {
            self.line = line
            self.directive = directive
        }
    }

    public static func text(_ text: String, in build: AppBuildConfiguration) -> String {
        read(text, in: build).text
    }

    /// The text as the build compiles it, and the clauses with code it leaves out.
    public static func read(_ text: String, in build: AppBuildConfiguration) -> (text: String, inactive: [InactiveClause]) {
        guard text.contains("#if") else { return (text, []) }
        let tree = Parser.parse(source: text)
        let blanker = Blanker(build: build)
        blanker.walk(tree)
        guard !blanker.ranges.isEmpty else { return (text, []) }
        var bytes = Array(text.utf8)
        for range in blanker.ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let inactive = blanker.inactive.map { clause in
            InactiveClause(line: converter.location(for: clause.positionAfterSkippingLeadingTrivia).line, directive: directive(of: clause))
        }
        return (String(decoding: bytes, as: UTF8.self), inactive)
    }

    /// `#if DEBUG`, `#elseif os(macOS)`, or `#else` with the `#if` it belongs to.
    private static func directive(of clause: IfConfigClauseSyntax) -> String {
        if let condition = clause.condition { return "\(clause.poundKeyword.text) \(condition.trimmedDescription)" }
        let first = clause.parent?.as(IfConfigClauseListSyntax.self)?.first?.condition?.trimmedDescription ?? ""
        return "#else of #if \(first)"
    }

    /// Collects the byte ranges to blank, outermost `#if` first; only active
    /// clauses are entered (nested `#if`s in them are evaluated in turn).
    private final class Blanker: SyntaxVisitor {
        let build: AppBuildConfiguration
        var ranges: [Range<Int>] = []
        /// The inactive clauses that hold code.
        var inactive: [IfConfigClauseSyntax] = []

        init(build: AppBuildConfiguration) {
            self.build = build
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let active = node.activeClause(in: build).clause
            let clauses = Array(node.clauses)
            for (index, clause) in clauses.enumerated() {
                let start = clause.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = index + 1 < clauses.count
                    ? clauses[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset
                    : node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset
                if clause.id == active?.id {
                    let directiveEnd = (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword)).endPositionBeforeTrailingTrivia
                    ranges.append(start..<directiveEnd.utf8Offset)
                    if let elements = clause.elements { walk(elements) }
                } else {
                    ranges.append(start..<end)
                    if clause.elements.map({ !$0.trimmedDescription.isEmpty }) ?? false { inactive.append(clause) }
                }
            }
            ranges.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }
}
