import SwiftSyntax

/// A generic delegate class (`final class ThemedLayout<Theme: NavigationTheme>:
/// NSObject, NavigationLayoutDelegate`) runs with the type arguments the app
/// gives it: a subclass of the files names them in its inheritance clause
/// (`final class DriveLayout: ThemedLayout<NightTheme>`), or the files' one
/// typealias binding the class (`typealias DriveLayout = ThemedLayout<NightTheme>`,
/// stated). A generic parameter nothing binds is never a guess: using it stops
/// the run, naming it, rather than being taken for an unknown app name.
extension Interpreter {
    /// The type arguments a class inherits from its generic superclasses of
    /// the files (`DriveLayout: ThemedLayout<NightTheme>` gives `Theme`).
    func inheritedGenericArguments(of model: TypeModel) -> [String: TypeSyntax] {
        var bound: [String: TypeSyntax] = [:]
        for declaring in model.lineage where declaring.kind == .class {
            let clause = declaring.nameNode.parent?.as(ClassDeclSyntax.self)?.inheritanceClause
            for inherited in clause?.inheritedTypes ?? [] {
                guard let identifier = inherited.type.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause,
                    let superclass = source.appType(identifier.name.text), !superclass.genericParameters.isEmpty
                else { continue }
                bound.merge(genericArguments(arguments, of: superclass, self: nil)) { nearest, _ in nearest }
            }
        }
        return bound
    }

    /// The arguments the delegate class itself is made with when it is
    /// generic: the files' one typealias binding it, stated; none or several stop.
    func delegateGenericArguments(of model: TypeModel) throws -> [String: TypeSyntax] {
        guard !model.genericParameters.isEmpty else { return [:] }
        let aliases = source.typeAliases.filter { $0.value.as(IdentifierTypeSyntax.self)?.name.text == model.name }
            .compactMap { name, type in type.as(IdentifierTypeSyntax.self)?.genericArgumentClause.map { (name, type, $0) } }
            .sorted { $0.0 < $1.0 }
        let parameters = model.genericParameters.joined(separator: ", ")
        guard aliases.count == 1, let (alias, type, clause) = aliases.first else {
            throw unsupported(
                model.nameNode,
                "creating \(model.name), a generic class, with its parameters \(parameters) bound by \(aliases.isEmpty ? "no" : "more than one") typealias of the files (give the file with the app's `typealias X = \(model.name)<...>`, or verify a subclass naming them)")
        }
        assume(model.nameNode, "\(model.name) is made as the app's \(alias) = \(type.trimmedDescription), the files' one typealias binding \(parameters)", perCall: false)
        return genericArguments(clause, of: model, self: nil)
    }

    /// Stops at `Theme()` or `Theme.x` when `Theme` is a generic parameter of
    /// a declaration around `node` that the run has no type for.
    func checkUnboundGenericParameter(_ name: String, at node: some SyntaxProtocol) throws {
        for ancestor in Swift.sequence(first: Syntax(node), next: \.parent) {
            guard let generic = ancestor.asProtocol(WithGenericParametersSyntax.self),
                generic.genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true
            else { continue }
            let owner = ancestor.asProtocol(NamedDeclSyntax.self)?.name.text ?? "the declaration"
            throw unsupported(node, "\(name), a generic parameter of \(owner) no type binds in the run")
        }
    }
}
