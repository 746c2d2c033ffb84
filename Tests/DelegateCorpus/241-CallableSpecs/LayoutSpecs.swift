import GoogleNavigation
import UIKit

// MARK: - Slots and the table that fills them

enum Slot: Hashable {
    case turnCard, etaCard, speedWidget, logo, viewport, buttons, prompt
    case contentBottom, muteButton, summarySheet
}

/// Something with the four edge anchors: a view or a layout guide.
enum Anchorable {
    case view(UIView)
    case guide(UILayoutGuide)

    @MainActor func x(_ edge: Edge) -> NSLayoutXAxisAnchor {
        switch self {
        case .view(let v): return edge == .leading ? v.leadingAnchor : v.trailingAnchor
        case .guide(let g): return edge == .leading ? g.leadingAnchor : g.trailingAnchor
        }
    }

    @MainActor func y(_ edge: Edge) -> NSLayoutYAxisAnchor {
        switch self {
        case .view(let v): return edge == .top ? v.topAnchor : v.bottomAnchor
        case .guide(let g): return edge == .top ? g.topAnchor : g.bottomAnchor
        }
    }
}

@MainActor
struct SlotTable {
    private var items: [Slot: Anchorable] = [:]

    /// `layout[slot: .turnCard]`: the view in a slot, if a view fills it.
    subscript(slot slot: Slot) -> UIView? {
        get {
            if case .view(let view)? = items[slot] { return view }
            return nil
        }
        set { items[slot] = newValue.map(Anchorable.view) }
    }

    /// `layout[anchors: .contentBottom]`: views and guides alike.
    subscript(anchors slot: Slot) -> Anchorable? {
        get { items[slot] }
        set { items[slot] = newValue }
    }
}

// MARK: - Metrics

enum Spacing {
    enum Key { case element, buttonGap, buttonInset, sheet, wideColumn }

    static subscript(_ key: Key) -> CGFloat {
        switch key {
        case .element: return NavigationStyleValues.elementHorizontalPadding
        case .buttonGap: return NavigationStyleValues.buttonVerticalPadding
        case .buttonInset: return NavigationStyleValues.buttonHorizontalPadding
        case .sheet: return 120
        case .wideColumn: return 360
        }
    }
}

// MARK: - Pins and specs

enum Edge { case top, bottom, leading, trailing }

enum Target {
    case safe, map, slot(Slot), margins(Slot)
}

struct LayoutContext {
    let map: GMSMapView
    let table: SlotTable
}

enum Pin {
    case edge(Edge, to: Target, Edge? = nil, inset: CGFloat = 0, priority: Float = 1000)
    case atMost(Edge, to: Target, Edge? = nil, inset: CGFloat = 0)

    @MainActor
    func callAsFunction(_ item: Anchorable, _ context: LayoutContext) -> NSLayoutConstraint? {
        switch self {
        case let .edge(edge, target, other, inset, priority):
            guard let anchors = Pin.resolve(target, context) else { return nil }
            let made = Pin.relate(item, edge, anchors, other ?? edge, inset, lessOrEqual: false)
            made.priority = UILayoutPriority(priority)
            return made
        case let .atMost(edge, target, other, inset):
            guard let anchors = Pin.resolve(target, context) else { return nil }
            return Pin.relate(item, edge, anchors, other ?? edge, inset, lessOrEqual: true)
        }
    }

    @MainActor
    private static func resolve(_ target: Target, _ context: LayoutContext) -> Anchorable? {
        switch target {
        case .safe: return .guide(context.map.safeAreaLayoutGuide)
        case .map: return .view(context.map)
        case .slot(let slot): return context.table[anchors: slot]
        case .margins(let slot): return context.table[slot: slot].map { .guide($0.layoutMarginsGuide) }
        }
    }

    @MainActor
    private static func relate(
        _ item: Anchorable, _ edge: Edge, _ other: Anchorable, _ otherEdge: Edge,
        _ inset: CGFloat, lessOrEqual: Bool
    ) -> NSLayoutConstraint {
        switch edge {
        case .top, .bottom:
            let (a, b) = (item.y(edge), other.y(otherEdge))
            return lessOrEqual ? a.constraint(lessThanOrEqualTo: b, constant: inset)
                               : a.constraint(equalTo: b, constant: inset)
        case .leading, .trailing:
            let (a, b) = (item.x(edge), other.x(otherEdge))
            return lessOrEqual ? a.constraint(lessThanOrEqualTo: b, constant: inset)
                               : a.constraint(equalTo: b, constant: inset)
        }
    }
}

/// A whole state's placement: `spec(table, map)` gives its constraints.
struct LayoutSpec: ExpressibleByDictionaryLiteral {
    private(set) var entries: [(Slot, [Pin])]

    init(dictionaryLiteral elements: (Slot, [Pin])...) {
        entries = elements
    }

    @MainActor
    func callAsFunction(_ table: SlotTable, _ map: GMSMapView) -> [NSLayoutConstraint] {
        let context = LayoutContext(map: map, table: table)
        return entries.flatMap { slot, pins -> [NSLayoutConstraint] in
            guard let item = table[anchors: slot] else { return [] }
            return pins.compactMap { pin in pin(item, context) }
        }
    }

    static func + (lhs: LayoutSpec, rhs: LayoutSpec) -> LayoutSpec {
        var joined = lhs
        joined.entries += rhs.entries
        return joined
    }
}

// MARK: - Small helpers

/// `detach(a, b, c)` takes views off screen, skipping empty slots.
@dynamicCallable
struct Detach {
    @MainActor
    func dynamicallyCall(withArguments views: [UIView?]) {
        for view in views { view?.removeFromSuperview() }
    }
}

func when<T>(_ condition: @autoclosure () -> Bool, _ then: @autoclosure () -> T, else other: @autoclosure () -> T) -> T {
    condition() ? then() : other()
}

@MainActor
func stage(_ constraints: [NSLayoutConstraint], into bag: inout [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
    bag += constraints
}

@MainActor
func drain(_ bag: inout [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(bag)
    bag.removeAll()
}
