import AppBuild
import NavlintCore
import NavlintScanner
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// A Swift file parsed once for extraction, with the converter that turns the
/// scanner's line/column locations back into syntax.
///
/// The scanner reports findings as locations only; the generator needs the
/// syntax around each one (the right-hand side of an assignment, the rest of a
/// constraint), so it re-parses the files itself instead of reaching into the
/// scanner's internals.
struct ParsedFile {
    let displayPath: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The `#if` clauses of the file, evaluated in the app's build.
    let regions: ConfiguredRegions

    init(
        displayPath: String, source: String, build: AppBuildConfiguration = AppBuildConfiguration(),
        trees: SyntaxTreeCache? = nil
    ) {
        self.displayPath = displayPath
        tree = trees?.tree(of: Array(source.utf8)) ?? Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        regions = tree.configuredRegions(in: build)
    }

    /// Whether `node` is compiled in the app's build (not in an inactive `#if` clause).
    func isActive(_ node: some SyntaxProtocol) -> Bool {
        regions.isActive(node) == .active
    }

    /// The token that starts at a 1-based line and UTF-8 column.
    func token(line: Int, column: Int) -> TokenSyntax? {
        let position = converter.position(ofLine: line, column: column)
        return tree.token(at: position)
    }

    /// Where `node` starts, as a finding-style location.
    func location(of node: some SyntaxProtocol) -> NavlintCore.SourceLocation {
        let start = node.startLocation(converter: converter)
        return NavlintCore.SourceLocation(file: displayPath, line: start.line, column: start.column)
    }

    /// Whether the file imports `module`.
    func imports(_ module: String) -> Bool {
        tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.map(\.name.text).joined(separator: ".") == module
        }
    }
}

/// One declaration of a type: the class itself or one of its extensions.
struct TypeDeclaration {
    let file: ParsedFile
    let node: DeclSyntax
    let isExtension: Bool

    var members: MemberBlockItemListSyntax {
        node.as(ClassDeclSyntax.self)?.memberBlock.members
            ?? node.as(StructDeclSyntax.self)?.memberBlock.members
            ?? node.as(ExtensionDeclSyntax.self)?.memberBlock.members
            ?? MemberBlockItemListSyntax([])
    }

    /// Names in the inheritance clause (superclass first for a class).
    var inheritedNames: [String] {
        let clause = node.as(ClassDeclSyntax.self)?.inheritanceClause
            ?? node.as(StructDeclSyntax.self)?.inheritanceClause
            ?? node.as(ExtensionDeclSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
}

/// Every class, struct and extension in the project, by type name.
struct TypeIndex {
    private(set) var declarations: [String: [TypeDeclaration]] = [:]
    /// Type names in order of first appearance, for deterministic output.
    private(set) var names: [String] = []

    init(files: [ParsedFile]) {
        for file in files {
            for item in file.tree.statements {
                record(item.item, in: file)
            }
        }
    }

    private mutating func record(_ item: CodeBlockItemSyntax.Item, in file: ParsedFile) {
        guard let decl = item.as(DeclSyntax.self) else { return }
        var name: String?
        var isExtension = false
        if let node = decl.as(ClassDeclSyntax.self) {
            name = node.name.text
        } else if let node = decl.as(StructDeclSyntax.self) {
            name = node.name.text
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            name = node.extendedType.trimmedDescription
            isExtension = true
        } else if let node = decl.as(IfConfigDeclSyntax.self) {
            for clause in node.clauses {
                if case .statements(let items)? = clause.elements {
                    for inner in items where file.isActive(inner) { record(inner.item, in: file) }
                }
            }
        }
        guard let name else { return }
        if declarations[name] == nil { names.append(name) }
        declarations[name, default: []].append(TypeDeclaration(file: file, node: decl, isExtension: isExtension))
    }

    func superclass(of name: String) -> String? {
        declarations[name]?.first { !$0.isExtension && $0.node.is(ClassDeclSyntax.self) }?.inheritedNames.first
    }

    /// `name` and its project superclasses, nearest first.
    func classChain(_ name: String) -> [String] {
        var chain = [name]
        var current = name
        while let parent = superclass(of: current), !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// Whether `name` is `GMSMapView` or a project class that inherits from it.
    func isMapView(_ name: String) -> Bool {
        classChain(name).contains("GMSMapView")
    }

    /// The type that encloses `node` (its class, struct or extension).
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let candidate = current {
            if let decl = candidate.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = candidate.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = candidate.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = candidate.parent
        }
        return nil
    }
}
