import SwiftSyntax

/// The files' `extension Optional { func ifPresent(_:) }` (also `where
/// Wrapped: ...`): an optional is its wrapped value or `nil`, so a method or
/// computed property that neither the value's own types nor their extensions
/// have is the optional's (Swift finds no other: a member of `Optional` is
/// not one of the wrapped type's), with `self` the value or `nil`.
extension Interpreter {
    /// `extension Optional`'s members, when the files declare some.
    var optionalExtension: TypeModel? {
        source.types["Optional"].flatMap { $0.kind == .frameworkExtension ? $0 : nil }
    }

    /// `receiver.name(arguments)` of `extension Optional`, or `nil` when it has
    /// no such method. When the wrapped value's extensions have one too, which
    /// one runs depends on whether the receiver is declared optional
    /// (`declaredOptional`), which its value does not tell: it stops where the
    /// declaration is not known.
    func callOptionalExtension(
        _ name: String, on receiver: Value, _ arguments: [Argument], at call: some SyntaxProtocol, declaredOptional: Bool?
    ) throws -> Value? {
        guard let model = optionalExtension, let method = overload(of: model, name, arguments) else { return nil }
        if declaredOptional == false { return nil }
        if declaredOptional == nil,
            frameworkTypeNames(of: receiver).contains(where: { source.types[$0].map { overload(of: $0, name, arguments) != nil } ?? false })
        {
            throw unsupported(call, "the method \(name) of both extension Optional and \(receiver.kind)'s extension (whether the receiver is optional)")
        }
        return try self.call(method, on: Instance(type: model, base: receiver), arguments: arguments)
    }

    /// A computed property of `extension Optional` read on `receiver`, or `nil`.
    func optionalExtensionProperty(_ name: String, of receiver: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard let model = optionalExtension, let property = model.property(named: name), !property.isStatic, let getter = property.getter
        else { return nil }
        return try computedValue(property, getter, on: Instance(type: model, base: receiver), at: node)
    }
}
