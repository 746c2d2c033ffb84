import LayoutModel
import SwiftSyntax

/// A value of interpreted delegate code.
///
/// Model objects (items, anchors, constraints, states, buttons), plain Swift
/// values, the generic values of the files' own types (instances of classes and
/// structs, enum cases), tuples, dictionaries, sets, ranges, closures and
/// method references, and opaque values that do not take part in layout.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case number(Double)
    /// An `NSNumber`, or a number boxed in `Any` with the type it was made as
    /// (`"Int"`, `"CGFloat"`): what a cast out of `Any` reads (`BoxedNumbers.swift`).
    case boxed(Double, type: String)
    case string(String)
    case item(LayoutItem)
    case anchor(AnyAnchor)
    case constraint(LayoutConstraint)
    case array([Value])
    case rect(Rect)
    case insets(EdgeInsets)
    case state(NavigationUIState)
    case button(NavigationUIButton)
    case buttonType(NavigationButtonKnownType)
    /// `UIUserInterfaceLayoutDirection`: the scenario's direction, read from a view.
    case layoutDirection(LayoutDirection)
    case priority(Double)
    /// An implicit member (`.defaultLow`, `.bottom`, `.reporting`) whose meaning
    /// the consumer decides.
    case symbol(String)
    case object(Instance)
    case closure(Closure)
    /// `\.view`: property names applied in order.
    case keyPath([String])
    /// A type name used as a value (`NSLayoutConstraint`, `Self`).
    case type(String)
    /// `(a, b)`, `(offset: 0, element: x)`.
    case tuple([Argument])
    /// Entries in insertion order (deterministic iteration).
    case dictionary([Entry])
    /// Elements in insertion order, each once.
    case set([Value])
    /// `a..<b` or `a...b`.
    case range(lower: Double, upper: Double, closed: Bool)
    /// A case of an enum of the files (or an implicit member with a payload).
    case enumCase(EnumValue)
    /// `navMap.addSubview` or `Self.makeLabel` used as a function.
    case method(BoundMethod)
    /// A `UIViewPropertyAnimator`.
    case animator(Animator)
    /// Foundation's `UndoManager` (`UndoManagers.swift`).
    case undoManager(UndoHistory)
    /// A `Task`, `DispatchWorkItem` or `Timer` (`MainQueue.swift`).
    case work(MainQueue.Work)
    /// A `DispatchGroup` (`DispatchGroups.swift`).
    case dispatchGroup(WorkGroup)
    /// A checked continuation, an `AsyncStream` or its continuation: what a
    /// task can wait on (`TaskSuspension.swift`).
    case channel(AsyncChannel)
    /// An `@autoclosure` argument: calling it gives the value, which was
    /// evaluated at the call (so an unused argument's side effects still happen).
    case autoclosure(Value)
    /// An `NSMutableArray` or `NSMutableDictionary` (`FoundationCollections.swift`): shared, not copied.
    case foundation(FoundationCollection)
    /// `#selector(promptWillShow(_:))`, where a selector is run (`Selectors.swift`).
    case selector(SelectorName)
    /// A function declared inside a body.
    case function(LocalFunction)
    /// A value that takes no part in layout (a color, a font, a layer) or that
    /// no given file declares; `description` says what it stands for.
    case opaque(String)
    /// A value of the Swift standard library, Foundation, UIKit or the SDK
    /// that takes no part in layout as far as the interpreter models it (a
    /// color, a font, a library call it does not run). Unlike `opaque` it is
    /// never assumed: a decision on it is `delegate_not_verified`.
    case library(String)
    /// Foundation's `Data` made from text (`Data(json.utf8)`,
    /// `json.data(using: .utf8)`): the text, for `JSONDecoder`.
    case data(String)
    /// A `UIViewController`, UIKit's or the files' subclass's (`ViewControllers.swift`).
    case controller(ViewController)

    /// An array, a set or a Foundation collection: what `joined()` flattens.
    /// A value of a framework value type (`Array`, `Set`, `Dictionary`,
    /// `String`, a number, `Bool`): a mutating method of the files' extension
    /// of its type changes it, and the caller writes it back.
    var isFrameworkValue: Bool {
        switch self {
        case .array, .set, .dictionary, .string, .number, .bool: true
        default: false
        }
    }

    /// `\.isWhitespace`: what a method taking a predicate also takes.
    var isKeyPath: Bool {
        if case .keyPath = self { true } else { false }
    }

    var isCollection: Bool {
        switch self {
        case .array, .set, .foundation: true
        default: false
        }
    }

    /// The framework value types held as labelled tuples, by their labels:
    /// `CGPoint`, `CGSize`, `NSDirectionalEdgeInsets`, Foundation's lengths
    /// (`Measurements.swift`), ... (an implicit `.init(top:leading:bottom:trailing:)`
    /// is typed by its labels too).
    static let tupleTypeNames: [[String?]: String] = [
        ["top", "left", "bottom", "right"]: "UIEdgeInsets", ["top", "leading", "bottom", "trailing"]: "NSDirectionalEdgeInsets",
        ["x", "y", "width", "height"]: "CGRect", ["width", "height"]: "CGSize", ["x", "y"]: "CGPoint",
        ["a", "b", "c", "d", "tx", "ty"]: "CGAffineTransform",
        ["value", "unit"]: "Measurement", ["symbol", "converter"]: "UnitLength", ["coefficient", "constant"]: "UnitConverterLinear",
        ["removals", "insertions"]: "CollectionDifference", ["section", "item"]: "IndexPath", ["indexes"]: "IndexSet",
        ["offsetFrom", "offsetTo"]: "NSLayoutDimension",
    ]

    /// A short name for messages.
    var kind: String {
        switch self {
        case .void: "Void"
        case .null: "nil"
        case .bool: "Bool"
        case .number: "number"
        case .boxed(_, let type): type == "NSNumber" ? type : "\(type) in Any"
        case .string: "String"
        case .item(let item): item is LayoutGuide ? "layout guide" : "view"
        case .anchor: "anchor"
        case .constraint: "constraint"
        case .array: "array"
        case .rect: "CGRect"
        case .insets: "UIEdgeInsets"
        case .state: "UI state"
        case .button: "NavigationUIButton"
        case .buttonType: "button type"
        case .layoutDirection: "UIUserInterfaceLayoutDirection"
        case .priority: "priority"
        case .symbol(let name): ".\(name)"
        case .object(let instance): instance.type.name
        case .closure: "closure"
        case .keyPath: "key path"
        case .type(let name): name
        case .tuple(let parts):
            isTraitCollection ? "UITraitCollection" : textBaselineCentre != nil ? "a text view's baseline anchor"
                : Self.tupleTypeNames[parts.map(\.label)] ?? "tuple"
        case .dictionary: "dictionary"
        case .set: "set"
        case .range: "range"
        case .enumCase(let value): "\(value.typeName.map { "\($0)" } ?? "").\(value.name)"
        case .method(let method): "method \(method.name)"
        case .animator: "UIViewPropertyAnimator"
        case .undoManager: "UndoManager"
        case .work(let work): work.typeName
        case .dispatchGroup: "DispatchGroup"
        case .channel(let channel): channel.typeName
        case .autoclosure: "autoclosure"
        case .foundation(let collection): collection.typeName
        case .selector(let selector): selector.written
        case .function(let function): "function \(function.syntax.name.text)"
        case .opaque(let description), .library(let description): description
        case .data: "Data"
        case .controller(let controller): controller.instance?.type.name ?? controller.className
        }
    }

    /// The value as a stored copy: instances of structs (also inside arrays,
    /// dictionaries, tuples and enum payloads) are copied, as Swift's value
    /// semantics do on assignment; everything else is shared, and a
    /// `~Copyable` value is moved (the one instance, whose `deinit` runs once).
    func copied() -> Value {
        switch self {
        case .object(let instance) where instance.type.isValueType && !instance.type.isNoncopyable: .object(instance.copy())
        case .array(let elements) where elements.contains(where: \.needsCopy): .array(elements.map { $0.copied() })
        case .set(let elements) where elements.contains(where: \.needsCopy): .set(elements.map { $0.copied() })
        case .tuple(let elements): .tuple(elements.map { ($0.label, $0.value.copied()) })
        case .dictionary(let entries): .dictionary(entries.map { Entry(key: $0.key, value: $0.value.copied()) })
        default: self
        }
    }

    private var needsCopy: Bool {
        switch self {
        case .object(let instance): instance.type.isValueType && !instance.type.isNoncopyable
        case .array, .set, .tuple, .dictionary: true
        default: false
        }
    }
}

/// A dictionary entry.
struct Entry {
    var key: Value
    var value: Value
}

/// An enum case with its payload; `typeName` is `nil` for an implicit member
/// whose type the code did not name (`.custom(8)`).
struct EnumValue {
    let typeName: String?
    let name: String
    let payload: [Argument]

    /// A `Result`: made by `Result { }` or `.success(x)`/`.failure(e)` (no files' type has those cases then).
    var isResult: Bool {
        typeName == "Result" || (typeName == nil && (name == "success" || name == "failure") && payload.count == 1)
    }
}

/// A method of a value, used as a function value.
struct BoundMethod {
    let receiver: Value
    let name: String
    /// The argument labels the reference names (`V.init(raw:)`), which a call passes.
    var labels: [String?]?
}

/// `UIViewPropertyAnimator`: animations run at `startAnimation()` (their end
/// values), completions on the main queue, as `UIView.animate` does (see `PropertyAnimators.swift`).
final class Animator {
    /// Where the animator is; a running one has given its views their end values.
    enum Phase { case unstarted, paused, running, stopped, ended }
    var animations: [Value] = []
    var completions: [Value] = []
    var phase = Phase.unstarted
    /// Seconds from `startAnimation()` to its completions.
    var duration = 0.0
    /// When it started (`MainQueue.now`) and what its animations changed, for a stop.
    var startedAt = 0.0
    var changes = AnimatedValues.Changes()
    var isInterruptible = true
    /// Set while it runs back to its start (`isReversed`): when, and how far along it was then.
    var reversal: (at: Double, from: Double)?
}

/// An instance of a class declared in the analysed file (the delegate itself,
/// or a helper like the sample's `StateElements`): reference semantics, as in Swift.
final class Instance {
    let type: TypeModel
    var fields: [String: Value] = [:]
    /// False while the initial values are being set, so `didSet` does not run.
    var isInitialized = false
    /// True once the last strong reference to it went and its `deinit` ran (`Deinitializers`).
    var isReleased = false
    /// What `self` is when it is not the instance itself: the view of a
    /// `UIView` subclass, the enum case of an enum's method, the receiver of an
    /// extension method of a framework type. Members the type does not declare
    /// are looked up on it.
    var base: Value?
    /// The generic arguments it was made with (`Signal<NavPhase>`: `T` → `NavPhase`).
    var genericArguments: [String: TypeSyntax] = [:]

    init(type: TypeModel, base: Value? = nil) {
        self.type = type
        self.base = base
        RunLedger.current?.record(self)
    }

    /// A struct's copy: its fields copied in turn.
    func copy() -> Instance {
        let copy = Instance(type: type, base: base)
        copy.fields = fields.mapValues { $0.copied() }
        copy.isInitialized = isInitialized
        copy.genericArguments = genericArguments
        return copy
    }
}

/// A closure with the scope it captured.
struct Closure {
    let syntax: ClosureExprSyntax
    let scope: Scope
    let selfInstance: Instance?
    /// The files' `@resultBuilder` type the closure was passed to a parameter of (see `runBuilder`).
    var builder: String? = nil
    /// The journal's turn (callback) it was made in: a later one runs after the function that made it returned.
    var madeInTurn = 0
    /// `[weak self]` or `[unowned self]`: the closure does not keep `self` alive (`WeakReferences`).
    var selfCapture: SelfCapture = .strong

    enum SelfCapture { case strong, weak, unowned }

    init(syntax: ClosureExprSyntax, scope: Scope, selfInstance: Instance?) {
        (self.syntax, self.scope, self.selfInstance) = (syntax, scope, selfInstance)
        RunLedger.current?.record(scope)
    }
}

/// A function declared inside a body, with the scope it closes over (which
/// holds it: a cycle `RunLedger` breaks).
struct LocalFunction {
    let syntax: FunctionDeclSyntax
    let scope: Scope
    let selfInstance: Instance?

    init(syntax: FunctionDeclSyntax, scope: Scope, selfInstance: Instance?) {
        (self.syntax, self.scope, self.selfInstance) = (syntax, scope, selfInstance)
        RunLedger.current?.record(scope)
    }
}

/// The instances and captured scopes of one interpreted run: closures kept in
/// an instance's fields capture it, local functions are kept in the scope they
/// capture, as in Swift; once the run is checked, `release()` empties them so
/// that the cycles do not outlive it (a process verifying many delegates kept
/// every run's objects). One run is on one thread.
final class RunLedger: @unchecked Sendable {
    @TaskLocal static var current: RunLedger?

    private var instances: [Instance] = []
    private var scopes: [Scope] = []

    func record(_ instance: Instance) { instances.append(instance) }

    /// The instances made so far in the run.
    var recordedInstances: [Instance] { instances }

    func record(_ scope: Scope) { scopes.append(scope) }

    func release() {
        for instance in instances {
            instance.fields = [:]
            instance.base = nil
        }
        for scope in scopes { scope.removeAll() }
        (instances, scopes) = ([], [])
    }
}

/// Local variables, chained to the enclosing scope; closures keep theirs alive.
final class Scope {
    private var variables: [String: Value] = [:]
    /// The declared types of variables that have one (`var below: Edge`):
    /// values assigned later get its tuple labels and enum cases too.
    private var types: [String: TypeSyntax] = [:]
    let parent: Scope?

    init(parent: Scope? = nil) {
        self.parent = parent
    }

    /// Declares (or shadows) a variable; values are stored as copies (see `Value.copied()`).
    func declare(_ name: String, _ value: Value) {
        variables[name] = value.copied()
    }

    func lookup(_ name: String) -> Value? {
        variables[name] ?? parent?.lookup(name)
    }

    /// The names a closure's capture list holds `weak` (false) or `unowned`
    /// (true), in the scope of its captures: they keep nothing alive.
    private(set) var weakCaptures: [String: Bool] = [:]

    /// Declares a capture-list entry held `weak` or `unowned`.
    func declareWeakCapture(_ name: String, _ value: Value, unowned: Bool) {
        declare(name, value)
        weakCaptures[name] = unowned
    }

    /// What the variable `name` seen from here holds strongly: `nil` when a
    /// weak or unowned capture holds it, or nothing declares it.
    func strongValue(of name: String) -> Value? {
        var current: Scope? = self
        while let scope = current {
            if scope.weakCaptures[name] != nil { return nil }
            if let value = scope.variables[name] { return value }
            current = scope.parent
        }
        return nil
    }

    /// This scope's own variables (not its parents'), by name.
    var ownVariables: [String: Value] { variables }

    /// A variable of this scope itself (not its parents').
    func localValue(_ name: String) -> Value? { variables[name] }

    /// Sets a variable of this scope itself (a weak capture released).
    func setLocal(_ name: String, _ value: Value) { variables[name] = value }

    /// This scope and its parents, each with what it holds strongly from here
    /// (`hidesNothing`: no weak capture on the way hides one of its names).
    var chain: [(scope: Scope, values: [Value], hidesNothing: Bool)] {
        var links: [(scope: Scope, values: [Value], hidesNothing: Bool)] = []
        var hidden: Set<String> = []
        var current: Scope? = self
        while let scope = current {
            hidden.formUnion(scope.weakCaptures.keys)
            let values = hidden.isEmpty ? Array(scope.variables.values) : scope.variables.filter { !hidden.contains($0.key) }.map(\.value)
            links.append((scope, values, hidden.isEmpty))
            current = scope.parent
        }
        return links
    }

    /// Forgets the variables of this scope and its parents that hold
    /// `instance` (a `~Copyable` value moved out of them).
    func forget(_ instance: Instance) {
        for (name, value) in variables {
            if case .object(let held) = value, held === instance { variables[name] = nil }
        }
        parent?.forget(instance)
    }

    /// Forgets every variable (`RunLedger`).
    func removeAll() {
        variables = [:]
    }

    /// Records the declared type of a variable of this scope.
    func declareType(_ name: String, _ type: TypeSyntax?) {
        types[name] = type
    }

    /// The declared type of the variable `name` resolves to, if it has one.
    func declaredType(of name: String) -> TypeSyntax? {
        if variables[name] != nil { return types[name] }
        return parent?.declaredType(of: name)
    }

    /// Declares this scope's variables in `other` (a guard's or a case's bindings).
    func copyVariables(to other: Scope) {
        for (name, value) in variables { other.variables[name] = value }
    }

    /// Assigns an existing variable; false when no scope declares it.
    func assign(_ name: String, _ value: Value) -> Bool {
        if variables[name] != nil {
            variables[name] = value.copied()
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}
