import SwiftSyntax

/// The declarations of one file that the project index needs: types with
/// what they inherit and their members' types, globals and type aliases.
/// Bodies of functions, closures and accessors are skipped: locals are
/// resolved later, on demand, from the tree itself.
struct DeclarationSummary: Sendable {
    struct TypeDeclaration: Sendable {
        var name: String
        var inherited: [String]
        var members: [(String, ProjectIndex.Member)]
    }

    var types: [TypeDeclaration] = []
    var globals: [(String, ProjectIndex.Member)] = []
    var aliases: [(String, TypeRef)] = []

    /// Every type name this file's declarations refer to (inherited types
    /// and member types) along with the member names that refer to them;
    /// the scanner uses it to find more files that matter.
    var references: [(member: String?, type: String)] {
        var result: [(String?, String)] = []
        for type in types {
            result += type.inherited.map { (nil, $0) }
            for (name, member) in type.members {
                result += (member.type?.mentionedNames ?? []).map { (name, $0) }
            }
        }
        for (name, member) in globals { result += (member.type?.mentionedNames ?? []).map { (name, $0) } }
        for (_, type) in aliases { result += type.mentionedNames.map { (nil, $0) } }
        return result
    }

    init() {}

    init(_ tree: SourceFileSyntax) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        self = collector.summary
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var summary = DeclarationSummary()
    /// Indices into `summary.types` of the type declarations we are inside.
    private var typeStack: [Int] = []

    private func enterType(_ name: String, _ clause: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        let inherited = clause?.inheritedTypes.compactMap { entry -> String? in
            if case .named(let name) = TypeRef(entry.type) { return name }
            return nil
        } ?? []
        summary.types.append(.init(name: name, inherited: inherited, members: []))
        typeStack.append(summary.types.count - 1)
        return .visitChildren
    }

    private func addMember(_ name: String, _ member: ProjectIndex.Member) {
        if let index = typeStack.last {
            summary.types[index].members.append((name, member))
        } else {
            summary.globals.append((name, member))
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name.text, node.inheritanceClause) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .named(let name) = TypeRef(node.extendedType) else { return .skipChildren }
        return enterType(name, node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if case .named = TypeRef(node.extendedType) { typeStack.removeLast() }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let target = TypeRef(node.initializer.value) { summary.aliases.append((node.name.text, target)) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.flatMap { TypeRef($0.type) }
                ?? binding.initializer.flatMap { SyntaxFacts.constructedType($0.value) }
            addMember(name, .init(type: type, isMethod: false, labels: []))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        addMember(node.name.text, SyntaxFacts.method(node.signature))
        return .skipChildren
    }

    /// A case with associated values is, as in Swift, a function from its
    /// payload to the enum: `case ready(NavigationReadyUIState)`, so that a
    /// pattern `case .ready(let state)` binds `state` to its type.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let index = typeStack.last else { return .skipChildren }
        for element in node.elements {
            guard let payload = element.parameterClause?.parameters else { continue }
            addMember(
                element.name.text,
                .init(
                    type: .function(parameters: payload.map { TypeRef($0.type) }, result: .named(summary.types[index].name)),
                    isMethod: true, labels: payload.map { $0.firstName?.text ?? "_" }))
        }
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// Top-level statements (scripts, `main.swift`) hold no declarations the index needs.
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
    }
}

/// Facts read straight off declarations, shared by the index and the resolver.
enum SyntaxFacts {
    /// A method as a member: its labels and its signature as a function type.
    static func method(_ signature: FunctionSignatureSyntax) -> ProjectIndex.Member {
        let parameters = signature.parameterClause.parameters
        return .init(
            type: .function(
                parameters: parameters.map { TypeRef($0.type) },
                result: signature.returnClause.flatMap { TypeRef($0.type) }),
            isMethod: true,
            labels: parameters.map { $0.firstName.text })
    }

    /// The type an initializer obviously constructs: `NavMap()`,
    /// `GMSMapView(frame: .zero)`, `GMSMapView.init(options:)`. Anything
    /// else is left for on-demand resolution.
    static func constructedType(_ expression: ExprSyntax) -> TypeRef? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base {
            callee = base
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return .named(reference.baseName.text)
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
            let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            return .named(reference.baseName.text)
        }
        return nil
    }
}
