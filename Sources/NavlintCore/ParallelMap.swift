import Foundation

extension Array where Element: Sendable {
    /// `map` on up to `jobs` threads, results in input order. Work is handed
    /// out one item at a time, so a few large files do not leave a core idle.
    public func parallelMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard jobs > 1, count > 1 else { return map(transform) }
        let results = ResultSlots<Result>(count: count)
        let cursor = WorkCursor()
        let items = self
        DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
            while let index = cursor.next(below: items.count) {
                results.store(transform(items[index]), at: index)
            }
        }
        return results.collect()
    }
}

/// Hands out indices 0, 1, 2, ... to worker threads.
private final class WorkCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0

    func next(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < limit else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}

/// One slot per item; each slot is written by exactly one worker, and read
/// only after `concurrentPerform` has returned, so no lock is needed.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var slots: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ result: Result, at index: Int) { slots[index] = result }

    func collect() -> [Result] { slots.map { $0! } }
}
