import SwiftSyntax

/// A generic delegate class (`final class ThemedLayout<Theme: NavigationTheme>:
/// NSObject, NavigationLayoutDelegate`) runs with the type arguments the app
/// gives it: a subclass of the files names them in its inheritance clause
/// (`final class DriveLayout: ThemedLayout<NightTheme>`), or the files' one
/// typealias binding the class (`typealias DriveLayout = ThemedLayout<NightTheme>`,
/// stated). A generic parameter nothing binds is never a guess: using it stops
/// the run, naming it, rather than being taken for an unknown app name.
extension Interpreter {
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
}
