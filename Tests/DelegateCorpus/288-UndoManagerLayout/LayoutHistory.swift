import GoogleNavigation
import UIKit

/// Names of the undo groups the layout opens. `stopGuidance` and `hidePrompt`
/// roll the history back to the group they close.
enum LayoutStep {
    static let enableNavigation = "Enable Navigation UI"
    static let startGuidance = "Start Guidance"
    static let showPrompt = "Show Prompt"
}

extension UndoManager {
    /// A history for layout steps: groups are opened and closed by hand, never by the run loop.
    @MainActor static func layoutHistory() -> UndoManager {
        let history = UndoManager()
        history.groupsByEvent = false
        history.levelsOfUndo = 0
        return history
    }

    /// Runs `body` as one named, undoable layout step.
    @MainActor func step(_ name: String, on map: GMSMapView, _ body: (LayoutRecorder) -> Void) {
        beginUndoGrouping()
        body(LayoutRecorder(history: self, map: map))
        setActionName(name)
        endUndoGrouping()
    }

    /// Undoes steps until the most recent step called `name` is undone too,
    /// never undoing a step called `barrier`. Returns false when it stopped short.
    @MainActor @discardableResult func rollBack(through name: String, notPast barrier: String) -> Bool {
        while canUndo {
            let top = undoActionName
            if top == barrier { return false }
            undo()
            if top == name { return true }
        }
        return false
    }

    /// Undoes everything and forgets it.
    @MainActor func rollBackAll() {
        while canUndo { undo() }
        removeAllActions()
    }
}

/// Applies layout changes to the map and registers how to take each one back.
@MainActor
struct LayoutRecorder {
    let history: UndoManager
    let map: GMSMapView

    func add(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        map.addSubview(view)
        history.registerUndo(withTarget: view) { $0.removeFromSuperview() }
    }

    /// Adds a view transparent, pins it, fades it in; undoing fades it out and
    /// removes it, which takes its own constraints with it.
    func addFading(_ view: UIView, pinnedBy constraints: [NSLayoutConstraint]) {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.alpha = 0
        map.addSubview(view)
        NSLayoutConstraint.activate(constraints)
        UIView.animate(withDuration: 0.25) { view.alpha = 1 }
        history.registerUndo(withTarget: view) { view in
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }, completion: { _ in
                view.removeFromSuperview()
            })
        }
    }

    func add(_ guide: UILayoutGuide) {
        map.addLayoutGuide(guide)
        history.registerUndo(withTarget: map) { $0.removeLayoutGuide(guide) }
    }

    func activate(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        history.registerUndo(withTarget: map) { _ in NSLayoutConstraint.deactivate(constraints) }
    }

    func deactivate(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        history.registerUndo(withTarget: map) { _ in NSLayoutConstraint.activate(constraints) }
    }

    func arrange(_ views: [UIView], in stack: GMSNavigationHidingStackView) {
        let previous = stack.arrangedSubviews
        stack.arrangedSubviews = views
        history.registerUndo(withTarget: stack) { $0.arrangedSubviews = previous }
    }

    /// Registers a custom undo step, for state the recorder does not know about.
    func onUndo(_ handler: @escaping @MainActor () -> Void) {
        history.registerUndo(withTarget: map) { _ in handler() }
    }
}

extension Array where Element == NavigationUIButton {
    /// The buttons we show, found by type (never by position), compass first.
    @MainActor var layoutButtonViews: [UIView] {
        let wanted: [NavigationButtonKnownType] = [.compass, .reporting]
        return wanted.compactMap { type in first { $0.type == type }?.view }
    }
}
