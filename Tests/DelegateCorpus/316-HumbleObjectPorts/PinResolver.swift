import GoogleNavigation
import UIKit

/// Something with anchors: a view or a layout guide. A value, so lookups stay pure.
@MainActor
enum AnchorSource {
  case view(UIView)
  case guide(UILayoutGuide)

  func y(_ edge: YEdge) -> NSLayoutYAxisAnchor {
    switch (self, edge) {
    case (.view(let v), .top): return v.topAnchor
    case (.view(let v), .bottom): return v.bottomAnchor
    case (.guide(let g), .top): return g.topAnchor
    case (.guide(let g), .bottom): return g.bottomAnchor
    }
  }

  func x(_ edge: XEdge) -> NSLayoutXAxisAnchor {
    switch (self, edge) {
    case (.view(let v), .leading): return v.leadingAnchor
    case (.view(let v), .trailing): return v.trailingAnchor
    case (.guide(let g), .leading): return g.leadingAnchor
    case (.guide(let g), .trailing): return g.trailingAnchor
    }
  }

  var height: NSLayoutDimension {
    switch self {
    case .view(let v): return v.heightAnchor
    case .guide(let g): return g.heightAnchor
    }
  }
}

/// Turns policy pins into constraints given a role -> anchor table. The only place
/// that creates `NSLayoutConstraint`s; it never activates them (the activator port does).
@MainActor
struct PinResolver {
  var sources: [Role: AnchorSource]

  func constraints(for pins: [Pin]) -> [NSLayoutConstraint] {
    pins.compactMap { constraint(for: $0) }
  }

  func constraint(for pin: Pin) -> NSLayoutConstraint? {
    guard let item = sources[pin.item], let target = sources[pin.target] else { return nil }
    let made: NSLayoutConstraint
    switch (pin.axis, pin.relation) {
    case (.vertical(let a, let b), .equal):
      made = item.y(a).constraint(equalTo: target.y(b), constant: pin.constant)
    case (.vertical(let a, let b), .lessOrEqual):
      made = item.y(a).constraint(lessThanOrEqualTo: target.y(b), constant: pin.constant)
    case (.horizontal(let a, let b), .equal):
      made = item.x(a).constraint(equalTo: target.x(b), constant: pin.constant)
    case (.horizontal(let a, let b), .lessOrEqual):
      made = item.x(a).constraint(lessThanOrEqualTo: target.x(b), constant: pin.constant)
    case (.zeroHeight, _):
      made = item.height.constraint(equalToConstant: 0)
    }
    if pin.lowPriority { made.priority = .defaultLow }
    return made
  }
}
