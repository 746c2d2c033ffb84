import SwiftSyntax

/// Combine's operators as a chain of publishers (`Combine.swift`), run as a
/// subscription starts: `map` (a closure or a key path), `compactMap`,
/// `filter`, `removeDuplicates()` (Swift's `==`, the files' own included) and
/// `removeDuplicates(by:)`, `dropFirst`, `prepend` of values, `combineLatest`
/// (of one or two publishers, with a transform or as a tuple), `merge(with:)`,
/// `receive(on:)` the main queue (`DispatchQueue.main`, `RunLoop.main`: each
/// value is queued, delivered after the code that sent it, `MainQueue.swift`)
/// and `debounce(for:scheduler:)` on the main queue's virtual clock. Any other
/// operator stops, naming it.
extension Interpreter {
    /// An operator on `publisher`, made into a new publisher (its arguments checked now).
    func makeOperator(
        _ name: String, on publisher: CombinePublisher, _ instance: Instance, _ arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws -> Value {
        let labels = arguments.map(\.label)
        var upstreams = [publisher]
        let held: [Value] = [.object(instance)] + arguments.map(\.value)  // kept alive with it
        switch (name, labels) {
        case ("map", [nil]), ("compactMap", [nil]), ("filter", [nil]), ("removeDuplicates", []), ("removeDuplicates", ["by"]),
            ("removeDuplicates", [nil]), ("dropFirst", []), ("dropFirst", [nil]):
            break
        case ("prepend", _) where !arguments.isEmpty && labels.allSatisfy({ $0 == nil }):
            if arguments.contains(where: { combinePublisher($0.value) != nil }) {
                throw unsupported(call, "prepend(_:) of a publisher (not modelled)")
            }
        case ("combineLatest", [nil]), ("combineLatest", [nil, nil]):
            let others = arguments.compactMap { combinePublisher($0.value) }
            guard !others.isEmpty, others.count == arguments.count || (others.count == 1 && arguments[1].value.isCallable) else {
                throw unsupported(call, "combineLatest with \(arguments.map(\.value.kind).joined(separator: ", "))")
            }
            upstreams += others
        case ("merge", _) where labels.first == "with" && labels.dropFirst().allSatisfy({ $0 == nil }):
            let others = arguments.compactMap { combinePublisher($0.value) }
            guard others.count == arguments.count else { throw unsupported(call, "merge(with:) of \(arguments.map(\.value.kind))") }
            upstreams += others
        case ("receive", ["on"]):
            try checkMainScheduler(arguments[0].value, of: "receive(on:)", at: call)
        case ("debounce", ["for", "scheduler"]):
            _ = try seconds(arguments[0].value, at: call)
            try checkMainScheduler(arguments[1].value, of: "debounce(for:scheduler:)", at: call)
        default:
            throw unsupported(call, "the Combine operator \(name)\(labelText(labels)) (not modelled)")
        }
        let kind = CombinePublisher.Kind.operator(name: name, upstreams: upstreams, arguments: arguments)
        return makePublisher("Publishers.\(name)", kind, holding: held, at: call)
    }

    /// The publisher a value stands for, if it is one.
    func combinePublisher(_ value: Value) -> CombinePublisher? {
        guard case .object(let instance) = value, case .publisher(let publisher)? = combine.objects[ObjectIdentifier(instance)] else { return nil }
        return publisher
    }

    /// The schedulers modelled: the main queue, as `DispatchQueue.main` or `RunLoop.main`.
    private func checkMainScheduler(_ scheduler: Value, of what: String, at call: FunctionCallExprSyntax) throws {
        switch scheduler {
        case .type("DispatchQueue"), .type("RunLoop"): return
        default: throw unsupported(call, "\(what) with the scheduler \(scheduler.kind) (DispatchQueue.main and RunLoop.main are modelled)")
        }
    }

    /// Subscribes `receive` to `publisher`: sources register it (and give a
    /// current value at once), operators subscribe to their upstreams with a receiver of their own.
    func subscribe(
        _ publisher: CombinePublisher, _ subscription: CombineSubscription, at call: FunctionCallExprSyntax,
        _ receive: @escaping (CombineEvent) throws -> Void
    ) throws {
        let receiver = CombineReceiver(subscription: subscription, receive: receive)
        switch publisher.kind {
        case .subject(let subject):
            if let completion = subject.completion { return try receive(.completion(completion)) }
            subject.receivers.append(receiver)
            if subject.holdsValue { try receive(.value(subject.instance.fields["value"] ?? .null)) }
        case .published(let owner, let name):
            combine.propertyReceivers[.init(owner: ObjectIdentifier(owner), name: name), default: []].append(receiver)
            try receive(.value(field(name, of: owner, at: call) ?? .null))
        case .objectWillChange(let owner):
            combine.propertyReceivers[.init(owner: ObjectIdentifier(owner), name: ""), default: []].append(receiver)
        case .just(let value):
            try receive(.value(value))
            try receive(.completion(.symbol("finished")))
        case .notifications(let name, let sender):
            let relay = makeRelay(for: receiver, at: call)
            notificationObservers.append(NotificationObserver(token: nextObserverToken(), name: name, block: relay, sender: sender))
            subscription.onEnd.append { [unowned self] in
                notificationObservers.removeAll { $0.block.isSame(as: relay) }
            }
        case .operator(let name, let upstreams, let arguments):
            try subscribe(through: name, upstreams, arguments, subscription, at: publisher.call, receive)
        }
    }

    private func subscribe(
        through name: String, _ upstreams: [CombinePublisher], _ arguments: [Argument], _ subscription: CombineSubscription,
        at node: Syntax, _ receive: @escaping (CombineEvent) throws -> Void
    ) throws {
        guard let call = node.as(FunctionCallExprSyntax.self) else { throw unsupported(node, "the Combine operator \(name)") }
        let upstream = upstreams[0]
        /// Passes completions on and each value through `transform` (`nil`: dropped).
        func values(_ transform: @escaping (Value) throws -> Value?) throws {
            try subscribe(upstream, subscription, at: call) { event in
                switch event {
                case .value(let value): if let out = try transform(value) { try receive(.value(out)) }
                case .completion: try receive(event)
                }
            }
        }
        switch name {
        case "map":
            let transform = try function(from: arguments, at: call)
            try values { try transform($0) }  // `transform` holds the interpreter unowned
        case "compactMap":
            let transform = try function(from: arguments, at: call)
            try values { value in
                let out = try transform(value)
                return out.isNull ? nil : out
            }
        case "filter":
            let isIncluded = try function(from: arguments, at: call)
            try values { [unowned self] in try flag(isIncluded($0), of: "filter", at: call) ? $0 : nil }
        case "removeDuplicates":
            let same: (Value, Value) throws -> Bool
            if let predicate = arguments.first?.value {
                let function = try binaryFunction(predicate, at: call)
                same = { [unowned self] in try flag(function($0, $1), of: "removeDuplicates(by:)", at: call) }
            } else {
                same = { [unowned self] a, b in
                    guard let equal = try swiftEquals(a, b) else { throw unsupported(call, "removeDuplicates() comparing \(a.kind) with \(b.kind)") }
                    return equal
                }
            }
            var last: Value?
            try values { value in
                defer { last = value }
                if let last, try same(last, value) { return nil }
                return value
            }
        case "dropFirst":
            var remaining = try arguments.first.map { Int(try number($0.value, at: call)) } ?? 1
            try values { value in
                guard remaining <= 0 else { remaining -= 1; return nil }
                return value
            }
        case "prepend":
            for argument in arguments where subscription.isActive { try receive(.value(argument.value)) }
            try subscribe(upstream, subscription, at: call, receive)
        case "combineLatest":
            let transform = arguments.last.flatMap { $0.value.isCallable ? $0.value : nil }
            var latest = [Value?](repeating: nil, count: upstreams.count)
            try joined(upstreams, subscription, at: call, receive) { [unowned self] index, value in
                latest[index] = value
                let all = latest.compactMap { $0 }
                guard all.count == upstreams.count else { return nil }
                if let transform { return try callFunction(transform, all.map { (nil, $0) }, at: call) }
                return .tuple(all.map { (nil, $0) })
            }
        case "merge":
            try joined(upstreams, subscription, at: call, receive) { _, value in value }
        case "receive":
            try subscribe(upstream, subscription, at: call) { [unowned self] event in
                mainQueue.enqueue(MainQueue.Work(closures: [], isTask: false) { _ in
                    if subscription.isActive { try receive(event) }
                    return .void
                })
            }
        case "debounce":
            let delay = try seconds(arguments[0].value, at: call)
            var waiting: MainQueue.Work?
            subscription.onEnd.append { waiting?.isCancelled = true }
            try subscribe(upstream, subscription, at: call) { [unowned self] event in
                switch event {
                case .value(let value):
                    waiting?.isCancelled = true
                    let work = MainQueue.Work(closures: [], isTask: false) { _ in
                        if subscription.isActive { try receive(.value(value)) }
                        return .void
                    }
                    waiting = work
                    mainQueue.enqueue(work, after: delay)
                case .completion:
                    if let waiting, waiting.result == nil, !waiting.isCancelled {
                        throw unsupported(call, "a completion reaching debounce(for:scheduler:) while a value waits (not modelled)")
                    }
                    try receive(event)
                }
            }
        default:
            throw unsupported(call, "the Combine operator \(name)")
        }
    }

    /// Subscribes to several upstreams at once: each value through
    /// `join` (with the upstream's index; `nil`: nothing sent), a failure at
    /// once, `.finished` once every upstream has finished.
    private func joined(
        _ upstreams: [CombinePublisher], _ subscription: CombineSubscription, at call: FunctionCallExprSyntax,
        _ receive: @escaping (CombineEvent) throws -> Void, join: @escaping (Int, Value) throws -> Value?
    ) throws {
        var finished = 0
        for (index, upstream) in upstreams.enumerated() {
            try subscribe(upstream, subscription, at: call) { event in
                switch event {
                case .value(let value): if let out = try join(index, value) { try receive(.value(out)) }
                case .completion(.symbol("finished")):
                    finished += 1
                    if finished == upstreams.count { try receive(event) }
                case .completion: try receive(event)
                }
            }
        }
    }

    /// A `Bool` an operator's closure returned.
    private func flag(_ value: Value, of what: String, at call: FunctionCallExprSyntax) throws -> Bool {
        guard case .bool(let result) = value else { throw unsupported(call, "\(what) whose closure gave \(value.kind), not a Bool") }
        return result
    }
}

extension Value {
    /// The same object: `===` of the instances two values hold.
    fileprivate func isSame(as other: Value) -> Bool {
        switch (self, other) {
        case (.object(let a), .object(let b)): a === b
        case (.method(let a), .method(let b)): a.name == b.name && a.receiver.isSame(as: b.receiver)
        default: false
        }
    }
}
