import Foundation

/// A hand-rolled, Combine-free publisher: synchronous fan-out to subscribers, in the
/// order they subscribed. The team keeps it because the nav module must not link Combine.
final class SubscriptionToken {
  private var onCancel: (() -> Void)?

  init(onCancel: @escaping () -> Void) {
    self.onCancel = onCancel
  }

  func cancel() {
    onCancel?()
    onCancel = nil
  }

  deinit {
    onCancel?()
  }
}

final class EventSubject<Value> {
  private var subscribers: [(id: Int, handler: (Value) -> Void)] = []
  private var nextID = 0

  func subscribe(_ handler: @escaping (Value) -> Void) -> SubscriptionToken {
    let id = nextID
    nextID += 1
    subscribers.append((id: id, handler: handler))
    return SubscriptionToken { [weak self] in
      self?.subscribers.removeAll { $0.id == id }
    }
  }

  func send(_ value: Value) {
    for subscriber in subscribers {
      subscriber.handler(value)
    }
  }
}

/// Coalesces "animate the pending constraint changes" requests into one block per
/// main run-loop turn, so a burst of events animates once.
@MainActor
final class RunLoopCoalescer {
  private var scheduled = false
  private var blocks: [() -> Void] = []

  func enqueue(_ block: @escaping () -> Void) {
    blocks.append(block)
    guard !scheduled else { return }
    scheduled = true
    RunLoop.main.perform(inModes: [.common]) { [weak self] in
      MainActor.assumeIsolated {
        self?.flush()
      }
    }
  }

  func discardPending() {
    blocks = []
  }

  private func flush() {
    scheduled = false
    let pending = blocks
    blocks = []
    pending.forEach { $0() }
  }
}
