import GoogleNavigation
import UIKit

// MARK: - Breakpoints

/// Width breakpoints, Bootstrap style: the grid's gutter follows the map's width.
enum GridBreakpoint {
    case compact
    case regular
    case wide

    static func forWidth(_ width: CGFloat) -> GridBreakpoint {
        if width < 600 { return .compact }
        if width < 1024 { return .regular }
        return .wide
    }
}

// MARK: - Grid metrics

/// A 12-column grid: `margin` on both outer sides of the safe area, `gutter` between columns.
struct GridSystem: Equatable {
    let columns: Int
    let gutter: CGFloat
    let margin: CGFloat

    init(columns: Int = 12, gutter: CGFloat, margin: CGFloat) {
        self.columns = columns
        self.gutter = gutter
        self.margin = margin
    }

    /// The grid for a map this wide. The outer margin stays at the SDK's header/footer padding
    /// so that cards sitting in the first column stay on the leading edge in wide mode.
    static func forWidth(_ width: CGFloat) -> GridSystem {
        let margin = NavigationStyleValues.headerFooterHorizontalPadding
        switch GridBreakpoint.forWidth(width) {
        case .compact:
            return GridSystem(columns: 12, gutter: 8, margin: margin)
        case .regular:
            return GridSystem(columns: 12, gutter: 12, margin: margin)
        case .wide:
            return GridSystem(columns: 12, gutter: 16, margin: margin)
        }
    }

    /// The last column; the team keeps it as a rail for the trip progress bar during guidance.
    var railColumn: Int { columns - 1 }
}

// MARK: - Spans

/// The horizontal extent of `span(_:offset:)`: from a column's leading edge to another's trailing edge.
struct GridSpan {
    let leading: NSLayoutXAxisAnchor
    let trailing: NSLayoutXAxisAnchor
}

enum GridFit {
    /// Both edges pinned to the span (app views, the viewport, full-bleed cards).
    case fill
    /// Leading edge pinned, the view keeps its own width but never leaves the span (SDK-sized views).
    case hug
}

// MARK: - Column guides

/// One `UILayoutGuide` per column, installed on the host view's safe area.
@MainActor
final class ColumnGuides {
    private(set) var grid: GridSystem
    private(set) var guides: [UILayoutGuide] = []
    private var structural: [NSLayoutConstraint] = []
    private var gutterConstraints: [NSLayoutConstraint] = []
    private var marginConstraints: [NSLayoutConstraint] = []
    private weak var host: UIView?

    init(grid: GridSystem) {
        self.grid = grid
    }

    var isInstalled: Bool { !guides.isEmpty }

    func install(in host: UIView) {
        guard !isInstalled else { return }
        self.host = host
        let area = host.safeAreaLayoutGuide
        guides = (0..<grid.columns).map { index in
            let guide = UILayoutGuide()
            guide.identifier = "grid.col\(index)"
            host.addLayoutGuide(guide)
            return guide
        }
        for (index, guide) in guides.enumerated() {
            structural.append(guide.topAnchor.constraint(equalTo: area.topAnchor))
            structural.append(guide.bottomAnchor.constraint(equalTo: area.bottomAnchor))
            guard index > 0 else { continue }
            structural.append(guide.widthAnchor.constraint(equalTo: guides[0].widthAnchor))
            gutterConstraints.append(
                guide.leadingAnchor.constraint(equalTo: guides[index - 1].trailingAnchor, constant: grid.gutter))
        }
        marginConstraints = [
            guides[0].leadingAnchor.constraint(equalTo: area.leadingAnchor, constant: grid.margin),
            area.trailingAnchor.constraint(equalTo: guides[grid.columns - 1].trailingAnchor, constant: grid.margin),
        ]
        NSLayoutConstraint.activate(structural + gutterConstraints + marginConstraints)
    }

    /// A new breakpoint: same guides, new gutter and margin.
    func update(to newGrid: GridSystem) {
        guard newGrid != grid else { return }
        grid = newGrid
        gutterConstraints.forEach { $0.constant = newGrid.gutter }
        marginConstraints.forEach { $0.constant = newGrid.margin }
    }

    func uninstall() {
        NSLayoutConstraint.deactivate(structural + gutterConstraints + marginConstraints)
        structural.removeAll()
        gutterConstraints.removeAll()
        marginConstraints.removeAll()
        guides.forEach { guide in host?.removeLayoutGuide(guide) }
        guides.removeAll()
        host = nil
    }

    /// `count` columns starting `offset` columns in from the leading edge, clamped to the grid.
    func span(_ count: Int, offset: Int = 0) -> GridSpan {
        let first = max(0, min(offset, grid.columns - 1))
        let last = max(first, min(offset + count, grid.columns) - 1)
        return GridSpan(leading: guides[first].leadingAnchor, trailing: guides[last].trailingAnchor)
    }

    func column(_ index: Int) -> UILayoutGuide {
        guides[max(0, min(index, guides.count - 1))]
    }

    /// The whole safe area width, margins included ("container-fluid").
    func bleed(in host: UIView) -> GridSpan {
        GridSpan(leading: host.safeAreaLayoutGuide.leadingAnchor, trailing: host.safeAreaLayoutGuide.trailingAnchor)
    }
}

// MARK: - Placement helpers

@MainActor
extension UIView {
    /// Puts the view into a span of the grid.
    func constraints(in span: GridSpan, fit: GridFit) -> [NSLayoutConstraint] {
        switch fit {
        case .fill:
            return [leadingAnchor.constraint(equalTo: span.leading), trailingAnchor.constraint(equalTo: span.trailing)]
        case .hug:
            return [leadingAnchor.constraint(equalTo: span.leading),
                    trailingAnchor.constraint(lessThanOrEqualTo: span.trailing)]
        }
    }

    /// Stacks this view's bottom on a row line.
    func constraints(sittingOn line: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
        [bottomAnchor.constraint(equalTo: line)]
    }

    func preparedForGrid() -> Self {
        translatesAutoresizingMaskIntoConstraints = false
        return self
    }
}

@MainActor
extension Array where Element == NavigationUIButton {
    func view(ofType type: NavigationButtonKnownType) -> UIView? {
        first { $0.type == type }?.view
    }
}
