import LayoutModel
import SwiftSyntax

/// Localized text and boxed rectangles, as Foundation makes them.
///
/// `NSLocalizedString("Search along route", comment: "...")` and
/// `String(localized:)` read no strings table in a run: the text is the key
/// (the development-language string), or the `value:` / `defaultValue:`
/// given, as Foundation returns when the table has no entry. Stated once per
/// place, as other languages' lengths are not checked.
/// `NSValue(cgRect:)` is the rectangle itself (Swift bridges `NSValue` and
/// `CGRect`: `as? CGRect` and `.cgRectValue` read it back).
extension Interpreter {
    func constructLocalizedOrBoxed(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let labels = arguments.map(\.label)
        switch (name, labels.first ?? "") {
        case ("NSLocalizedString", nil):
            guard labels.allSatisfy({ $0 == nil || ["tableName", "bundle", "value", "comment"].contains($0!) }) else { return nil }
            return localized(arguments[0].value, fallback: arguments.first { $0.label == "value" }?.value, name: "NSLocalizedString", at: call)
        case ("String", "localized"):
            guard labels.dropFirst().allSatisfy({ ["defaultValue", "table", "bundle", "locale", "comment"].contains($0 ?? "") }) else { return nil }
            return localized(arguments[0].value, fallback: arguments.first { $0.label == "defaultValue" }?.value, name: "String(localized:)", at: call)
        case ("NSValue", "cgRect"):
            guard labels.count == 1, case .rect = arguments[0].value else { return nil }
            return arguments[0].value
        default: return nil
        }
    }

    /// The development-language text of a localized string: the key, or a non-empty fallback.
    private func localized(_ key: Value, fallback: Value?, name: String, at call: some SyntaxProtocol) -> Value? {
        guard case .string(let text) = key else { return nil }
        var result = text
        if case .string(let value)? = fallback, !value.isEmpty { result = value }
        assume(call, "\(name) is read as its development-language text \"\(result)\" (no strings table is read): other languages' lengths are not checked", perCall: false)
        return .string(result)
    }
}
