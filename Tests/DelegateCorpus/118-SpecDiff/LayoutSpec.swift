import UIKit
import GoogleNavigation

/// The Google views we place, by role.
enum Slot: String, Hashable, CaseIterable {
    case viewport, logo, compass, reporting, turnCard, etaCard, speedWidget, prompt
}

/// What an edge rule refers to.
enum Target: Hashable {
    case safeArea
    case map
    case centerLine
    case slot(Slot)
    case margins(Slot)
}

/// How one edge of a view is placed.
enum EdgeRule: Hashable {
    case pin(to: Target, inset: CGFloat)
    case below(Target, gap: CGFloat)
    /// Sits on top of the target; may be pushed further up by `clearOf`.
    case above(Target, gap: CGFloat)
    /// Stays on the leading side of the target's trailing edge.
    case within(Target)
    case none
}

/// A value describing where one Google view goes.
struct Spec: Equatable, Hashable {
    let slot: Slot
    let viewID: ObjectIdentifier
    var top: EdgeRule = .none
    var leading: EdgeRule = .none
    var trailing: EdgeRule = .none
    var bottom: EdgeRule = .none
    /// Views whose top this view's bottom must stay above (prompts). Keyed by the
    /// view's identity too, so a changed prompt counts as a changed spec.
    var clearOf: [Slot: ObjectIdentifier] = [:]

    init(_ slot: Slot, _ view: UIView) {
        self.slot = slot
        self.viewID = ObjectIdentifier(view)
    }

    func with(top: EdgeRule? = nil, leading: EdgeRule? = nil, trailing: EdgeRule? = nil, bottom: EdgeRule? = nil) -> Spec {
        var copy = self
        if let top { copy.top = top }
        if let leading { copy.leading = leading }
        if let trailing { copy.trailing = trailing }
        if let bottom { copy.bottom = bottom }
        return copy
    }
}

/// Turns specs into constraints against a map and a slot registry.
@MainActor
struct SpecResolver {
    let map: GMSMapView
    let views: [Slot: UIView]

    private func xAnchor(_ target: Target, leading: Bool) -> NSLayoutXAxisAnchor? {
        switch target {
        case .safeArea: return leading ? map.safeAreaLayoutGuide.leadingAnchor : map.safeAreaLayoutGuide.trailingAnchor
        case .map: return leading ? map.leadingAnchor : map.trailingAnchor
        case .centerLine: return map.centerXAnchor
        case .slot(let s): return leading ? views[s]?.leadingAnchor : views[s]?.trailingAnchor
        case .margins(let s): return leading ? views[s]?.layoutMarginsGuide.leadingAnchor : views[s]?.layoutMarginsGuide.trailingAnchor
        }
    }

    private func yAnchor(_ target: Target, top: Bool) -> NSLayoutYAxisAnchor? {
        switch target {
        case .safeArea: return top ? map.safeAreaLayoutGuide.topAnchor : map.safeAreaLayoutGuide.bottomAnchor
        case .map: return top ? map.topAnchor : map.bottomAnchor
        case .centerLine: return map.centerYAnchor
        case .slot(let s): return top ? views[s]?.topAnchor : views[s]?.bottomAnchor
        case .margins(let s): return top ? views[s]?.layoutMarginsGuide.topAnchor : views[s]?.layoutMarginsGuide.bottomAnchor
        }
    }

    func constraints(for spec: Spec) -> [NSLayoutConstraint] {
        guard let view = views[spec.slot] else { return [] }
        var out: [NSLayoutConstraint] = []
        switch spec.top {
        case .pin(let t, let inset): if let a = yAnchor(t, top: true) { out.append(view.topAnchor.constraint(equalTo: a, constant: inset)) }
        case .below(let t, let gap): if let a = yAnchor(t, top: false) { out.append(view.topAnchor.constraint(equalTo: a, constant: gap)) }
        default: break
        }
        switch spec.leading {
        case .pin(let t, let inset): if let a = xAnchor(t, leading: true) { out.append(view.leadingAnchor.constraint(equalTo: a, constant: inset)) }
        default: break
        }
        switch spec.trailing {
        case .pin(let t, let inset): if let a = xAnchor(t, leading: false) { out.append(view.trailingAnchor.constraint(equalTo: a, constant: -inset)) }
        case .within(let t): if let a = xAnchor(t, leading: false) { out.append(view.trailingAnchor.constraint(lessThanOrEqualTo: a)) }
        default: break
        }
        switch spec.bottom {
        case .pin(let t, let inset): if let a = yAnchor(t, top: false) { out.append(view.bottomAnchor.constraint(equalTo: a, constant: -inset)) }
        case .above(let t, let gap):
            if let a = yAnchor(t, top: true) {
                let preferred = view.bottomAnchor.constraint(equalTo: a, constant: -gap)
                preferred.priority = .defaultHigh
                out += [preferred, view.bottomAnchor.constraint(lessThanOrEqualTo: a, constant: -gap)]
            }
        default: break
        }
        for (other, id) in spec.clearOf {
            guard let target = views[other], ObjectIdentifier(target) == id else { continue }
            out.append(view.bottomAnchor.constraint(lessThanOrEqualTo: target.topAnchor))
        }
        return out
    }
}
