import LayoutModel
import SwiftSyntax

/// Code the interpreter does not understand: reported as "not verified here"
/// at its location, never guessed around.
struct Unsupported: Error, CustomStringConvertible {
    let tag: SourceTag
    let reason: String
    /// Not a gap of the interpreter: the code would crash the app here
    /// (`fatalError`, an index out of range), which is reported as such.
    var crashes = false
    /// `reason` is a whole sentence saying why the code is not run (not a construct "is not interpreted").
    var explains = false
    var description: String { reason }
}

/// Thrown inside a postfix chain when an optional link is `nil`; the chain's
/// root turns it into `nil`, as `a?.b()` does in Swift.
struct NilChain: Error {}

/// How a statement list ended.
enum Flow {
    case normal
    case returned(Value)
    /// `break`, or `break label` (`label`).
    case breakLoop(label: String?)
    /// `continue`, or `continue label`.
    case continueLoop(label: String?)
    case fallthroughCase
}

/// Executes a delegate's callbacks by walking their syntax, turning the Auto
/// Layout idioms into operations on the `LayoutModel` world, each tagged with
/// the source location that made it.
///
/// One interpreter serves one scenario run (its helper instances and static
/// values live as long as the delegate would).
final class Interpreter {
    let source: DelegateSource
    let metrics: MetricsProfile
    /// The map view of the run; `layoutIfNeeded()` lays it out.
    var map: MapView?
    /// The scenario's device while the delegate is created, before any map (`DeviceScreens.swift`).
    var creationDevice: DeviceProfile?
    /// The layout worlds the run serves at once, when it serves several.
    var worlds: WorldBundle?
    /// A `layoutIfNeeded()` not yet done: frames only matter when code reads
    /// them (and the driver lays out after every callback), so the pass waits
    /// for the next read of a frame, with the same result.
    private var layoutPending = false
    /// Whether code read `wideMode` since the last `resetObservations()`.
    private(set) var readWideMode = false
    /// The state the latest callback gave (its `newState`), to tell a kept state's stale `wideMode`.
    var latestState: NavigationUIState?
    /// Work deferred to after the event (`MainQueue.swift`).
    let mainQueue = MainQueue()
    /// `withObservationTracking`'s recorded reads and registered trackings (`ObservationTracking.swift`).
    let observationTracking = ObservationTrackings()
    /// Static properties, evaluated on first use.
    private(set) var statics: [String: Value] = [:]
    /// `shadowedNames(of:)`'s answers, by type (`ProtocolExtensionDispatch`).
    var shadowed: [ObjectIdentifier: ShadowedNames] = [:]
    /// `declaredType(_:)`'s answers, by the type's node.
    private var declaredTypes: [SyntaxIdentifier: DeclaredType] = [:]
    /// The instances of the files' UIView subclasses, by their model view.
    var viewInstances: [ObjectIdentifier: Instance] = [:]
    /// UIKit's default views of view controllers, with where each was loaded (`ViewControllers.swift`).
    var controllerDefaultViews: [(view: LayoutView, tag: SourceTag)] = []
    /// The stand-in arguments the delegate was made with: the app keeps them (`DelegateStandIns.swift`).
    var standInArguments: [Value] = []
    /// The flags among them, as met, and their values in this run (`StandInConfigurations.swift`).
    var standInFlags: [StandInFlag] = []
    var standInConfiguration: [String: FlagValue] = [:]
    /// The parameters of the delegate's `init()` whose default arguments' flags run each value, while it is made.
    var sweptDefaults: SyntaxIdentifier?
    /// Google views given a transform other than `.identity`, with where.
    var transformedViews: [ObjectIdentifier: (view: GoogleView, tag: SourceTag)] = [:]
    /// The weak `NSHashTable`s and `NSMapTable`s made in the run (`WeakReferences.swift` empties them).
    var weakTables: [FoundationCollection] = []
    /// The `UndoManager`s made in the run (`endUndoEvents` closes their event groups).
    var undoHistories: [UndoHistory] = []
    /// The block and selector observers of `NotificationCenter.default` (`Notifications.swift`).
    var notificationObservers: [NotificationObserver] = []
    /// How many observers the run has registered, for their tokens.
    var observersRegistered = 0
    /// Observers registered again while the earlier one is still registered (`takeRepeatedObservers`).
    var repeatedObservers: [RepeatedObserver] = []
    /// The trait-change handlers registered and not unregistered (`SystemEvents.swift`).
    var traitRegistrations: [TraitRegistration] = []
    /// The key-value observations of the files' objects (`KeyValueObserving.swift`).
    let keyValueObservations = KeyValueObservations()
    /// Combine's subjects, publishers and subscriptions (`Combine.swift`).
    let combine = CombineObjects()
    /// The delegate of the run, the first root of what is kept alive (`WeakReferences.swift`).
    var delegateInstance: Instance?
    /// The scenario's map as the app's view controller makes and shows it (`ControllerPresentation.swift`).
    var presentation = MapPresentation()
    /// The coordinator of the size transition running and the blocks given to it (`SizeTransitions.swift`).
    var sizeTransition: (coordinator: String, blocks: [Argument])?
    /// The overrides UIKit would have sent the delegate controller in the run's size transitions.
    var transitionsDue: Set<String> = []
    /// The delegate's properties read so far, each looked at once for whether only the app sets it (`AppSetProperties`).
    var notedAppSetProperties: Set<String> = []
    /// The other objects' properties `noteAppSetProperty` has looked at (`AppSetProperties.swift`).
    var notedOtherSetProperties: Set<SyntaxIdentifier> = []
    /// Reads of delegate properties that code of the files sets, for the end of the verification (`UnrunCode.swift`).
    var appSetReads: [AppSetRead] = []
    /// The methods, initializers and closures of the files that ran, and the names of the types made (`UnrunCode.swift`).
    var ranBodies: Set<SyntaxIdentifier> = []
    /// The closures the code stored or gave to the files' functions: handlers, if never called (`UnrunCode.swift`).
    var handedClosures: Set<SyntaxIdentifier> = []
    /// Views standing for unknown names used as views, by description (one view per name).
    var opaqueViews: [String: LayoutView] = [:]
    /// The last call's final values of its `inout` parameters, by argument position.
    var inoutResults: [(Int, Value)] = []
    /// What the code set on the UIKit views it made (for intrinsic sizes).
    var viewContents: [ObjectIdentifier: ViewContent] = [:]
    /// Whether each view went through an update-constraints pass since it was
    /// last marked (`ConstraintUpdates.swift`); a view not listed never did.
    var constraintUpdates: [ObjectIdentifier: (view: LayoutView, needed: Bool)] = [:]
    /// What each view with a `layoutSubviews()` override was when it last ran
    /// (`LayoutSubviews.swift`); a view not listed never ran it.
    var subviewLayouts: [ObjectIdentifier: SubviewLayout] = [:]
    /// Whether `layoutSubviews()` overrides are running (a layout they ask for is part of their pass).
    var layingOutSubviews = false
    /// The type of the run's `Regex` values (`RegularExpressions.swift`), made at the first.
    var regexType: TypeModel?
    /// The element each pack `each name` stands for in the repetition running (`ParameterPacks.swift`).
    var packElements: [String: Value] = [:]
    /// The bodies and blocks running, outermost first: their locals and `self`
    /// hold references (`isKnownUniquelyReferenced`, `Deinitializers`; kept
    /// only when the files need them, `DelegateSource.tracksLiveFrames`).
    private(set) var liveFrames: [(scope: Scope, instance: Instance?)] = []
    func enterFrame(_ scope: Scope, _ instance: Instance?) { liveFrames.append((scope, instance)) }
    func leaveFrame() { liveFrames.removeLast() }
    /// What each closure of the files captures (`ClosureCaptures`), once worked out.
    private var closureCaptures: [SyntaxIdentifier: ClosureCaptures] = [:]
    /// What a closure keeps strongly: the variables its body names, and `self`
    /// where it says `self` (a struct's closure may use its members without it:
    /// SE-0269), but a `~Copyable` value's, which only a closure that does not
    /// escape may use (a borrow, keeping nothing).
    func strongCaptures(of closure: Closure) -> [Value] {
        let captured = captures(of: closure.syntax)
        let names = captured.names.sorted().compactMap { closure.scope.strongValue(of: $0) }
        guard let owner = closure.selfInstance, closure.selfCapture == .strong, !owner.type.isNoncopyable,
            captured.usesSelf || owner.type.isValueType
        else { return names }
        return names + [.object(owner)]
    }

    func captures(of closure: ClosureExprSyntax) -> ClosureCaptures {
        if let known = closureCaptures[closure.id] { return known }
        let found = ClosureCaptures(closure)
        closureCaptures[closure.id] = found
        return found
    }
    /// Objects an assignment dropped in the statement running, released at
    /// its end if nothing keeps them (`Deinitializers`).
    var droppedObjects: [Instance] = []
    /// Where the last other reference to an object a local still held was dropped, for the stop when it goes.
    var objectsKeptPastDrop: [ObjectIdentifier: SourceTag] = [:]
    /// `perform(_:with:afterDelay:)` requests queued and not yet run (`SelectorMessages.swift`).
    var delayedPerforms: [DelayedPerform] = []
    /// What was assumed about code no given file declares, in order.
    var assumptions: [(tag: SourceTag, text: String)] = []
    /// What the callbacks did to the model, for the checks.
    let journal = Journal()
    /// `UserDefaults.standard`'s values set and registered by the code (`AppEnvironment`).
    var defaultsSet: [String: Value] = [:]
    var defaultsRegistered: [String: Value] = [:]
    /// The properties whose observers are running (`setField`).
    private var observing: Set<ObservedProperty> = []
    /// The name of the property or local being initialized, so the views and
    /// guides the code makes carry readable names.
    var nameHint: String?
    private var workBudget = 0
    private var depth = 0
    /// The files' extension of `DefaultStringInterpolation` with an `appendInterpolation` (`customInterpolation`).
    /// (Only an extension: a type of the files' own named `StringInterpolation` is another's, `interpolatingTypes`.)
    lazy var interpolationModel: TypeModel? = [source.types["DefaultStringInterpolation"], source.types["StringInterpolation"]]
        .lazy.compactMap { $0 }.first { $0.kind == .frameworkExtension && $0.methods["appendInterpolation"] != nil }
    /// Whether some type of the files makes itself from interpolated literals through its own `StringInterpolation`.
    lazy var hasInterpolatingTypes = source.types.values.contains { Self.interpolation(of: $0) != nil }
    /// The texts interpolated literals gave where no such type was expected (`Literals`: not taken for plain literals).
    var interpolatedTexts: Set<String> = []
    /// The numeric kind each printed expression's declarations give (`PrintedText`): read from the syntax once.
    var printedKinds: [SyntaxIdentifier: NumericKind?] = [:]
    static let workLimit = 200_000
    static let depthLimit = 64

    init(source: DelegateSource, metrics: MetricsProfile, contentSizeCategory: ContentSizeCategory = .large) {
        self.source = source
        self.metrics = metrics
        self.contentSizeCategory = contentSizeCategory
    }

    /// The user's text size the run reads (`ContentSizeCategories.swift`).
    let contentSizeCategory: ContentSizeCategory

    /// The calls being evaluated, innermost last: a place in a helper function
    /// is tagged with the call that ran it.
    var calls: [FunctionCallExprSyntax] = []
    /// The types calls are declared as (`DeclaredTypeGenerics`), by call.
    var expectedTypes: [SyntaxIdentifier: TypeSyntax] = [:]
    /// The call whose instance `DelegateStandIns.madeByItsOwner` waits for, and the instance once made.
    var capturedConstruction: (site: SyntaxIdentifier, made: Instance?)?
    /// `Self` as each type of the files that code runs in (`ImplicitMemberContexts.swift`).
    var selfTypes: [String: TypeSyntax] = [:]
    /// Where each implicit member (`.empty`) was last written, for a stop on one whose type was not learnt.
    var implicitMemberSites: [String: Syntax] = [:]
    /// The task running on its own thread now (`TaskSuspension.swift`), `nil` on the main flow.
    var fiber: Fiber?

    /// What belongs to one line of execution, not to the run: a task paused
    /// at an `await` keeps its own while other code runs (`TaskSuspension.swift`).
    struct ExecutionContext {
        fileprivate var calls: [FunctionCallExprSyntax] = []
        fileprivate var depth = 0
        fileprivate var genericBindings: [(function: SyntaxIdentifier, types: [String: String])] = []
        fileprivate var nameHint: String?
        fileprivate var observing: Set<ObservedProperty> = []
        fileprivate var inoutResults: [(Int, Value)] = []
        fileprivate var fiber: Fiber?

        /// A task's start: a line of its own (`fiber`) that begins where the code that ran it stands.
        func starting(_ fiber: Fiber) -> ExecutionContext {
            var context = self
            context.fiber = fiber
            return context
        }
    }

    var executionContext: ExecutionContext {
        get { ExecutionContext(calls: calls, depth: depth, genericBindings: genericBindings, nameHint: nameHint, observing: observing, inoutResults: inoutResults, fiber: fiber) }
        set { (calls, depth, genericBindings, nameHint, observing, inoutResults, fiber) = (newValue.calls, newValue.depth, newValue.genericBindings, newValue.nameHint, newValue.observing, newValue.inoutResults, newValue.fiber) }
    }

    func tag(_ node: some SyntaxProtocol) -> SourceTag {
        var tag = source.tag(node)
        tag.caller = caller(of: Syntax(node), at: tag)
        return tag
    }

    /// The call of a helper that made `node` run, when it is on another line:
    /// findings in a helper then say which use of it they come from. Of the
    /// chain of calls that led to `node`, the innermost made from another file,
    /// else from another type (or from outside the file's free functions):
    /// `make` called by `pin` called by the delegate tells the delegate's call of `pin`.
    private func caller(of node: Syntax, at tag: SourceTag) -> SourceTag.Caller? {
        guard !calls.isEmpty else { return nil }
        var frames: [(function: String, call: FunctionCallExprSyntax, crossesTypes: Bool)] = []
        var place = node
        var end = calls.endIndex
        while let home = enclosingFunctionName(of: place),
            !(Self.layoutCallbacks.contains(home) && container(of: place) == source.delegateName),
            let index = calls[..<end].lastIndex(where: { call in
                source.calleeNames.value(for: call.id) { Self.calleeName(call.calledExpression) } == home
                    // `spec(a, b)` calls `callAsFunction`: the nearest call made outside it.
                    || (Self.sugaredCallees.contains(home) && !Self.encloses(Self.enclosingFunction(of: place), call))
            })
        {
            let call = calls[index]
            frames.append((home, call, container(of: place) != container(of: Syntax(call))))
            (place, end) = (Syntax(call), index)
        }
        // A helper of another file (a layout DSL's `make`, called by its `pin`) is told by its use outside that file.
        let elsewhere = frames.first { source.tag($0.call).file != tag.file }
        guard let frame = elsewhere ?? frames.first(where: \.crossesTypes) ?? frames.first else { return nil }
        let site = source.tag(frame.call)
        guard site.file != tag.file || site.line != tag.line else { return nil }
        return SourceTag.Caller(function: frame.function, file: site.file, line: site.line)
    }

    /// Methods Swift calls for a call written as the value's (`spec(a, b)`, a `@dynamicCallable`'s).
    private static let sugaredCallees: Set<String> = ["callAsFunction", "dynamicallyCall"]

    private static func enclosingFunction(of node: Syntax) -> FunctionDeclSyntax? {
        Swift.sequence(first: node, next: \.parent).lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first
    }

    private static func encloses(_ function: FunctionDeclSyntax?, _ call: FunctionCallExprSyntax) -> Bool {
        guard let function else { return false }
        return function.root.id == call.root.id && function.position <= call.position && call.endPosition <= function.endPosition
    }

    /// The delegate's callbacks: what one does when another calls it is the callback's own work, not a helper's.
    private static let layoutCallbacks: Set<String> = [
        "enableNavigationUI", "disableNavigationUI", "startGuidance", "stopGuidance", "sizeChanged",
        "showPrompt", "changePrompt", "hidePrompt",
    ]

    /// `container(of:)`, `enclosingFunctionName(of:)` and callee names by node: `tag` asks for
    /// them at every step it records, and walking up the tree each time was
    /// most of a legacy comparison's time.
    func container(of node: Syntax) -> String {
        source.containers.value(for: node.id) { [source] in
            let name = Self.container(of: node)
            return source.types[name] == nil ? source.aliasedTypeName(name) ?? name : name  // `extension Constraint`, an alias
        }
    }

    private func enclosingFunctionName(of node: Syntax) -> String? {
        source.enclosingFunctions.value(for: node.id) { Self.enclosingFunctionName(of: node) }
    }

    /// The type (or extension's type) whose code `node` is, or its file for free functions.
    private static func container(of node: Syntax) -> String {
        for ancestor in Swift.sequence(first: node, next: \.parent) {
            if let group = ancestor.as(ExtensionDeclSyntax.self) { return group.extendedType.trimmedDescription }
            if let named = ancestor.asProtocol(DeclGroupSyntax.self)?.asProtocol(NamedDeclSyntax.self) { return named.name.text }
        }
        return "file \(node.root.id)"
    }

    /// The name a call of the function around `node` is written with: the
    /// function's, or its type's for an initializer; `nil` outside functions
    /// (property accessors and observers are not called by name).
    private static func enclosingFunctionName(of node: Syntax) -> String? {
        for ancestor in Swift.sequence(first: node, next: \.parent) {
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.name.text }
            if ancestor.is(InitializerDeclSyntax.self) {
                // The type's name, or the extended type's (`extension NSLayoutConstraint { convenience init(...) }`).
                return Swift.sequence(first: ancestor, next: \.parent).lazy.compactMap {
                    $0.asProtocol(NamedDeclSyntax.self)?.name.text
                        ?? $0.as(ExtensionDeclSyntax.self).map { bareTypeName($0.extendedType.trimmedDescription) }
                }.first
            }
            if ancestor.is(AccessorDeclSyntax.self) || ancestor.is(AccessorBlockSyntax.self) || ancestor.is(MemberBlockSyntax.self) {
                return nil
            }
        }
        return nil
    }

    /// `pin(...)`, `self.pin(...)`, `Layout.pin(...)` → `pin`; `Card(...)`, `Card.init(...)` → `Card`.
    private static func calleeName(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = callee.as(MemberAccessExprSyntax.self) else {
            return callee.as(GenericSpecializationExprSyntax.self).flatMap { calleeName($0.expression) }
        }
        if member.declName.baseName.tokenKind == .keyword(.`init`), let base = member.base { return calleeName(base) }
        return member.declName.baseName.text
    }

    func unsupported(_ node: some SyntaxProtocol, _ reason: String) -> Unsupported {
        Unsupported(tag: tag(node), reason: reason)
    }

    /// Code the run cannot go past for a reason `reason` states in full (two types of one name).
    func notRunnable(_ node: some SyntaxProtocol, _ reason: String) -> Unsupported {
        Unsupported(tag: tag(node), reason: reason, explains: true)
    }

    /// Code that would crash the app: the scenario ends there, reported as a crash.
    func crash(_ node: some SyntaxProtocol, _ reason: String) -> Unsupported {
        Unsupported(tag: tag(node), reason: reason, crashes: true)
    }

    /// A Google view on the map left scaled or turned after a callback (moved
    /// is drawn where it goes, `Transforms.swift`): it is drawn at another size
    /// than the SDK's, which is not modelled, so the rest of the scenario is not checked (a
    /// prompt the SDK took off screen and left there is a leftover, the cleanup
    /// check's; a view not drawn at all, hidden or faded out, is drawn nowhere,
    /// and one left on the map that way is the cleanup check's too).
    func checkTransforms() throws {
        guard let map,
            let (view, place) = transformedViews.values.first(where: {
                $0.view.isDescendant(of: map) && ($0.view as? NavigationPromptView)?.retiredBy == nil
                    && $0.view.isVisible && !$0.view.isTransparent
            })
        else { return }
        throw Unsupported(
            tag: place, reason: "a transform that scales or turns the Google view \(view.name), left on it (its drawn size)", crashes: false)
    }

    /// A computed property's value: its getter run on `instance`, typed by the
    /// property's declared type as Swift types what it returns (`return .bottom`
    /// in `var edge: Edge` is `Edge.bottom`).
    func computedValue(
        _ property: TypeModel.Property, _ getter: CodeBlockItemListSyntax, on instance: Instance, at node: some SyntaxProtocol
    ) throws -> Value {
        try coerce(runBody(getter, in: Scope(), self: instance, at: node), to: property.type, in: instance)
    }

    /// Starts counting the work and observations of one callback.
    func resetObservations() {
        mainQueue.beginEvent()
        readWideMode = false
        layoutPending = false
        workBudget = Self.workLimit
    }

    func noteWideModeRead() { readWideMode = true }

    /// `layoutIfNeeded()`, deferred to the next frame read.
    func requestLayout() { layoutPending = true }

    /// Lays out before code reads a frame, if a layout was requested.
    func settleLayout() throws {
        guard layoutPending else { return }
        layoutPending = false
        try checkDefaultControllerViews()
        try refreshIntrinsicSizes()
        try layOut()
        try layOutSubviews(framesCurrent: true)
    }

    /// A layout pass over the map (in every world of a bundle).
    func layOut() throws {
        try checkLayoutDirections(worlds?.layOut() ?? (map.map { [$0.layoutIfNeeded()] } ?? []))
    }

    /// Counts one step of work, so that runaway loops or recursion end as
    /// "not verified" instead of hanging the run.
    func spend(_ node: some SyntaxProtocol) throws(Unsupported) {
        workBudget -= 1
        if workBudget < 0 { throw unsupported(node, "too much work to interpret (a loop or recursion?)") }
    }

    // MARK: - Instances

    /// Makes an instance of a type of the files: stored properties get their
    /// initial values in order, then a matching `init` runs (a struct without
    /// one gets its memberwise initializer). A subclass of a UIKit view (or of
    /// `NSLayoutConstraint`) is a model view (constraint) whose declared
    /// members live on the instance; an enum gives a case (`EnumValues`).
    func instantiate(
        _ model: TypeModel, arguments: [(label: String?, value: Value)], genericArguments: [String: TypeSyntax] = [:],
        at node: some SyntaxProtocol
    ) throws -> Value {
        if model.kind == .enum { return try makeEnumValue(model, arguments: arguments, at: node) }
        if arguments.isEmpty, isOptionSet(model), model.initializer(labels: []) == nil {
            return try makeOptionSet(0, of: model, at: node)  // `Regions()`: the empty set
        }
        let instance = Instance(type: model)
        ranBodies.insert(model.nameNode.id)  // made: `UnrunCode` states its UIKit overrides UIKit never called
        instance.genericArguments = model.kind == .class
            ? genericArguments.merging(model.inheritedGenericArguments) { given, _ in given } : genericArguments
        let ancestor = model.kind == .class ? model.frameworkAncestor(in: source.types) : nil
        // A subclass of a UIKit view or of `UILayoutGuide` is a model item whose declared members live on the instance.
        if let ancestor, UIKitViews.isView(ancestor) || ancestor == "UILayoutGuide" {
            let name = nameHint ?? "\(model.name)@\(source.tag(node).line)"
            let item: LayoutItem = ancestor == "UILayoutGuide" ? LayoutGuide(name: name) : try makeView(ancestor, [], name: name, at: node)
            viewInstances[ObjectIdentifier(item)] = instance
            instance.base = .item(item)
        } else if ancestor == Self.modelledControllerClass {
            try attachController(to: instance, arguments: arguments, at: node)
        }
        for property in model.storedProperties where !property.isLazy {
            if let wrapper = property.wrapper {
                try initializeWrapper(property, named: wrapper, of: instance)
                continue
            }
            let hint = nameHint
            nameHint = property.name
            // A copy: `var spec = Spec.idle` must not share the static's storage.
            instance.fields[property.name] = try property.initializer.map {
                try coerce(value(of: $0, expecting: property.type, in: Scope(), self: instance), to: property.type, in: instance).copied()
            } ?? .null
            nameHint = hint
        }
        var arguments = arguments
        if arguments.isEmpty, case .item(let item)? = instance.base, item is LayoutView, model.initializer(labels: []) == nil {
            arguments = [("frame", .rect(.zero))]  // `UIView()` is `init(frame: .zero)`
        }
        let labels = arguments.map(\.label)
        if let initializer = model.lineage.lazy.compactMap({ self.initializer(of: $0, arguments) }).first, let body = initializer.body {
            _ = try runInitializer(initializer, body, on: instance, arguments)
        } else if try initializeRangeReplaceable(instance, arguments, at: node) {
            // `Batch([a, b])`: Swift's `init(_:)` of a `RangeReplaceableCollection`, over the type's `init()`.
        } else if model.hasMemberwiseInitializer {
            try memberwise(instance, arguments, at: node)
        } else if ancestor == "NSLayoutConstraint", try makeFrameworkBase(of: instance, arguments, at: node) {
            // `TaggedConstraint(item:...)`: NSLayoutConstraint's own initializer, inherited.
        } else if (!arguments.isEmpty || !model.isCreatableWithoutArguments) && instance.base == nil {
            throw unsupported(node, "no initializer of \(model.name) takes \(labelText(labels))")
        }
        instance.isInitialized = true
        if capturedConstruction?.site == Syntax(node).id { capturedConstruction?.made = instance }
        releaseFreshArguments(weaklyHeldBy: instance, arguments, at: node)
        if ancestor == "NSLayoutConstraint", instance.base == nil {
            throw unsupported(node, "an initializer of \(model.name) that does not call one of NSLayoutConstraint's")
        }
        return instance.base ?? .object(instance)
    }

    /// `self.init(item:...)` or `super.init(item:...)` in a subclass of
    /// `NSLayoutConstraint`: UIKit's initializer makes the constraint the
    /// instance is; false for other instances.
    func makeFrameworkBase(of instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol) throws -> Bool {
        guard instance.base == nil, instance.type.kind == .class, instance.type.frameworkAncestor(in: source.types) == "NSLayoutConstraint" else {
            return false
        }
        let made = try construct("NSLayoutConstraint", arguments, at: node)
        guard case .constraint(let constraint) = made else { throw unsupported(node, "NSLayoutConstraint\(labelText(arguments.map(\.label)))") }
        instance.base = made
        viewInstances[ObjectIdentifier(constraint)] = instance
        return true
    }

    /// Runs an initializer's body on the instance it makes (a class's, a struct's, an enum's).
    func runInitializer(_ initializer: InitializerDeclSyntax, _ body: CodeBlockSyntax, on instance: Instance, _ arguments: [Argument]) throws -> Flow {
        ranBodies.insert(initializer.id)
        noteHandedClosures(arguments.map(\.value))
        let parameters = initializer.signature.parameterClause.parameters
        let scope = try bind(parameters, arguments, for: instance)
        let consumed = moveConsumed(by: parameters, consumingSelf: false, self: instance, in: scope)
        let flow = try execute(body.statements, in: scope, self: instance)
        try endConsumed(consumed, at: body.rightBrace, keeping: .object(instance))
        return flow
    }

    /// The delegate as the app creates it: `Type()`, else through the class's
    /// single static factory returning it (stated as an assumption); a class
    /// with neither is not run with its stored properties unset.
    func makeDelegate(_ model: TypeModel) throws -> Value {
        if let (second, first) = source.typeDeclaredTwice {
            let firstTag = tag(first.nameNode)
            throw notRunnable(
                second.nameNode,
                "two types are named \(second.name) (\(second.qualifiedName) here, \(first.qualifiedName) at \(firstTag.file):\(firstTag.line)): the verifier tells the files' types apart by their simple names, so which one a use means is not known (rename one)")
        }
        if model.isCreatableWithoutArguments || inheritsViewInit(model) {
            // Made with its initializer's default arguments: their flags run each value (`StandInConfigurations.swift`);
            // branches on other values the app may pass are not run.
            guard let initializer = model.initializer(labels: []), !initializer.signature.parameterClause.parameters.isEmpty else {
                return try instantiate(model, arguments: [], genericArguments: delegateGenericArguments(of: model), at: model.nameNode)
            }
            sweptDefaults = initializer.signature.parameterClause.parameters.id
            defer { sweptDefaults = nil }
            let made = try instantiate(model, arguments: [], genericArguments: delegateGenericArguments(of: model), at: model.nameNode)
            let defaults = initializer.signature.parameterClause.parameters.map {
                "\($0.secondName?.text ?? $0.firstName.text): \($0.defaultValue?.value.trimmedDescription ?? "")"
            }
            assume(initializer.initKeyword, "\(model.name) is made by init() with its default arguments (\(defaults.joined(separator: ", ")))\(sweptFlagsText); other values the app passes are not checked")
            return made
        }
        let factories = model.staticFactories
        if factories.isEmpty, let made = try makeByBuilder(model) { return made }
        if factories.isEmpty, let made = try makeWithStandIns(model) { return made }
        guard factories.count == 1, let factory = factories.first else {
            throw unsupported(
                model.nameNode,
                "creating \(model.name) (it has no init() and \(factories.isEmpty ? "no" : "more than one") static factory returning it)")
        }
        assume(factory.name, "\(model.name) has no init(): it is created as the app would, by \(model.name).\(factory.name.text)()")
        return try call(factory, on: typeContext(model), arguments: [])
    }

    /// The delegate made by the files' one builder of it, another type's
    /// static method callable without arguments (a VIPER module's
    /// `DriveChromeModule.build()`, an assembly): run as the app would; `nil`
    /// when there is not exactly one.
    private func makeByBuilder(_ model: TypeModel) throws -> Value? {
        let builders = source.types.values.filter { $0 !== model }.sorted { $0.name < $1.name }.flatMap { owner in
            owner.staticFactories(making: model.name).map { (owner, $0) }
        }
        guard builders.count == 1, let (owner, builder) = builders.first else { return nil }
        assume(
            builder.name,
            "\(model.name) is created as the app would, by \(owner.name).\(Self.signature(of: builder)) with its default arguments; other values the app passes are not checked")
        return try call(builder, on: typeContext(owner), arguments: [])
    }

    /// A `UIView` subclass that overrides `init(frame:)` (and the required
    /// `init(coder:)`) inherits `UIView`'s convenience `init()`, which calls it.
    private func inheritsViewInit(_ model: TypeModel) -> Bool {
        guard model.kind == .class, let ancestor = model.frameworkAncestor(in: source.types), UIKitViews.isView(ancestor) else { return false }
        return model.lineage.contains { $0.initializer(labels: ["frame"]) != nil }
    }

    /// A struct's memberwise initializer: arguments by property name, in order;
    /// a trailing closure goes to a property of function type.
    func memberwise(_ instance: Instance, _ arguments: [Argument], at node: some SyntaxProtocol) throws {
        var remaining = arguments[...]
        for property in instance.type.storedProperties {
            guard let next = remaining.first,
                next.label == property.name || next.label == nil && next.value.isCallable && property.type?.isFunctionType == true  // `Pin { v in ... }`
            else { continue }
            if let wrapper = property.wrapper {  // the wrapper made anew, `W(wrappedValue:)`
                instance.fields["_" + property.name] = nil
                try setWrapped(property, named: wrapper, of: instance, to: coerce(next.value, to: property.type, in: instance).copied(), at: node)
            } else {
                instance.fields[property.name] = try coerce(next.value, to: property.type, in: instance).copied()
            }
            remaining = remaining.dropFirst()
        }
        if !remaining.isEmpty {
            throw unsupported(node, "no memberwise initializer of \(instance.type.name) takes \(labelText(arguments.map(\.label)))")
        }
    }

    /// An implicit member (`.compact`, `.standard`) read as the declared type's
    /// case or static property when the type is one of the files'.
    func coerce(_ value: Value, to type: TypeSyntax?) throws -> Value {
        guard let type else { return value }
        let declared = declaredType(type)
        let unwrapped = declared.unwrapped
        if declared.isOptional, let optional = try optionalCase(value, wrapping: declared) { return optional }
        if case .array(let elements) = value, let model = source.types[declared.baseName], isOptionSet(model) {
            return try optionSet(elements, of: model, at: type)
        }
        if let model = source.types[declared.baseName],
            let made = try literal(value, as: model, genericArguments: declaredGenericArguments(declared.unwrapped, of: model), at: type)
        {
            return made
        }
        switch value {
        case .array(let elements) where declared.baseName == "IndexSet":  // `let live: IndexSet = [0, 2]`
            return Self.indexSet(try elements.map { try number($0, at: type) })
        case .array(let elements) where declared.isSet, .set(let elements) where declared.isSet:
            // An array literal where a set is declared (`var seen: Set<UIView> = []`); `[.logo]` in a `Set<NodeID>`.
            var kept: [Value] = []
            for element in try elements.map({ try coerce($0, to: declared.setElement) }) where !kept.contains(where: { equals($0, element) == true }) {
                kept.append(element)
            }
            return .set(kept)
        case .array(let elements):
            // `[.fixed(8), .none]` where `[Slot]` is declared.
            guard let arrayType = unwrapped.as(ArrayTypeSyntax.self) else { return value }
            return .array(try elements.map { try coerce($0, to: arrayType.element) })
        case .dictionary(let entries):
            guard let dictionaryType = unwrapped.as(DictionaryTypeSyntax.self) else { return value }
            // A `[K: V?]` keeps a key holding nil (`[.buttons: shown ? rail : nil]`): iterating and
            // `compactMapValues` see it; reading that key, and storing a nil optional, stop (`OptionalDictionaryValues`).
            return .dictionary(try entries.map {
                Entry(key: try coerce($0.key, to: dictionaryType.key), value: try coerce($0.value, to: dictionaryType.value))
            })
        case .tuple(let parts):
            // `(newPrompt, constraints)` where `(view:, constraints:)` is declared: the type's labels.
            guard let tupleType = unwrapped.as(TupleTypeSyntax.self), tupleType.elements.count == parts.count else { return value }
            // `(top: a, leading: b)` given as `(leading:, top:)`: Swift matches the labels, not the positions.
            let labels = tupleType.elements.map { $0.firstName?.text }
            var parts = parts
            if labels != parts.map(\.label), !labels.contains(nil), Set(labels) == Set(parts.map(\.label)) {
                parts = labels.map { label in parts.first { $0.label == label }! }
            }
            return .tuple(try zip(tupleType.elements, parts).map { element, part in
                (element.firstName?.text ?? part.label, try coerce(part.value, to: element.type))
            })
        case .number(let number) where declared.baseName == "NSNumber": return .boxed(number, type: "NSNumber")  // `let n: NSNumber = 8`
        case .number: try checkFixedWidth(value, as: declared.baseName, at: type)
        default: break
        }
        let typeName = declared.baseName
        guard let model = source.types[typeName], model.kind != .frameworkExtension else {
            guard FrameworkTypes.isFramework(typeName) else { return value }
            switch value {
            case .symbol(let name):
                // `d: UserDefaults = .standard`: the environment's object, as `UserDefaults.standard` is read.
                if let object = environmentObject(typeName, name) { return object }
                // `.zero` for `NSDirectionalEdgeInsets`, `.required` for `UILayoutPriority`.
                if let member = try? member(name, of: .type(typeName), at: type), !member.isOpaque { return member }
            case .enumCase(let implicit) where implicit.typeName == nil && implicit.name == "init":
                // `let margins: NSDirectionalEdgeInsets = .init(top: 8, ...)`
                return try construct(typeName, implicit.payload, at: type)
            case .enumCase(let implicit) where implicit.typeName == nil:
                // `.all(8)` from the files' `extension NSDirectionalEdgeInsets { static func all(_:) }`
                if let extended = source.types[typeName], let made = try implicitFactory(implicit, of: extended, at: type) { return made }
            default: break
            }
            return value
        }
        if case .object(let instance) = value, instance.type === model {
            try adoptGenericArguments(of: instance, from: declared.unwrapped)
        }
        return try implicitMember(value, of: model, at: type)
    }

    /// `prompt = .none` and `.some(view)` where an optional is declared:
    /// `Optional`'s cases, unless the wrapped type has a member of that name
    /// (Swift looks there first); `nil` for another value.
    private func optionalCase(_ value: Value, wrapping declared: DeclaredType) throws -> Value? {
        func wrappedHas(_ name: String) -> Bool {
            source.types[declared.baseName].map { $0.enumCase(named: name) != nil || $0.property(named: name)?.isStatic == true } ?? false
        }
        switch value {
        case .symbol("none") where !wrappedHas("none"): return .null
        case .enumCase(let implicit) where implicit.typeName == nil && implicit.name == "some" && implicit.payload.count == 1
            && implicit.payload[0].label == nil && !wrappedHas("some"):
            return try coerce(implicit.payload[0].value, to: declared.unwrapped)
        default: return nil
        }
    }

    /// An implicit member (`.compact`, `.custom(8)`) as the case or static
    /// property of the files' type `model` that the context gives it.
    func implicitMember(_ value: Value, of model: TypeModel, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .symbol(let name):
            if model.enumCase(named: name) != nil { return .enumCase(EnumValue(typeName: model.name, name: name, payload: [])) }
            if let found = try staticValue(name, of: model, at: node) { return found }
        case .enumCase(let enumValue) where enumValue.typeName == nil || enumValue.typeName == model.name:
            guard let found = model.enumCase(named: enumValue.name, labels: enumValue.payload.map(\.label)) else {
                return try implicitFactory(enumValue, of: model, at: node) ?? value
            }
            let payload = try payload(enumValue.payload, of: found, at: node).enumerated().map { index, part in
                (part.label, index < found.parameterTypes.count ? try coerce(part.value, to: found.parameterTypes[index]) : part.value)
            }
            return .enumCase(EnumValue(typeName: model.name, name: enumValue.name, payload: payload))
        default: break
        }
        return value
    }

    /// A case's associated values from the arguments given, with the case's
    /// default values where arguments are left out (`.edge(logo)` for
    /// `case edge(UIView, inset: CGFloat = 0)`), labelled as declared.
    func payload(_ arguments: [Argument], of found: TypeModel.Case, at node: some SyntaxProtocol) throws -> [Argument] {
        guard arguments.count < found.parameterLabels.count else { return arguments }
        var given = arguments[...]
        var payload: [Argument] = []
        for (label, fallback) in zip(found.parameterLabels, found.parameterDefaults) {
            if let next = given.first, next.label == label || fallback == nil {
                payload.append(next)
                given = given.dropFirst()
            } else if let fallback {
                payload.append((label, try value(of: fallback, in: Scope(), self: nil)))
            } else {
                throw unsupported(node, "the case \(found.name) without its associated value \(label ?? "#\(payload.count + 1)")")
            }
        }
        return payload
    }

    /// `.to(view)`, `.make()`, `.init(8)` where the context declares one of the
    /// files' types (an annotation, a parameter, a return, an element type):
    /// the type's static method or initializer, as Swift resolves an implicit
    /// member call from its contextual type.
    func implicitFactory(_ implicit: EnumValue, of model: TypeModel, at node: some SyntaxProtocol) throws -> Value? {
        guard implicit.typeName == nil else { return nil }
        if implicit.name == "init" { return try instantiate(model, arguments: implicit.payload, at: node) }
        guard let method = model.method(named: implicit.name, labels: implicit.payload.map(\.label)), method.isStatic else { return nil }
        return try call(method, on: typeContext(model), arguments: implicit.payload)
    }

    /// What `coerce` needs of a declared type, worked out once per type in the
    /// source for every run (`DelegateSource.declaredType`): coercion runs on
    /// every assignment and return, and rendering a type's text each time was a
    /// fifth of a verification's time.
    struct DeclaredType {
        /// The type without `?` and `!`.
        let unwrapped: TypeSyntax
        let baseName: String
        /// `Set` or `Set<...>`: an array literal becomes a set.
        let isSet: Bool
        /// `T?` or `T!` (through the files' typealiases): `.none` and `.some(x)` are `Optional`'s.
        let isOptional: Bool

        /// `T` of `[T]` or `Array<T>`.
        var arrayElement: TypeSyntax? {
            if let array = unwrapped.as(ArrayTypeSyntax.self) { return array.element }
            return genericArguments(of: "Array", count: 1)?[0]
        }

        /// `T` of `Set<T>`.
        var setElement: TypeSyntax? { genericArguments(of: "Set", count: 1)?[0] }

        /// `K` and `V` of `[K: V]` or `Dictionary<K, V>`.
        var dictionaryTypes: (key: TypeSyntax, value: TypeSyntax)? {
            if let dictionary = unwrapped.as(DictionaryTypeSyntax.self) { return (dictionary.key, dictionary.value) }
            return genericArguments(of: "Dictionary", count: 2).map { ($0[0], $0[1]) }
        }

        private func genericArguments(of name: String, count: Int) -> [TypeSyntax]? {
            guard let named = unwrapped.as(IdentifierTypeSyntax.self), named.name.text == name,
                let arguments = named.genericArgumentClause?.arguments.compactMap({ $0.argument.as(TypeSyntax.self) }), arguments.count == count
            else { return nil }
            return arguments
        }
    }

    func declaredType(_ type: TypeSyntax) -> DeclaredType {
        if let known = declaredTypes[type.id] { return known }
        let declared = source.declaredTypes.value(for: type.id) { [source] in Self.makeDeclaredType(type, in: source) }
        declaredTypes[type.id] = declared
        return declared
    }

    /// Through the files' typealiases, to the type they name; a nested type sharing its simple name by its qualified one.
    private static func makeDeclaredType(_ type: TypeSyntax, in source: DelegateSource) -> DeclaredType {
        let aliases = source.typeAliases
        var unwrapped = type
        var followed = 0
        var isOptional = false
        while true {
            if let inner = unwrapped.as(OptionalTypeSyntax.self)?.wrappedType ?? unwrapped.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                unwrapped = inner
                isOptional = true
            } else if let inner = unwrapped.as(SomeOrAnyTypeSyntax.self)?.constraint  // `any ChromeState`: the protocol
                ?? unwrapped.as(TupleTypeSyntax.self).flatMap({ $0.elements.count == 1 && $0.elements.first!.firstName == nil ? $0.elements.first!.type : nil })
            {
                unwrapped = inner
            } else if let name = unwrapped.as(IdentifierTypeSyntax.self)?.name.text, let aliased = aliases[name], followed < 8 {
                unwrapped = aliased
                followed += 1
            } else if let member = unwrapped.as(MemberTypeSyntax.self), source.types[member.baseType.trimmedDescription] != nil,
                let aliased = aliases[member.name.text], followed < 8
            {
                unwrapped = aliased  // `AnchorChain.Link`, a typealias nested in a type of the files
                followed += 1
            } else {
                break
            }
        }
        var text = unwrapped.trimmedDescription
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        let generic = text.hasPrefix("[") ? text : String(text.prefix { $0 != "<" })
        let baseName = source.nestedTypeName(generic, at: Syntax(unwrapped)) ?? bareTypeName(text)
        return DeclaredType(
            unwrapped: unwrapped, baseName: baseName, isSet: text.hasPrefix("Set<") || text == "Set", isOptional: isOptional)
    }

    /// A type's name without its module or enclosing types and generic
    /// arguments: `Theme.Mode` → `Mode`, `Slot<UIView>` → `Slot`; `[T]` and `[K: V]` as written.
    static func bareTypeName(_ text: String) -> String {
        let generic = text.hasPrefix("[") ? Substring(text) : text.prefix { $0 != "<" }
        return String(generic.split(separator: ".").last ?? generic)
    }

    /// Whether a library value is `nil`, asked of a data source the run does not
    /// compute (`Scanner(string: text).scanString("x") == nil`): not known, so the
    /// run stops there (trial 50c: taken as present, a silent pass). Cosmetic
    /// values (`UIImage(named:)`, `UIFont(name:size:)`) stay present.
    func checkLibraryPresence(_ value: Value, at node: some SyntaxProtocol) throws {
        guard case .library(let description) = value else { return }
        let root = String(description.prefix { $0 != "(" && $0 != "." })
        guard LibraryNames.dataSources.contains(root) else { return }
        throw unsupported(node, "whether \(description) is nil (the run does not compute \(root)'s results)")
    }

    /// Closures among `values` (a handler stored or passed to the files' code).
    func noteHandedClosures(_ values: [Value]) {
        for case .closure(let closure) in values { handedClosures.insert(closure.syntax.id) }
    }

    /// Calls a method with `self` as given (an instance, or `nil`).
    func call(
        _ function: FunctionDeclSyntax, on instance: Instance?, arguments: [(label: String?, value: Value)]
    ) throws -> Value {
        guard let body = function.body else { throw unsupported(function, "method without a body") }
        if let instance { try checkDecided(TypeModel.memberKey(function), of: instance.type, at: function.name) }
        if case .controller(let controller)? = instance?.base { controller.ranMethods.insert(function.name.text) }
        ranBodies.insert(function.id)
        noteHandedClosures(arguments.map(\.value))
        let parameters = function.signature.parameterClause.parameters
        let scope = try bind(parameters, arguments, for: instance)
        let consumed = moveConsumed(
            by: parameters, consumingSelf: function.modifiers.contains { $0.name.tokenKind == .keyword(.consuming) }, self: instance, in: scope)
        let bindings = Self.metatypeArguments(of: function, in: scope).merging(resultTypeBinding(of: function)) { $1 }
        genericBindings.append((function.id, bindings))
        defer { genericBindings.removeLast() }
        try typeImplicitArguments(parameters, in: scope, bound: bindings)
        // `as? T` in a method of `Box<T>`: the instance's generic arguments, bound for its type's declaration.
        let typeBound = instance.flatMap { $0.genericArguments.isEmpty ? nil : Self.typeBinding(of: function, $0) }
        if let typeBound { genericBindings.append(typeBound) }
        defer { if typeBound != nil { genericBindings.removeLast() } }
        // `@ViewList func views() -> [UIView] { a; b }`: the body is the builder's, as for a builder closure.
        let built = try resultBuilder(of: function, in: instance?.type).map { try runBuilder(body.statements, builder: $0, in: scope, self: instance) }
        let result = try coerce(
            built ?? runBody(body.statements, in: scope, self: instance, at: function), to: function.signature.returnClause?.type, in: instance)
        recordInoutResults(parameters, arguments, scope)
        try endConsumed(consumed, at: body.rightBrace, keeping: result)
        return result
    }

    /// `configure<T>(_ value: T, ...) -> T` called as `configure(.zero)` where a
    /// `NSDirectionalEdgeInsets` is expected: the implicit member passed as the
    /// bound `T` is that type's (`.zero` of it), as Swift infers.
    private func typeImplicitArguments(_ parameters: FunctionParameterListSyntax, in scope: Scope, bound: [String: String]) throws {
        guard !bound.isEmpty else { return }
        for parameter in parameters {
            guard let name = parameter.type.as(IdentifierTypeSyntax.self)?.name.text, let type = bound[name],
                let value = scope.lookup(parameter.internalName)
            else { continue }
            let implicit = if case .enumCase(let member) = value { member.typeName == nil } else if case .symbol = value { true } else { false }
            if implicit { scope.declare(parameter.internalName, try coerce(value, to: TypeSyntax(IdentifierTypeSyntax(name: .identifier(type))))) }
        }
    }

    /// The final values of `inout` parameters, by argument position, for the caller to write back.
    func recordInoutResults(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument], _ scope: Scope) {
        let bound = parameters.binding(arguments.map(\.label), lenient: true) ?? []
        inoutResults = zip(parameters, bound).compactMap { parameter, taken in
            guard parameter.isInout, let position = taken.first, let final = scope.lookup(parameter.internalName) else { return nil }
            return (position, final)
        }
    }

    /// The generic arguments of `instance` for the type declaration holding `function`.
    private static func typeBinding(of function: FunctionDeclSyntax, _ instance: Instance) -> (function: SyntaxIdentifier, types: [String: String])? {
        guard let declaration = Swift.sequence(first: Syntax(function), next: \.parent).dropFirst().first(where: {
            $0.is(ClassDeclSyntax.self) || $0.is(StructDeclSyntax.self) || $0.is(EnumDeclSyntax.self)
        }) else { return nil }
        return (declaration.id, instance.genericArguments.compactMapValues(typeName))
    }

    /// The generic parameters of the running calls that a metatype argument
    /// names (`resolve<T>(_ type: T.Type)` called with `Impl.self`), innermost last.
    var genericBindings: [(function: SyntaxIdentifier, types: [String: String])] = []

    /// `T` → the type named by the argument of a `T.Type` parameter.
    private static func metatypeArguments(of function: FunctionDeclSyntax, in scope: Scope) -> [String: String] {
        metatypeArguments(function.genericParameterClause, function.signature.parameterClause.parameters, in: scope)
    }

    /// A generic subscript's (`subscript<V: UIView>(_ id: String, as type: V.Type) -> V?`), bound while its accessor runs.
    func metatypeBinding(of declaration: SubscriptDeclSyntax, in scope: Scope) -> (function: SyntaxIdentifier, types: [String: String]) {
        (declaration.id, Self.metatypeArguments(declaration.genericParameterClause, declaration.parameterClause.parameters, in: scope))
    }

    private static func metatypeArguments(
        _ clause: GenericParameterClauseSyntax?, _ parameters: FunctionParameterListSyntax, in scope: Scope
    ) -> [String: String] {
        guard let generics = clause?.parameters.map(\.name.text), !generics.isEmpty else { return [:] }
        var bound: [String: String] = [:]
        for parameter in parameters {
            guard let metatype = parameter.type.as(MetatypeTypeSyntax.self),
                let name = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text, generics.contains(name),
                case .type(let argument)? = scope.lookup(parameter.internalName)
            else { continue }
            bound[name] = argument
        }
        return bound
    }

    /// The type a cast or check names when it is a generic parameter of the
    /// function around `node`: the type its call's metatype argument names;
    /// `nil` for any other type. A parameter no argument names stops the run
    /// (the static type Swift infers is not known here).
    func boundGenericType(_ type: TypeSyntax, at node: some SyntaxProtocol) throws -> TypeSyntax? {
        let unwrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
        guard let identifier = unwrapped.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let name = identifier.name.text
        for ancestor in Swift.sequence(first: Syntax(node), next: \.parent) {
            let parameters = ancestor.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? ancestor.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
            guard let generic = ancestor.asProtocol(WithGenericParametersSyntax.self),
                generic.genericParameterClause?.parameters.contains(where: { $0.name.text == name }) == true
            else { continue }
            guard let parameters else {
                if let bound = genericBindings.last(where: { $0.function == ancestor.id })?.types[name] {
                    return TypeSyntax(IdentifierTypeSyntax(name: .identifier(bound)))
                }
                throw unsupported(node, "a cast to the generic parameter \(name) of a type whose instance here has no generic argument the run knows")
            }
            guard let bound = genericBindings.last(where: { $0.function == ancestor.id })?.types[name] else {
                let takesMetatype = parameters.contains {
                    $0.type.as(MetatypeTypeSyntax.self)?.baseType.trimmedDescription == name
                }
                throw unsupported(
                    node, "a cast to the generic parameter \(name), "
                        + (takesMetatype ? "whose \(name).Type argument names no type the run knows" : "which no argument \(name).self names"))
            }
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(bound)))
        }
        return nil
    }

    /// Runs a body with the recursion guard; a `return`, or the single
    /// expression of a one-expression body (Swift's implicit return), gives its value.
    func runBody(
        _ statements: CodeBlockItemListSyntax, in scope: Scope, self instance: Instance?,
        at node: some SyntaxProtocol
    ) throws -> Value {
        depth += 1
        let keepsFrame = source.tracksLiveFrames
        if keepsFrame { enterFrame(scope, instance) }
        defer {
            depth -= 1
            if keepsFrame { leaveFrame() }
        }
        if depth > Self.depthLimit { throw unsupported(node, "a chain of calls more than \(Self.depthLimit) deep (recursion this deep)") }
        if let builder = getterBuilder(of: statements) { return try runBuilder(statements, builder: builder, in: scope, self: instance) }
        if let value = try runIfOrSwitchBody(statements, in: scope, self: instance) { return value }
        if statements.count == 1, case .expr(let expression) = statements.first!.item {
            let result = try value(of: expression, in: scope, self: instance)
            if !droppedObjects.isEmpty { try releaseDroppedObjects(at: expression, keeping: result) }
            return result
        }
        if case .returned(let value) = try execute(statements, in: scope, self: instance) { return value }
        return .void
    }

    func bind(
        _ parameters: FunctionParameterListSyntax, _ arguments: [(label: String?, value: Value)],
        for instance: Instance?, parent: Scope? = nil, inSubscript: Bool = false
    ) throws -> Scope {
        let scope = Scope(parent: parent)
        let bound = parameters.binding(arguments.map(\.label), inSubscript: inSubscript, lenient: true) ?? []
        for (parameter, taken) in zip(parameters, bound) {
            if let first = taken.first {
                let next = arguments[first]
                if parameter.takesMany {
                    // `_ layouts: Self...`: each element has the declared type (`.readyMap` a static of `Self`).
                    scope.declare(parameter.internalName, .array(try arguments[taken].map { try coerce($0.value, to: parameter.type, in: instance) }))
                } else if parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
                }) ?? false {
                    scope.declare(parameter.internalName, .autoclosure(next.value))
                } else if case .closure(var closure) = next.value, let builder = resultBuilder(of: parameter) {
                    closure.builder = builder
                    scope.declare(parameter.internalName, .closure(closure))
                } else {
                    scope.declare(parameter.internalName, try coerce(next.value, to: parameter.type, in: instance))
                    scope.declareType(parameter.internalName, parameter.type)  // its static type (`DeclaredTypes`)
                }
            } else if let defaultValue = parameter.defaultValue {
                let value = try coerce(value(of: defaultValue.value, expecting: parameter.type, in: Scope(), self: instance), to: parameter.type, in: instance)
                scope.declare(parameter.internalName, parameters.id == sweptDefaults ? sweptDefault(value, of: parameter) : value)
            } else if parameter.takesMany {
                scope.declare(parameter.internalName, .array([]))
            }
        }
        return scope
    }

    /// The value of a static property of a type of the files (or a top-level
    /// variable, as a static of `globals`), evaluated on first use.
    func staticValue(_ name: String, of model: TypeModel, at node: some SyntaxProtocol) throws -> Value? {
        let key = staticKey(name, of: model, at: Syntax(node))
        if let known = statics[key] { return known }
        guard let property = source.property(named: name, of: model, from: Syntax(node)), property.isStatic else {
            if model.enumCase(named: name) != nil { return .enumCase(EnumValue(typeName: model.name, name: name, payload: [])) }
            if model.kind == .enum, name == "allCases" {
                return .array(model.cases.map { .enumCase(EnumValue(typeName: model.name, name: $0.name, payload: [])) })
            }
            return nil
        }
        let context = typeContext(model)
        if let getter = property.getter {
            return try computedValue(property, getter, on: context, at: node)
        }
        if let wrapper = property.wrapper {  // its wrapper's getter and setter may run layout code
            throw unsupported(property.node, "the property wrapper @\(wrapper) of \(name)")
        }
        guard let initializer = property.initializer else {
            // `var gGuide: UILayoutGuide!`, `static var cache: X?`: an optional starts as `nil`.
            if let type = property.type, type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                statics[key] = .null
                return .null
            }
            let what = model === source.globals ? "top-level variable" : "static property"
            throw unsupported(node, "the \(what) \(name) has no initial value")
        }
        let result = try coerce(value(of: initializer, in: Scope(), self: context), to: property.type).copied()
        statics[key] = result
        return result
    }

    /// Sets a static property (or a top-level variable).
    func setStatic(_ name: String, of model: TypeModel, to newValue: Value, at site: Syntax? = nil) {
        let key = staticKey(name, of: model, at: site)
        noteDropped(statics[key], replacedBy: newValue)
        statics[key] = newValue.copied()
    }

    /// `self` inside a static method or static initializer: the type, whose
    /// statics bare names reach.
    func typeContext(_ model: TypeModel) -> Instance {
        Instance(type: model, base: .type(model.name))
    }

    /// Sets a stored property, running `willSet`/`didSet` (a computed
    /// property's `set` runs instead).
    func setField(_ name: String, of instance: Instance, to newValue: Value, at node: some SyntaxProtocol) throws {
        guard let property = instance.type.property(named: name) else {
            if try setWrapperStorage(name, of: instance, to: newValue, at: node) { return }
            if try setCombineMember(name, of: instance, to: newValue, at: node) { return }
            if try setDynamicMember(name, of: .object(instance), to: newValue, at: node) { return }
            throw unsupported(node, "assigning \(name), which \(instance.type.name) does not declare,")
        }
        let newValue = try (property.type == nil
            ? typed(newValue, like: instance.fields[name], at: node) : coerce(newValue, to: property.type, in: instance)).copied()
        if property.isStatic {
            setStatic(name, of: instance.type, to: newValue, at: Syntax(node))
            return
        }
        if let setter = property.setter, let body = setter.body {
            let scope = Scope()
            scope.declare(setter.parameters?.name.text ?? "newValue", newValue)
            _ = try runBody(body.statements, in: scope, self: instance, at: node)
            return
        }
        if property.getter != nil { throw unsupported(node, "assigning the get-only property \(name)") }
        try observationWillSet(name, of: instance, at: node)  // an `@Observable` class's `willSet`
        // Swift does not run a property's observers again for an assignment written inside them (a clamping
        // `didSet`); one made by a method they call runs them again.
        let observed = ObservedProperty(instance: ObjectIdentifier(instance), name: name)
        let inOwnObserver = observing.contains(observed)
            && [property.willSet, property.didSet].contains { body in
                Swift.sequence(first: Syntax(node), next: \.parent).contains { $0.id == body?.id }
            }
        let observes = instance.isInitialized && !inOwnObserver
        let wasObserving = observing.contains(observed)
        if observes { observing.insert(observed) }
        defer { if observes && !wasObserving { observing.remove(observed) } }
        let old = observes ? try observedOldValue(of: property, in: instance, at: node) : .null
        if observes, let willSet = property.willSet {
            let scope = Scope()
            scope.declare("newValue", newValue)
            _ = try runBody(willSet, in: scope, self: instance, at: node)
        }
        try publishWillSet(property, of: instance, newValue, at: node)
        if let wrapper = property.wrapper {
            try setWrapped(property, named: wrapper, of: instance, to: newValue, at: node)
        } else {
            noteDropped(instance.fields[name], replacedBy: newValue)
            instance.fields[name] = newValue
        }
        if observes, let didSet = property.didSet {
            let scope = Scope()
            scope.declare("oldValue", old)
            _ = try runBody(didSet, in: scope, self: instance, at: node)
        }
        if observes { try notifyKeyValueObservers(of: instance, name, old: old, at: node) }
    }

    /// A property whose `willSet`/`didSet` is running.
    struct ObservedProperty: Hashable {
        let instance: ObjectIdentifier
        let name: String
    }

    /// Reads a property of an instance: stored, `lazy` (initialized on first
    /// read), computed or static; then what `self` stands for (`base`).
    func field(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value? {
        let chosen = instanceProperty(name, of: instance)
        let property = chosen ?? instance.type.property(named: name)
        if let property, chosen == nil { try checkDecided(TypeModel.memberKey(property), of: instance.type, at: node) }
        if let wrapped = try wrappedMember(name, of: instance, at: node) { return wrapped }
        if let projected = combineMember(name, of: instance, at: node) { return projected }
        // A subclass's computed `override var` hides the stored property it overrides.
        if let property, !property.isStatic, let getter = property.getter {
            return try computedValue(property, getter, on: instance, at: node)
        }
        if let value = instance.fields[name] {
            if let property {
                noteAppSetProperty(property, of: instance, value: value)
                noteObservationRead(property, of: instance)
            }
            return value
        }
        if let property, !property.isStatic {
            if property.isLazy, let initializer = property.initializer {
                let value = try coerce(self.value(of: initializer, in: Scope(), self: instance), to: property.type)
                instance.fields[name] = value.copied()
                return value
            }
        }
        if let value = try staticValue(name, of: instance.type, at: node) { return value }
        if let base = instance.base, case .type = base {} else if let base = instance.base {
            return try implicitSelfMember(name, of: base, at: node)
        }
        try checkViewControllerMember(name, of: instance, at: node)
        return nil
    }

    /// The file instance a model view stands for (a subclass of a UIKit view).
    func attachedInstance(_ item: LayoutItem) -> Instance? {
        viewInstances[ObjectIdentifier(item)]
    }

    /// Records an assumption about code no given file declares (stated in
    /// the output as `delegate_assumption`, once per location).
    /// States an assumption at `node`; `perCall: false` states it once for
    /// the place, not once per call of the helper it is in.
    func assume(_ node: some SyntaxProtocol, _ text: String, perCall: Bool = true) {
        var place = tag(node)
        if !perCall { place.caller = nil }
        assumptions.append((place, text))
    }

    /// A readable name of a syntax node's kind, for "not verified" messages.
    func syntaxName(_ node: some SyntaxProtocol) -> String {
        String(describing: node.kind).replacingOccurrences(of: "Syntax", with: "")
    }

    func labelText(_ labels: [String?]) -> String {
        "(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
    }
}
