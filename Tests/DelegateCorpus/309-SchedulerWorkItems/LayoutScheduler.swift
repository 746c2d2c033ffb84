import Foundation

/// A handle to scheduled work; cancelling it before it runs drops it.
protocol LayoutCancellable: AnyObject {
  func cancel()
}

/// The team's scheduling seam: production code runs on the main queue, tests inject
/// an immediate or manual scheduler so timing never makes a test flaky.
protocol LayoutScheduler: AnyObject {
  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> LayoutCancellable
}

/// Wraps a `DispatchWorkItem` so callers only see the cancel handle.
final class WorkItemToken: LayoutCancellable {
  private let item: DispatchWorkItem

  init(_ item: DispatchWorkItem) {
    self.item = item
  }

  func cancel() {
    item.cancel()
  }
}

/// The production scheduler: `asyncAfter` on the main queue.
final class MainQueueScheduler: LayoutScheduler, Sendable {
  static let shared = MainQueueScheduler()

  @discardableResult
  func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) -> LayoutCancellable {
    let item = DispatchWorkItem(block: work)
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: item)
    return WorkItemToken(item)
  }
}
