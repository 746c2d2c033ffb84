import UIKit

/// `Edge.Set`-like option set for the edges a node is pinned to.
struct PinnedEdges: OptionSet {
    let rawValue: Int
    static let top = PinnedEdges(rawValue: 1 << 0)
    static let leading = PinnedEdges(rawValue: 1 << 1)
    static let bottom = PinnedEdges(rawValue: 1 << 2)
    static let trailing = PinnedEdges(rawValue: 1 << 3)
    static let horizontal: PinnedEdges = [.leading, .trailing]
    static let vertical: PinnedEdges = [.top, .bottom]
    static let all: PinnedEdges = [.horizontal, .vertical]
}

struct EdgePadding: Equatable {
    var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
}

/// A declarative description of one view's placement, SwiftUI style.
struct LayoutNode {
    let id: String
    let view: UIView
    var pinned: PinnedEdges = []
    var insets = EdgePadding()
    var below: String?          // top sits on that node's bottom
    var above: String?          // bottom sits on that node's layout margins top
    var after: String?          // leading sits on that node's trailing
    var trailingMatches: String? // trailing equals that node's trailing
    var leadingHalf = false     // trailing stays left of the parent's centre (leading column)
    var children: [LayoutNode] = []

    init(_ id: String, _ view: UIView, @NodeBuilder children: () -> [LayoutNode] = { [] }) {
        self.id = id
        self.view = view
        self.children = children()
    }

    func pinned(_ edges: PinnedEdges) -> LayoutNode { modified { $0.pinned.formUnion(edges) } }

    func padding(_ edges: PinnedEdges = .all, _ amount: CGFloat) -> LayoutNode {
        modified { node in
            if edges.contains(.top) { node.insets.top = amount }
            if edges.contains(.leading) { node.insets.leading = amount }
            if edges.contains(.bottom) { node.insets.bottom = amount }
            if edges.contains(.trailing) { node.insets.trailing = amount }
        }
    }

    func below(_ id: String) -> LayoutNode { modified { $0.below = id } }
    func above(_ id: String) -> LayoutNode { modified { $0.above = id } }
    func after(_ id: String) -> LayoutNode { modified { $0.after = id } }
    func trailing(matching id: String) -> LayoutNode { modified { $0.trailingMatches = id } }
    func leadingColumn(_ on: Bool = true) -> LayoutNode { modified { $0.leadingHalf = on } }

    private func modified(_ change: (inout LayoutNode) -> Void) -> LayoutNode {
        var copy = self
        change(&copy)
        return copy
    }

    /// Depth-first, parents before children.
    func flattened(parent: LayoutNode? = nil) -> [(node: LayoutNode, parent: LayoutNode?)] {
        [(self, parent)] + children.flatMap { $0.flattened(parent: self) }
    }
}

@resultBuilder
enum NodeBuilder {
    static func buildExpression(_ node: LayoutNode) -> [LayoutNode] { [node] }
    static func buildExpression(_ nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    static func buildOptional(_ nodes: [LayoutNode]?) -> [LayoutNode] { nodes ?? [] }
    static func buildEither(first nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    static func buildEither(second nodes: [LayoutNode]) -> [LayoutNode] { nodes }
    static func buildBlock(_ parts: [LayoutNode]...) -> [LayoutNode] { parts.flatMap { $0 } }
}
