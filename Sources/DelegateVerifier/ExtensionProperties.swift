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
}
