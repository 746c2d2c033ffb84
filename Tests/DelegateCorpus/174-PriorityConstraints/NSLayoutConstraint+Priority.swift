import UIKit

// Helpers from our frame-to-Auto-Layout migration. Everything that used to be
// "frame.origin.y = max(a, b)" became a required inequality plus an optional
// equality that gives way.

extension UILayoutPriority {
    /// Just below required. Only for our own views: the SDK's views size
    /// themselves at an unpublished priority, and a 999 position tying with
    /// it squeezed the prompt (navlint run 1), so positions use `preferred`.
    static let almostRequired = UILayoutPriority(rawValue: 999)
    /// Preferred positions that must give way when a card or prompt grows.
    static let preferred = UILayoutPriority.defaultHigh
    /// Nice-to-have alignment.
    static let optional = UILayoutPriority.defaultLow
}

extension NSLayoutConstraint {
    /// Returns the constraint with `priority` set; call before activating.
    @discardableResult
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }

    func named(_ identifier: String) -> NSLayoutConstraint {
        self.identifier = identifier
        return self
    }
}

/// A pair of constraint sets prepared once; exactly one is active at a time.
@MainActor
struct ConstraintSwitch {
    private(set) var compact: [NSLayoutConstraint] = []
    private(set) var wide: [NSLayoutConstraint] = []
    private(set) var isWide = false

    init(compact: [NSLayoutConstraint], wide: [NSLayoutConstraint]) {
        self.compact = compact
        self.wide = wide
    }

    /// Deactivates the other set first so the two never fight.
    mutating func select(wide useWide: Bool) {
        isWide = useWide
        let off = useWide ? compact : wide
        let on = useWide ? wide : compact
        off.forEach { $0.isActive = false }
        on.forEach { $0.isActive = true }
    }

    func deactivateAll() {
        (compact + wide).forEach { $0.isActive = false }
    }
}
