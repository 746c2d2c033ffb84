import GoogleNavigation
import UIKit

/// Everything a layout rule can point at. Missing views make their rules drop out.
struct Elements {
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?
    var logo: UIView?
    var viewport: UIView?
    var buttonStack: UIView?
    var prompt: UIView?

    /// What the map contents must stay above: a prompt when one is up, else the ETA card.
    var contentFloor: UIView? { prompt ?? etaCard }

    var all: [UIView] {
        [viewport, turnCard, etaCard, speedWidget, logo, buttonStack, prompt].compactMap { $0 }
    }
}

enum Edge {
    case top, bottom, leading, trailing

    var isVertical: Bool { self == .top || self == .bottom }
}

enum Target {
    case safeArea(Edge)
    case map(Edge)
    case element(KeyPath<Elements, UIView?>, Edge)
}

struct LayoutRule {
    let item: KeyPath<Elements, UIView?>
    let edge: Edge
    let target: Target
    let constant: CGFloat

    init(_ item: KeyPath<Elements, UIView?>, _ edge: Edge, to target: Target, _ constant: CGFloat = 0) {
        self.item = item
        self.edge = edge
        self.target = target
        self.constant = constant
    }
}

/// Both views and layout guides can be rule targets.
@MainActor
protocol Anchorable {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: Anchorable {}
extension UILayoutGuide: Anchorable {}

extension Anchorable {
    func yAnchor(_ edge: Edge) -> NSLayoutYAxisAnchor? {
        switch edge {
        case .top: return topAnchor
        case .bottom: return bottomAnchor
        case .leading, .trailing: return nil
        }
    }

    func xAnchor(_ edge: Edge) -> NSLayoutXAxisAnchor? {
        switch edge {
        case .leading: return leadingAnchor
        case .trailing: return trailingAnchor
        case .top, .bottom: return nil
        }
    }
}

@MainActor
enum LayoutResolver {
    static func resolve<Rules: Sequence>(
        _ rules: Rules, in elements: Elements, map: UIView
    ) -> [NSLayoutConstraint] where Rules.Element == LayoutRule {
        rules.compactMap { rule in
            guard let view = elements[keyPath: rule.item],
                  let (target, targetEdge) = anchorable(for: rule.target, in: elements, map: map)
            else { return nil }
            if rule.edge.isVertical {
                guard let from = view.yAnchor(rule.edge), let to = target.yAnchor(targetEdge) else { return nil }
                return from.constraint(equalTo: to, constant: rule.constant)
            } else {
                guard let from = view.xAnchor(rule.edge), let to = target.xAnchor(targetEdge) else { return nil }
                return from.constraint(equalTo: to, constant: rule.constant)
            }
        }
    }

    private static func anchorable(
        for target: Target, in elements: Elements, map: UIView
    ) -> (any Anchorable, Edge)? {
        switch target {
        case .safeArea(let edge):
            return (map.safeAreaLayoutGuide, edge)
        case .map(let edge):
            return (map, edge)
        case let .element(path, edge):
            guard let view = elements[keyPath: path] else { return nil }
            return (view, edge)
        }
    }
}
