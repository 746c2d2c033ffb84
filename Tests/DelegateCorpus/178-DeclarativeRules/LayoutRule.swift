import UIKit

/// Everything a rule can name. `RuleEngine.Scene` resolves each to a view or a guide.
enum Item: Hashable {
    case map, safeArea
    case turnCard, turnCardMargins, etaCard, etaCardMargins
    case viewport, logo, logoMargins, speedWidget, buttons
    case prompt, promptMargins
}

enum Edge: Hashable { case top, bottom, leading, trailing, centerX }

/// One line of layout: `first.edge (==|<=|>=) second.edge + constant`, at a priority.
struct Rule: Hashable {
    enum Relation: Hashable { case equal, atMost, atLeast }
    var item: Item
    var edge: Edge
    var relation: Relation = .equal
    var target: Item
    var targetEdge: Edge
    var constant: CGFloat = 0
    var priority: Float = 1000

    static func pin(_ item: Item, _ edge: Edge, to target: Item, _ targetEdge: Edge, _ constant: CGFloat = 0) -> Rule {
        Rule(item: item, edge: edge, target: target, targetEdge: targetEdge, constant: constant)
    }
    static func atMost(_ item: Item, _ edge: Edge, _ target: Item, _ targetEdge: Edge, _ constant: CGFloat = 0) -> Rule {
        Rule(item: item, edge: edge, relation: .atMost, target: target, targetEdge: targetEdge, constant: constant)
    }
    static func atLeast(_ item: Item, _ edge: Edge, _ target: Item, _ targetEdge: Edge, _ constant: CGFloat = 0) -> Rule {
        Rule(item: item, edge: edge, relation: .atLeast, target: target, targetEdge: targetEdge, constant: constant)
    }

    /// `item` sits `gap` points under `target`.
    static func below(_ item: Item, _ target: Item, _ gap: CGFloat = 0) -> Rule {
        .pin(item, .top, to: target, .bottom, gap)
    }

    /// `item` ends `gap` points over `target`.
    static func above(_ item: Item, _ target: Item, _ gap: CGFloat = 0) -> Rule {
        .pin(item, .bottom, to: target, .top, -gap)
    }

    /// Both horizontal edges on `target`'s, inset by `inset`.
    static func fillWidth(_ item: Item, in target: Item, _ inset: CGFloat = 0) -> [Rule] {
        [.pin(item, .leading, to: target, .leading, inset), .pin(item, .trailing, to: target, .trailing, -inset)]
    }

    func weak(_ value: Float = 250) -> Rule { var copy = self; copy.priority = value; return copy }
}
