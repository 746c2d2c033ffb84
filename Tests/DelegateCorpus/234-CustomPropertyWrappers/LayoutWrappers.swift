import UIKit

// The team's layout property wrappers (shared with the trip-summary and
// onboarding screens; copied here so the delegate builds on its own).

/// Keeps a value inside a range, whatever is assigned. `$x` is the range.
@propertyWrapper
struct Clamped<Value: Comparable & Sendable>: Sendable {
    private var value: Value
    let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    var projectedValue: ClosedRange<Value> { range }
}

/// A design-token value scaled by a factor (the "comfortable" density is 1.5x
/// the base grid). Reads give the scaled value; `$x.base` is the raw token.
@propertyWrapper
struct Scaled: Sendable {
    var base: CGFloat
    let factor: CGFloat

    init(wrappedValue: CGFloat, by factor: CGFloat) {
        self.base = wrappedValue
        self.factor = factor
    }

    var wrappedValue: CGFloat {
        get { base * factor }
        set { base = newValue / factor }
    }

    var projectedValue: Scaled { self }
}

/// Constraints made now and activated later, once their views are in the
/// hierarchy. Assigning stages constraints; `$x.activate()` turns the staged
/// ones on, `$x.deactivate()` turns everything off and forgets it.
@MainActor
@propertyWrapper
final class Deferred {
    private var staged: [NSLayoutConstraint] = []
    private var live: [NSLayoutConstraint] = []

    init() {}

    var wrappedValue: [NSLayoutConstraint] {
        get { live + staged }
        set { staged = newValue.filter { candidate in !live.contains { $0 === candidate } } }
    }

    var projectedValue: Deferred { self }

    var isLive: Bool { !live.isEmpty }

    func activate() {
        NSLayoutConstraint.activate(staged)
        live += staged
        staged = []
    }

    func deactivate() {
        NSLayoutConstraint.deactivate(live)
        live = []
        staged = []
    }
}

/// Spacing and timing for the navigation chrome, in one place.
struct ChromeMetrics: Sendable {
    /// Side inset of floating elements; design allows 0-48 pt.
    @Clamped(0...48) var inset: CGFloat = 16
    /// Gap between stacked elements: 8 pt grid at comfortable density.
    @Scaled(by: 1.5) var spacing: CGFloat = 8
    /// Prompt slide time; never slower than half a second.
    @Clamped(0.1...0.5) var promptDuration: TimeInterval = 0.3

    static let comfortable = ChromeMetrics()

    /// The tight gap: the raw grid step, unscaled.
    var tightSpacing: CGFloat { $spacing.base }
}
