import DelegateGenerator
import SourceEditing
import SwiftSyntax

/// Moves a `navigatorWillPresentPrompt(_:)` / `navigatorDidDismissPrompt(_:)`
/// body into the delegate's prompt closure: the delegate calls it from
/// `showPrompt` / `hidePrompt`, where prompts now come and go. The listener
/// method goes; the conformance stays (the listener's other methods still work).
struct PromptHookMover {
    let file: EditableFile

    /// Removes the listener method, with one blank line next to it so none doubles up.
    func removal(of token: TokenSyntax) -> UseRewriter.Outcome {
        guard let function = token.parent?.as(FunctionDeclSyntax.self),
            let member = function.parent?.as(MemberBlockItemSyntax.self)
        else { return .left("`\(token.text)` is not a listener method navlint can move") }
        let edit = file.removal(of: member)
        var range = edit.range
        if isBlankLine(at: range.upperBound) {
            range = range.lowerBound..<file.lineEnd(of: range.upperBound)
        } else if range.lowerBound > 0, isBlankLine(at: file.lineStart(of: range.lowerBound - 1)) {
            range = file.lineStart(of: range.lowerBound - 1)..<range.upperBound
        }
        return .edits([TextEdit(range: range, replacement: "")])
    }

    private func isBlankLine(at offset: Int) -> Bool {
        guard offset < file.bytes.count else { return false }
        return file.bytes[offset..<file.lineEnd(of: offset)].allSatisfy { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
    }

    /// `delegate.<hook> = { [weak self] in ... }` holding the method's
    /// statements; the navigator parameter, when the body uses it, comes from
    /// the screen's map view (`map` is how `self` reaches it, e.g. `self.truckMap?`).
    func hookAssignment(for token: TokenSyntax, kind: PromptHook.Kind, delegate: String, map: String) -> [String]? {
        guard let statements = statements(of: token) else { return nil }
        return ["\(delegate).\(kind.propertyName) = { [weak self] in", guardLine(navigators: usedParameter(of: token).map { [$0] } ?? [], map: map)]
            + statements + ["}"]
    }

    /// `guard let self, let <name> = <map>.navigator, ... else { return }`, one step in.
    func guardLine(navigators: [String], map: String) -> String {
        let bindings = ["let self"] + navigators.map { "let \($0) = \(map).navigator" }
        return "\(file.indentStep)guard \(bindings.joined(separator: ", ")) else { return }"
    }

    /// The name of the listener method's navigator parameter, when its body uses it.
    func usedParameter(of token: TokenSyntax) -> String? {
        guard let function = token.parent?.as(FunctionDeclSyntax.self), let body = function.body,
            let parameter = function.signature.parameterClause.parameters.first.map({ ($0.secondName ?? $0.firstName).text })
        else { return nil }
        return body.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == parameter } ? parameter : nil
    }

    /// The method's statements, one indentation step in (a closure's body).
    func statements(of token: TokenSyntax) -> [String]? {
        guard let function = token.parent?.as(FunctionDeclSyntax.self), let body = function.body,
            let first = body.statements.first, let last = body.statements.last
        else { return nil }
        let start = file.lineStart(of: first.positionAfterSkippingLeadingTrivia.utf8Offset)
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        let indent = file.indentation(at: start)
        let step = file.indentStep
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.isEmpty ? "" : step + (line.hasPrefix(indent) ? line.dropFirst(indent.count) : line[...]) }
    }
}
