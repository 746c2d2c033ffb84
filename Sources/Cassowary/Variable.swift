import Foundation

/// A quantity the solver computes, such as a view's `minX`.
///
/// Variables have identity semantics (two variables with the same name are different) and carry a
/// creation `id`, which is what the solver orders by so results never depend on addresses or hashing.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A human-readable name for messages; not required to be unique.
    public let name: String
    /// Creation order, unique per process; the solver's tie-breaker for determinism.
    public let id: Int

    /// Creates a fresh variable named `name`.
    public init(_ name: String) {
        self.name = name
        self.id = CreationCounter.shared.next()
    }

    /// Identity: a variable equals only itself.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the identity, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The variable's name.
    public var description: String { name }
}

/// Hands out increasing ids for variables and constraints, safely across threads.
final class CreationCounter: @unchecked Sendable {
    static let shared = CreationCounter()
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
