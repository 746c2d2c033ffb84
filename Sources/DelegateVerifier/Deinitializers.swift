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
        for (name, value) in locals.sorted(by: { $0.key < $1.key }) {
            let objects = heldObjects(in: value)
            if !objects.isEmpty, Self.lastUse(of: name, in: statements, through: exit) == exit { droppedObjects += objects }
        }
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
        let unkept = instances.filter { $0.isInitialized && !$0.isReleased && $0.type.kind == .class && !reach.reaches($0) }
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

    /// A `~Copyable` struct's `deinit` runs where the value is dropped or a
    /// `consuming` method ends without `discard self`: where exactly is not
    /// tracked, so making such a value stops (never a deinit skipped in silence).
    func checkNoncopyableDeinit(of model: TypeModel) throws {
        guard model.kind == .struct, let declaration = model.nameNode.parent?.as(StructDeclSyntax.self),
            let found = declaration.memberBlock.members.lazy.compactMap({ $0.decl.as(DeinitializerDeclSyntax.self) }).first
        else { return }
        throw unsupported(
            found.deinitKeyword,
            "the deinit of the noncopyable \(model.name), which Swift runs where a value of it is dropped or consumed (when exactly is not known to the run)")
    }

    /// The `deinit` a class declares (extensions cannot).
    static func deinitializer(of model: TypeModel) -> DeinitializerDeclSyntax? {
        guard model.kind == .class, let declaration = model.nameNode.parent?.as(ClassDeclSyntax.self) else { return nil }
        return declaration.memberBlock.members.lazy.compactMap { $0.decl.as(DeinitializerDeclSyntax.self) }.first
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
        case .object(let instance) where instance.type.kind == .class: return [instance]
        case .object(let instance) where instance.type.isValueType: return held(Self.strongFields(of: instance))
        case .array(let elements), .set(let elements): return held(elements)
        case .dictionary(let entries): return held(entries.flatMap { [$0.key, $0.value] })
        case .tuple(let parts): return held(parts.map(\.value))
        case .enumCase(let value): return held(value.payload.map(\.value))
        default: return []
        }
    }
}
