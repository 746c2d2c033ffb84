import GoogleNavigation
import UIKit

/// Everything the navigation layout put on a map, by identifier.
///
/// Views, constraint groups and layout guides live in three dictionaries keyed
/// by their own kind of `Tagged` identifier. Callers usually write string
/// literals: `registry.views["turnCard"]`, `registry[group: "guidance"]`.
@MainActor
final class Registry {
    private(set) var views: [ViewID: UIView] = [:]
    private(set) var groups: [ConstraintGroupID: [NSLayoutConstraint]] = [:]
    private(set) var guides: [GuideID: UILayoutGuide] = [:]

    // MARK: Generic subscripts

    /// A registered view, cast to the type the call site expects:
    /// `let stack: GMSNavigationHidingStackView? = registry["buttons"]`.
    subscript<V: UIView>(id: ViewID) -> V? {
        views[id] as? V
    }

    /// A registered view of an explicit type: `registry["buttons", as: GMSNavigationHidingStackView.self]`.
    subscript<V: UIView>(id: ViewID, as type: V.Type) -> V? {
        views[id] as? V
    }

    /// The constraints of a group; empty when none was built.
    subscript(group id: ConstraintGroupID) -> [NSLayoutConstraint] {
        groups[id, default: []]
    }

    /// A layout guide by identifier.
    subscript(guide id: GuideID) -> UILayoutGuide? {
        guides[id]
    }

    // MARK: Views

    /// Adds `view` to `host` (once) and records it under `id`.
    func install(_ view: UIView, as id: ViewID, in host: UIView) {
        if view.superview !== host {
            host.addSubview(view)
        }
        views[id] = view
    }

    /// Records a view the layout places but does not add itself.
    func record(_ view: UIView, as id: ViewID) {
        views[id] = view
    }

    /// Takes the view off screen and forgets it.
    func uninstall(_ ids: ViewID...) {
        for id in ids {
            guard let view = views.removeValue(forKey: id) else { continue }
            if let stack = view as? GMSNavigationHidingStackView {
                stack.arrangedSubviews = []
            }
            view.removeFromSuperview()
        }
    }

    /// Forgets a view without taking it off screen (a prompt sliding out
    /// removes itself when its animation ends).
    @discardableResult
    func forget(_ id: ViewID) -> UIView? {
        views.removeValue(forKey: id)
    }

    func uninstallAll() {
        uninstall(views.keys.sorted())
    }

    private func uninstall(_ ids: [ViewID]) {
        for id in ids { uninstall(id) }
    }

    // MARK: Constraint groups

    /// Replaces the group's constraints with `constraints` and activates them.
    func activate(_ id: ConstraintGroupID, _ constraints: [NSLayoutConstraint]) {
        deactivate(id)
        groups[id] = constraints
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates and forgets a group.
    func deactivate(_ ids: ConstraintGroupID...) {
        for id in ids {
            guard let constraints = groups.removeValue(forKey: id) else { continue }
            NSLayoutConstraint.deactivate(constraints)
        }
    }

    /// Takes a group out of the registry, still active, for the caller to end.
    func detach(_ id: ConstraintGroupID) -> [NSLayoutConstraint] {
        groups.removeValue(forKey: id) ?? []
    }

    func deactivateAll() {
        for id in groups.keys.sorted() { deactivate(id) }
    }

    // MARK: Layout guides

    /// The guide under `id`, added to `host` the first time it is asked for.
    func guide(_ id: GuideID, in host: UIView) -> UILayoutGuide {
        if let guide = guides[id] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = id.rawValue
        host.addLayoutGuide(guide)
        guides[id] = guide
        return guide
    }

    func removeGuide(_ id: GuideID, from host: UIView) {
        if let guide = guides.removeValue(forKey: id) {
            host.removeLayoutGuide(guide)
        }
    }

    func removeAllGuides(from host: UIView) {
        for id in guides.keys.sorted() {
            if let guide = guides.removeValue(forKey: id) {
                host.removeLayoutGuide(guide)
            }
        }
    }
}
