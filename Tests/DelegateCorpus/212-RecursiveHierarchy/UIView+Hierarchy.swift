import UIKit

/// Tags of the views the navigation chrome creates. Anything with tag 0 is not ours
/// (Google's views, the map's own views) and the walkers below never descend into it.
enum ChromeTag: Int, CaseIterable {
    case host = 0x7A_0100
    case buttonRail = 0x7A_0110
    case buttonStack = 0x7A_0111

    @MainActor static func owns(_ view: UIView) -> Bool {
        ChromeTag(rawValue: view.tag) != nil
    }
}

/// A full-size container that lets touches through to the map everywhere it has no
/// content of its own.
final class PassThroughHostView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

extension UIView {
    /// Depth-first search for one of our tagged views, pruned at views that are not ours
    /// (we never walk into a Google view's internal hierarchy).
    func ownedDescendant(tagged tag: ChromeTag) -> UIView? {
        if self.tag == tag.rawValue { return self }
        for child in subviews where ChromeTag.owns(child) {
            if let found = child.ownedDescendant(tagged: tag) { return found }
        }
        return nil
    }

    /// Our own subtree in post-order (children before parents), pruned like the search.
    func ownedSubtreePostOrder() -> [UIView] {
        guard ChromeTag.owns(self) else { return [] }
        var result: [UIView] = []
        for child in subviews where ChromeTag.owns(child) {
            result.append(contentsOf: child.ownedSubtreePostOrder())
        }
        result.append(self)
        return result
    }

    /// Every ancestor, nearest first.
    var ancestors: [UIView] {
        guard let parent = superview else { return [] }
        return [parent] + parent.ancestors
    }

    /// The active constraints that mention this view, wherever UIKit installed them:
    /// on the view itself is never needed (we put no size constraints on views), so the
    /// walk starts at the superview and climbs to the root.
    func constraintsTouchingSelf() -> [NSLayoutConstraint] {
        ancestors.flatMap { ancestor in
            ancestor.constraints.filter { $0.firstItem === self || $0.secondItem === self }
        }
    }

    /// Deactivates what pins this view, then takes it off its superview.
    func detachFromLayout() {
        NSLayoutConstraint.deactivate(constraintsTouchingSelf())
        removeFromSuperview()
    }
}
