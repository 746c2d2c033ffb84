import Foundation

/// A tiny hand-rolled observable (the app predates Combine on its minimum OS).
final class Observable<T> {
    typealias Handler = (T) -> Void

    private var handlers: [Int: Handler] = [:]
    private var nextToken = 0

    var value: T {
        didSet { handlers.values.forEach { $0(value) } }
    }

    init(_ value: T) {
        self.value = value
    }

    /// Calls `handler` now with the current value and on every later change.
    @discardableResult
    func subscribe(_ handler: @escaping (T) -> Void) -> Int {
        let token = nextToken
        nextToken += 1
        handlers[token] = handler
        handler(value)
        return token
    }

    func unsubscribe(_ token: Int) {
        handlers.removeValue(forKey: token)
    }
}
