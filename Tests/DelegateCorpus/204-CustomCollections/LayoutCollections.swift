import GoogleNavigation
import UIKit

/// Where a group of constraints belongs. One entry per slot in a `SlotMap`.
enum Slot: Hashable, CaseIterable {
    case floor, logo, viewport, buttons, turnCard, etaCard, speedWidget, prompt

    /// Slots that exist only during active guidance.
    static let guidanceOnly: [Slot] = [.turnCard, .etaCard, .speedWidget]
}

/// An ordered bag of constraints that activates and deactivates as one.
struct ConstraintSet: Sequence, ExpressibleByArrayLiteral {
    private var storage: [NSLayoutConstraint]

    init(_ constraints: [NSLayoutConstraint] = []) {
        storage = constraints
    }

    init(arrayLiteral elements: NSLayoutConstraint...) {
        storage = elements
    }

    struct Iterator: IteratorProtocol {
        private let items: [NSLayoutConstraint]
        private var position = 0

        init(items: [NSLayoutConstraint]) {
            self.items = items
        }

        mutating func next() -> NSLayoutConstraint? {
            guard position < items.count else { return nil }
            defer { position += 1 }
            return items[position]
        }
    }

    func makeIterator() -> Iterator {
        Iterator(items: storage)
    }

    var isEmpty: Bool { storage.isEmpty }

    /// The constraints as an array. (navlint does not iterate a custom
    /// `Sequence`: `Array(self)` / `for c in set` stop, so callers use this.)
    var members: [NSLayoutConstraint] { storage }

    mutating func insert(_ constraint: NSLayoutConstraint) {
        storage.append(constraint)
    }

    static func + (lhs: ConstraintSet, rhs: ConstraintSet) -> ConstraintSet {
        ConstraintSet(lhs.storage + rhs.storage)
    }

    @MainActor
    func activate() {
        NSLayoutConstraint.activate(members)
    }

    @MainActor
    func deactivate() {
        NSLayoutConstraint.deactivate(members)
    }
}

/// Slot -> constraints, in insertion order, written as a dictionary literal:
/// `let ready: SlotMap = [.logo: ..., .viewport: ...]`.
struct SlotMap: Collection, ExpressibleByDictionaryLiteral {
    typealias Element = (slot: Slot, constraints: ConstraintSet)
    typealias Index = Int

    private var slots: [Slot] = []
    private var sets: [ConstraintSet] = []

    init() {}

    init(dictionaryLiteral elements: (Slot, ConstraintSet)...) {
        for (slot, set) in elements {
            self[slot: slot] = set
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { slots.count }

    func index(after i: Int) -> Int {
        i + 1
    }

    subscript(position: Int) -> Element {
        (slot: slots[position], constraints: sets[position])
    }

    /// An absent slot reads as an empty set; writing an empty set keeps the slot.
    subscript(slot slot: Slot) -> ConstraintSet {
        get {
            guard let index = slots.firstIndex(of: slot) else { return ConstraintSet() }
            return sets[index]
        }
        set {
            if let index = slots.firstIndex(of: slot) {
                sets[index] = newValue
            } else {
                slots.append(slot)
                sets.append(newValue)
            }
        }
    }

    /// Every constraint of every slot, in slot order.
    var everything: ConstraintSet {
        ConstraintSet(sets.flatMap { set in set.members })  // was `flatMap` over self (Collection): navlint stops
    }

    /// Removes a slot and hands back what it held.
    mutating func remove(slot: Slot) -> ConstraintSet {
        guard let index = slots.firstIndex(of: slot) else { return ConstraintSet() }
        slots.remove(at: index)
        return sets.remove(at: index)
    }
}
