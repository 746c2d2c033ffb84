import UIKit

/// One track of a grid axis: a fixed size in points, or a share of what the
/// fixed tracks leave over.
enum GridTrack: Equatable {
  case fixed(CGFloat)
  case fraction(CGFloat)
}

/// A cell (or a span of cells) of a `Grid`.
struct GridCell: Equatable {
  var column: Int
  var row: Int
  var columnSpan: Int = 1
  var rowSpan: Int = 1
}

/// Splits a rectangle (the map's safe area, origin at its top-leading corner)
/// into rows and columns. X is measured from the leading edge, so the frames
/// it hands out are meant for leading/trailing anchors and stay right in RTL.
struct Grid: Equatable {
  var columns: [GridTrack]
  var rows: [GridTrack]
  var size: CGSize = .zero

  /// Track sizes for `tracks` laid over `length`.
  static func resolve(_ tracks: [GridTrack], over length: CGFloat) -> [CGFloat] {
    var fixedTotal: CGFloat = 0
    var fractionTotal: CGFloat = 0
    for track in tracks {
      switch track {
      case .fixed(let points): fixedTotal += points
      case .fraction(let share): fractionTotal += share
      }
    }
    let free = max(0, length - fixedTotal)
    var sizes: [CGFloat] = []
    for track in tracks {
      switch track {
      case .fixed(let points):
        sizes.append(points)
      case .fraction(let share):
        sizes.append(fractionTotal > 0 ? free * share / fractionTotal : 0)
      }
    }
    return sizes
  }

  /// Offsets of each track's start, plus the end of the last one.
  static func prefixSums(_ sizes: [CGFloat]) -> [CGFloat] {
    var sums: [CGFloat] = [0]
    var running: CGFloat = 0
    for size in sizes {
      running += size
      sums.append(running)
    }
    return sums
  }

  var columnOffsets: [CGFloat] { Grid.prefixSums(Grid.resolve(columns, over: size.width)) }
  var rowOffsets: [CGFloat] { Grid.prefixSums(Grid.resolve(rows, over: size.height)) }

  /// The frame of `cell`, relative to the safe area's top-leading corner.
  func frame(of cell: GridCell) -> CGRect {
    let xs = columnOffsets
    let ys = rowOffsets
    let firstColumn = min(max(cell.column, 0), columns.count - 1)
    let lastColumn = min(firstColumn + max(cell.columnSpan, 1), columns.count)
    let firstRow = min(max(cell.row, 0), rows.count - 1)
    let lastRow = min(firstRow + max(cell.rowSpan, 1), rows.count)
    return CGRect(x: xs[firstColumn], y: ys[firstRow],
                  width: xs[lastColumn] - xs[firstColumn],
                  height: ys[lastRow] - ys[firstRow])
  }
}

extension Grid {
  /// The size of `view`'s safe area, from its bounds and safe area insets.
  @MainActor static func safeSize(of view: UIView) -> CGSize {
    let insets = view.safeAreaInsets
    return CGSize(width: max(0, view.bounds.width - insets.left - insets.right),
                  height: max(0, view.bounds.height - insets.top - insets.bottom))
  }
}
