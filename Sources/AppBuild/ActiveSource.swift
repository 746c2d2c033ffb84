import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Source text as one build compiles it, for tools that read a file without
/// knowing `#if`: the code of inactive clauses and every `#if`, `#elseif`,
/// `#else` and `#endif` directive are blanked out (spaces; line breaks stay,
/// so every line keeps its number and every column its place).
public enum ActiveSource {
    public static func text(_ text: String, in build: AppBuildConfiguration) -> String {
        guard text.contains("#if") else { return text }
        let tree = Parser.parse(source: text)
        let blanker = Blanker(build: build)
        blanker.walk(tree)
        guard !blanker.ranges.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for range in blanker.ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Collects the byte ranges to blank, outermost `#if` first; only active
    /// clauses are entered (nested `#if`s in them are evaluated in turn).
    private final class Blanker: SyntaxVisitor {
        let build: AppBuildConfiguration
        var ranges: [Range<Int>] = []

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
                }
            }
            ranges.append(node.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset..<node.poundEndif.endPositionBeforeTrailingTrivia.utf8Offset)
            return .skipChildren
        }
    }
}
