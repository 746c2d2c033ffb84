// RxShim.swift
// Minimal vendored stand-in for the parts of RxSwift/RxRelay this sample uses.
// The app target links the real RxSwift; this file keeps the sample buildable
// without the package. API shapes follow RxSwift 6.

import Foundation

/// A subscription handle. Disposing it stops delivery.
protocol Disposable: AnyObject {
    func dispose()
}

final class AnonymousDisposable: Disposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    func dispose() {
        let pending = action
        action = nil
        pending?()
    }
}

/// Holds subscriptions; they die with the bag. Replace the bag to dispose everything.
final class DisposeBag {
    private var disposables: [Disposable] = []
    private var isDisposed = false

    init() {}

    func insert(_ disposable: Disposable) {
        if isDisposed {
            disposable.dispose()
            return
        }
        disposables.append(disposable)
    }

    func dispose() {
        isDisposed = true
        let current = disposables
        disposables.removeAll()
        current.forEach { $0.dispose() }
    }
}

extension Disposable {
    func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}

/// A cold/hot push sequence: `subscribeHandler` wires an observer and returns its disposable.
final class Observable<Element> {
    typealias Observer = (Element) -> Void

    private let subscribeHandler: (@escaping Observer) -> Disposable

    init(_ subscribeHandler: @escaping (@escaping Observer) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    func subscribe(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribeHandler(onNext)
    }

    func map<Result>(_ transform: @escaping (Element) -> Result) -> Observable<Result> {
        Observable<Result> { observer in
            self.subscribe(onNext: { value in observer(transform(value)) })
        }
    }
}

extension Observable where Element: Equatable {
    func distinctUntilChanged() -> Observable<Element> {
        Observable { observer in
            var last: Element?
            return self.subscribe(onNext: { value in
                if let previous = last, previous == value { return }
                last = value
                observer(value)
            })
        }
    }
}

/// Like RxRelay's BehaviorRelay: replays its current value to each new subscriber, never errors.
final class BehaviorRelay<Element> {
    private var observers: [Int: (Element) -> Void] = [:]
    private var nextKey = 0
    private(set) var value: Element

    init(value: Element) {
        self.value = value
    }

    func accept(_ newValue: Element) {
        value = newValue
        for key in observers.keys.sorted() {
            observers[key]?(newValue)
        }
    }

    func asObservable() -> Observable<Element> {
        Observable { observer in
            let key = self.nextKey
            self.nextKey += 1
            self.observers[key] = observer
            observer(self.value)
            return AnonymousDisposable { [weak self] in
                self?.observers[key] = nil
            }
        }
    }
}
