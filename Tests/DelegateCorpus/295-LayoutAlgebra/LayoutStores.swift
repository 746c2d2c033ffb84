import UIKit

/// Fixed-capacity ring buffer: the newest `capacity` elements, oldest overwritten first.
struct RingBuffer<Element> {
  private var storage: [Element?]
  private var head = 0
  private(set) var count = 0

  init(capacity: Int) {
    precondition(capacity > 0, "RingBuffer needs room for at least one element")
    storage = Array(repeating: nil, count: capacity)
  }

  var capacity: Int { storage.count }

  mutating func push(_ element: Element) {
    let slot = (head + count) % capacity
    storage[slot] = element
    if count < capacity {
      count += 1
    } else {
      head = (head + 1) % capacity
    }
  }

  /// `self[0]` is the oldest element kept, `self[count - 1]` the newest.
  subscript(index: Int) -> Element? {
    guard index >= 0, index < count else { return nil }
    return storage[(head + index) % capacity]
  }

  var last: Element? { self[count - 1] }

  mutating func replaceLast(_ element: Element) {
    guard count > 0 else { return }
    storage[(head + count - 1 + capacity) % capacity] = element
  }

  mutating func removeAll() {
    storage = Array(repeating: nil, count: capacity)
    head = 0
    count = 0
  }
}

/// Least-recently-used cache: a dictionary of nodes threaded on a doubly linked list
/// (most recent at the head).
final class LRUCache<Key: Hashable, Value> {
  private final class Node {
    let key: Key
    var value: Value
    var next: Node?
    weak var previous: Node?

    init(key: Key, value: Value) {
      self.key = key
      self.value = value
    }
  }

  let capacity: Int
  private var nodes: [Key: Node] = [:]
  private var head: Node?
  private var tail: Node?

  init(capacity: Int) {
    precondition(capacity > 0)
    self.capacity = capacity
  }

  var count: Int { nodes.count }

  func value(forKey key: Key) -> Value? {
    guard let node = nodes[key] else { return nil }
    moveToFront(node)
    return node.value
  }

  func setValue(_ value: Value, forKey key: Key) {
    if let node = nodes[key] {
      node.value = value
      moveToFront(node)
      return
    }
    let node = Node(key: key, value: value)
    nodes[key] = node
    insertAtFront(node)
    if nodes.count > capacity, let lru = tail {
      unlink(lru)
      nodes[lru.key] = nil
    }
  }

  func removeAll() {
    nodes = [:]
    head = nil
    tail = nil
  }

  private func insertAtFront(_ node: Node) {
    node.next = head
    node.previous = nil
    head?.previous = node
    head = node
    if tail == nil {
      tail = node
    }
  }

  private func unlink(_ node: Node) {
    if let previous = node.previous {
      previous.next = node.next
    } else {
      head = node.next
    }
    if let next = node.next {
      next.previous = node.previous
    } else {
      tail = node.previous
    }
    node.next = nil
    node.previous = nil
  }

  private func moveToFront(_ node: Node) {
    guard head !== node else { return }
    unlink(node)
    insertAtFront(node)
  }
}
