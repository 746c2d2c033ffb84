import GoogleNavigation
import UIKit

/// Keeps a layout input inside a sane range (insets, durations) whatever a
/// remote config or a designer tweak hands us.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

/// A value that tells its observers about every change, old and new.
/// `$value.observe { old, new in ... }` registers a callback.
@MainActor
@propertyWrapper
final class Observed<Value> {
    typealias Observer = (_ old: Value, _ new: Value) -> Void

    private var observers: [Observer] = []

    var wrappedValue: Value {
        didSet {
            for observer in observers {
                observer(oldValue, wrappedValue)
            }
        }
    }

    var projectedValue: Observed<Value> { self }

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    func observe(_ observer: @escaping Observer) {
        observers.append(observer)
    }
}
