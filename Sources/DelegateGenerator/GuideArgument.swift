import SwiftSyntax

/// A custom buttons guide assigned from a method's parameter at run time
/// (`func relocateButtons(to guide: UILayoutGuide, alternate: UILayoutGuide?)`
/// setting `bottomTrailingButtonsLayoutGuide = guide`): it is the screen's
/// guide when every call passes the same one (`relocateButtons(to:
/// dockGuide, alternate: wideDockGuide)`), so the delegate's property for
/// that guide stands in for the parameter.
enum GuideArgument: Equatable {
    /// `name` is not a parameter of the function around the assignment.
    case notAParameter
    /// The guide every call passes.
    case argument(String)
    /// Why it is not one guide (no call, or calls passing different guides).
    case failure(String)

    static func resolve(_ name: String, around node: some SyntaxProtocol, calls: CallSites) -> GuideArgument {
        guard let function = SyntaxReading.ancestor(of: node, as: FunctionDeclSyntax.self),
            function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return .notAParameter }
        let signature = "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        guard let argument = calls.argument(for: name, of: function) else {
            return .failure("`\(name)`, a parameter of `\(signature)` whose calls do not all pass the same guide")
        }
        return .argument(argument)
    }
}
