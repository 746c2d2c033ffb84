import Foundation

/// Work done across worker threads, counted and told to a progress callback
/// (`done`, `total`), so long runs can show how far they are. Without a
/// callback it counts nothing.
public final class ProgressCounter: @unchecked Sendable {
    /// Told (from any thread) how many of how many units are done.
    public typealias Callback = @Sendable (_ done: Int, _ total: Int) -> Void

    private let lock = NSLock()
    private var done = 0
    private var total: Int
    private let callback: Callback?

    public init(total: Int, callback: Callback?) {
        self.total = total
        self.callback = callback
    }

    /// Counts `count` more units done and tells the callback.
    public func add(_ count: Int = 1) {
        guard let callback else { return }
        let counts = lock.withLock { () -> (done: Int, total: Int) in
            done += count
            return (done, total)
        }
        callback(counts.done, counts.total)
    }

    /// `count` more units to do, found while working (the other configurations of a delegate's flags).
    public func grow(by count: Int) {
        lock.withLock { total += count }
    }

    /// Everything is done (units that needed no work are counted here).
    public func finish() {
        guard let callback else { return }
        let all = lock.withLock { () -> Int in
            done = total
            return total
        }
        callback(all, all)
    }
}
