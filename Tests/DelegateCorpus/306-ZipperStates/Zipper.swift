/// A list with a cursor. Every move returns a new value; nothing is mutated in place.
struct Zipper<Element> {
  var left: [Element]
  var focus: Element
  var right: [Element]

  init(left: [Element] = [], focus: Element, right: [Element] = []) {
    self.left = left
    self.focus = focus
    self.right = right
  }

  func moveLeft() -> Zipper? {
    guard let previous = left.last else { return nil }
    return Zipper(left: Array(left.dropLast()), focus: previous, right: [focus] + right)
  }

  func moveRight() -> Zipper? {
    guard let next = right.first else { return nil }
    return Zipper(left: left + [focus], focus: next, right: Array(right.dropFirst()))
  }

  func replace(with element: Element) -> Zipper {
    Zipper(left: left, focus: element, right: right)
  }

  func map<T>(_ transform: (Element) -> T) -> Zipper<T> {
    Zipper<T>(left: left.map(transform), focus: transform(focus), right: right.map(transform))
  }

  var index: Int { left.count }
}
