import GoogleNavigation
import UIKit

enum Anchor {
    case top(UIView, CGFloat)
    case below(UIView, CGFloat)
    case safeTop(CGFloat)
}

enum Floor {
    case mapBottom
    case guide(UILayoutGuide)
    case marginsOf(UIView)
}

enum Side {
    case leading(CGFloat)
    case trailing(CGFloat)
    case mapLeading
}

struct Placement {
    let view: UIView
    let anchor: Anchor?
    let floor: Floor?
    let side: Side?
    var shown = true
}

@MainActor
enum AnchorResolver {
    /// Resolves a top anchor; `.below` a view that is not shown falls through to that view's own anchor.
    static func top(_ view: UIView, _ anchor: Anchor, in navMap: GMSMapView, among all: [Placement], extra: CGFloat = 0) -> NSLayoutConstraint {
        if case let .below(other, gap) = anchor,
           let otherPlacement = all.first(where: { $0.view === other }), !otherPlacement.shown,
           let fallback = otherPlacement.anchor {
            return top(view, fallback, in: navMap, among: all, extra: extra + gap)
        }
        switch anchor {
        case let .top(other, gap):
            return view.topAnchor.constraint(equalTo: other.topAnchor, constant: gap + extra)
        case let .below(other, gap):
            return view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: gap + extra)
        case let .safeTop(gap):
            return view.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: gap + extra)
        }
    }

    static func bottom(_ view: UIView, _ floor: Floor, in navMap: GMSMapView) -> NSLayoutConstraint {
        switch floor {
        case .mapBottom: return view.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        case .guide(let guide): return view.bottomAnchor.constraint(equalTo: guide.topAnchor)
        case .marginsOf(let other): return view.bottomAnchor.constraint(equalTo: other.layoutMarginsGuide.topAnchor)
        }
    }

    static func horizontal(_ view: UIView, _ side: Side, in navMap: GMSMapView) -> NSLayoutConstraint {
        let safe = navMap.safeAreaLayoutGuide
        switch side {
        case .leading(let inset): return view.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset)
        case .trailing(let inset): return view.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)
        case .mapLeading: return view.leadingAnchor.constraint(equalTo: navMap.leadingAnchor)
        }
    }

    static func constraints(for placements: [Placement], in navMap: GMSMapView) -> [NSLayoutConstraint] {
        placements.filter(\.shown).flatMap { p -> [NSLayoutConstraint] in
            var result: [NSLayoutConstraint] = []
            if let anchor = p.anchor { result.append(top(p.view, anchor, in: navMap, among: placements)) }
            if let floor = p.floor { result.append(bottom(p.view, floor, in: navMap)) }
            if let side = p.side { result.append(horizontal(p.view, side, in: navMap)) }
            return result
        }
    }
}
