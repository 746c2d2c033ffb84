import SwiftSyntax

/// A legacy layout guide read into a local first, the plain way to write a
/// few constraints against it:
///
/// ```swift
/// let footerGuide = mapView.navigationFooterLayoutGuide
/// NSLayoutConstraint.activate([
///     banner.bottomAnchor.constraint(equalTo: footerGuide.topAnchor, constant: -8),
/// ])
/// ```
///
/// `generate` reads each such constraint as if it named the guide directly,
/// and `fix` moves it into the delegate like one that did, then removes the
/// local. Both need the same answer to "where is this local used", so it
/// lives here.
public struct LocalGuide {
    /// The local's name.
    public let name: String
    /// `let name = map.<guide>`.
    public let statement: CodeBlockItemSyntax
    /// The guide read (`map.navigationFooterLayoutGuide`).
    public let value: ExprSyntax
    /// Every constraint call that uses the local as its second anchor's owner
    /// (`x.topAnchor.constraint(equalTo: name.bottomAnchor)`); `nil` when the
    /// local is also used any other way (passed on, stored, returned).
    public let constraintCalls: [FunctionCallExprSyntax]?

    /// The local `access` initializes (`let name = access`), in a function or
    /// initializer body.
    public init?(initializedWith access: ExprSyntax) {
        guard let clause = access.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self),
            binding.typeAnnotation == nil || binding.typeAnnotation?.type.trimmedDescription == "UILayoutGuide",
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
            declaration.bindingSpecifier.tokenKind == .keyword(.let),
            let statement = declaration.parent?.as(CodeBlockItemSyntax.self),
            let body = statement.parent?.parent?.as(CodeBlockSyntax.self)
        else { return nil }
        self.name = name
        self.statement = statement
        self.value = access
        var calls: [FunctionCallExprSyntax] = []
        for reference in body.descendants(DeclReferenceExprSyntax.self)
        where reference.baseName.text == name && reference.position >= statement.endPosition {
            guard let call = Self.constraintCall(usingAnchorOf: reference) else {
                constraintCalls = nil
                return
            }
            calls.append(call)
        }
        constraintCalls = calls
    }

    /// The local named `name` that `node`'s enclosing body binds to a legacy
    /// guide before `node`, if any.
    public static func binding(named name: String, before node: some SyntaxProtocol) -> LocalGuide? {
        var current = Syntax(node).parent
        while let candidate = current {
            if let body = candidate.as(CodeBlockSyntax.self) {
                for item in body.statements where item.endPosition <= node.position {
                    guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first,
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                        let value = binding.initializer?.value
                    else { continue }
                    return LocalGuide(initializedWith: value)
                }
            }
            current = candidate.parent
        }
        return nil
    }

    /// `item.anchor.constraint(<label>: reference.anchor, ...)` around `reference`.
    private static func constraintCall(usingAnchorOf reference: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
        guard let anchor = reference.parent?.as(MemberAccessExprSyntax.self), anchor.base?.id == reference.id,
            let argument = anchor.parent?.as(LabeledExprSyntax.self), argument.expression.id == anchor.id,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.arguments.first?.id == argument.id,
            ConstraintReader.firstItem(of: call) != nil
        else { return nil }
        return call
    }
}
