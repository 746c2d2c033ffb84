import AppBuild
import NavlintCore
import NavlintScanner
import SourceEditing
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A Swift file being migrated: its bytes, its syntax tree, and the
/// line-oriented arithmetic the rewrites need so that a removed statement
/// takes its own line with it and an inserted one gets its neighbour's
/// indentation (the file keeps its look).
struct EditableFile {
    let path: String
    let displayPath: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    /// The file as `bytes`, its tree from `trees` when that holds it.
    init(path: String, displayPath: String, bytes: [UInt8], trees: SyntaxTreeCache? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        self.tree = trees?.tree(of: bytes) ?? Parser.parse(source: String(decoding: bytes, as: UTF8.self))
        self.converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The token a finding points at (1-based line, UTF-8 column).
    func token(line: Int, column: Int) -> TokenSyntax? {
        let offset = converter.position(ofLine: line, column: column).utf8Offset
        return tree.token(at: AbsolutePosition(utf8Offset: offset))
    }

    /// Whether the code at a finding's place is compiled in `build` (not in
    /// one of its inactive `#if` clauses).
    func isActive(line: Int, column: Int, in build: AppBuildConfiguration) -> Bool {
        guard let token = token(line: line, column: column) else { return true }
        return tree.configuredRegions(in: build).isActive(token) == .active
    }

    /// Where `node` starts, as findings give it.
    func location(of node: some SyntaxProtocol) -> NavlintCore.SourceLocation {
        let location = node.startLocation(converter: converter)
        return NavlintCore.SourceLocation(file: displayPath, line: location.line, column: location.column)
    }

    /// The byte offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var index = offset
        while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
        return index
    }

    /// The offset just past the newline ending the line holding `offset`.
    func lineEnd(of offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return min(index + 1, bytes.count)
    }

    /// The spaces and tabs the line holding `offset` starts with.
    func indentation(at offset: Int) -> String {
        let start = lineStart(of: offset)
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// True when only blanks lie between the line's start and `start`, and
    /// between `end` and the line's end: the node has its lines to itself.
    private func ownsLines(_ start: Int, _ end: Int) -> Bool {
        isBlank(lineStart(of: start)..<start) && isBlank(end..<lineEnd(of: max(start, end - 1)))
    }

    /// True when `range` holds only spaces, tabs and line breaks.
    func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains($0) }
    }

    /// Removes `node` (a statement or an array element, trivia excluded);
    /// whole lines when it has them to itself, so no blank line is left.
    func removal(of node: some SyntaxProtocol) -> TextEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if ownsLines(start, end) {
            return TextEdit(range: lineStart(of: start)..<lineEnd(of: end - 1), replacement: "")
        }
        return TextEdit(range: start..<end, replacement: "")
    }

    /// Replaces `node` (trivia excluded, so comments around it stay) with `text`.
    func replacement(of node: some SyntaxProtocol, with text: String) -> TextEdit {
        TextEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: text)
    }

    /// Replaces `node` with several statements, one a line, each at the node's indentation.
    func replacement(of node: some SyntaxProtocol, withLines lines: [String]) -> TextEdit {
        replacement(of: node, with: lines.joined(separator: "\n" + indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)))
    }

    /// Inserts `lines` as new lines before the line holding `node`, at its indentation.
    func insertion(_ lines: [String], before node: some SyntaxProtocol) -> TextEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = indentation(at: start)
        return .insert(Self.indented(lines, by: indent), at: lineStart(of: start))
    }

    /// Inserts `lines` as new lines after the line holding the end of `node`.
    func insertion(_ lines: [String], after node: some SyntaxProtocol, indent: String? = nil) -> TextEdit {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let prefix = indent ?? indentation(at: start)
        return .insert(Self.indented(lines, by: prefix), at: lineEnd(of: end - 1))
    }

    /// `lines` as text, each indented by `indent` except empty ones (no trailing blanks).
    static func indented(_ lines: [String], by indent: String) -> String {
        lines.map { ($0.isEmpty ? "" : indent + $0) + "\n" }.joined()
    }

    /// One indentation step of the file (the first indented line's), for new nested code.
    var indentStep: String {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let lead = line.prefix { $0 == " " || $0 == "\t" }
            if !lead.isEmpty { return String(lead) }
        }
        return "    "
    }
}
