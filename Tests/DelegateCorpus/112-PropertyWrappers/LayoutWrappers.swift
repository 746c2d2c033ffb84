import UIKit

/// Holds a set of constraints that is active exactly while it is stored:
/// assigning a new array deactivates the previous one and activates the new
/// one, so a state's constraints can never be left behind.
@MainActor
@propertyWrapper
struct ActiveConstraints {
    private var storage: [NSLayoutConstraint]

    init(wrappedValue: [NSLayoutConstraint]) {
        storage = wrappedValue
        NSLayoutConstraint.activate(wrappedValue)
    }

    var wrappedValue: [NSLayoutConstraint] {
        get { storage }
        set {
            NSLayoutConstraint.deactivate(storage)
            storage = newValue
            NSLayoutConstraint.activate(newValue)
        }
    }

    /// `$stateConstraints.isEmpty` reads better at call sites than `.wrappedValue`.
    var projectedValue: ActiveConstraints { self }
    var isEmpty: Bool { storage.isEmpty }
}

/// Keeps a metric inside a range, whatever the design tokens say.
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
