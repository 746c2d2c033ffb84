import Foundation

/// The views that had constraints installed while it was current, so that
/// their reference cycles can be broken once nothing reads the worlds again.
///
/// A view holds its installed constraints and a constraint holds its items
/// (UIKit holds the items weakly; the model cannot, as interpreted code may
/// keep a constraint whose view is gone): every laid-out world is a cycle,
/// and without the ledger a process that verifies many delegates keeps them
/// all (about 60 KB a scenario run). Safe to share between threads.
public final class ConstraintLedger: @unchecked Sendable {
    /// The ledger installations are recorded in, on this thread or task.
    @TaskLocal public static var current: ConstraintLedger?

    private let lock = NSLock()
    private var views: [LayoutView] = []

    public init() {}

    func record(_ view: LayoutView) {
        lock.withLock { views.append(view) }
    }

    /// Uninstalls every recorded view's constraints: the worlds must not be
    /// solved or inspected again.
    public func release() {
        let recorded = lock.withLock {
            defer { views = [] }
            return views
        }
        for view in recorded { view.uninstallAll() }
    }
}
