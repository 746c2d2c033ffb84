import UIKit

/// A minimal observable box shared by the app's view models.
///
/// This target predates Combine adoption, so bindings are plain closures:
/// every assignment to `value` (also an in-place mutation of a struct value)
/// notifies the listeners in registration order.
final class Observable<T> {
    typealias Listener = (T) -> Void

    var value: T {
        didSet { listeners.forEach { $0(value) } }
    }

    private var listeners: [Listener] = []

    init(_ value: T) {
        self.value = value
    }

    /// Registers `listener` and calls it at once with the current value.
    func bind(_ listener: @escaping Listener) {
        listeners.append(listener)
        listener(value)
    }

    /// Registers `listener` for later changes only.
    func observe(_ listener: @escaping Listener) {
        listeners.append(listener)
    }
}
