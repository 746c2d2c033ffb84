import GoogleNavigation
import UIKit

/// Keeps the map in step with a `Scene`: mounts and unmounts views by set algebra and
/// activates only the pins that changed, by diffing the described constraints.
@MainActor
final class ChromeReconciler {
    private weak var map: GMSMapView?
    private var table: [NodeID: AnyObject] = [:]
    private var mounted: Set<NodeID> = []
    private var current: [PinSpec] = []
    private var live: [PinSpec: NSLayoutConstraint] = [:]
    private var rail: GMSNavigationHidingStackView?

    func attach(to map: GMSMapView) {
        self.map = map
        bind(.map, map)
        bind(.safeArea, map.safeAreaLayoutGuide)
        let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        rail.spacing = Metrics.buttonGap
        self.rail = rail
        bind(.rail, rail)
    }

    /// Points an id at an object. When the object is a new one, whatever was pinned to the
    /// old one is dropped so the next render pins the new one afresh.
    func bind(_ id: NodeID, _ object: AnyObject) {
        if let old = table[id], old !== object { forget(id) }
        table[id] = object
    }

    /// Drops an id: its pins are deactivated and it no longer counts as mounted. The view
    /// itself stays where it is (a prompt fading out removes itself).
    func forget(_ id: NodeID) {
        for spec in current where spec.mentions(id) {
            live.removeValue(forKey: spec)?.isActive = false
        }
        current.removeAll { $0.mentions(id) }
        mounted.remove(id)
        table.removeValue(forKey: id)
    }

    func bind(_ state: NavigationReadyUIState) {
        bind(.viewport, state.viewport)
        bind(.logo, state.googleLogo)
        bind(.logoMargins, state.googleLogo.layoutMarginsGuide)
        arrange(state.buttons)
    }

    func bind(_ state: ActiveGuidanceUIState) {
        bind(.viewport, state.viewport)
        bind(.logo, state.googleLogo)
        bind(.logoMargins, state.googleLogo.layoutMarginsGuide)
        bind(.turnCard, state.turnCard)
        bind(.etaCard, state.etaCard)
        bind(.etaMargins, state.etaCard.layoutMarginsGuide)
        bind(.speedWidget, state.speedWidget)
        arrange(state.buttons)
    }

    func bind(prompt: NavigationPromptView) {
        bind(.prompt, prompt)
        bind(.promptMargins, prompt.layoutMarginsGuide)
    }

    /// The hiding stack drops buttons from the end: the compass goes first.
    private func arrange(_ buttons: [NavigationUIButton]) {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        rail?.arrangedSubviews = buttons
            .sorted { (order.firstIndex(of: $0.type) ?? order.count) < (order.firstIndex(of: $1.type) ?? order.count) }
            .map(\.view)
    }

    // MARK: Render

    func render(_ scene: Scene) {
        guard let map else { return }
        let diff = scene.pins.difference(from: current)
        for change in diff.removals {
            if case let .remove(_, spec, _) = change {
                live.removeValue(forKey: spec)?.isActive = false
            }
        }

        let wanted = scene.views.filter(\.isMountable)
        for id in mounted.subtracting(wanted) {
            (table[id] as? UIView)?.removeFromSuperview()
        }
        for id in wanted.subtracting(mounted).sorted() {
            guard let view = table[id] as? UIView else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(view)
        }
        mounted = wanted.intersection(Set(table.keys))

        for change in diff.insertions {
            if case let .insert(_, spec, _) = change, let constraint = makeConstraint(spec) {
                constraint.isActive = true
                live[spec] = constraint
            }
        }
        current = scene.pins
    }

    /// Everything off the map, ready for another session.
    func detach() {
        render(Scene())
        rail?.arrangedSubviews = []
        rail = nil
        table.removeAll()
        map = nil
    }

    private func makeConstraint(_ spec: PinSpec) -> NSLayoutConstraint? {
        guard let item = table[spec.item], let target = table[spec.target] else { return nil }
        return NSLayoutConstraint(item: item, attribute: spec.attribute, relatedBy: spec.relation,
                                  toItem: target, attribute: spec.targetAttribute,
                                  multiplier: 1, constant: spec.constant)
    }
}
