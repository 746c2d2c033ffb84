import GoogleNavigation
import UIKit

/// Value-type bookkeeping for one screen's layout: what is live, what is staged next.
struct LayoutState {
    var live: [NSLayoutConstraint] = []
    var staged: [NSLayoutConstraint] = []
    var liveViews: [UIView] = []
    var stagedViews: [UIView] = []
    var wide = false

    mutating func stage(_ views: [UIView], _ constraints: [NSLayoutConstraint]) {
        stagedViews.append(contentsOf: views)
        staged.append(contentsOf: constraints)
    }

    mutating func clearStaged() {
        staged.removeAll()
        stagedViews.removeAll()
    }

    func isStaged(_ view: UIView) -> Bool {
        stagedViews.contains { $0 === view }
    }
}

enum Change {
    case commit(into: GMSMapView)
    case retireAll
}

/// Swaps the staged layout in: views only in the old layout leave, the new ones arrive.
@MainActor
func apply(_ change: Change, to layout: inout LayoutState) {
    switch change {
    case .commit(let navMap):
        NSLayoutConstraint.deactivate(layout.live)
        for view in layout.liveViews where !layout.isStaged(view) {
            view.removeFromSuperview()
        }
        swap(&layout.live, &layout.staged)
        swap(&layout.liveViews, &layout.stagedViews)
        layout.liveViews.forEach { navMap.addSubview($0) }
        NSLayoutConstraint.activate(layout.live)
        layout.clearStaged()
    case .retireAll:
        NSLayoutConstraint.deactivate(layout.live)
        layout.liveViews.forEach { $0.removeFromSuperview() }
        layout.live.removeAll()
        layout.liveViews.removeAll()
        layout.clearStaged()
    }
}

struct PromptSlot {
    var view: NavigationPromptView?
    var slide: NSLayoutConstraint?

    mutating func take() -> (NavigationPromptView?, NSLayoutConstraint?) {
        defer { view = nil; slide = nil }
        return (view, slide)
    }
}
