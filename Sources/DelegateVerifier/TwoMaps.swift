import SwiftSyntax

/// A delegate written to serve several map views at once (a phone map and a
/// picture-in-picture one) keeps its state per map: `ObjectIdentifier(navMap)`
/// of a `GMSMapView` parameter, or a dictionary or `NSMapTable` keyed by map
/// views. Such a delegate is run with a second map view taking the same
/// events one step behind the first (`ScenarioRunner`), so state one map's
/// callbacks drop or overwrite for the other (`layouts.removeAll()`) shows.
extension DelegateSource {
    static func keepsStatePerMap(in trees: [SourceFileSyntax]) -> Bool {
        trees.contains { tree in
            let finder = PerMapStateFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.found
        }
    }
}

private final class PerMapStateFinder: SyntaxVisitor {
    private static let mapTypes: Set<String> = ["GMSMapView", "GMSMapView?", "GMSMapView!"]
    private var mapParameters: Set<String> = []
    private(set) var found = false

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if Self.mapTypes.contains(node.type.trimmedDescription) {
            mapParameters.insert((node.secondName ?? node.firstName).text)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "ObjectIdentifier", node.arguments.count == 1,
            let argument = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
            mapParameters.contains(argument.baseName.text)
        {
            found = true
        }
        return .visitChildren
    }

    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.mapTypes.contains(node.key.trimmedDescription) { found = true }
        return .visitChildren
    }

    /// `NSMapTable<GMSMapView, X>` as a type or in an expression (`.weakToStrongObjects()`).
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "NSMapTable" { noteMapTable(node.genericArgumentClause) }
        return .visitChildren
    }

    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
        if node.expression.trimmedDescription == "NSMapTable" { noteMapTable(node.genericArgumentClause) }
        return .visitChildren
    }

    private func noteMapTable(_ arguments: GenericArgumentClauseSyntax?) {
        if arguments?.arguments.first?.argument.trimmedDescription == "GMSMapView" { found = true }
    }
}
