import LayoutModel
import SwiftSyntax

/// ARC for `weak var`s: after each callback, what a weak property of the
/// files' types holds is released once nothing strong reaches it — an
/// instance of the files' classes no root keeps, or an app view in no
/// hierarchy that anything keeps — so a child coordinator held only weakly is
/// gone when the callback that made it returns, as in Swift; so is an object
/// only an `NSHashTable.weakObjects()` holds, from the table, and an
/// `NSMapTable`'s entry whose weak key or object nothing else keeps. The roots are
/// the delegate, the statics, the views on the map (and what their instances
/// hold), the notification observers and the work queued or waiting; a
/// closure keeps what Swift captures (`ClosureCaptures`): the variables its
/// body names, and its `self` where it says `self`, unless it captures it
/// `[weak self]` or `[unowned self]` (a helper's block observer does not keep the helper).
extension Interpreter {
    func releaseWeakReferences(delegate: Instance) {
        endUnkeptObservations()  // a KVO token is released the same way
        endUnkeptSubscriptions()  // and Combine's AnyCancellable
        // After every callback: most delegates declare no weak property nor weak table, and then nothing is walked.
        let instances = source.declaresWeakProperties ? RunLedger.current?.recordedInstances ?? [] : []
        let holders = instances.filter { instance in instance.type.properties.contains { $0.isWeak && !$0.isStatic } }
        guard !holders.isEmpty || !weakTables.isEmpty else { return }
        let reach = reachability(from: delegate)
        pruneWeakTables(keeping: reach.keepsAlive)
        for holder in holders where reach.reaches(holder) {
            for property in holder.type.properties where property.isWeak && !property.isStatic {
                guard let held = holder.fields[property.name], !reach.keepsAlive(held) else { continue }
                holder.fields[property.name] = .null
            }
        }
    }

    /// `badge = UIView()` for a `weak var badge`: an object made in the
    /// assignment that nothing strong keeps (a local, the delegate's graph,
    /// the statics, a parent its initializer registered with) is released at
    /// once, as ARC does (swiftc warns "instance will be immediately
    /// deallocated"), so `badge!` after it crashes as in the app.
    func releaseIfOnlyWeaklyHeld(_ target: ExprSyntax, madeBy made: ExprSyntax, in scope: Scope, self instance: Instance?) {
        guard source.declaresWeakProperties, let instance, Self.makesObject(made) else { return }
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil {
            name = reference.baseName.text
        } else if let access = target.as(MemberAccessExprSyntax.self), access.base?.isSelf == true {
            name = access.declName.baseName.text
        } else {
            return
        }
        guard let property = instance.type.property(named: name), property.isWeak, !property.isStatic,
            let held = instance.fields[name], !held.isNull
        else { return }
        var reach = reachability(from: delegateInstance ?? instance)
        reach.mark(scope)
        reach.mark(.object(instance))
        if !reach.keepsAlive(held) {
            instance.fields[name] = .null
            noteDropped(held, replacedBy: .null)
        }
    }

    /// `WeakRef(Placer())`, `Box(value: Part())`: an object made in an
    /// argument of an initializer that stored it only in a weak property is
    /// released as the initializer returns, as ARC does at the end of that
    /// statement (no local of the caller can hold it; the new instance's strong
    /// properties, the delegate's graph and the statics may).
    func releaseFreshArguments(weaklyHeldBy instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol) {
        guard source.declaresWeakProperties, let call = Syntax(node).as(FunctionCallExprSyntax.self) else { return }
        let weak = instance.type.lineage.flatMap(\.properties).filter { $0.isWeak && !$0.isStatic }
        let fresh = zip(call.arguments, arguments).compactMap { syntax, argument -> Instance? in
            guard Self.makesObject(syntax.expression), case .object(let made) = argument.value, made.type.kind == .class else { return nil }
            return made
        }
        guard !weak.isEmpty, !fresh.isEmpty else { return }
        var reach = reachability(from: delegateInstance ?? instance)
        reach.mark(.object(instance))
        for property in weak {
            guard case .object(let held)? = instance.fields[property.name], fresh.contains(where: { $0 === held }), !reach.reaches(held) else { continue }
            instance.fields[property.name] = .null
            noteDropped(.object(held), replacedBy: .null)
        }
    }

    /// Whether an expression is an initializer call (`UIView()`, `Badge(frame: .zero)`, `.init()`).
    private static func makesObject(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "init"
    }

    /// A closure expression's value with its capture list evaluated now, as
    /// Swift does, into a scope of its own: `[inset = self.inset]` and `[count]`
    /// keep the value they had; `[weak view]` and `[unowned view]` hold it
    /// without keeping it alive (`self` stays the closure's `self`).
    func makeClosure(_ syntax: ClosureExprSyntax, in scope: Scope, self instance: Instance?) throws -> Closure {
        guard let items = syntax.signature?.capture?.items, !items.isEmpty else {
            var closure = Closure(syntax: syntax, scope: scope, selfInstance: instance)
            closure.madeInTurn = journal.turn
            return closure
        }
        let captures = Scope(parent: scope)
        for item in items where item.name.tokenKind != .keyword(.self) {
            let name = item.name.text
            let value: Value
            if let initializer = item.initializer {
                value = try self.value(of: initializer.value, in: scope, self: instance)
            } else if let local = scope.lookup(name) {
                value = local
            } else {
                continue  // not a local: Swift rejects it; the body reads the name as it is
            }
            switch item.specifier?.specifier.tokenKind {
            case .keyword(.weak): captures.declareWeakCapture(name, value, unowned: false)
            case .keyword(.unowned): captures.declareWeakCapture(name, value, unowned: true)
            default: captures.declare(name, value)
            }
        }
        var closure = Closure(syntax: syntax, scope: captures, selfInstance: instance)
        closure.madeInTurn = journal.turn
        if let item = items.first(where: { $0.name.tokenKind == .keyword(.self) }) {
            switch item.specifier?.specifier.tokenKind {
            case .keyword(.weak): closure.selfCapture = .weak
            case .keyword(.unowned): closure.selfCapture = .unowned
            default: break
            }
        }
        return closure
    }

    /// Before a closure made in an earlier callback runs (the function that
    /// made it has returned, and its locals with it): what its capture list
    /// holds `weak` and nothing strong keeps is `nil`; reading one held
    /// `unowned` crashes, as Swift traps. True when that is its `self`
    /// (`[weak self]` of a helper nothing keeps): the body then reads `self` as `nil`.
    func releaseWeakCaptures(of closure: Closure) throws -> Bool {
        let captures = closure.scope.weakCaptures
        let weakSelf = closure.selfCapture == .strong ? nil : closure.selfInstance
        guard !captures.isEmpty || weakSelf != nil, closure.madeInTurn < journal.turn, let delegateInstance else { return false }
        let reach = reachability(from: delegateInstance)
        func crashOnRead(_ token: TokenKind, _ name: String) throws {
            if let read = closure.syntax.statements.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == token }) {
                throw crash(read, "reading \(name), captured unowned, after its object was released (Swift traps)")
            }
        }
        for (name, isUnowned) in captures.sorted(by: { $0.key < $1.key }) {
            guard let held = closure.scope.localValue(name), !held.isNull, !reach.keepsAlive(held) else { continue }
            guard isUnowned else {
                closure.scope.setLocal(name, .null)
                continue
            }
            try crashOnRead(.identifier(name), name)
        }
        guard let weakSelf, !reach.reaches(weakSelf) else { return false }
        if closure.selfCapture == .unowned { try crashOnRead(.keyword(.self), "self") }
        return true
    }

    /// Whether an object reaches itself through what it holds strongly (a
    /// retain cycle: Swift does not release it when the last outside reference goes).
    func holdsItself(_ object: Instance) -> Bool {
        var reach = Reachability(interpreter: self)
        Self.strongFields(of: object).forEach { reach.mark($0) }
        return reach.reaches(object)
    }

    /// A released object's `weak` references read `nil` from then on.
    func forgetWeakReferences(to object: Instance) {
        guard source.declaresWeakProperties || !weakTables.isEmpty else { return }
        func isObject(_ value: Value) -> Bool { if case .object(let held) = value { held === object } else { false } }
        for holder in RunLedger.current?.recordedInstances ?? [] {
            for property in holder.type.properties where property.isWeak && !property.isStatic {
                if let held = holder.fields[property.name], isObject(held) { holder.fields[property.name] = .null }
            }
        }
        pruneWeakTables { !isObject($0) }
    }

    /// Drops from the weak tables what they hold weakly and `keeps` does not keep.
    private func pruneWeakTables(keeping keeps: (Value) -> Bool) {
        for table in weakTables {
            switch table.contents {
            case .set(let elements): table.contents = .set(elements.filter(keeps))
            case .dictionary(let entries):
                table.contents = .dictionary(entries.filter {
                    (!table.weakly.contains(.keys) || keeps($0.key)) && (!table.weakly.contains(.objects) || keeps($0.value))
                })
            default: break
            }
        }
    }

    /// Whether a strong reference of the run reaches `instance` (the target of
    /// a selector observer, which `NotificationCenter` does not keep); true
    /// outside a delegate's run.
    func isKeptAlive(_ instance: Instance) -> Bool {
        guard let delegateInstance else { return true }
        return reachability(from: delegateInstance).reaches(instance)
    }

    /// `isKnownUniquelyReferenced(&object)`: whether one strong reference of
    /// the run holds the object: a field of what the roots reach, or a local
    /// of a body running (copy-on-write storage is copied when shared).
    func isUniquelyReferenced(_ instance: Instance) -> Bool {
        var reach = Reachability(interpreter: self, counting: instance)
        if let delegateInstance { reach = reachability(from: delegateInstance, counting: instance) }
        reach.markLiveFrames()
        return reach.references <= 1
    }

    /// What the roots and the bodies running (their locals and `self`) reach,
    /// but the locals `ending` names of the block ending; `nil` outside a delegate's run.
    func liveReachability(ending: EndingLocals? = nil) -> Reachability? {
        guard let delegateInstance else { return nil }
        var reach = reachability(from: delegateInstance)
        reach.markLiveFrames(ending: ending)
        return reach
    }

    /// What the roots reach: the delegate, the statics, the block observers, trait handlers and the views on the map.
    private func reachability(from delegate: Instance, counting target: Instance? = nil) -> Reachability {
        var reach = Reachability(interpreter: self, counting: target)
        reach.mark(.object(delegate))
        statics.values.forEach { reach.mark($0) }
        notificationObservers.forEach { reach.mark($0.block) }
        traitRegistrations.forEach { reach.mark($0.handler) }  // the view keeps its registrations' handlers
        (mainQueue.pendingWork + mainQueue.pausedTasks + mainQueue.operations).forEach { reach.mark(.work($0)) }
        mainQueue.notifyingGroups.forEach { reach.mark(.dispatchGroup($0)) }  // Dispatch keeps a group while a notify block waits
        if let map { map.subtree.forEach { reach.mark(.item($0)) } }
        standInArguments.forEach { reach.mark($0) }  // the app's, which it keeps
        return reach
    }
}

/// The locals of a block as it ends (`Interpreter.releaseLocals`): they hold nothing from then on.
struct EndingLocals {
    let scope: Scope
    let names: Set<String>
}

/// What a closure captures: the names its body (with the closures in it)
/// reads from around it, and whether it uses `self` (an escaping closure of a
/// class says `self`, as Swift asks, unless `[self]` is in its capture list, which says it too).
struct ClosureCaptures {
    var names: Set<String> = []
    var usesSelf = false

    init(_ closure: ClosureExprSyntax) {
        for token in closure.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .keyword(.self), .keyword(.super): usesSelf = true
            case .identifier(let name):
                if token.parent?.is(DeclReferenceExprSyntax.self) == true {
                    if !token.isMemberName { names.insert(name) }  // `view` in `view.alpha`, not `alpha`
                } else if token.parent?.is(ClosureCaptureSyntax.self) == true
                    || (token.parent?.is(IdentifierPatternSyntax.self) == true && token.parent?.parent?.is(OptionalBindingConditionSyntax.self) == true)
                {
                    names.insert(name)  // `[view]`, `if let view {`
                }
            default: break
            }
        }
    }
}

extension TokenSyntax {
    /// Whether it names the member of `x.name` (not a variable of that name).
    var isMemberName: Bool {
        guard let reference = parent?.as(DeclReferenceExprSyntax.self), let access = reference.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return access.declName.id == reference.id
    }
}

/// A closure or local function is its code with the scope it captured.
struct ClosureKey: Hashable {
    let scope: ObjectIdentifier
    let syntax: SyntaxIdentifier
}

/// What the run's strong references reach, marked from the roots, and how
/// many of them hold one instance (each holder counted once).
struct Reachability {
    let interpreter: Interpreter
    private var instances: Set<ObjectIdentifier> = []
    private var scopes: Set<ObjectIdentifier> = []
    private var views: Set<ObjectIdentifier> = []
    private var controllers: Set<ObjectIdentifier> = []
    /// Closures and local functions marked (one marked again, through a variable holding it, adds nothing).
    private var closures: Set<ClosureKey> = []
    private let target: ObjectIdentifier?
    private(set) var references = 0

    init(interpreter: Interpreter, counting target: Instance? = nil) {
        self.interpreter = interpreter
        self.target = target.map(ObjectIdentifier.init)
    }

    func reaches(_ instance: Instance) -> Bool { instances.contains(ObjectIdentifier(instance)) }

    /// Whether a weak property's value survives: anything but an unreached
    /// instance, or an app view that no reached view or hierarchy holds.
    func keepsAlive(_ value: Value) -> Bool {
        switch value {
        case .object(let instance): return reaches(instance)
        case .controller(let controller): return controller.instance.map(reaches) ?? true
        case .item(let view as LayoutView) where !(view is GoogleView):
            return Swift.sequence(first: view, next: \.superview).contains { views.contains(ObjectIdentifier($0)) || $0 is MapView }
        default: return true
        }
    }

    mutating func mark(_ value: Value) {
        switch value {
        case .object(let instance):
            if ObjectIdentifier(instance) == target { references += 1 }
            guard instances.insert(ObjectIdentifier(instance)).inserted else { return }
            for (name, field) in instance.fields where !(instance.type.property(named: name)?.isWeak ?? false) { mark(field) }
            if let base = instance.base { mark(base) }
        case .closure(let closure):
            guard closures.insert(ClosureKey(scope: ObjectIdentifier(closure.scope), syntax: closure.syntax.id)).inserted else { return }
            interpreter.strongCaptures(of: closure).forEach { mark($0) }
        case .function(let function):
            guard closures.insert(ClosureKey(scope: ObjectIdentifier(function.scope), syntax: function.syntax.id)).inserted else { return }
            mark(function.scope)
            if let owner = function.selfInstance { mark(.object(owner)) }
        case .method(let method): mark(method.receiver)
        case .array(let elements), .set(let elements): elements.forEach { mark($0) }
        case .foundation(let collection):
            switch collection.contents {
            case .dictionary(let entries) where collection.holdsWeakly:
                for entry in entries {
                    if !collection.weakly.contains(.keys) { mark(entry.key) }
                    if !collection.weakly.contains(.objects) { mark(entry.value) }
                }
            default: if !collection.holdsWeakly { mark(collection.contents) }
            }
        case .tuple(let parts): parts.forEach { mark($0.value) }
        case .dictionary(let entries): entries.forEach { mark($0.key); mark($0.value) }
        case .enumCase(let value): value.payload.forEach { mark($0.value) }
        case .animator(let animator): (animator.animations + animator.completions).forEach { mark($0) }
        case .undoManager(let history):
            for group in history.undoStack + history.redoStack + history.open {
                group.actions.forEach { mark($0.target); mark($0.handler) }
            }
        case .work(let work): work.closures.forEach { mark($0) }
        case .dispatchGroup(let group): group.waiting.forEach { mark($0.block) }
        case .channel(.stream(let stream)), .channel(.feed(let stream)): stream.buffer.forEach { mark($0) }
        case .channel(.group(let group)):
            for case .value(let value) in group.results { mark(value) }
        case .autoclosure(let value): mark(value)
        case .item(let item):
            guard views.insert(ObjectIdentifier(item)).inserted else { return }
            if let instance = interpreter.attachedInstance(item) { mark(.object(instance)) }
            (item as? LayoutView)?.subviews.forEach { mark(.item($0)) }  // a view keeps its subviews
        case .controller(let controller):  // it keeps its view and children, not its parent; its view does not keep it
            guard controllers.insert(ObjectIdentifier(controller)).inserted else { return }
            if let instance = controller.instance { mark(.object(instance)) }
            if let view = controller.view { mark(.item(view)) }
            controller.children.forEach { mark(.controller($0)) }
        default: break
        }
    }

    /// The locals and `self` of the bodies running, but the locals of a block as it ends.
    mutating func markLiveFrames(ending: EndingLocals? = nil) {
        for frame in interpreter.liveFrames {
            if let ending, frame.scope === ending.scope {
                for (name, value) in ending.scope.ownVariables where !ending.names.contains(name) { mark(value) }
                if let parent = ending.scope.parent { mark(parent) }
            } else {
                mark(frame.scope)
            }
            if let owner = frame.instance { mark(.object(owner)) }
        }
    }

    /// A scope's values and its parents': a scope reached again with nothing
    /// hidden adds nothing (nor do its parents), so no local is counted twice.
    mutating func mark(_ scope: Scope) {
        for link in scope.chain {
            if link.hidesNothing, !scopes.insert(ObjectIdentifier(link.scope)).inserted { return }
            link.values.forEach { mark($0) }
        }
    }
}
