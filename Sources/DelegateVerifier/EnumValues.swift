import SwiftSyntax

/// The files' enums as values: `init(rawValue:)`, an enum's own initializers
/// (`init(bounds:) { self = bounds.width >= 600 ? .regular : .compact }`) and
/// its mutating methods (`mutating func toggle() { self = ... }`), where
/// assigning `self` replaces the case.
extension Interpreter {
    /// A case made by `init(rawValue:)` (`nil` for no match) or by one of the enum's initializers.
    func makeEnumValue(_ model: TypeModel, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        let labels = arguments.map(\.label)
        if let initializer = initializer(of: model, arguments), let body = initializer.body {
            let instance = Instance(type: model)
            if case .returned(.null) = try runInitializer(initializer, body, on: instance, arguments) { return .null }  // `init?` returned nil
            guard let made = instance.base else {
                throw unsupported(initializer.initKeyword, "an initializer of \(model.name) that ends without assigning self")
            }
            return made
        }
        guard labels == ["rawValue"] else { throw unsupported(node, "no initializer of the enum \(model.name) takes \(labelText(labels))") }
        let raw = arguments[0].value
        if raw.isOfUnknownType { throw unsupported(node, "\(model.name)(rawValue:) of \(describe(raw)), a value the run does not know") }
        guard let found = model.cases.first(where: { $0.rawValue.flatMap { equals($0, raw) } == true }) else { return .null }
        return .enumCase(EnumValue(typeName: model.name, name: found.name, payload: []))
    }

    /// `self = .compact` in an enum's initializer or mutating method: the new
    /// case, its implicit members typed by the enum. False for other instances.
    func assignEnumSelf(_ newValue: Value, of instance: Instance, at node: some SyntaxProtocol) throws -> Bool {
        guard instance.type.kind == .enum else { return false }
        let typed = try implicitMember(newValue, of: instance.type, at: node)
        guard case .enumCase(let made) = typed, made.typeName == instance.type.name else {
            throw unsupported(node, "assigning \(newValue.kind) to self of the enum \(instance.type.name)")
        }
        instance.base = typed
        return true
    }

    /// `mode.toggle()` on an enum value: runs the mutating method and writes
    /// the case it leaves back to `base`; `nil` when it is not one.
    func mutateEnum(
        _ name: String, of receiver: Value, _ arguments: [Argument], base: ExprSyntax, at call: FunctionCallExprSyntax,
        in scope: Scope, self instance: Instance?
    ) throws -> Value? {
        guard case .enumCase(let value) = receiver, let model = value.typeName.flatMap({ source.types[$0] }),
            let method = overload(of: model, name, arguments, from: Syntax(call)),
            method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) })
        else { return nil }
        let mutated = Instance(type: model, base: receiver)
        let result = try self.call(method, on: mutated, arguments: arguments)
        if let changed = mutated.base { try assign(changed, to: base, in: scope, self: instance) }
        return result
    }
}
