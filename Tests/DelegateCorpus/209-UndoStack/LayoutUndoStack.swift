import GoogleNavigation
import UIKit

/// Every layout change registers its inverse here, grouped by the callback
/// that made it, so cleanup is "unwind the group" and never a hand-written
/// list that drifts from what was added.
@MainActor
final class LayoutUndoStack {
    enum GroupKey: Hashable {
        case session
        case ready
        case guidance
        case prompt(ObjectIdentifier)
    }

    typealias Undo = () -> Void

    private struct Group {
        let key: GroupKey
        var undos: [Undo] = []
    }

    private var groups: [Group] = []

    var isEmpty: Bool { groups.isEmpty }

    func contains(_ key: GroupKey) -> Bool {
        groups.contains { $0.key == key }
    }

    /// Opens a group; registrations go to the newest group.
    func begin(_ key: GroupKey) {
        precondition(!contains(key), "group \(key) is already open")
        groups.append(Group(key: key))
    }

    func register(_ undo: @escaping Undo) {
        guard !groups.isEmpty else {
            assertionFailure("register outside a group")
            return
        }
        groups[groups.count - 1].undos.append(undo)
    }

    /// Runs the group's inverses newest first and drops the group.
    func unwind(_ key: GroupKey) {
        guard let index = groups.lastIndex(where: { $0.key == key }) else { return }
        let group = groups.remove(at: index)
        for undo in group.undos.reversed() {
            undo()
        }
    }

    /// Unwinds every group, newest group first.
    func unwindAll() {
        while let last = groups.last {
            unwind(last.key)
        }
    }
}

// MARK: - Reversible operations

extension LayoutUndoStack {
    func add(_ view: UIView, to host: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(view)
        register { [weak view] in view?.removeFromSuperview() }
    }

    func add(_ views: [UIView], to host: UIView) {
        views.forEach { add($0, to: host) }
    }

    func addGuide(_ guide: UILayoutGuide, to host: UIView) {
        host.addLayoutGuide(guide)
        register { host.removeLayoutGuide(guide) }
    }

    func activate(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        register { NSLayoutConstraint.deactivate(constraints) }
    }

    func arrange(_ views: [UIView], in stack: GMSNavigationHidingStackView) {
        let previous = stack.arrangedSubviews
        stack.arrangedSubviews = views
        register { stack.arrangedSubviews = previous }
    }
}
