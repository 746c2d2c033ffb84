import SwiftSyntax

extension Interpreter {
    /// `navMap.isGuiding = true` for a computed property the files declare
    /// in an extension of a framework type (`extension UIView { var isGuiding: Bool { get ... set ... } }`):
    /// its setter runs with `self` the receiver, as its getter does (`member`).
    /// False when no such extension declares the property.
    func setExtensionProperty(_ name: String, of receiver: Value, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        for typeName in frameworkTypeNames(of: receiver) {
            guard let model = source.types[typeName], let property = source.property(named: name, of: model, from: Syntax(node)),
                !property.isStatic
            else { continue }
            try checkDecided(TypeModel.memberKey(property), of: model, at: node)
            guard let setter = property.setter, let body = setter.body else {
                throw unsupported(node, "assigning the get-only property \(name) of the extension of \(typeName)")
            }
            let scope = Scope()
            scope.declare(setter.parameters?.name.text ?? "newValue", try coerce(newValue, to: property.type))
            _ = try runBody(body.statements, in: scope, self: Instance(type: model, base: receiver), at: node)
            return true
        }
        return false
    }

    /// `list.dropOdd()`: a `mutating` method the files declare in an
    /// extension of a framework value type (`extension Array where Element == Int`)
    /// runs with `self` a copy of the receiver, and what `self` became is
    /// written back to `base`, as Swift passes `self` inout. `nil` when no
    /// such mutating method is declared.
    func mutateExtendedValue(
        _ name: String, of receiver: Value, _ arguments: [Argument], base: ExprSyntax, at call: FunctionCallExprSyntax,
        in scope: Scope, self instance: Instance?
    ) throws -> Value? {
        guard receiver.isFrameworkValue else { return nil }
        for typeName in frameworkTypeNames(of: receiver) {
            guard let model = source.types[typeName], let method = try appOverload(of: model, name, arguments, at: call) else { continue }
            guard method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) else { return nil }
            let mutated = Instance(type: model, base: receiver)
            let result = try self.call(method, on: mutated, arguments: arguments)
            if let changed = mutated.base { try assign(changed, to: base, in: scope, self: instance) }
            return result
        }
        return nil
    }
}
