import Foundation

// A deliberately small reactive core (we dropped RxSwift and do not target
// Combine on the nav module): push-based signals, properties that always hold
// a current value, and disposables to end observations.

// MARK: - Disposables

@MainActor
final class Disposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { action == nil }

    /// Runs the action once; later calls do nothing.
    func dispose() {
        let pending = action
        action = nil
        pending?()
    }
}

/// A bag of disposables that are disposed together, last added first.
/// Anything added after the bag was disposed is disposed at once.
@MainActor
final class CompositeDisposable {
    private var items: [Disposable] = []
    private(set) var isDisposed = false

    init() {}

    func add(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            items.append(disposable)
        }
    }

    func add(_ action: @escaping () -> Void) {
        add(Disposable(action))
    }

    static func += (bag: CompositeDisposable, disposable: Disposable) {
        bag.add(disposable)
    }

    func dispose() {
        isDisposed = true
        let pending = items
        items = []
        for disposable in pending.reversed() {
            disposable.dispose()
        }
    }
}

// MARK: - Signal

/// A stream of values over time. Observers are called synchronously, in the
/// order they subscribed.
@MainActor
final class Signal<Value> {
    typealias Observer = (Value) -> Void

    private var observers: [(token: Int, send: Observer)] = []
    private var nextToken = 0
    /// The observation that feeds a derived signal from its source; ended
    /// when the last observer of the derived signal goes away.
    fileprivate var upstream: Disposable?

    init() {}

    func send(_ value: Value) {
        for observer in observers {
            observer.send(value)
        }
    }

    @discardableResult
    func observe(_ observer: @escaping Observer) -> Disposable {
        let token = nextToken
        nextToken += 1
        observers.append((token: token, send: observer))
        return Disposable { [weak self] in
            guard let self else { return }
            self.observers.removeAll { $0.token == token }
            if self.observers.isEmpty {
                self.upstream?.dispose()
                self.upstream = nil
            }
        }
    }

    func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        let derived = Signal<U>()
        derived.upstream = observe { derived.send(transform($0)) }
        return derived
    }

    func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        let derived = Signal<Value>()
        derived.upstream = observe { value in
            if isIncluded(value) { derived.send(value) }
        }
        return derived
    }

    /// Pairs each value with the one before it (`initial` before the first).
    func combinePrevious(_ initial: Value) -> Signal<(previous: Value, current: Value)> {
        let derived = Signal<(previous: Value, current: Value)>()
        var previous = initial
        derived.upstream = observe { value in
            let pair = (previous: previous, current: value)
            previous = value
            derived.send(pair)
        }
        return derived
    }
}

// MARK: - Property

/// A value that changes over time. `signal` sends every new value;
/// `observe(_:)` calls the observer with the current value first.
@MainActor
final class Property<Value> {
    let signal = Signal<Value>()

    var value: Value {
        didSet { signal.send(value) }
    }

    init(_ initial: Value) {
        value = initial
    }

    @discardableResult
    func observe(_ observer: @escaping (Value) -> Void) -> Disposable {
        observer(value)
        return signal.observe(observer)
    }

    func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        let derived = Property<U>(transform(value))
        derived.feed(from: signal.observe { derived.value = transform($0) })
        return derived
    }

    /// Keeps `source` feeding this property until nothing observes it.
    fileprivate func feed(from source: Disposable) {
        signal.upstream = source
    }
}

extension Property where Value: Equatable {
    /// A property that changes only when the value really changes.
    func skipRepeats() -> Property<Value> {
        let derived = Property<Value>(value)
        derived.feed(from: signal.observe { value in
            if value != derived.value { derived.value = value }
        })
        return derived
    }
}

/// A property of the latest values of both, sent whenever either changes.
@MainActor
func combineLatest<A, B>(_ a: Property<A>, _ b: Property<B>) -> Property<(A, B)> {
    let derived = Property<(A, B)>((a.value, b.value))
    let sources = CompositeDisposable()
    sources += a.signal.observe { derived.value = ($0, b.value) }
    sources += b.signal.observe { derived.value = (a.value, $0) }
    derived.feed(from: Disposable { sources.dispose() })
    return derived
}
