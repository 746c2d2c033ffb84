import UIKit
import GoogleNavigation

/// A tiny declarative layout layer, in the spirit of SwiftUI modifiers.
enum LayoutEdge { case top, bottom, leading, trailing }

enum LayoutTarget {
    case safeArea
    case centerX
    case edge(LayoutEdge, of: UIView)
    case margin(LayoutEdge, of: UIView)
}

enum LayoutRelation { case equal, atMost, atLeast }

struct LayoutRule {
    var edge: LayoutEdge
    var target: LayoutTarget
    var spacing: CGFloat = 0
    var relation: LayoutRelation = .equal
}

@MainActor
protocol LayoutElement {
    func render(into map: UIView) -> RenderedLayout
}

@MainActor
struct RenderedLayout {
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []

    mutating func merge(_ other: RenderedLayout) {
        views += other.views
        constraints += other.constraints
    }

    func tearDown() {
        NSLayoutConstraint.deactivate(constraints)
        views.reversed().forEach { $0.removeFromSuperview() }
    }
}

@MainActor
final class LayoutNode: LayoutElement {
    let view: UIView
    private var rules: [LayoutRule] = []
    private var isHidden = false

    init(_ view: UIView) { self.view = view }

    func pinned(to edge: LayoutEdge) -> Self {
        rules.append(LayoutRule(edge: edge, target: .safeArea))
        return self
    }

    func below(_ other: UIView, spacing: CGFloat = 0) -> Self {
        rules.append(LayoutRule(edge: .top, target: .edge(.bottom, of: other), spacing: spacing))
        return self
    }

    func above(_ other: UIView, margins: Bool = false, spacing: CGFloat = 0) -> Self {
        let target: LayoutTarget = margins ? .margin(.top, of: other) : .edge(.top, of: other)
        rules.append(LayoutRule(edge: .bottom, target: target, spacing: spacing))
        return self
    }

    func after(_ other: UIView, spacing: CGFloat = 0) -> Self {
        rules.append(LayoutRule(edge: .leading, target: .edge(.trailing, of: other), spacing: spacing))
        return self
    }

    func aligned(_ edge: LayoutEdge, with other: UIView) -> Self {
        rules.append(LayoutRule(edge: edge, target: .edge(edge, of: other)))
        return self
    }

    func leadingHalf() -> Self {
        rules.append(LayoutRule(edge: .trailing, target: .centerX, relation: .atMost))
        return self
    }

    func notAbove(_ edge: LayoutEdge, spacing: CGFloat = 0) -> Self {
        rules.append(LayoutRule(edge: edge, target: .safeArea, spacing: spacing, relation: .atLeast))
        return self
    }

    /// Like SwiftUI's `.padding`: insets every safe-area pin made so far.
    func padding(_ value: CGFloat) -> Self {
        for index in rules.indices {
            if case .safeArea = rules[index].target { rules[index].spacing = value }
        }
        return self
    }

    func hidden(when condition: Bool) -> Self {
        isHidden = condition
        return self
    }

    func render(into map: UIView) -> RenderedLayout {
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
        view.isHidden = isHidden
        // Activated by the enclosing group once every view is in the map.
        let made = rules.map { makeConstraint($0, in: map) }
        return RenderedLayout(views: [view], constraints: made)
    }

    private func makeConstraint(_ rule: LayoutRule, in map: UIView) -> NSLayoutConstraint {
        let inward: CGFloat = (rule.edge == .top || rule.edge == .leading) ? rule.spacing : -rule.spacing
        switch rule.edge {
        case .top, .bottom:
            let mine = rule.edge == .top ? view.topAnchor : view.bottomAnchor
            return relate(mine, yAnchor(rule.target, edge: rule.edge, in: map), inward, rule.relation)
        case .leading, .trailing:
            let mine = rule.edge == .leading ? view.leadingAnchor : view.trailingAnchor
            return relate(mine, xAnchor(rule.target, edge: rule.edge, in: map), inward, rule.relation)
        }
    }

    private func relate<A>(_ a: NSLayoutAnchor<A>, _ b: NSLayoutAnchor<A>, _ c: CGFloat,
                           _ relation: LayoutRelation) -> NSLayoutConstraint {
        switch relation {
        case .equal: return a.constraint(equalTo: b, constant: c)
        case .atMost: return a.constraint(lessThanOrEqualTo: b, constant: c)
        case .atLeast: return a.constraint(greaterThanOrEqualTo: b, constant: c)
        }
    }

    private func yAnchor(_ target: LayoutTarget, edge: LayoutEdge, in map: UIView) -> NSLayoutYAxisAnchor {
        switch target {
        case .safeArea:
            return edge == .top ? map.safeAreaLayoutGuide.topAnchor : map.safeAreaLayoutGuide.bottomAnchor
        case .edge(let other, let view):
            return other == .top ? view.topAnchor : view.bottomAnchor
        case .margin(let other, let view):
            return other == .top ? view.layoutMarginsGuide.topAnchor : view.layoutMarginsGuide.bottomAnchor
        case .centerX:
            return map.centerYAnchor
        }
    }

    private func xAnchor(_ target: LayoutTarget, edge: LayoutEdge, in map: UIView) -> NSLayoutXAxisAnchor {
        switch target {
        case .safeArea:
            return edge == .leading ? map.safeAreaLayoutGuide.leadingAnchor : map.safeAreaLayoutGuide.trailingAnchor
        case .edge(let other, let view):
            return other == .leading ? view.leadingAnchor : view.trailingAnchor
        case .margin(let other, let view):
            return other == .leading ? view.layoutMarginsGuide.leadingAnchor : view.layoutMarginsGuide.trailingAnchor
        case .centerX:
            return map.centerXAnchor
        }
    }
}

/// A group of nodes rendered in order (later nodes draw on top).
@MainActor
struct LayoutGroup: LayoutElement {
    var children: [any LayoutElement]

    init(children: [any LayoutElement]) { self.children = children }

    init(@LayoutBuilder _ content: () -> LayoutGroup) { self = content() }

    func render(into map: UIView) -> RenderedLayout {
        var result = RenderedLayout()
        for child in children { result.merge(child.render(into: map)) }
        NSLayoutConstraint.activate(result.constraints)
        return result
    }
}

@resultBuilder
@MainActor
enum LayoutBuilder {
    static func buildExpression(_ element: any LayoutElement) -> [any LayoutElement] { [element] }
    static func buildExpression(_ element: (any LayoutElement)?) -> [any LayoutElement] { element.map { [$0] } ?? [] }
    static func buildBlock(_ parts: [any LayoutElement]...) -> [any LayoutElement] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [any LayoutElement]?) -> [any LayoutElement] { part ?? [] }
    static func buildEither(first: [any LayoutElement]) -> [any LayoutElement] { first }
    static func buildEither(second: [any LayoutElement]) -> [any LayoutElement] { second }
    static func buildFinalResult(_ parts: [any LayoutElement]) -> LayoutGroup { LayoutGroup(children: parts) }
}
