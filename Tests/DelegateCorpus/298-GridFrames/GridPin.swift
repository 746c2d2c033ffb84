import UIKit

/// A constraint whose constant is an edge of a grid cell, measured from the
/// safe area guide's leading (x) or top (y) edge. Kept so that `sizeChanged`
/// can move it when the grid is recomputed.
@MainActor
struct GridPin {
  enum Edge {
    case minX, maxX, minY, maxY
  }

  let constraint: NSLayoutConstraint
  let cell: GridCell
  let edge: Edge
  let offset: CGFloat

  func constant(in grid: Grid) -> CGFloat {
    let rect = grid.frame(of: cell)
    switch edge {
    case .minX: return rect.minX + offset
    case .maxX: return rect.maxX + offset
    case .minY: return rect.minY + offset
    case .maxY: return rect.maxY + offset
    }
  }

  func apply(_ grid: Grid) {
    constraint.constant = constant(in: grid)
  }
}

/// Makes grid pins against one safe area guide and remembers them.
@MainActor
struct GridPinBoard {
  private(set) var pins: [GridPin] = []

  var constraints: [NSLayoutConstraint] { pins.map { $0.constraint } }

  mutating func pin(_ anchor: NSLayoutXAxisAnchor, _ edge: GridPin.Edge, of cell: GridCell,
                    offset: CGFloat = 0, guide: UILayoutGuide, grid: Grid) -> NSLayoutConstraint {
    let constraint = anchor.constraint(equalTo: guide.leadingAnchor)
    let pin = GridPin(constraint: constraint, cell: cell, edge: edge, offset: offset)
    pin.apply(grid)
    pins.append(pin)
    return constraint
  }

  mutating func pin(_ anchor: NSLayoutYAxisAnchor, _ edge: GridPin.Edge, of cell: GridCell,
                    offset: CGFloat = 0, guide: UILayoutGuide, grid: Grid) -> NSLayoutConstraint {
    let constraint = anchor.constraint(equalTo: guide.topAnchor)
    let pin = GridPin(constraint: constraint, cell: cell, edge: edge, offset: offset)
    pin.apply(grid)
    pins.append(pin)
    return constraint
  }

  func apply(_ grid: Grid) {
    pins.forEach { $0.apply(grid) }
  }

  mutating func removeAll() {
    NSLayoutConstraint.deactivate(constraints)
    pins = []
  }
}
