import Foundation
import SwiftSyntax

/// A fact about syntax nodes that no run changes (where a node is, what a
/// declared type means), worked out once per node and shared by every run of
/// a source: runs go on several threads, and working such facts out again in
/// each run was most of a verification's time.
final class SyntaxMemo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [SyntaxIdentifier: Value] = [:]

    /// The fact for the node `id`, made by `make` the first time. `make` runs
    /// outside the lock (it may ask other memos); two threads making the same
    /// fact at once make the same value.
    func value(for id: SyntaxIdentifier, orMake make: () -> Value) -> Value {
        if let known = lock.withLock({ values[id] }) { return known }
        let made = make()
        lock.withLock { values[id] = made }
        return made
    }
}
