import LayoutModel
import SwiftSyntax

/// Combine as a model: subjects (`PassthroughSubject`, `CurrentValueSubject`,
/// `ObservableObjectPublisher`), `@Published` properties (`$x`) and
/// `objectWillChange` of an `ObservableObject`, `Just`,
/// `NotificationCenter.default.publisher(for:object:)`, the operators of
/// `CombinePublishers.swift`, and the subscriptions `sink` and `assign` make.
/// A publisher, a subject and an `AnyCancellable` are instances of types made
/// for them, so what they hold (the closures, the upstream) is kept alive as
/// the run's other objects are (`WeakReferences.swift`).
///
/// A subscription delivers synchronously as a value is sent, as Combine does,
/// but through `receive(on:)`. `@Published` publishes as the property is
/// set, before it is stored (Combine's `willSet`): a sink reading the property
/// sees the old value; a subscription gets the current value at once.
/// Lifetime is the `AnyCancellable`'s: a discarded one ends the subscription
/// at once (after what it delivered while subscribing), `cancel()` ends it, and
/// one nothing keeps is ended when the callback returns, as its release does
/// (a value sent while only a local may hold it is not verified, as for KVO).
/// Anything else of Combine stops the run, naming it.
extension Interpreter {
    /// The run's Combine objects, by the instance standing for each.
    final class CombineObjects {
        enum Object {
            case publisher(CombinePublisher)
            case subscription(CombineSubscription)
            /// What `NotificationCenter` calls for a notification publisher's subscription.
            case relay(CombineReceiver)
        }

        var objects: [ObjectIdentifier: Object] = [:]
        /// The receivers of `@Published` properties (`name`) and of `objectWillChange` (`""`), by owner.
        var propertyReceivers: [PropertyKey: [CombineReceiver]] = [:]
        /// The subscriptions made, ended or not.
        var subscriptions: [CombineSubscription] = []
        /// The types made for Combine's objects, by name.
        var types: [String: TypeModel] = [:]

        struct PropertyKey: Hashable {
            let owner: ObjectIdentifier
            let name: String
        }

        /// What ending a subscription undoes may hold the subscription (a debounced value waiting): dropped with the run.
        deinit { subscriptions.forEach { $0.onEnd = [] } }
    }

    /// Combine's type names that code constructs; the others stop.
    private static let combineConstructors: Set<String> = ["PassthroughSubject", "CurrentValueSubject", "ObservableObjectPublisher", "Just"]
    private static let unmodelledCombineTypes: Set<String> = [
        "AnyCancellable", "AnyPublisher", "Future", "Deferred", "Empty", "Fail", "Record", "Publishers", "Subscribers", "AnySubscriber",
    ]
    /// Methods only a publisher has: on a value the run does not model as one (an app's
    /// publisher no given file declares, `Timer.publish`), the subscription would never run.
    private static let publisherOnlyMethods: Set<String> = [
        "sink", "debounce", "throttle", "eraseToAnyPublisher", "combineLatest", "removeDuplicates", "autoconnect",
        "store(in:)", "receive(on:)", "assign(to:on:)", "assign(to:)",
    ]

    /// `PassthroughSubject<E, Never>()`, `CurrentValueSubject<P, Never>(.idle)`, `Just(x)`; `nil` for other names.
    func constructCombine(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard Self.combineConstructors.contains(name) else {
            if Self.unmodelledCombineTypes.contains(String(name.split(separator: ".").first ?? "")) {
                throw unsupported(call, "Combine's \(name)\(labelText(arguments.map(\.label))) (not modelled)")
            }
            return nil
        }
        let output = call.as(FunctionCallExprSyntax.self)?.calledExpression.as(GenericSpecializationExprSyntax.self)?
            .genericArgumentClause.arguments.first.flatMap { argument -> TypeSyntax? in
                if case .type(let type) = argument.argument { return type }
                return nil
            }
        switch (name, arguments.map(\.label)) {
        case ("PassthroughSubject", []), ("ObservableObjectPublisher", []):
            return makeSubject(name, holding: nil, output: output, at: call)
        case ("CurrentValueSubject", [nil]):
            return makeSubject(name, holding: try coerce(arguments[0].value, to: output), output: output, at: call)
        case ("Just", [nil]):
            return makePublisher("Just", .just(arguments[0].value), at: call)
        default:
            throw unsupported(call, "Combine's \(name)\(labelText(arguments.map(\.label))) (not modelled)")
        }
    }

    /// `$name` of a `@Published` property, and `objectWillChange` of an
    /// `ObservableObject` that does not declare its own; `nil` for other names.
    func combineMember(_ name: String, of instance: Instance, at node: some SyntaxProtocol) -> Value? {
        if name.hasPrefix("$"), let property = instance.type.property(named: String(name.dropFirst())), Self.isPublished(property) {
            return makePublisher("Published.Publisher", .published(instance, property.name), at: node)
        }
        if name == "objectWillChange", instance.type.property(named: name) == nil, isObservableObject(instance.type) {
            return makePublisher("ObservableObjectPublisher", .objectWillChange(instance), at: node)
        }
        return nil
    }

    /// `subject.value = x`: sends `x`. False for anything else.
    func setCombineMember(_ name: String, of instance: Instance, to newValue: Value, at node: some SyntaxProtocol) throws -> Bool {
        guard name == "value", case .publisher(let publisher)? = combine.objects[ObjectIdentifier(instance)],
            case .subject(let subject) = publisher.kind, subject.holdsValue
        else { return false }
        try send(.value(newValue), to: subject, at: node)
        return true
    }

    /// Publishes the new value of a `@Published` property being set, as its
    /// `willSet` does: `objectWillChange` first (an `ObservableObject`'s), then `$name`.
    func publishWillSet(_ property: TypeModel.Property, of instance: Instance, _ newValue: Value, at node: some SyntaxProtocol) throws {
        guard Self.isPublished(property) else { return }
        let receivers = combine.propertyReceivers[.init(owner: ObjectIdentifier(instance), name: property.name)] ?? []
        guard instance.isInitialized else {
            // Whether Swift's initializer goes through `Published`'s setter here is not modelled.
            if receivers.contains(where: \.subscription.isActive) {
                throw unsupported(node, "setting the @Published \(property.name) in its class's initializer after subscribing to it")
            }
            return
        }
        if isObservableObject(instance.type) {
            if instance.type.property(named: "objectWillChange") != nil {
                throw unsupported(node, "setting the @Published \(property.name) of \(instance.type.name), which declares its own objectWillChange")
            }
            let willChange = combine.propertyReceivers[.init(owner: ObjectIdentifier(instance), name: "")] ?? []
            try deliver(.value(.void), to: willChange, of: "objectWillChange of \(instance.type.name)", at: node)
        }
        try deliver(.value(newValue), to: receivers, of: "$\(property.name)", at: node)
    }

    /// Methods of Combine's objects, and `NotificationCenter.default.publisher(for:object:)`;
    /// `nil` for other receivers. A publisher's method the model does not run stops.
    func callCombineMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        let labels = arguments.map(\.label)
        switch receiver {
        case .object(let instance):
            switch combine.objects[ObjectIdentifier(instance)] {
            case .publisher(let publisher)?: return try callPublisherMethod(name, of: publisher, instance, arguments, at: call)
            case .subscription(let subscription)?: return try callCancellableMethod(name, of: subscription, arguments, at: call)
            case .relay(let receiver)?:
                try deliver(.value(arguments.first?.value ?? .null), to: [receiver], of: "a notification publisher", at: call)
                return .void
            case nil: break
            }
        case .type("NotificationCenter") where name == "publisher":
            guard labels == ["for"] || labels == ["for", "object"] else { break }
            let sender = labels.count == 2 && !arguments[1].value.isNull ? arguments[1].value : nil
            let posted = try observedNotificationName(arguments[0].value, at: call)
            return makePublisher("NotificationCenter.Publisher", .notifications(name: posted, sender: sender), at: call)
        case .opaque(let description), .library(let description):
            if Self.publisherOnlyMethods.contains(name) || Self.publisherOnlyMethods.contains(name + labelText(labels)) {
                throw unsupported(call, "\(name)\(labelText(labels)) on \(description), a publisher the run does not model")
            }
        default: break
        }
        return nil
    }

    private func callCancellableMethod(_ name: String, of subscription: CombineSubscription, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        switch (name, arguments.map(\.label)) {
        case ("cancel", []):
            subscription.end()
            return .void
        case ("store", ["in"]):
            let token = Value.object(subscription.keeper)
            switch arguments[0].value {
            case .set(let elements):
                inoutResults = [(0, .set(elements.contains { equals($0, token) == true } ? elements : elements + [token]))]
            case .array(let elements): inoutResults = [(0, .array(elements + [token]))]
            default: throw unsupported(call, "store(in:) into \(arguments[0].value.kind)")
            }
            return .void
        default:
            throw unsupported(call, "the method \(name)\(labelText(arguments.map(\.label))) of AnyCancellable")
        }
    }

    /// A subject's `send`, then the operators and subscribers of every publisher.
    private func callPublisherMethod(
        _ name: String, of publisher: CombinePublisher, _ instance: Instance, _ arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws -> Value {
        let labels = arguments.map(\.label)
        let subject: CombineSubject? =
            switch publisher.kind {
            case .subject(let subject): subject
            default: nil
            }
        switch (name, labels) {
        case ("send", [nil]):
            guard let subject else { break }
            try send(.value(coerce(arguments[0].value, to: subject.output)), to: subject, at: call)
            return .void
        case ("send", []):
            if let subject {
                try send(.value(.void), to: subject, at: call)
            } else if case .objectWillChange(let owner) = publisher.kind {
                let receivers = combine.propertyReceivers[.init(owner: ObjectIdentifier(owner), name: "")] ?? []
                try deliver(.value(.void), to: receivers, of: "objectWillChange of \(owner.type.name)", at: call)
            } else { break }
            return .void
        case ("send", ["completion"]):
            guard let subject else { break }
            try send(.completion(arguments[0].value), to: subject, at: call)
            return .void
        case ("eraseToAnyPublisher", []):
            return .object(instance)
        default:
            if let subscribed = try subscribeMethod(name, to: publisher, instance, arguments, at: call) { return subscribed }
            return try makeOperator(name, on: publisher, instance, arguments, at: call)
        }
        throw unsupported(call, "the method \(name)\(labelText(labels)) of \(instance.type.name)")
    }

    /// `sink(receiveValue:)`, `sink(receiveCompletion:receiveValue:)`,
    /// `assign(to:on:)` and `assign(to: &$x)`; `nil` for other methods.
    private func subscribeMethod(
        _ name: String, to publisher: CombinePublisher, _ instance: Instance, _ arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws -> Value? {
        let receive: (Value) throws -> Void
        var receiveCompletion: Value?
        switch (name, arguments.map(\.label)) {
        case ("sink", ["receiveValue"]), ("sink", [nil]):
            noteHandedClosures([arguments[0].value])  // stated if no value ever comes
            receive = { [unowned self] in _ = try callFunction(arguments[0].value, [(nil, $0)], at: call) }
        case ("sink", ["receiveCompletion", "receiveValue"]), ("sink", ["receiveCompletion", nil]):
            receiveCompletion = arguments[0].value
            noteHandedClosures([arguments[1].value])
            receive = { [unowned self] in _ = try callFunction(arguments[1].value, [(nil, $0)], at: call) }
        case ("assign", ["to", "on"]):
            guard case .keyPath(let names) = arguments[0].value, names.count == 1 else {
                throw unsupported(call, "assign(to:on:) with \(arguments[0].value.kind) (a key path of one property is modelled)")
            }
            let object = arguments[1].value
            receive = { [unowned self] in try setMember(names[0], of: object, to: $0, at: call) }
        case ("assign", ["to"]):
            // `assign(to: &$x)`: no AnyCancellable; it lasts as long as the object whose property it sets.
            guard case .object(let target) = arguments[0].value, case .publisher(let projected)? = combine.objects[ObjectIdentifier(target)],
                case .published(let owner, let property) = projected.kind
            else { throw unsupported(call, "assign(to:) of \(arguments[0].value.kind) (a @Published property's $x is modelled)") }
            let subscription = CombineSubscription(keeper: owner)
            combine.subscriptions.append(subscription)
            try subscribe(publisher, subscription, at: call) { [unowned self] event in
                if case .value(let value) = event { try setField(property, of: owner, to: value, at: call) }
            }
            inoutResults = []  // `$x` is not written back
            return .void
        default: return nil
        }
        let token = Instance(type: combineType("AnyCancellable", at: call))
        token.isInitialized = true
        // It keeps its closures, its target and its publisher chain alive.
        for (index, argument) in arguments.enumerated() { token.fields["#\(index)"] = argument.value }
        token.fields["#upstream"] = .object(instance)
        let subscription = CombineSubscription(keeper: token)
        subscription.registration = registration(at: call)
        noteRepeatedSubscription(subscription)
        combine.objects[ObjectIdentifier(token)] = .subscription(subscription)
        combine.subscriptions.append(subscription)
        try subscribe(publisher, subscription, at: call) { [unowned self] event in
            switch event {
            case .value(let value): try receive(value)
            case .completion(let completion):
                subscription.end()
                if let receiveCompletion { _ = try callFunction(receiveCompletion, [(nil, completion)], at: call) }
            }
        }
        // An AnyCancellable no one keeps is released at once, cancelling the subscription.
        if Self.discardsResult(call) { subscription.end() }
        return .object(token)
    }

    /// Sends a value or a completion through a subject: a `CurrentValueSubject`
    /// holds the value first; after a completion nothing more is sent.
    private func send(_ event: CombineEvent, to subject: CombineSubject, at node: some SyntaxProtocol) throws {
        guard subject.completion == nil else { return }
        switch event {
        case .value(let value): if subject.holdsValue { subject.instance.fields["value"] = value.copied() }
        case .completion(let completion): subject.completion = completion
        }
        subject.receivers.removeAll { !$0.subscription.isActive }
        let receivers = subject.receivers
        if subject.completion != nil { subject.receivers = [] }
        try deliver(event, to: receivers, of: subject.instance.type.name, at: node)
    }

    /// Hands an event to the receivers still subscribed, in the order they subscribed.
    func deliver(_ event: CombineEvent, to receivers: [CombineReceiver], of what: String, at node: some SyntaxProtocol) throws {
        let live = receivers.filter { $0.subscription.isActive }
        guard !live.isEmpty else { return }
        for receiver in live where !isKeptAlive(receiver.subscription.keeper) {
            // Only a local may hold the AnyCancellable (ARC may release a local after its last use), or the code dropped it.
            throw unsupported(node, "a value sent to \(what) whose subscription's AnyCancellable nothing but a local may keep (when Swift releases it)")
        }
        if live.count > 1 {
            // Stated where the last of them subscribed, once, rather than at every send.
            let text = "the \(live.count) subscriptions of \(what) receive in the order they subscribed (Combine does not document an order)"
            if let made = live.last?.subscription.registration { assumptions.append((made.tag, text)) } else { assume(node, text) }
        }
        for receiver in live where receiver.subscription.isActive { try receiver.receive(event) }
    }

    /// A subscription made where one an earlier callback made is still alive
    /// (kept in a set `disableNavigationUI` never empties): each value now
    /// reaches both (`CleanupCheck`). Subscriptions of one callback (a loop) are not compared.
    private func noteRepeatedSubscription(_ subscription: CombineSubscription) {
        guard let made = subscription.registration else { return }
        let earlier = combine.subscriptions.first { other in
            guard other.isActive, let registered = other.registration else { return false }
            return registered.tag == made.tag && registered.event < made.event && isKeptAlive(other.keeper)
        }
        noteRegisteredAgain("the Combine subscription made here", at: made, earlier: earlier?.registration)
    }

    /// Ends the subscriptions whose `AnyCancellable` nothing keeps any more, as its
    /// release does; run as a callback's locals go (`releaseWeakReferences`).
    func endUnkeptSubscriptions() {
        guard combine.subscriptions.contains(where: \.isActive) else { return }
        for subscription in combine.subscriptions where subscription.isActive && !isKeptAlive(subscription.keeper) {
            subscription.end()
        }
        combine.subscriptions.removeAll { !$0.isActive }
    }

    func makePublisher(_ typeName: String, _ kind: CombinePublisher.Kind, holding held: [Value] = [], at node: some SyntaxProtocol) -> Value {
        let instance = Instance(type: combineType(typeName, at: node))
        instance.isInitialized = true
        for (index, value) in held.enumerated() { instance.fields["#\(index)"] = value }
        combine.objects[ObjectIdentifier(instance)] = .publisher(CombinePublisher(kind: kind, call: Syntax(node)))
        return .object(instance)
    }

    private func makeSubject(_ name: String, holding value: Value?, output: TypeSyntax?, at node: some SyntaxProtocol) -> Value {
        let instance = Instance(type: combineType(name, at: node))
        instance.isInitialized = true
        if let value { instance.fields["value"] = value.copied() }
        let subject = CombineSubject(instance: instance, holdsValue: value != nil, output: output)
        combine.objects[ObjectIdentifier(instance)] = .publisher(CombinePublisher(kind: .subject(subject), call: Syntax(node)))
        return .object(instance)
    }

    /// A relay `NotificationCenter` calls with each notification for `receiver`.
    func makeRelay(for receiver: CombineReceiver, at node: some SyntaxProtocol) -> Value {
        let instance = Instance(type: combineType("NotificationCenter.Publisher", at: node))
        combine.objects[ObjectIdentifier(instance)] = .relay(receiver)
        return .method(BoundMethod(receiver: .object(instance), name: "receive"))
    }

    private func combineType(_ name: String, at node: some SyntaxProtocol) -> TypeModel {
        if let known = combine.types[name] { return known }
        let made = TypeModel(name: name, kind: .class, nameNode: Syntax(node))
        combine.types[name] = made
        return made
    }

    private static func isPublished(_ property: TypeModel.Property) -> Bool {
        !property.isStatic && property.declaration?.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published"
        } == true
    }

    private func isObservableObject(_ model: TypeModel) -> Bool {
        model.lineage.contains { $0.conforms(to: "ObservableObject") }
    }
}

/// What a publisher's subscription receives.
enum CombineEvent {
    case value(Value)
    /// `.finished` (a symbol) or `.failure(error)`.
    case completion(Value)
}

/// A publisher: where its values come from, or the operator and its upstreams.
final class CombinePublisher {
    enum Kind {
        case subject(CombineSubject)
        case published(Instance, String)
        case objectWillChange(Instance)
        case just(Value)
        case notifications(name: String, sender: Value?)
        case `operator`(name: String, upstreams: [CombinePublisher], arguments: [Argument])
    }

    let kind: Kind
    /// Where it was made: what its operator's closures run at.
    let call: Syntax

    init(kind: Kind, call: Syntax) { (self.kind, self.call) = (kind, call) }
}

/// A `PassthroughSubject`, `CurrentValueSubject` (its value in the instance's
/// `value` field) or `ObservableObjectPublisher`.
final class CombineSubject {
    let instance: Instance
    let holdsValue: Bool
    /// The declared `Output`, for the implicit members sent (`send(.guidance)`).
    let output: TypeSyntax?
    var completion: Value?
    var receivers: [CombineReceiver] = []

    init(instance: Instance, holdsValue: Bool, output: TypeSyntax?) {
        (self.instance, self.holdsValue, self.output) = (instance, holdsValue, output)
    }
}

/// One subscriber's way in at a source.
struct CombineReceiver {
    let subscription: CombineSubscription
    let receive: (CombineEvent) throws -> Void
}

/// A subscription: alive while its keeper is (the `AnyCancellable`, or the
/// object `assign(to: &$x)` sets) and until cancelled or completed.
final class CombineSubscription {
    let keeper: Instance
    private(set) var isActive = true
    /// Where `sink`/`assign(to:on:)` made it, in which callback and app event.
    var registration: Interpreter.Registration?
    /// What ending it undoes (a notification observer, a debounced value waiting).
    var onEnd: [() -> Void] = []

    init(keeper: Instance) { self.keeper = keeper }

    func end() {
        guard isActive else { return }
        isActive = false
        onEnd.forEach { $0() }
        onEnd = []
    }
}
