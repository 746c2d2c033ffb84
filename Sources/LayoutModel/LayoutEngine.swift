/// The bridge from the view world to the Cassowary solver.
///
/// Each layout solves afresh in Auto Layout's recovering mode: first the
/// system constraints (map frame, autoresizing masks, intrinsic sizes, system
/// guides, stack arrangements), then the delegate's active constraints in
/// hierarchy and installation order, so a conflicting delegate constraint is
/// the one dropped, as in UIKit's logs. Two things depend on the solved frames
/// and are settled by re-solving until nothing changes: the safe-area insets of
/// subviews (edge-to-edge Google cards grow by the unsafe area they cover, a
/// scroll view's content moves by them) and the buttons a `HidingStackView` hides. Rebuilding per layout keeps every pass
/// deterministic and independent of history. `LayoutSystem` solves each
/// independent component with its own solver, and a map's `SolveCache`
/// answers a component solved before without solving it again.
struct LayoutEngine {
    let map: MapView

    /// The passes allowed for safe areas to settle, on top of one per arranged
    /// view a stack may hide.
    private static let settlingPasses = 4

    func layout() -> LayoutSnapshot {
        let context = map.context
        let views = map.subtree
        let stacks = views.compactMap { $0 as? HidingStackView }
        for stack in stacks { stack.resetHiding() }
        for view in views where view !== map { view.safeAreaInsets = .zero }
        for case let scroll as ScrollView in views { scroll.resetInsetAdjustment() }

        let maximumPasses = Self.settlingPasses + stacks.map(\.arrangedSubviews.count).reduce(0, +)
        let delegates = DelegateConstraints(views: views, context: context)
        var pass = 0
        while true {
            pass += 1
            let result = solve(views: views, delegates: delegates, context: context)
            let insetsChanged = updateSafeAreaInsets(views: views, context: context)
            // Hide buttons only once the geometry they sit in has settled.
            let hid = !insetsChanged && stacks.contains { $0.hideOverflowingView(in: context) }
            if !(insetsChanged || hid) || pass >= maximumPasses {
                storeFrames(views: views)
                return result.snapshot(converged: !(insetsChanged || hid))
            }
        }
    }

    // MARK: - One solve

    private struct Result {
        let context: LayoutContext
        let entries: [LayoutSnapshot.Entry]
        let conflicts: [LayoutSnapshot.Conflict]
        let ambiguous: [LayoutSnapshot.Ambiguity]
        let active: [LayoutConstraint]
        let errors: [String]
        let directionMismatches: [LayoutConstraint]

        func snapshot(converged: Bool) -> LayoutSnapshot {
            var snapshot = LayoutSnapshot(
                context: context, entries: entries, conflicts: conflicts, ambiguities: ambiguous,
                activeConstraints: active, solverErrors: errors, converged: converged)
            snapshot.directionMismatches = directionMismatches
            return snapshot
        }
    }

    /// The items a layout of `views` solves, each view followed by its
    /// guides, and each item's position among them.
    static func items(of views: [LayoutView]) -> (items: [LayoutItem], positions: [ObjectIdentifier: Int]) {
        var items: [LayoutItem] = []
        for view in views {
            items.append(view)
            items += view.allGuides as [LayoutItem]
        }
        var positions: [ObjectIdentifier: Int] = [:]
        for (position, item) in items.enumerated() { positions[ObjectIdentifier(item)] = position }
        return (items, positions)
    }

    /// The delegate's active constraints, what resolves their leading and
    /// trailing, and the anchors they relate as solved: the same in every
    /// settling pass of a layout (a pass changes safe areas and hidden
    /// buttons, never which constraints are active), so worked out once.
    private struct DelegateConstraints {
        let active: [LayoutConstraint]
        let directions: [LayoutDirection]
        let anchors: [SolvedAnchors]
        /// Those whose views have different effective directions (`SemanticContent.swift`).
        let mismatches: [LayoutConstraint]

        init(views: [LayoutView], context: LayoutContext) {
            active = views.flatMap(\.constraints)
            var mismatches: [LayoutConstraint] = []
            directions = active.map { constraint in
                switch constraint.directionalResolution(in: context.direction) {
                case .resolved(let direction): return direction
                case .none: return context.direction
                case .mixed:
                    mismatches.append(constraint)
                    return context.direction
                }
            }
            self.mismatches = mismatches
            anchors = active.map(ScrollView.layoutAnchors)
        }
    }

    private func solve(views: [LayoutView], delegates: DelegateConstraints, context: LayoutContext) -> Result {
        let (items, positions) = Self.items(of: views)
        // A view's parent is its superview; a guide's, the view it is listed under.
        let parents: [String?] = views.flatMap { view in [view.superview?.name] + view.allGuides.map { _ in view.name } }
        let active = delegates.active
        // A view's own constraints (its arrangement, its guides) resolve by its
        // effective direction; the delegate's by the views they relate.
        let system = views.map { view in
            (constraints: view.systemConstraints(in: context), direction: view.effectiveLayoutDirection(in: context.direction))
        }
        let systemConstraints = system.flatMap(\.constraints)
        let constraints = systemConstraints + active
        let directions = system.flatMap { part in part.constraints.map { _ in part.direction } } + delegates.directions
        let anchors = systemConstraints.map(ScrollView.layoutAnchors) + delegates.anchors

        let layoutSystem = { (pinned: [Rect?]?) in
            LayoutSystem(
                itemNames: items.map(\.name), constraints: constraints, anchors: anchors, positions: positions,
                directions: directions, pinned: pinned)
        }
        let pinned = items.map(\.pinnedFrame)
        // Without pins the solve always gives a solution.
        let outcome = (pinned.contains { $0 != nil } ? layoutSystem(pinned).solve(cache: nil) : nil)
            ?? layoutSystem(nil).solve(cache: map.solveCache)!

        var entries: [LayoutSnapshot.Entry] = []
        for (position, item) in items.enumerated() { item.frameInMap = outcome.frames[position] }
        for (item, parent) in zip(items, parents) {
            entries.append(
                LayoutSnapshot.Entry(
                    item: item, frame: Self.drawnFrame(of: item), isVisible: isVisible(item), parentName: parent,
                    safeAreaInsets: (item as? LayoutView)?.safeAreaInsets ?? .zero))
        }
        for (position, item) in items.enumerated() {
            if let scroll = Self.enclosingScrollView(of: item), let frame = positions[ObjectIdentifier(scroll)].map({ outcome.frames[$0] }) {
                entries[position].clip = frame
            }
        }
        let conflicts = outcome.conflicts.map {
            LayoutSnapshot.Conflict(dropped: constraints[$0.dropped], conflictingWith: $0.conflictingWith.map { constraints[$0] })
        }
        let ambiguous = outcome.ambiguities.map { LayoutSnapshot.Ambiguity(item: items[$0.item], components: $0.components) }
        let errors = outcome.errors.map { error in
            let constraint = constraints[error.constraint]
            return error.message.map { "\(constraint): \($0)" } ?? "\(constraint) mentions an item outside the map view"
        }
        return Result(
            context: context, entries: entries, conflicts: conflicts, ambiguous: ambiguous, active: active,
            errors: errors, directionMismatches: delegates.mismatches)
    }

    /// Where a view is drawn: its solved frame moved by its own transform and
    /// its superviews', each about that view's centre (a guide is not drawn: its frame).
    private static func drawnFrame(of item: LayoutItem) -> Rect {
        guard let view = item as? LayoutView else { return item.frameInMap }
        var drawn = view.frameInMap
        for holder in Swift.sequence(first: view, next: \.superview) where !holder.transform.isIdentity {
            let frame = holder.frameInMap
            drawn = holder.transform.boundingBox(of: drawn, about: (frame.midX, frame.midY))
        }
        return drawn
    }

    /// The nearest scroll view holding the item (a guide's view counts as holding it).
    private static func enclosingScrollView(of item: LayoutItem) -> ScrollView? {
        var current = (item as? LayoutView)?.superview ?? (item as? LayoutGuide)?.owningView
        if item is LayoutGuide, let owner = current as? ScrollView { return owner }
        while let view = current, !(view is ScrollView) { current = view.superview }
        return current as? ScrollView
    }

    private func isVisible(_ item: LayoutItem) -> Bool {
        if let view = item as? LayoutView { return view.isVisible }
        return (item as? LayoutGuide)?.owningView?.isVisible ?? false
    }

    // MARK: - Settling

    /// Recomputes each subview's safe-area insets from its solved frame;
    /// returns whether any changed by more than a rounding error where the
    /// system reads them: a pinned view's own size constraints are constants
    /// (`LayoutSystem`), so only its safe-area guide would.
    private func updateSafeAreaInsets(views: [LayoutView], context: LayoutContext) -> Bool {
        var changed = false
        for view in views where view !== map {
            let insets = context.unsafeOverlap(of: view.frameInMap)
            let old = view.safeAreaInsets
            if abs(insets.top - old.top) > 0.01 || abs(insets.left - old.left) > 0.01
                || abs(insets.bottom - old.bottom) > 0.01 || abs(insets.right - old.right) > 0.01
            {
                view.safeAreaInsets = insets
                if view.pinnedFrame == nil || !view.allGuides.isEmpty { changed = true }
            }
        }
        for case let scroll as ScrollView in views where scroll.settleInsetAdjustment() { changed = true }
        return changed
    }

    /// Records the solved frames in superview coordinates, as UIKit's `frame`.
    private func storeFrames(views: [LayoutView]) {
        for view in views {
            let origin = view.superview?.frameInMap ?? .zero
            let frame = view.frameInMap
            view.currentFrame = Rect(x: frame.x - origin.x, y: frame.y - origin.y, width: frame.width, height: frame.height)
        }
    }
}
