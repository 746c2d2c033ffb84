import UIKit

/// A weak reference in a value type, so arrays of views we placed never keep
/// them alive on their own (the map's hierarchy owns them).
struct WeakBox<T: AnyObject> {
    weak var value: T?

    init(_ value: T) {
        self.value = value
    }

    var isAlive: Bool { value != nil }
}

extension Array where Element == WeakBox<UIView> {
    /// The boxed views that are still alive.
    var alive: [UIView] { compactMap { $0.value } }

    /// Drops the boxes whose view is gone.
    mutating func compact() {
        removeAll { !$0.isAlive }
    }
}

/// Teardown work registered while laying out a phase, run once in reverse order.
/// Every closure registered here captures what it touches weakly.
@MainActor
final class TeardownBag {
    private var actions: [() -> Void] = []

    func add(_ action: @escaping () -> Void) {
        actions.append(action)
    }

    func drain() {
        let pending = actions
        actions.removeAll()
        pending.reversed().forEach { $0() }
    }

    var isEmpty: Bool { actions.isEmpty }
}
