import UIKit

/// A weak box: the multicast never keeps its listeners alive; whoever registers
/// a listener owns it.
final class WeakRef {
    weak var value: AnyObject?

    init(_ value: AnyObject) {
        self.value = value
    }
}

/// Fans one call out to every registered listener, in registration order.
///
/// `NSHashTable.weakObjects()` would do, but it is not available to our Linux
/// test target, so we keep the boxes ourselves and compact them on every call.
@MainActor
final class MulticastDelegate<T> {
    private var refs: [WeakRef] = []

    func add(_ listener: T) {
        let object = listener as AnyObject
        guard !refs.contains(where: { $0.value === object }) else { return }
        refs.append(WeakRef(object))
    }

    func remove(_ listener: T) {
        let object = listener as AnyObject
        refs.removeAll { $0.value == nil || $0.value === object }
    }

    func invoke(_ body: (T) -> Void) {
        compact()
        for ref in refs {
            if let listener = ref.value as? T {
                body(listener)
            }
        }
    }

    private func compact() {
        refs.removeAll { $0.value == nil }
    }
}
