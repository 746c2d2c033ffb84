import Foundation

/// Coalesces bursts of calls (rotation, split-view drags) into one call after `delay`.
/// Each new call cancels the pending one.
final class Debouncer {
  private let scheduler: LayoutScheduler
  private let delay: TimeInterval
  private var pending: LayoutCancellable?

  init(scheduler: LayoutScheduler, delay: TimeInterval) {
    self.scheduler = scheduler
    self.delay = delay
  }

  func call(_ work: @escaping () -> Void) {
    pending?.cancel()
    pending = scheduler.schedule(after: delay) { [weak self] in
      self?.pending = nil
      work()
    }
  }

  func cancel() {
    pending?.cancel()
    pending = nil
  }
}
