import UIKit

/// A layout, described: the views it mounts (bottom to top) and the pins it
/// wants. Every builder method returns a changed copy, so a base spec can be
/// shared and extended (`base.when(wide) { $0.pinning(...) }`). Nothing touches
/// UIKit until `evaluate()`.
@MainActor
struct LayoutSpec {
  let name: String
  private(set) var views: [UIView] = []
  private(set) var pins: [PinSpec] = []

  init(_ name: String) {
    self.name = name
  }

  func mounting(_ more: UIView...) -> LayoutSpec {
    var copy = self
    copy.views += more
    return copy
  }

  func pinning(_ more: PinSpec...) -> LayoutSpec {
    pinning(more)
  }

  func pinning(_ more: [PinSpec]) -> LayoutSpec {
    var copy = self
    copy.pins += more
    return copy
  }

  func when(
    _ condition: Bool, _ then: (LayoutSpec) -> LayoutSpec,
    otherwise: (LayoutSpec) -> LayoutSpec = { $0 }
  ) -> LayoutSpec {
    condition ? then(self) : otherwise(self)
  }

  /// Makes the constraints (inactive), each named after its spec line so the
  /// Auto Layout log reads like the spec: `guidance #4: bottom == top + -8.0`.
  func evaluate() -> EvaluatedSpec {
    var constraints: [NSLayoutConstraint] = []
    var tagged: [String: NSLayoutConstraint] = [:]
    let lineNumbers = stride(from: 1, to: pins.count + 1, by: 1)
    for ((pin, line), made) in zip(zip(pins, lineNumbers), pins.map { $0.makeConstraint() }) {
      defer { constraints.append(made) }
      made.identifier = "\(name) #\(line): \(pin.summary)"
      if let tag = pin.tag {
        tagged[tag] = made
      }
    }
    return EvaluatedSpec(name: name, views: views, constraints: constraints, tagged: tagged)
  }
}

/// A spec made into constraints, and what the delegate needs to undo it.
@MainActor
struct EvaluatedSpec {
  let name: String
  let views: [UIView]
  let constraints: [NSLayoutConstraint]
  let tagged: [String: NSLayoutConstraint]
}
