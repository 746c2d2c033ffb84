import SwiftSyntax

/// The `// navlint:` comments of one file, in SwiftLint's grammar:
/// `disable`, `enable` (from the comment on), and `disable:next`,
/// `disable:this`, `disable:previous` (one line), each followed by rule
/// ids or `all`. Only real comments count, never text in string literals.
struct Suppressions {
    private struct Command {
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
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                record(piece, at: offset, converter)
                offset += piece.sourceLength
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                record(piece, at: offset, converter)
                offset += piece.sourceLength
            }
        }
    }

    private mutating func record(_ piece: TriviaPiece, at position: AbsolutePosition, _ converter: SourceLocationConverter) {
        let text: String
        switch piece {
        case .lineComment(let comment), .docLineComment(let comment): text = String(comment.dropFirst(2))
        case .blockComment(let comment), .docBlockComment(let comment): text = String(comment.dropFirst(2).dropLast(2))
        default: return
        }
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
        let location = converter.location(for: position)
        commands.append(Command(
            action: action, scope: scope, rules: Set(words.dropFirst().map(String.init)),
            line: location.line, column: location.column))
    }

    /// Whether a finding of `rule` at `line`/`column` is silenced.
    func isSuppressed(_ rule: String, line: Int, column: Int) -> Bool {
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
