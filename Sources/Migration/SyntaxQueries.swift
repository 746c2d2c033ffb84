import SwiftSyntax

/// Questions the rewrites ask of the tree around a legacy use.
extension SyntaxProtocol {
    /// The nearest ancestor (or self) of type `T`.
    func enclosing<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let match = current.as(T.self) { return match }
            node = current.parent
        }
        return nil
    }

    /// The name of the type declaration or extension the node is in.
    var enclosingTypeName: String? {
        var node = parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            node = current.parent
        }
        return nil
    }
}

/// Whether `node` runs only while its class initializes: in an `init`, or in
/// a `private` method the class calls only from its `init`s.
func runsOnlyAtInitialization(_ node: some SyntaxProtocol) -> Bool {
    if node.enclosing(InitializerDeclSyntax.self) != nil { return true }
    guard let function = node.enclosing(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }),
        let type = function.enclosing(ClassDeclSyntax.self)
    else { return false }
    let calls = type.memberBlock.tokens(viewMode: .sourceAccurate).filter { $0.text == function.name.text && $0.id != function.name.id }
    return !calls.isEmpty && calls.allSatisfy { $0.enclosing(InitializerDeclSyntax.self) != nil }
}

/// `lhs = rhs`, as SwiftParser leaves it (an unfolded sequence).
struct Assignment {
    let statement: SequenceExprSyntax
    let target: ExprSyntax
    let value: ExprSyntax

    /// The assignment whose left side is `expression`, if any.
    init?(target expression: some ExprSyntaxProtocol) {
        guard let list = expression.parent?.as(ExprListSyntax.self),
            let sequence = list.parent?.as(SequenceExprSyntax.self),
            list.count == 3,
            list.first?.id == expression.id,
            list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let value = list.last
        else { return nil }
        self.statement = sequence
        self.target = ExprSyntax(expression)
        self.value = value
    }
}

/// The base name of an expression like `view.topAnchor` or `self.view.topAnchor`: `view`.
func rootName(of expression: ExprSyntax) -> String? {
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        current = base
    }
    return current.as(DeclReferenceExprSyntax.self)?.baseName.text
}

/// The references to the local `name` in `body` after its `declaration`.
func references(to name: String, after declaration: some SyntaxProtocol, in body: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
    let finder = ReferenceFinder(name: name, after: declaration.endPosition)
    finder.walk(body)
    return finder.found
}

private final class ReferenceFinder: SyntaxVisitor {
    let name: String
    let after: AbsolutePosition
    var found: [DeclReferenceExprSyntax] = []

    init(name: String, after: AbsolutePosition) {
        self.name = name
        self.after = after
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == name, node.position >= after { found.append(node) }
        return .visitChildren
    }
}
