import SwiftSyntax

/// `deinit` of the files' classes, run where Swift runs it: as the statement
/// that dropped the last strong reference ends (`presenter = nil`,
/// `leases.removeAll()`, a value replaced, a discarded result, a fresh object
/// only a `weak var` took), or as a block ends whose local held it last and was
/// last used in the block's last statement run; subclass first, then what the
/// object held goes in turn (a lease a released presenter held). What keeps an
/// object is what the roots and the bodies running (their locals and `self`)
/// reach (`WeakReferences`). An object that reaches itself through what it
/// holds (a retain cycle), and what it holds, is never released, as in Swift:
/// no `deinit` runs, and what it would have undone is a leftover. One a local
/// last used before its block's last statement is released where the run does
/// not place it (after that use, or as the block ends): when such an object,
/// or one released otherwise, is left with nothing keeping it after a callback
/// and the work it deferred, the scenario stops there, so a `deinit` is never
/// skipped in silence.
///
/// A `~Copyable` struct's value is one instance, moved, never copied; its
/// `deinit` runs where Swift ends the value (SE-0390): as the statement that
/// replaced or discarded it ends (`mount = nil`, `_ = consume lease`), as the
/// scope of the variable holding it ends (its lifetime is the whole scope;
/// several end in reverse order of declaration), and as a `consuming` method
/// or a function taking it `consuming` returns without moving it on (`discard
/// self` ends it without its `deinit`). A variable moved from (`consume x`,
/// `let y = x`, `stored = x`, `x.consumingMethod()`, `f(x)` to a `consuming`
/// parameter) no longer keeps it.
extension Interpreter {
    /// Notes the objects `old` held that `new` does not, for the end of the statement.
    func noteDropped(_ old: Value?, replacedBy new: Value) {
        guard source.declaresDeinitializers, let old else { return }
        let dropped = heldObjects(in: old)
        guard !dropped.isEmpty else { return }
        let kept = Set(heldObjects(in: new).map(ObjectIdentifier.init))
        droppedObjects += dropped.filter { !kept.contains(ObjectIdentifier($0)) }
    }

    /// Releases the dropped objects nothing keeps, in the order dropped, as
    /// the statement `node` ends, with `kept` (the value a one-expression body gives) still held.
    func releaseDroppedObjects(at node: some SyntaxProtocol, keeping kept: Value = .void, ending: EndingLocals? = nil) throws {
        guard !droppedObjects.isEmpty else { return }
        var queue = droppedObjects[...]
        droppedObjects = []
        guard var reach = liveReachability(ending: ending) else { return }
        reach.mark(kept)
        while let object = queue.popFirst() {
            guard !object.isReleased, !holdsItself(object) else { continue }  // a retain cycle: never released
            guard !reach.reaches(object) else {
                objectsKeptPastDrop[ObjectIdentifier(object)] = tag(node)
                continue
            }
            object.isReleased = true
            forgetWeakReferences(to: object)
            let deinitializers = object.type.lineage.compactMap(Self.deinitializer(of:))
            for declaration in deinitializers {
                guard let body = declaration.body else { continue }
                ranBodies.insert(declaration.id)
                _ = try runBody(body.statements, in: Scope(), self: object, at: declaration.deinitKeyword)
            }
            queue += Self.strongFields(of: object).flatMap(heldObjects(in:))
            if !deinitializers.isEmpty, let updated = liveReachability(ending: ending) {
                reach = updated
                reach.mark(kept)
            }
        }
    }

    /// As a block ends, what its locals held goes: Swift releases a local
    /// after its last use, so where that is the last statement run, the
    /// release is here however Swift places it; what a local last used earlier
    /// held is left to the end of the callback (its `deinit` stops the run there).
    func releaseLocals(of statements: CodeBlockItemListSyntax, in scope: Scope, exitingAt exit: Int, flow: Flow) throws {
        guard exit >= 0 else { return }
        let parameters = Self.parameterNames(of: statements)
        let locals = scope.ownVariables.filter { !parameters.contains($0.key) && !$0.key.hasPrefix("$") }
        var ending: [(declared: AbsolutePosition, values: [Instance])] = []  // `~Copyable` values: their scope is their lifetime
        for (name, value) in locals.sorted(by: { $0.key < $1.key }) {
            let objects = heldObjects(in: value)
            let moved = objects.filter(\.type.isNoncopyable)
            if !moved.isEmpty { ending.append((Self.declaration(of: name, in: statements), moved)) }
            if objects.count > moved.count, Self.lastUse(of: name, in: statements, through: exit) == exit {
                droppedObjects += objects.filter { !$0.type.isNoncopyable }
            }
        }
        droppedObjects += ending.sorted { $0.declared > $1.declared }.flatMap(\.values)
        guard !droppedObjects.isEmpty else { return }
        let kept: Value = if case .returned(let value) = flow { value } else { .void }
        let last = statements[statements.index(statements.startIndex, offsetBy: exit)]
        try releaseDroppedObjects(at: last, keeping: kept, ending: EndingLocals(scope: scope, names: Set(locals.keys)))
    }

    /// The parameters of the function, initializer, accessor or closure whose body `statements` are (they are the caller's to release).
    private static func parameterNames(of statements: CodeBlockItemListSyntax) -> Set<String> {
        if let closure = statements.parent?.as(ClosureExprSyntax.self) {
            switch closure.signature?.parameterClause {
            case .simpleInput(let names): return Set(names.map(\.name.text))
            case .parameterClause(let clause): return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
            default: return []
            }
        }
        guard let owner = statements.parent?.as(CodeBlockSyntax.self)?.parent else { return [] }
        if let function = owner.as(FunctionDeclSyntax.self) { return Set(function.signature.parameterClause.parameters.map(\.internalName)) }
        if let initializer = owner.as(InitializerDeclSyntax.self) { return Set(initializer.signature.parameterClause.parameters.map(\.internalName)) }
        if let accessor = owner.as(AccessorDeclSyntax.self) { return Set(["newValue", "oldValue"] + [accessor.parameters?.name.text].compactMap { $0 }) }
        return []
    }

    /// The index of the last statement up to `exit` that names `name` (a `defer` naming it runs at `exit`).
    private static func lastUse(of name: String, in statements: CodeBlockItemListSyntax, through exit: Int) -> Int? {
        var last: Int?
        for (index, item) in statements.enumerated() where index <= exit && names(name, in: item) {
            if case .stmt(let statement) = item.item, statement.is(DeferStmtSyntax.self) { last = exit } else { last = index }
        }
        return last
    }

    /// Where `name` is bound in `statements` (its start when a parameter).
    private static func declaration(of name: String, in statements: CodeBlockItemListSyntax) -> AbsolutePosition {
        statements.tokens(viewMode: .sourceAccurate).first {
            $0.tokenKind == .identifier(name) && $0.parent?.is(IdentifierPatternSyntax.self) == true
        }?.position ?? statements.position
    }

    private static func names(_ name: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) && !$0.isMemberName }  // `x.name` is not a use
    }

    /// After a callback and the work it deferred: an object of a class with a
    /// `deinit` that nothing keeps and that was not released where it was
    /// dropped stops the scenario (when its `deinit` runs is not known). One in
    /// a retain cycle, or held by one, Swift never releases: its `deinit` never
    /// runs, and what it would undo stays (a leftover the checks report).
    func checkReleasedDeinitializers() throws {
        try releaseDroppedObjects(at: source.delegateClass.nameNode)
        guard source.declaresDeinitializers, let instances = RunLedger.current?.recordedInstances, let reach = liveReachability() else { return }
        let unkept = instances.filter { $0.isInitialized && !$0.isReleased && $0.type.hasLifetime && !reach.reaches($0) }
        let released = unkept.filter { instance in instance.type.lineage.contains { Self.deinitializer(of: $0) != nil } }
        guard !released.isEmpty else { return }
        var leaked = Reachability(interpreter: self)
        for object in unkept where holdsItself(object) { leaked.mark(.object(object)) }
        for instance in released where !leaked.reaches(instance) {
            let deinitializers = instance.type.lineage.compactMap(Self.deinitializer(of:))
            if deinitializers.allSatisfy(Self.onlyLogs) {
                droppedObjects.append(instance)  // when a deinit that only logs runs changes nothing the layout sees
                continue
            }
            let found = deinitializers[0]
            if instance.type.isNoncopyable {
                throw unsupported(
                    found.deinitKeyword,
                    "the deinit of the noncopyable \(instance.type.name), which Swift runs where its value ends: this value was dropped where the run did not follow its move, in this callback or the work it deferred")
            }
            let dropped = objectsKeptPastDrop[ObjectIdentifier(instance)].map { ", its last other reference dropped at \($0)" } ?? ""
            throw unsupported(
                found.deinitKeyword,
                "the deinit of \(instance.type.name), which the app runs as the last strong reference to it goes, in this callback or the work it deferred (when exactly is not known to the run: a local held it past the statement that dropped its last other reference\(dropped), and Swift releases it after the local's last use)")
        }
        try releaseDroppedObjects(at: source.delegateClass.nameNode)
    }

    /// A `deinit` whose statements only log (`print("\(type(of: self)) released")`,
    /// `NSLog`, `debugPrint`: to the console, of names and members, no other call).
    private static func onlyLogs(_ deinitializer: DeinitializerDeclSyntax) -> Bool {
        deinitializer.body?.statements.allSatisfy { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                ["print", "debugPrint", "NSLog"].contains(name), call.trailingClosure == nil,
                call.arguments.allSatisfy({ $0.label == nil || $0.label?.text == "separator" || $0.label?.text == "terminator" })
            else { return false }
            return call.arguments.allSatisfy { argument in
                !argument.expression.tokens(viewMode: .sourceAccurate).contains { token in
                    // A call inside (but `type(of:)`) could do anything; `(` after a name is one.
                    token.tokenKind == .leftParen && token.previousToken(viewMode: .sourceAccurate).map { $0.text != "type" && $0.tokenKind != .backslash } ?? false
                }
            }
        } ?? true
    }

    /// A `~Copyable` enum's `deinit` runs where a value of it ends; its cases
    /// are values, not instances the run follows, so the run stops before it begins.
    func checkNoncopyableEnumDeinitializers() throws {
        guard let (typeName, found) = source.noncopyableEnumDeinitializer else { return }
        throw unsupported(
            found.deinitKeyword,
            "the deinit of the noncopyable enum \(typeName), which Swift runs where a value of it ends (the run follows the values of noncopyable structs, not enums)")
    }

    /// The first, by type name, of `types`' `~Copyable` enums declaring a `deinit`.
    static func noncopyableEnumDeinitializer(in types: some Collection<TypeModel>) -> (typeName: String, deinitializer: DeinitializerDeclSyntax)? {
        types.sorted { $0.name < $1.name }.lazy.filter { $0.kind == .enum && $0.isNoncopyable }.compactMap { model in
            model.nameNode.parent?.as(EnumDeclSyntax.self)?.memberBlock.members.lazy
                .compactMap { $0.decl.as(DeinitializerDeclSyntax.self) }.first.map { (model.name, $0) }
        }.first
    }

    /// The `deinit` a class or a `~Copyable` struct declares (extensions cannot).
    static func deinitializer(of model: TypeModel) -> DeinitializerDeclSyntax? {
        let members = switch model.kind {
        case .class: model.nameNode.parent?.as(ClassDeclSyntax.self)?.memberBlock.members
        case .struct where model.isNoncopyable: model.nameNode.parent?.as(StructDeclSyntax.self)?.memberBlock.members
        default: MemberBlockItemListSyntax?.none
        }
        return members?.lazy.compactMap { $0.decl.as(DeinitializerDeclSyntax.self) }.first
    }

    /// `discard self` in a `consuming` method: the value ends without its
    /// `deinit`; what its fields held goes as the statement ends.
    func discard(_ instance: Instance?, at statement: DiscardStmtSyntax) throws {
        guard let instance, instance.type.isNoncopyable else { throw unsupported(statement, "discard outside a consuming method of a noncopyable struct") }
        instance.isReleased = true
        droppedObjects += Self.strongFields(of: instance).flatMap(heldObjects(in:))
    }

    /// Moves what a call consumes out of the caller's variables: `self` of a
    /// `consuming` method (`consumingSelf`) and the arguments of `consuming`
    /// parameters (a method's or an initializer's), when they are `~Copyable`
    /// values (`scope`: the parameters bound).
    func moveConsumed(by parameters: FunctionParameterListSyntax, consumingSelf: Bool, self instance: Instance?, in scope: Scope) -> [Instance] {
        guard source.declaresDeinitializers else { return [] }
        var moved: [Instance] = []
        if consumingSelf, let instance, instance.type.isNoncopyable { moved.append(instance) }
        for parameter in parameters where parameter.isConsuming {
            if case .object(let argument)? = scope.localValue(parameter.internalName), argument.type.isNoncopyable { moved.append(argument) }
        }
        if let caller = liveFrames.last?.scope { moved.forEach(caller.forget) }
        return moved
    }

    /// As a call returns (at `end`): what it consumed and did not move on
    /// (into `result`, or what an initializer made) ends, its `deinit` run.
    func endConsumed(_ moved: [Instance], at end: TokenSyntax, keeping result: Value) throws {
        guard !moved.isEmpty else { return }
        droppedObjects += moved
        try releaseDroppedObjects(at: end, keeping: result)
    }

    /// `consume lease`, or a `~Copyable` variable read whole into another
    /// (`let held = lease`, `stored = lease`): the variable is moved from and
    /// keeps the value no longer.
    func noteMove(from expression: ExprSyntax, of value: Value, in scope: Scope) {
        guard case .object(let instance) = value, instance.type.isNoncopyable,
            (expression.as(ConsumeExprSyntax.self)?.expression ?? expression).is(DeclReferenceExprSyntax.self)
        else { return }
        scope.forget(instance)
    }

    /// What an instance's stored properties hold strongly, in the order declared (which Swift releases them in).
    static func strongFields(of instance: Instance) -> [Value] {
        var seen: Set<String> = []
        return instance.type.lineage.flatMap(\.properties).compactMap { property in
            guard !property.isStatic, !property.isWeak, seen.insert(property.name).inserted else { return nil }
            return instance.fields[property.name]
        }
    }

    /// The class instances a value holds itself: in its collections, tuples,
    /// enum payloads, structs and closures, not through other objects.
    private func heldObjects(in value: Value) -> [Instance] {
        var visited: Set<ClosureKey> = []
        return heldObjects(in: value, visited: &visited)
    }

    /// `visited`: the closures looked into (one may keep itself, through a variable it names).
    private func heldObjects(in value: Value, visited: inout Set<ClosureKey>) -> [Instance] {
        func held(_ values: [Value]) -> [Instance] { values.flatMap { heldObjects(in: $0, visited: &visited) } }
        switch value {
        case .closure(let closure):
            guard visited.insert(ClosureKey(scope: ObjectIdentifier(closure.scope), syntax: closure.syntax.id)).inserted else { return [] }
            return held(strongCaptures(of: closure))
        case .object(let instance) where instance.type.hasLifetime: return [instance]
        case .object(let instance) where instance.type.isValueType: return held(Self.strongFields(of: instance))
        case .array(let elements), .set(let elements): return held(elements)
        case .dictionary(let entries): return held(entries.flatMap { [$0.key, $0.value] })
        case .tuple(let parts): return held(parts.map(\.value))
        case .enumCase(let value): return held(value.payload.map(\.value))
        default: return []
        }
    }
}
