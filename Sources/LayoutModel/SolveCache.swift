import Foundation

/// Solved constraint systems (components of a layout's system) by their exact
/// content, shared by the scenario runs of one verification.
///
/// The same system comes back again and again: a scenario with a prompt and
/// the same one without share their first and last steps, a state a delegate
/// rebuilds from scratch gives the same constraints each time, every layout's
/// settling passes repeat across scenarios, and a component (`LayoutSystem`)
/// repeats more often still (the vertical half of a layout in both
/// directions). A component is keyed by what the solver sees (nodes by
/// position, attributes, relations, multipliers, constants, priorities, and
/// each constraint's layout direction when it has leading or trailing), never by object
/// identity or name, so a hit gives exactly what solving it again would: the
/// layout system maps the positions back onto the current items and
/// constraints. Safe to share between threads.
public final class SolveCache: @unchecked Sendable {
    /// A component of a layout's system as the solver sees it (`LayoutSystem`).
    struct Key: Hashable {
        /// One constraint: nodes by position in the component (`-1`: outside it, `-2`: none).
        struct Term: Hashable {
            let first: Int32
            let firstAttribute: LayoutAttribute
            let relation: LayoutRelation
            let second: Int32
            let secondAttribute: LayoutAttribute?
            /// Where the sides' gaps start, for a constraint with one (`LayoutConstraint.firstOrigin`).
            let origins: Origins?
            let multiplier: Double
            let constant: Double
            let priority: Double
            /// The direction leading and trailing resolve by; `nil` without them.
            let direction: LayoutDirection?
        }

        /// The origins of a term's gaps, as `Term` gives its anchors.
        struct Origins: Hashable {
            let first: Int32
            let firstAttribute: LayoutAttribute?
            let second: Int32
            let secondAttribute: LayoutAttribute?
        }

        /// Nodes in the component.
        let itemCount: Int
        let terms: [Term]
    }

    /// A solved component, with nodes and constraints by position in it.
    struct Outcome {
        /// Two a node: its origin and length (x and width, or y and height).
        let values: [Double]
        /// Each dropped constraint with the constraints it contradicted.
        let conflicts: [(dropped: Int, conflictingWith: [Int])]
        /// The values (by index in `values`) the constraints leave open.
        let ambiguous: [Int]
        /// Each constraint the solver refused, with its error.
        let errors: [(constraint: Int, message: String?)]
    }

    /// Systems kept at most; beyond it, new systems are solved without being kept.
    let capacity: Int
    private let lock = NSLock()
    private var outcomes: [Key: Outcome] = [:]
    private var hitCount = 0

    /// A cache keeping at most `capacity` systems (a system of the Examples'
    /// delegates takes a few kilobytes).
    public init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// Lookups answered from the cache, and systems kept.
    public var statistics: (hits: Int, systems: Int) {
        lock.withLock { (hitCount, outcomes.count) }
    }

    func outcome(for key: Key) -> Outcome? {
        lock.withLock {
            let outcome = outcomes[key]
            if outcome != nil { hitCount += 1 }
            return outcome
        }
    }

    func store(_ outcome: Outcome, for key: Key) {
        lock.withLock {
            if outcomes.count < capacity { outcomes[key] = outcome }
        }
    }
}
