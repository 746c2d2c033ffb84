import SwiftSyntax

/// Subscripts the files declare: `config[.logoInset]`, `table[key: k] = v`,
/// `Theme[.spacing]`; on instances of the files' types, on the views of
/// their `UIView` subclasses, on types (static) and on framework values
/// their extensions give one (`extension Array { subscript(safe i: Int) }`).
extension Interpreter {
    /// The declared subscript `receiver[...]` with `labels` reaches, with the `self` its body runs on.
    func declaredSubscript(of receiver: Value, labels: [String?]) -> (declaration: SubscriptDeclSyntax, instance: Instance)? {
        switch receiver {
        case .object(let instance):
            if let found = instance.type.subscriptDecl(labels: labels, isStatic: false) { return (found, instance) }
        case .item(let item):
            if let instance = attachedInstance(item), let found = instance.type.subscriptDecl(labels: labels, isStatic: false) {
                return (found, instance)
            }
        case .type(let typeName):
            if let model = source.types[typeName], let found = model.subscriptDecl(labels: labels, isStatic: true) {
                return (found, typeContext(model))
            }
        default: break
        }
        for typeName in frameworkTypeNames(of: receiver) {
            if let model = source.types[typeName], let found = model.subscriptDecl(labels: labels, isStatic: false) {
                return (found, Instance(type: model, base: receiver))
            }
        }
        return nil
    }

    /// `wrapper.viewport` on a `@dynamicMemberLookup` type: its
    /// `subscript(dynamicMember:)` with the key path `\.viewport` (or the name, for a `String` parameter).
    func dynamicMember(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let (declaration, instance) = declaredSubscript(of: receiver, labels: ["dynamicMember"]),
            let parameter = declaration.parameterClause.parameters.first
        else { return nil }
        let key: Value = parameter.type.trimmedDescription.contains("KeyPath") ? .keyPath([name]) : .string(name)
        return try readSubscript(declaration, on: instance, [("dynamicMember", key)], at: node)
    }

    /// Runs a declared subscript's `get`.
    func readSubscript(
        _ declaration: SubscriptDeclSyntax, on instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> Value {
        guard let getter = declaration.getter else { throw unsupported(node, "a subscript without a getter") }
        let scope = try bind(declaration.parameterClause.parameters, arguments, for: instance, inSubscript: true)
        return try coerce(runBody(getter, in: scope, self: instance, at: node), to: declaration.returnClause.type)
    }

    /// Runs a declared subscript's `set` with `newValue`.
    func writeSubscript(
        _ declaration: SubscriptDeclSyntax, on instance: Instance, _ arguments: [Argument], _ newValue: Value,
        at node: some SyntaxProtocol
    ) throws {
        guard let setter = declaration.setter, let body = setter.body else {
            throw unsupported(node, "assigning through a get-only subscript")
        }
        let scope = try bind(declaration.parameterClause.parameters, arguments, for: instance, inSubscript: true)
        scope.declare(setter.parameters?.name.text ?? "newValue", try coerce(newValue, to: declaration.returnClause.type).copied())
        _ = try runBody(body.statements, in: scope, self: instance, at: node)
    }
}
