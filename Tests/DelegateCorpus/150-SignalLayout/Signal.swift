import Foundation

/// Tiny Combine-free reactive layer shared by the navigation screens.
@MainActor
protocol Disposable: AnyObject {
    func dispose()
}

@MainActor
final class BlockDisposable: Disposable {
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    func dispose() {
        action?()
        action = nil
    }
}

@MainActor
final class DisposeBag {
    private var items: [Disposable] = []
    func insert(_ item: Disposable) { items.append(item) }
    func dispose() {
        let current = items
        items = []
        current.forEach { $0.dispose() }
    }
}

extension Disposable {
    func disposed(by bag: DisposeBag) { bag.insert(self) }
}

@MainActor
final class Signal<T> {
    typealias Observer = (T) -> Void

    private var observers: [Int: Observer] = [:]
    private var nextToken = 0
    private(set) var value: T

    init(_ initial: T) { value = initial }

    func send(_ newValue: T) {
        value = newValue
        for token in observers.keys.sorted() {
            observers[token]?(newValue)
        }
    }

    /// Replays the current value, then every new one.
    @discardableResult
    func subscribe(_ observer: @escaping Observer) -> Disposable {
        let token = nextToken
        nextToken += 1
        observers[token] = observer
        observer(value)
        return BlockDisposable { [weak self] in
            self?.observers[token] = nil
        }
    }

    func map<U>(_ transform: @escaping (T) -> U) -> Signal<U> {
        let derived = Signal<U>(transform(value))
        subscribe { derived.send(transform($0)) }
        return derived
    }

    func filter(_ isIncluded: @escaping (T) -> Bool) -> Signal<T> {
        let derived = Signal<T>(value)
        subscribe { if isIncluded($0) { derived.send($0) } }
        return derived
    }
}
