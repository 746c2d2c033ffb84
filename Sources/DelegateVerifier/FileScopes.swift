import SwiftSyntax

/// Swift's file scope across the given files: a `private`/`fileprivate`
/// declaration (or a member of a `private`/`fileprivate` extension) is seen
/// only in its own file, and of the declarations of one name and signature in
/// several files the one in the file naming it wins (as a module's own
/// declaration shadows an imported one: a feature file's `fileprivate
/// extension UIView { func fadeIn() }` over the design system's). Without it
/// the first file given would decide which one runs.
struct FileScopes {
    /// A declaration of a name other files declare too.
    private struct Entry {
        let file: SyntaxIdentifier
        let isPrivate: Bool
        /// What overloading tells apart (`TypeModel.memberKey`): only the same key shadows.
        let key: String
    }

    /// Only the declarations of names declared in more than one file: any other lookup is left as it is.
    private var entries: [SyntaxIdentifier: Entry] = [:]

    init(_ models: [TypeModel]) {
        for model in models {
            for functions in model.methods.values {
                note(functions.map { (Syntax($0), TypeModel.memberKey($0)) })
            }
            for properties in Dictionary(grouping: model.properties, by: \.name).values {
                note(properties.map { ($0.node, TypeModel.memberKey($0)) })
            }
        }
    }

    private mutating func note(_ declarations: [(node: Syntax, key: String)]) {
        guard declarations.count > 1, Set(declarations.map(\.node.root.id)).count > 1 else { return }
        for (node, key) in declarations {
            entries[node.id] = Entry(file: node.root.id, isPrivate: Self.isFilePrivate(node), key: key)
        }
    }

    /// Whether a declaration is seen only in its own file: declared
    /// `private`/`fileprivate` (not `private(set)`), or in such an extension.
    private static func isFilePrivate(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let next = current {
            if let modifiers = next.asProtocol(WithModifiersSyntax.self)?.modifiers,
                modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) && $0.detail == nil })
            {
                return true
            }
            if next.is(ExtensionDeclSyntax.self) || next.is(SourceFileSyntax.self) { return false }
            // A property's binding is in its `var`, a member in its type or extension.
            current = next.parent
        }
        return false
    }

    /// Whether `node` declares a name other files declare too.
    func contains(_ node: Syntax) -> Bool { entries[node.id] != nil }

    /// The candidates a use at `site` sees: none another file keeps
    /// private, and none another file declares with a key the site's own file declares too.
    func visible<Declaration>(_ candidates: [Declaration], from site: Syntax?, node: (Declaration) -> Syntax) -> [Declaration] {
        guard let site, candidates.contains(where: { contains(node($0)) }) else { return candidates }
        let file = site.root.id
        let seen = candidates.filter { entries[node($0).id].map { !$0.isPrivate || $0.file == file } ?? true }
        let own = Set(seen.compactMap { entries[node($0).id].flatMap { $0.file == file ? $0.key : nil } })
        return seen.filter { entries[node($0).id].map { $0.file == file || !own.contains($0.key) } ?? true }
    }
}

extension DelegateSource {
    /// The property `name` of `model` (or of `globals`) a use at `site` sees (`FileScopes`).
    func property(named name: String, of model: TypeModel, from site: Syntax?) -> TypeModel.Property? {
        let first = model.property(named: name)
        guard let first, fileScopes.contains(first.node) else { return first }
        let candidates = model.lineage.flatMap { $0.properties.filter { $0.name == name } }
        return fileScopes.visible(candidates, from: site) { $0.node }.first
    }
}

extension Interpreter {
    /// The methods `name` of `model` whose labels take the arguments and that a call at `site` sees.
    func methods(of model: TypeModel, _ name: String, _ arguments: [Argument], from site: Syntax?) -> [FunctionDeclSyntax] {
        source.fileScopes.visible(model.methods(named: name, labels: arguments.map(\.label)), from: site) { Syntax($0) }
    }

    /// Where a static property or top-level variable is kept: by name, and by
    /// declaration for a name several files declare (two files' `private let inset`).
    func staticKey(_ name: String, of model: TypeModel, at site: Syntax?) -> String {
        guard let property = source.property(named: name, of: model, from: site), source.fileScopes.contains(property.node) else {
            return "\(model.name).\(name)"
        }
        let tag = source.tag(property.node)
        return "\(model.name).\(name)@\(tag.file):\(tag.line)"
    }
}

extension DelegateSource {
    /// The modules the files form or use: the names they import and the
    /// folders under `Sources/` holding them (`Sources/DesignSystem/Spacing.swift`),
    /// so that `DesignSystem.Spacing.small` names the files' `Spacing`.
    static func modules(of files: [ParsedFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            let folders = file.displayPath.split(separator: "/")
            for (index, folder) in folders.enumerated().dropLast(2) where folder == "Sources" {
                names.insert(String(folders[index + 1]))
            }
            for statement in file.tree.statements {
                if let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text { names.insert(module) }
            }
        }
        return names
    }
}

extension Interpreter {
    /// `DesignSystem.Spacing`, `DesignSystem.fadeIn`: a module's name that
    /// names nothing else, before a type, a top-level function or variable of
    /// the files, is the module's qualification; the name is the files' top-level one.
    /// `Swift.min(a, b)` (in an extension declaring its own `min`) names the standard library's.
    func moduleQualified(_ access: MemberAccessExprSyntax, in scope: Scope, self instance: Instance?) -> Bool {
        guard let module = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, source.moduleNames.contains(module) || module == "Swift",
            scope.lookup(module) == nil, instance?.type.property(named: module) == nil, instance?.type.hasMethod(named: module) != true,
            source.types[module] == nil, source.globals.property(named: module) == nil, !source.globals.hasMethod(named: module)
        else { return false }
        let name = access.declName.baseName.text
        if module == "Swift" { return source.appType(name) == nil && source.globals.property(named: name) == nil && !source.globals.hasMethod(named: name) }
        return source.appType(name) != nil || source.globals.property(named: name) != nil || source.globals.hasMethod(named: name)
    }
}
