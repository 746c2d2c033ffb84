import SourceEditing
import SwiftSyntax

/// `if let x = map.bottomTrailingButtonsAlternateLayoutGuide { ... } else { body }`
/// on a map whose alternate guide the app never sets: the guide is always
/// `nil`, so only `body` ever ran (which is what `generate` read). The `if`
/// becomes `body`, one indentation step out, with the rewrites of the legacy
/// uses inside it folded in.
struct BranchCollapse: Hashable {
    /// The `if` statement's lines.
    let statement: Range<Int>
    /// The lines between the `else` block's braces.
    let body: Range<Int>
    /// What each body line loses at its start.
    let indent: String

    /// The collapse of the `if` whose only condition binds `access`; `nil`
    /// when it has other conditions, no plain `else` block, or shares lines
    /// with other code.
    init?(binding access: some SyntaxProtocol, in file: EditableFile) {
        guard let condition = access.parent?.parent?.as(OptionalBindingConditionSyntax.self),
            let ifExpr = condition.enclosing(IfExprSyntax.self), ifExpr.conditions.count == 1,
            case .codeBlock(let block)? = ifExpr.elseBody, let first = block.statements.first,
            let statement = ifExpr.enclosing(CodeBlockItemSyntax.self), statement.item.as(ExpressionStmtSyntax.self)?.expression.id == ifExpr.id
                || statement.item.as(IfExprSyntax.self)?.id == ifExpr.id
        else { return nil }
        let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = statement.endPositionBeforeTrailingTrivia.utf8Offset
        let open = block.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let close = block.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard file.isBlank(file.lineStart(of: start)..<start), file.isBlank(end..<file.lineEnd(of: end - 1)),
            file.isBlank(open..<file.lineEnd(of: open)), file.isBlank(file.lineStart(of: close)..<close)
        else { return nil }
        let outer = file.indentation(at: start)
        let inner = file.indentation(at: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        guard inner.hasPrefix(outer), inner.count > outer.count else { return nil }
        self.statement = file.lineStart(of: start)..<file.lineEnd(of: end - 1)
        self.body = file.lineEnd(of: open)..<file.lineStart(of: close)
        self.indent = String(inner.dropFirst(outer.count))
    }

    /// `edits` with those inside the body folded into one replacement of the
    /// whole statement; edits elsewhere are kept (an overlap with the
    /// statement is left for `TextEdit.apply` to reject).
    func fold(_ edits: [TextEdit], in bytes: [UInt8]) throws(EditConflict) -> [TextEdit] {
        let inside = edits.filter { body.contains($0.range.lowerBound) && $0.range.upperBound <= body.upperBound }
        let shifted = inside.map { TextEdit(range: ($0.range.lowerBound - body.lowerBound)..<($0.range.upperBound - body.lowerBound), replacement: $0.replacement) }
        let text = String(decoding: try TextEdit.apply(shifted, to: Array(bytes[body])), as: UTF8.self)
        let outdented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(indent) ? String(line.dropFirst(indent.count)) : String(line)
        }
        return edits.filter { !inside.contains($0) } + [TextEdit(range: statement, replacement: outdented.joined(separator: "\n"))]
    }
}
