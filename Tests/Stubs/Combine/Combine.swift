// Stub of Combine's documented signatures that layout delegates use, for
// type-checking on Linux. No behaviour: bodies are empty or `fatalError()`.
// The operators return the `Publishers` types Combine declares; the schedulers
// are as far as `receive(on:)`, `debounce` and `throttle` need them.

import Foundation

// MARK: - Publishers and subscriptions

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public protocol Cancellable {
    func cancel()
}

extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
    public func store(in set: inout Set<AnyCancellable>) {}
}

public final class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    public init<C: Cancellable>(_ canceller: C) {}
    public func cancel() {}
    public final func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {}
    public final func store(in set: inout Set<AnyCancellable>) {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {}
}

public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

// MARK: - Subjects

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() {}
}

public final class PassthroughSubject<Output, Failure: Error>: Subject {
    public init() {}
    public func send(_ input: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    public var value: Output
    public init(_ value: Output) { self.value = value }
    public func send(_ input: Output) {}
    public func send(completion: Subscribers.Completion<Failure>) {}
}

// MARK: - Published and ObservableObject

@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set {}
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

// MARK: - Schedulers

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions
}

extension DispatchQueue: Scheduler {
    public struct SchedulerOptions {}

    public struct SchedulerTimeType: Strideable, Hashable {
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }

        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable {
            public typealias Magnitude = Int
            public var magnitude: Int
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            public init?<T: BinaryInteger>(exactly source: T) { magnitude = Int(source) }
            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { lhs }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { lhs }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { lhs }
            public static func *= (lhs: inout Stride, rhs: Stride) {}
            public static func seconds(_ s: Int) -> Stride { Stride(integerLiteral: s) }
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(integerLiteral: ms) }
            public static func microseconds(_ us: Int) -> Stride { Stride(integerLiteral: us) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(integerLiteral: ns) }
        }
    }
}

extension RunLoop: Scheduler {
    public struct SchedulerOptions {}

    public struct SchedulerTimeType: Strideable, Hashable {
        public func distance(to other: SchedulerTimeType) -> Stride { fatalError() }
        public func advanced(by n: Stride) -> SchedulerTimeType { fatalError() }

        /// Combine's is a type of its own; for type-checking delegates (`.seconds(0.3)`,
        /// `.milliseconds(300)` with `scheduler: RunLoop.main`) the dispatch queue's serves.
        public typealias Stride = DispatchQueue.SchedulerTimeType.Stride
    }
}

// MARK: - Operators

public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
    }
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
    }
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
    }
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
    }
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
    }
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
    }
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
    }
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
    }
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
    }
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { fatalError() }
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> { fatalError() }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> { fatalError() }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> { fatalError() }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> { fatalError() }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> { fatalError() }
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> { fatalError() }
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure { fatalError() }
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure { fatalError() }
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure { fatalError() }
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where Failure == P.Failure, Output == P.Output { fatalError() }
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> { fatalError() }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.Debounce<Self, S> { fatalError() }
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S> { fatalError() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { fatalError() }
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable { fatalError() }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> { fatalError() }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { fatalError() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { fatalError() }
    public func assign(to published: inout Published<Output>.Publisher) {}
}

// MARK: - Foundation's publishers

extension NotificationCenter {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            (self.center, self.name, self.object) = (center, name, object)
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }
}
