import UIKit

/// Array-backed binary min-heap of layout jobs.
@MainActor
struct LayoutJobQueue {
  private var heap: [ScheduledJob] = []
  private var nextSequence = 0

  var isEmpty: Bool { heap.isEmpty }
  var count: Int { heap.count }

  mutating func enqueue(_ job: LayoutJob) {
    heap.append(ScheduledJob(job: job, priority: job.priority, sequence: nextSequence))
    nextSequence += 1
    siftUp(from: heap.count - 1)
  }

  mutating func dequeue() -> LayoutJob? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let top = heap.removeLast()
    if !heap.isEmpty { siftDown(from: 0) }
    return top.job
  }

  /// Runs every queued job, best first.
  mutating func drain() {
    while let job = dequeue() {
      job.perform()
    }
  }

  private mutating func siftUp(from index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      if heap[child].runsBefore(heap[parent]) {
        heap.swapAt(child, parent)
        child = parent
      } else {
        return
      }
    }
  }

  private mutating func siftDown(from index: Int) {
    var parent = index
    let n = heap.count
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < n && heap[left].runsBefore(heap[best]) { best = left }
      if right < n && heap[right].runsBefore(heap[best]) { best = right }
      if best == parent { return }
      heap.swapAt(parent, best)
      parent = best
    }
  }
}
