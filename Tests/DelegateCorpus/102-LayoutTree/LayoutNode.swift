import GoogleNavigation
import UIKit

/// Which edges of its region a node is attached to.
struct Edges: OptionSet {
    let rawValue: Int
    static let top = Edges(rawValue: 1 << 0)
    static let bottom = Edges(rawValue: 1 << 1)
    static let leading = Edges(rawValue: 1 << 2)
    static let trailing = Edges(rawValue: 1 << 3)

    static let all: Edges = [.top, .bottom, .leading, .trailing]
    static let topLeading: Edges = [.top, .leading]
    static let bottomLeading: Edges = [.bottom, .leading]
    static let trailingColumn: Edges = [.top, .bottom, .trailing]
}

/// The rectangles a tree can place things in: the whole map; map top to bottom
/// between the safe area's sides (cards tuck under the status bar); the safe
/// area above the content-bottom guide (above the ETA card and any prompt).
enum Area {
    case map, fullHeight, content
}

/// A declarative description of one navigation state's chrome.
indirect enum LayoutNode {
    /// A leaf: the view is attached to the edges its parent hands down.
    case view(UIView)
    /// Children top to bottom; only the first takes the top edge and only the last the bottom.
    case vstack([LayoutNode], spacing: CGFloat)
    /// Re-attaches the child to `edges` of the current region, inset by `insets`.
    case pinned(LayoutNode, edges: Edges, insets: NSDirectionalEdgeInsets = .zero)
    /// Children sharing the same region, drawn in order.
    case overlay([LayoutNode])
    /// The child's region becomes `area`.
    case within(Area, LayoutNode)
    /// The child's region starts at the bottom of `view`.
    case below(UIView, LayoutNode)
    /// The content area must end above `view`.
    case contentAbove(UIView)

    /// The first view of the subtree in reading order (the top of a stack).
    var firstView: UIView? {
        switch self {
        case .view(let view): return view
        case .vstack(let children, _), .overlay(let children): return children.first?.firstView
        case .pinned(let child, _, _), .within(_, let child), .below(_, let child): return child.firstView
        case .contentAbove: return nil
        }
    }

    /// The last view of the subtree (the bottom of a stack).
    var lastView: UIView? {
        switch self {
        case .view(let view): return view
        case .vstack(let children, _), .overlay(let children): return children.last?.lastView
        case .pinned(let child, _, _), .within(_, let child), .below(_, let child): return child.lastView
        case .contentAbove: return nil
        }
    }
}

/// Turns a `LayoutNode` tree into views (in z-order) and constraints.
@MainActor
struct LayoutTreeResolver {
    struct Region {
        var top: NSLayoutYAxisAnchor
        var bottom: NSLayoutYAxisAnchor
        var leading: NSLayoutXAxisAnchor
        var trailing: NSLayoutXAxisAnchor
    }

    let navMap: GMSMapView
    let contentBottom: UILayoutGuide
    private(set) var views: [UIView] = []
    private(set) var constraints: [NSLayoutConstraint] = []

    init(navMap: GMSMapView, contentBottom: UILayoutGuide) {
        self.navMap = navMap
        self.contentBottom = contentBottom
    }

    mutating func resolve(_ root: LayoutNode) {
        place(root, in: region(for: .map), edges: .all, insets: .zero)
    }

    private func region(for area: Area) -> Region {
        let safe = navMap.safeAreaLayoutGuide
        switch area {
        case .map:
            return Region(top: navMap.topAnchor, bottom: navMap.bottomAnchor,
                          leading: navMap.leadingAnchor, trailing: navMap.trailingAnchor)
        case .fullHeight:
            return Region(top: navMap.topAnchor, bottom: navMap.bottomAnchor,
                          leading: safe.leadingAnchor, trailing: safe.trailingAnchor)
        case .content:
            return Region(top: safe.topAnchor, bottom: contentBottom.topAnchor,
                          leading: safe.leadingAnchor, trailing: safe.trailingAnchor)
        }
    }

    private mutating func place(_ node: LayoutNode, in region: Region, edges: Edges, insets: NSDirectionalEdgeInsets) {
        switch node {
        case .view(let view):
            if !views.contains(where: { $0 === view }) { views.append(view) }
            if edges.contains(.top) {
                constraints.append(view.topAnchor.constraint(equalTo: region.top, constant: insets.top))
            }
            if edges.contains(.bottom) {
                constraints.append(view.bottomAnchor.constraint(equalTo: region.bottom, constant: -insets.bottom))
            }
            if edges.contains(.leading) {
                constraints.append(view.leadingAnchor.constraint(equalTo: region.leading, constant: insets.leading))
            }
            if edges.contains(.trailing) {
                constraints.append(view.trailingAnchor.constraint(equalTo: region.trailing, constant: -insets.trailing))
            }
        case .vstack(let children, let spacing):
            for (index, child) in children.enumerated() {
                var childEdges = edges.subtracting([.top, .bottom])
                if index == 0, edges.contains(.top) { childEdges.insert(.top) }
                if index == children.count - 1, edges.contains(.bottom) { childEdges.insert(.bottom) }
                place(child, in: region, edges: childEdges, insets: insets)
                if index > 0, let above = children[index - 1].lastView, let top = child.firstView {
                    constraints.append(top.topAnchor.constraint(equalTo: above.bottomAnchor, constant: spacing))
                }
            }
        case .pinned(let child, let childEdges, let childInsets):
            place(child, in: region, edges: childEdges, insets: childInsets)
        case .overlay(let children):
            children.forEach { place($0, in: region, edges: edges, insets: insets) }
        case .within(let area, let child):
            place(child, in: self.region(for: area), edges: edges, insets: insets)
        case .below(let view, let child):
            var lowered = region
            lowered.top = view.bottomAnchor
            place(child, in: lowered, edges: edges, insets: insets)
        case .contentAbove(let view):
            constraints.append(contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor))
        }
    }
}
