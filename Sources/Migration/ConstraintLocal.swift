import SourceEditing
import SwiftSyntax

/// A constraint on a legacy guide bound to a local (`let below = ...`) and
/// then tuned and activated (`below.priority = ...`, `activate([below, ...])`):
/// removing the constraint means removing those uses too. Any other use makes
/// the rewrite unsafe, and it is refused.
struct ConstraintLocal {
    let name: String
    let declaration: CodeBlockItemSyntax
    let body: CodeBlockSyntax

    /// The edits removing every use, or `nil` when one is not a tuning
    /// statement or an array element.
    func removals(in file: EditableFile) -> [TextEdit]? {
        var edits: [TextEdit] = []
        for reference in references(to: name, after: declaration, in: body) {
            if let element = reference.parent?.as(ArrayElementSyntax.self) {
                edits.append(file.removal(of: element))
            } else if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                let assignment = Assignment(target: member),
                let statement = assignment.statement.parent?.as(CodeBlockItemSyntax.self)
            {
                edits.append(file.removal(of: statement))
            } else {
                return nil
            }
        }
        return edits
    }
}
