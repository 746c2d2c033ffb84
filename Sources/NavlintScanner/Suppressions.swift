import NavlintCore
import SwiftSyntax

/// The `// navlint:` comments of one file, in SwiftLint's grammar:
/// `disable`, `enable` (from the comment on), and `disable:next`,
/// `disable:this`, `disable:previous` (one line), each followed by rule
/// ids or `all`. Only real comments count, never text in string literals.
/// The grammar is the same for every language; how comments are found is the
/// parser's business (SwiftSyntax trivia here, clang's tokens for Objective-C).
package struct Suppressions: Sendable {
    /// A comment as written (`// ...` or `/* ... */`) and where it starts.
    package typealias Comment = (text: String, line: Int, column: Int)

    private struct Command: Sendable {
        enum Action { case disable, enable }
        enum Scope { case fromHere, next, this, previous }
        var action: Action
        var scope: Scope
        var rules: Set<String>
        var line: Int
        var column: Int
    }

    private var commands: [Command] = []

    static let prefix = "navlint:"

    init(tree: SourceFileSyntax, converter: SourceLocationConverter) {
        var comments: [Comment] = []
        func collect(_ piece: TriviaPiece, at position: AbsolutePosition) {
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                let location = converter.location(for: position)
                comments.append((text, location.line, location.column))
            default:
                return
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                collect(piece, at: offset)
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                collect(piece, at: offset)
                offset += piece.sourceLength
            }
        }
        self.init(comments: comments)
    }

    /// `findings` but those a `// navlint:` comment of the file they are in
    /// silences (the verifier's, made from runs rather than by a scanner);
    /// findings of the rules in `kept` always stay.
    package static func unsilenced(
        _ findings: [Finding], in files: [(displayPath: String, text: String, tree: SourceFileSyntax)], keeping kept: Set<String>
    ) -> [Finding] {
        var byFile: [String: Suppressions] = [:]
        for file in files where file.text.contains(prefix) {
            byFile[file.displayPath] = Suppressions(tree: file.tree, converter: SourceLocationConverter(fileName: file.displayPath, tree: file.tree))
        }
        guard !byFile.isEmpty else { return findings }
        return findings.filter { finding in
            guard !kept.contains(finding.ruleID), let suppressions = byFile[finding.location.file] else { return true }
            return !suppressions.isSuppressed(finding.ruleID, line: finding.location.line, column: finding.location.column ?? 1)
        }
    }

    /// No comments: nothing is silenced.
    package init() {}

    package init(comments: [Comment]) {
        for comment in comments { record(comment) }
    }

    private mutating func record(_ comment: Comment) {
        let text = comment.text.hasPrefix("/*") ? String(comment.text.dropFirst(2).dropLast(2)) : String(comment.text.dropFirst(2))
        guard let range = text.firstRange(of: Self.prefix) else { return }
        let words = text[range.upperBound...].split(whereSeparator: { $0.isWhitespace })
        guard let head = words.first else { return }
        let parts = head.split(separator: ":")
        let action: Command.Action
        switch parts.first {
        case "disable": action = .disable
        case "enable": action = .enable
        default: return
        }
        let scope: Command.Scope
        let modifier: Substring? = parts.count > 1 ? parts[1] : nil
        switch modifier {
        case nil: scope = .fromHere
        case "next": scope = .next
        case "this": scope = .this
        case "previous": scope = .previous
        default: return
        }
        commands.append(Command(
            action: action, scope: scope, rules: Set(words.dropFirst().map(String.init)),
            line: comment.line, column: comment.column))
    }

    /// Whether a finding of `rule` at `line`/`column` is silenced.
    package func isSuppressed(_ rule: String, line: Int, column: Int) -> Bool {
        var disabled = false
        for command in commands where command.rules.contains(rule) || command.rules.contains("all") {
            switch command.scope {
            case .fromHere:
                if (command.line, command.column) < (line, column) { disabled = command.action == .disable }
            case .next:
                if command.line + 1 == line && command.action == .disable { return true }
            case .this:
                if command.line == line && command.action == .disable { return true }
            case .previous:
                if command.line - 1 == line && command.action == .disable { return true }
            }
        }
        return disabled
    }
}
