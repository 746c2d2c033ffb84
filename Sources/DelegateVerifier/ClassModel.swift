import SwiftSyntax

/// What the interpreter needs from a class declaration: stored properties in
/// order (with initial values and `didSet`), computed properties, methods,
/// initializers and nested classes.
final class ClassModel {
    /// A stored or computed property.
    struct Property {
        let name: String
        let isStatic: Bool
        let initializer: ExprSyntax?
        let didSet: CodeBlockItemListSyntax?
        /// The getter of a computed property.
        let getter: CodeBlockItemListSyntax?
        let node: Syntax
    }

    let name: String
    let syntax: ClassDeclSyntax
    private(set) var properties: [Property] = []
    private(set) var methods: [String: [FunctionDeclSyntax]] = [:]
    private(set) var initializers: [InitializerDeclSyntax] = []
    private(set) var nestedClasses: [String: ClassModel] = [:]

    init(_ syntax: ClassDeclSyntax) {
        self.syntax = syntax
        name = syntax.name.text
        absorb(syntax.memberBlock.members)
    }

    /// Adds members declared in the class body or in an extension of it.
    private func absorb(_ members: MemberBlockItemListSyntax) {
        for member in members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                add(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                methods[function.name.text, default: []].append(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else if let nested = decl.as(ClassDeclSyntax.self) {
                nestedClasses[nested.name.text] = ClassModel(nested)
            }
        }
    }

    /// Types the class's extensions in the file add conformances to.
    private(set) var extensionConformances: [String] = []

    /// Whether the class (or an extension of it) declares it conforms to `protocolName`.
    func conforms(to protocolName: String) -> Bool {
        let inherited = (syntax.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? [])
            + extensionConformances
        return inherited.contains { $0 == protocolName || $0.hasSuffix(".\(protocolName)") }
    }

    /// Adds the members and conformances of an extension of the class.
    func absorb(_ extensionDecl: ExtensionDeclSyntax) {
        extensionConformances += extensionDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        absorb(extensionDecl.memberBlock.members)
    }

    func property(named name: String) -> Property? {
        properties.first { $0.name == name }
    }

    /// The method `name` whose parameters accept `labels` (unlabelled
    /// arguments as `nil`), allowing for defaulted parameters.
    func method(named name: String, labels: [String?]) -> FunctionDeclSyntax? {
        methods[name]?.first { $0.signature.parameterClause.parameters.accepts(labels) }
    }

    func initializer(labels: [String?]) -> InitializerDeclSyntax? {
        initializers.first { $0.signature.parameterClause.parameters.accepts(labels) }
    }

    private func add(_ variable: VariableDeclSyntax) {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            var didSet: CodeBlockItemListSyntax?
            var getter: CodeBlockItemListSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let body): getter = body
            case .accessors(let accessors):
                for accessor in accessors {
                    switch accessor.accessorSpecifier.tokenKind {
                    case .keyword(.didSet): didSet = accessor.body?.statements
                    case .keyword(.get): getter = accessor.body?.statements
                    default: break
                    }
                }
            case nil: break
            @unknown default: break
            }
            properties.append(
                Property(
                    name: name, isStatic: isStatic, initializer: binding.initializer?.value, didSet: didSet,
                    getter: getter, node: Syntax(binding)))
        }
    }
}

extension FunctionParameterListSyntax {
    /// Whether a call with these argument labels can bind to the parameters.
    func accepts(_ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in self {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }
}

extension FunctionParameterSyntax {
    /// The name the body uses.
    var internalName: String { (secondName ?? firstName).text }
}
