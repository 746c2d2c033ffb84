import GoogleNavigation
import UIKit

// MARK: - Memento

/// The constraint sets the layout keeps, each activated and deactivated as a unit.
enum ConstraintSetKey: String, CaseIterable, Hashable {
    case ready       // navigation-ready logo, viewport, button stack
    case guidance    // cards, speed widget, logo and stack in guidance
    case dock        // logo / buttons / viewport bottoms resting on the ETA card
    case prompt      // the prompt's own placement
    case promptDock  // the same bottoms resting on the prompt
}

/// An immutable snapshot of the live layout. Only the originator reads its
/// contents; everybody else passes it around.
struct LayoutMemento {
    let label: String
    let wideMode: Bool
    let constraintSets: [ConstraintSetKey: [NSLayoutConstraint]]
    let placedViews: [UIView]
    let stackedButtons: [UIView]
    let prompt: NavigationPromptView?

    /// A copy of this snapshot with one constraint set swapped, used when a
    /// resize invalidates what an older snapshot remembers.
    func replacing(_ key: ConstraintSetKey, with constraints: [NSLayoutConstraint], wideMode: Bool) -> LayoutMemento {
        var sets = constraintSets
        sets[key] = constraints
        return LayoutMemento(
            label: label, wideMode: wideMode, constraintSets: sets,
            placedViews: placedViews, stackedButtons: stackedButtons, prompt: prompt)
    }
}

// MARK: - Originator

/// Owns the live layout on the map: which constraint sets are active, which
/// views are placed, what the button stack holds and which prompt is shown.
@MainActor
final class LayoutOriginator {
    private(set) var wideMode = false
    private(set) var constraintSets: [ConstraintSetKey: [NSLayoutConstraint]] = [:]
    private(set) var placedViews: [UIView] = []
    private(set) var prompt: NavigationPromptView?

    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    init() {
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    func makeMemento(label: String) -> LayoutMemento {
        LayoutMemento(
            label: label, wideMode: wideMode, constraintSets: constraintSets,
            placedViews: placedViews, stackedButtons: buttonStack.arrangedSubviews, prompt: prompt)
    }

    /// Puts the layout back the way `memento` saw it. Views placed since are
    /// handed to `dismiss`, which must take them off the map (now or once an
    /// animation ends).
    func restore(
        _ memento: LayoutMemento, on map: GMSMapView,
        dismiss: (UIView) -> Void = { $0.removeFromSuperview() }
    ) {
        NSLayoutConstraint.deactivate(allConstraints)

        let kept = Set(memento.placedViews.map(ObjectIdentifier.init))
        let current = Set(placedViews.map(ObjectIdentifier.init))
        for view in placedViews where !kept.contains(ObjectIdentifier(view)) {
            dismiss(view)
        }
        for view in memento.placedViews where !current.contains(ObjectIdentifier(view)) {
            map.addSubview(view)
        }
        buttonStack.arrangedSubviews = memento.stackedButtons

        constraintSets = memento.constraintSets
        placedViews = memento.placedViews
        prompt = memento.prompt
        wideMode = memento.wideMode
        NSLayoutConstraint.activate(allConstraints)
    }

    var allConstraints: [NSLayoutConstraint] {
        ConstraintSetKey.allCases.flatMap { constraintSets[$0] ?? [] }
    }

    func setWideMode(_ wide: Bool) {
        wideMode = wide
    }

    // MARK: Views

    func place(_ view: UIView, on map: GMSMapView, behindEverything: Bool = false) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if behindEverything {
            map.insertSubview(view, at: 0)
        } else {
            map.addSubview(view)
        }
        if !placedViews.contains(where: { $0 === view }) {
            placedViews.append(view)
        }
    }

    func stackButtons(_ views: [UIView]) {
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        buttonStack.arrangedSubviews = views
    }

    func showPrompt(_ newPrompt: NavigationPromptView, on map: GMSMapView) {
        place(newPrompt, on: map)
        prompt = newPrompt
    }

    // MARK: Constraint sets

    func install(_ key: ConstraintSetKey, _ constraints: [NSLayoutConstraint]) {
        uninstall(key)
        NSLayoutConstraint.activate(constraints)
        constraintSets[key] = constraints
    }

    func uninstall(_ key: ConstraintSetKey) {
        guard let old = constraintSets.removeValue(forKey: key) else { return }
        NSLayoutConstraint.deactivate(old)
    }

    /// Everything off the map, as if navigation never ran.
    func tearDown() {
        NSLayoutConstraint.deactivate(allConstraints)
        constraintSets.removeAll()
        buttonStack.arrangedSubviews = []
        placedViews.reversed().forEach { $0.removeFromSuperview() }
        placedViews.removeAll()
        prompt = nil
        wideMode = false
    }
}

// MARK: - Caretaker

/// Keeps the snapshots the delegate may need to go back to. It never looks
/// inside them.
@MainActor
final class LayoutHistory {
    private var snapshots: [LayoutMemento] = []

    func push(_ memento: LayoutMemento) {
        snapshots.append(memento)
    }

    /// Drops every snapshot above the one labelled `label` and hands it back.
    func unwind(to label: String) -> LayoutMemento? {
        while let last = snapshots.popLast() {
            if last.label == label { return last }
        }
        return nil
    }

    func replace(label: String, _ transform: (LayoutMemento) -> LayoutMemento) {
        snapshots = snapshots.map { $0.label == label ? transform($0) : $0 }
    }

    func clear() {
        snapshots.removeAll()
    }
}
