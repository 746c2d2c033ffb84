import SwiftSyntax

/// Swift's key-value observing of the files' `NSObject` subclasses:
/// `observe(\.property, options:changeHandler:)` on a stored `@objc dynamic`
/// property. As Foundation does, the handler runs synchronously inside the
/// setter (after `didSet`) on every assignment, an equal value included, with
/// an `NSKeyValueObservedChange` whose `newValue`/`oldValue` are present only
/// when `.new`/`.old` were asked for; `.initial` runs it once at registration.
/// The returned `NSKeyValueObservation` ends the observation when it is
/// invalidated or deallocated: a discarded result at once, a token nothing
/// keeps when the callback that dropped it returns (`WeakReferences.swift`'s
/// reachability). What cannot be told exactly stops the run.
extension Interpreter {
    /// The run's observations and their tokens' type.
    final class KeyValueObservations {
        final class Observation {
            let object: Instance
            let property: String
            let options: Set<String>
            let handler: Value
            /// The `NSKeyValueObservation` the code holds.
            let token: Instance
            /// False for a property that is not `dynamic`: Swift's setter sends no change notification.
            let firesOnSet: Bool
            var isValid = true
            /// While `observe` runs `.initial`: the token is alive, though nothing holds it yet.
            var isStarting = false

            init(object: Instance, property: String, options: Set<String>, handler: Value, token: Instance, firesOnSet: Bool) {
                (self.object, self.property, self.options, self.handler, self.token, self.firesOnSet) =
                    (object, property, options, handler, token, firesOnSet)
            }
        }

        var observations: [Observation] = []
        /// `NSKeyValueObservation`, made at the first registration.
        var tokenType: TypeModel?
    }

    /// `observe(...)` on an instance of the files' `NSObject` subclasses and
    /// `invalidate()` on its token; Objective-C-style KVO stops. `nil` for other calls.
    func callKeyValueObservingMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        if case .object(let token) = receiver, let tokenType = keyValueObservations.tokenType, token.type === tokenType {
            guard name == "invalidate", arguments.isEmpty else { throw unsupported(call, "the method \(name) of NSKeyValueObservation") }
            keyValueObservations.observations.first { $0.token === token }?.isValid = false
            return .void
        }
        guard let instance = observableInstance(receiver) else { return nil }
        if let coded = try callKeyValueCodingMethod(name, on: instance, arguments, at: call) { return coded }
        switch (name, arguments.map(\.label)) {
        case ("observe", [nil, nil]), ("observe", [nil, "changeHandler"]):
            return try observe(instance, keyPath: arguments[0].value, options: [], handler: arguments[1].value, at: call)
        case ("observe", [nil, "options", nil]), ("observe", [nil, "options", "changeHandler"]):
            let options = try observingOptions(arguments[1].value, at: call)
            return try observe(instance, keyPath: arguments[0].value, options: options, handler: arguments[2].value, at: call)
        case ("addObserver", [nil, "forKeyPath", "options", "context"]), ("removeObserver", [nil, "forKeyPath"]),
            ("removeObserver", [nil, "forKeyPath", "context"]), ("willChangeValue", ["forKey"]), ("didChangeValue", ["forKey"]):
            throw unsupported(call, "Objective-C-style key-value observing (\(name)\(labelText(arguments.map(\.label))), observeValue(forKeyPath:of:change:context:))")
        default:
            return nil
        }
    }

    /// Runs the handlers observing `name` of `instance` after an assignment
    /// (`setField`, once `didSet` has run: the change's new value is what the property then holds).
    func notifyKeyValueObservers(of instance: Instance, _ name: String, old: Value, at node: some SyntaxProtocol) throws {
        let registered = keyValueObservations.observations.filter {
            $0.object === instance && $0.property == name && $0.isValid && $0.firesOnSet
        }
        guard !registered.isEmpty else { return }
        for observation in registered where !observation.isStarting && !isKeptAlive(observation.token) {
            // Only a local may hold it (ARC may release a local after its last use), or the callback dropped it.
            throw unsupported(node, "an observation of \(name) whose token nothing but a local may keep (when Swift releases the NSKeyValueObservation)")
        }
        if registered.count > 1 {
            assume(node, "the \(registered.count) observations of \(name) run in the order they were registered (KVO does not document an order)")
        }
        let new = instance.fields[name] ?? .null
        // An observation invalidated by an earlier handler is not called (its callback finds no object).
        for observation in registered where observation.isValid {
            try runHandler(of: observation, old: old, new: new, at: node)
        }
    }

    /// Ends the observations whose token nothing keeps any more, as its
    /// deallocation does; run as a callback's locals go (`releaseWeakReferences`).
    func endUnkeptObservations() {
        guard !keyValueObservations.observations.isEmpty else { return }
        for observation in keyValueObservations.observations where observation.isValid && !isKeptAlive(observation.token) {
            observation.isValid = false
        }
        keyValueObservations.observations.removeAll { !$0.isValid }
    }

    /// The instance of the files' classes that `NSObject`'s methods (KVO, KVC) reach through `receiver`.
    func observableInstance(_ receiver: Value) -> Instance? {
        let instance: Instance
        switch receiver {
        case .object(let found): instance = found
        case .item(let item): guard let found = attachedInstance(item) else { return nil }; instance = found
        default: return nil
        }
        guard instance.type.kind == .class, let ancestor = instance.type.frameworkAncestor(in: source.types),
            ancestor == "NSObject" || ancestor.hasPrefix("UI") || ancestor.hasPrefix("NS")
        else { return nil }
        return instance
    }

    private func observe(_ instance: Instance, keyPath: Value, options: Set<String>, handler: Value, at call: FunctionCallExprSyntax) throws -> Value {
        guard case .keyPath(let names) = keyPath else { throw unsupported(call, "observe(_:) with a key path from \(keyPath.kind)") }
        guard names.count == 1, let name = names.first else {
            throw unsupported(call, "observing the key path \\.\(names.joined(separator: ".")) (several components)")
        }
        guard let property = instance.type.property(named: name) else {
            throw unsupported(call, "observing \(name), which \(instance.type.name) does not declare (a framework property)")
        }
        guard !property.isStatic, property.getter == nil, property.setter == nil, property.wrapper == nil else {
            throw unsupported(call, "observing \(name), which is not a stored property of \(instance.type.name)")
        }
        guard isObjC(property) else {
            // Foundation makes the KVC key from the key path: `Could not extract a String from KeyPath`.
            throw crash(call, "observe(\\.\(name)) of a property that is not @objc (Foundation has no key for it)")
        }
        if options.contains("prior") { throw unsupported(call, "the .prior option of observe(_:options:)") }
        if !options.isDisjoint(with: ["new", "old"]),
            property.type?.is(OptionalTypeSyntax.self) == true || property.type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        {
            throw unsupported(call, "the change of the optional property \(name) (its newValue/oldValue are double optionals)")
        }
        let isDynamic = property.declaration?.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) } ?? false
        if !isDynamic {
            assume(call, "\(name) is not dynamic: Swift's setter sends no KVO notification, so this handler never runs when \(name) is set"
                + (options.contains("initial") ? " (only once, for .initial)" : ""))
        }
        let token = Instance(type: tokenType(at: call))
        token.fields["changeHandler"] = handler  // the token keeps its handler alive, as `NSKeyValueObservation` does
        let observation = KeyValueObservations.Observation(
            object: instance, property: name, options: options, handler: handler, token: token, firesOnSet: isDynamic)
        keyValueObservations.observations.append(observation)
        if options.contains("initial") {
            observation.isStarting = true
            defer { observation.isStarting = false }
            try runHandler(of: observation, old: .null, new: field(name, of: instance, at: call) ?? .null, at: call)
        }
        // A result no one keeps is deallocated at once, ending the observation.
        if Self.discardsResult(call) { observation.isValid = false }
        return .object(token)
    }

    private func runHandler(of observation: KeyValueObservations.Observation, old: Value, new: Value, at node: some SyntaxProtocol) throws {
        let change = Value.tuple([
            ("kind", .symbol("setting")), ("newValue", observation.options.contains("new") ? new : .null),
            ("oldValue", observation.options.contains("old") ? old : .null), ("indexes", .null), ("isPrior", .bool(false)),
        ])
        _ = try callFunction(observation.handler, [(nil, observation.object.base ?? .object(observation.object)), (nil, change)], at: node)
    }

    /// `[.initial, .new]`, `.old`, `[]`.
    private func observingOptions(_ value: Value, at node: some SyntaxProtocol) throws -> Set<String> {
        let elements: [Value]
        if case .array(let listed) = value { elements = listed } else { elements = [value] }
        return Set(try elements.map { element in
            guard case .symbol(let name) = element, ["new", "old", "initial", "prior"].contains(name) else {
                throw unsupported(node, "KVO options from \(element.kind)")
            }
            return name
        })
    }

    private func tokenType(at call: FunctionCallExprSyntax) -> TypeModel {
        if let known = keyValueObservations.tokenType { return known }
        let made = TypeModel(name: "NSKeyValueObservation", kind: .class, nameNode: Syntax(call))
        keyValueObservations.tokenType = made
        return made
    }

    /// `@objc` on the declaration, or `@objcMembers` on its class or a superclass.
    func isObjC(_ property: TypeModel.Property) -> Bool {
        func marks(_ attributes: AttributeListSyntax?, _ name: String) -> Bool {
            attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name } ?? false
        }
        if marks(property.declaration?.attributes, "objc") { return true }
        guard let holder = enclosingClass(of: property.node) else { return false }
        return holder.lineage.contains { marks($0.nameNode.parent?.as(ClassDeclSyntax.self)?.attributes, "objcMembers") }
    }

    /// Whether the call's result is dropped: `_ = x.observe(...)`, `let _ =
    /// ...`, or a statement of its own (not a single-expression body that returns it).
    static func discardsResult(_ call: FunctionCallExprSyntax) -> Bool {
        if let infix = call.parent?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return infix.rightOperand.id == call.id && infix.leftOperand.is(DiscardAssignmentExprSyntax.self)
        }
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.is(WildcardPatternSyntax.self)
        }
        guard let item = call.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        guard list.count == 1 else { return true }
        if list.parent?.is(ClosureExprSyntax.self) == true { return false }  // `{ model.observe(...) }` may return it
        if let function = list.parent?.parent?.as(FunctionDeclSyntax.self) { return function.signature.returnClause == nil }
        return list.parent?.parent?.is(AccessorDeclSyntax.self) != true && list.parent?.is(AccessorBlockSyntax.self) != true
    }
}
