import UIKit

/// Which edges of a view a `.pinned` node ties to the container.
struct Edges: OptionSet {
    let rawValue: Int
    static let top = Edges(rawValue: 1 << 0)
    static let leading = Edges(rawValue: 1 << 1)
    static let bottom = Edges(rawValue: 1 << 2)
    static let trailing = Edges(rawValue: 1 << 3)

    static let horizontal: Edges = [.leading, .trailing]
    static let all: Edges = [.top, .leading, .bottom, .trailing]
}

/// A declarative description of one screen state's layout.
///
/// - `pinned`: the view is placed in the container, with the given edges tied
///   to the container's guide (an empty set only places it: a reference to a
///   view another node pins).
/// - `below(upper, lower, spacing)`: the lower node's top view starts
///   `spacing` under the upper node's bottom view (a negative spacing tucks it
///   into the upper view's margin band).
/// - `group`: several independent nodes.
indirect enum LayoutNode {
    case pinned(UIView, edges: Edges, insets: NSDirectionalEdgeInsets)
    case below(LayoutNode, LayoutNode, spacing: CGFloat)
    case group([LayoutNode])
    case none

    static func pin(_ view: UIView, _ edges: Edges, inset: CGFloat = 0) -> LayoutNode {
        .pinned(view, edges: edges, insets: NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset))
    }

    /// A view another node already places.
    static func ref(_ view: UIView) -> LayoutNode {
        .pinned(view, edges: [], insets: .zero)
    }

    /// The view whose top edge stands for this node.
    var topView: UIView? {
        switch self {
        case .pinned(let view, _, _): return view
        case .below(let upper, _, _): return upper.topView
        case .group(let nodes): return nodes.first?.topView
        case .none: return nil
        }
    }

    /// The view whose bottom edge stands for this node.
    var bottomView: UIView? {
        switch self {
        case .pinned(let view, _, _): return view
        case .below(_, let lower, _): return lower.bottomView
        case .group(let nodes): return nodes.last?.bottomView
        case .none: return nil
        }
    }
}

/// What interpreting a tree produced: the views it placed, in order, and
/// the constraints it made (not yet active).
struct RenderedLayout {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []

    mutating func place(_ view: UIView) {
        if !views.contains(where: { $0 === view }) { views.append(view) }
    }
}

@MainActor
enum LayoutInterpreter {
    static func render(_ node: LayoutNode, in guide: UILayoutGuide) -> RenderedLayout {
        var result = RenderedLayout()
        visit(node, guide: guide, into: &result)
        return result
    }

    private static func visit(_ node: LayoutNode, guide: UILayoutGuide, into result: inout RenderedLayout) {
        switch node {
        case .none:
            break
        case let .pinned(view, edges, insets):
            result.place(view)
            if edges.contains(.top) {
                result.constraints.append(view.topAnchor.constraint(equalTo: guide.topAnchor, constant: insets.top))
            }
            if edges.contains(.leading) {
                result.constraints.append(view.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: insets.leading))
            }
            if edges.contains(.bottom) {
                result.constraints.append(guide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: insets.bottom))
            }
            if edges.contains(.trailing) {
                result.constraints.append(guide.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: insets.trailing))
            }
        case let .below(upper, lower, spacing):
            visit(upper, guide: guide, into: &result)
            visit(lower, guide: guide, into: &result)
            if let top = upper.bottomView, let bottom = lower.topView {
                result.constraints.append(bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: spacing))
            }
        case .group(let nodes):
            for child in nodes {
                visit(child, guide: guide, into: &result)
            }
        }
    }
}
