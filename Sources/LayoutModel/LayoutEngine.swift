import Cassowary

/// The bridge from the view world to the Cassowary solver.
///
/// Each layout builds a fresh solver in Auto Layout's recovering mode: first the
/// system constraints (map frame, autoresizing masks, intrinsic sizes, system
/// guides, stack arrangements), then the delegate's active constraints in
/// hierarchy and installation order, so a conflicting delegate constraint is
/// the one dropped, as in UIKit's logs. Two things depend on the solved frames
/// and are settled by re-solving until nothing changes: the safe-area insets of
/// subviews (edge-to-edge Google cards grow by the unsafe area they cover) and
/// the buttons a `HidingStackView` hides. Rebuilding per layout keeps every pass
/// deterministic and independent of history; a map's `SolveCache` answers a
/// system solved before without solving it again.
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

        let maximumPasses = Self.settlingPasses + stacks.map(\.arrangedSubviews.count).reduce(0, +)
        var pass = 0
        while true {
            pass += 1
            let result = solve(views: views, context: context)
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

        func snapshot(converged: Bool) -> LayoutSnapshot {
            LayoutSnapshot(
                context: context, entries: entries, conflicts: conflicts, ambiguities: ambiguous,
                activeConstraints: active, solverErrors: errors, converged: converged)
        }
    }

    /// The four solver variables of an item: its frame in map coordinates.
    private struct FrameVariables {
        let x, y, width, height: Variable

        init(_ name: String) {
            x = Variable("\(name).x")
            y = Variable("\(name).y")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }

        var all: [Variable] { [x, y, width, height] }

        func components(in ambiguous: Set<Variable>) -> [LayoutSnapshot.FrameComponent] {
            zip(LayoutSnapshot.FrameComponent.allCases, all).compactMap { ambiguous.contains($1) ? $0 : nil }
        }
    }

    private func solve(views: [LayoutView], context: LayoutContext) -> Result {
        var items: [LayoutItem] = []
        var parents: [String?] = []
        for view in views {
            items.append(view)
            parents.append(view.superview?.name)
            for guide in view.allGuides {
                items.append(guide)
                parents.append(view.name)
            }
        }
        var positions: [ObjectIdentifier: Int] = [:]
        for (position, item) in items.enumerated() { positions[ObjectIdentifier(item)] = position }
        let active = views.flatMap(\.constraints)
        let constraints = views.flatMap { $0.systemConstraints(in: context) } + active

        let solve = { Self.solve(itemNames: items.map(\.name), constraints, positions, context.direction) }
        let outcome: SolveCache.Outcome
        if let cache = map.solveCache {
            let key = Self.key(itemCount: items.count, constraints, positions, context.direction)
            outcome = cache.outcome(for: key) ?? {
                let solved = solve()
                cache.store(solved, for: key)
                return solved
            }()
        } else {
            outcome = solve()
        }

        var entries: [LayoutSnapshot.Entry] = []
        for (position, (item, parent)) in zip(items, parents).enumerated() {
            let frame = outcome.frames[position]
            item.frameInMap = frame
            entries.append(LayoutSnapshot.Entry(item: item, frame: frame, isVisible: isVisible(item), parentName: parent))
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
            errors: errors)
    }

    /// The system as the solver sees it, for the cache.
    private static func key(
        itemCount: Int, _ constraints: [LayoutConstraint], _ positions: [ObjectIdentifier: Int], _ direction: LayoutDirection
    ) -> SolveCache.Key {
        func position(_ anchor: AnyAnchor?) -> Int32 {
            guard let anchor else { return -2 }
            return positions[ObjectIdentifier(anchor.item)].map(Int32.init) ?? -1
        }
        let terms = constraints.map { constraint in
            SolveCache.Key.Term(
                first: position(constraint.firstAnchor), firstAttribute: constraint.firstAnchor.attribute,
                relation: constraint.relation, second: position(constraint.secondAnchor),
                secondAttribute: constraint.secondAnchor?.attribute, multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority.rawValue)
        }
        return SolveCache.Key(itemCount: itemCount, direction: direction, terms: terms)
    }

    /// Solves the system with a fresh solver; items and constraints by position.
    private static func solve(
        itemNames: [String], _ constraints: [LayoutConstraint], _ positions: [ObjectIdentifier: Int],
        _ direction: LayoutDirection
    ) -> SolveCache.Outcome {
        let variables = itemNames.map(FrameVariables.init)
        let solver = Solver(mode: .recovering)
        var owners: [ObjectIdentifier: Int] = [:]
        var errors: [(constraint: Int, message: String?)] = []
        for (index, constraint) in constraints.enumerated() {
            guard let translated = translate(constraint, variables, positions, direction) else {
                errors.append((index, nil))
                continue
            }
            owners[ObjectIdentifier(translated)] = index
            do {
                try solver.add(translated)
            } catch {
                errors.append((index, "\(error)"))
            }
        }

        func owner(_ constraint: Constraint) -> Int? { owners[ObjectIdentifier(constraint)] }
        let conflicts = solver.conflicts.compactMap { conflict -> (dropped: Int, conflictingWith: [Int])? in
            owner(conflict.dropped).map { ($0, conflict.conflictingWith.compactMap(owner)) }
        }
        let frames = variables.map { vars in
            Rect(
                x: value(of: vars.x, in: solver), y: value(of: vars.y, in: solver),
                width: value(of: vars.width, in: solver), height: value(of: vars.height, in: solver))
        }
        let ambiguousVariables = Set(solver.ambiguousVariables(variables.flatMap(\.all)))
        let ambiguities = variables.enumerated().compactMap { position, vars -> (item: Int, components: [LayoutSnapshot.FrameComponent])? in
            let components = vars.components(in: ambiguousVariables)
            return components.isEmpty ? nil : (position, components)
        }
        return SolveCache.Outcome(frames: frames, conflicts: conflicts, ambiguities: ambiguities, errors: errors)
    }

    /// A solved value without floating-point residue (to a millionth of a
    /// point), so frames compare exactly and print the same everywhere.
    private static func value(of variable: Variable, in solver: Solver) -> Double {
        let value = (solver.value(of: variable) * 1e6).rounded() / 1e6
        return value == 0 ? 0 : value
    }

    private func isVisible(_ item: LayoutItem) -> Bool {
        if let view = item as? LayoutView { return view.isVisible }
        return (item as? LayoutGuide)?.owningView?.isVisible ?? false
    }

    // MARK: - Translation

    /// `first RELATION multiplier * second + constant` as a solver constraint.
    /// Under right-to-left, leading and trailing become the right and left
    /// edges and the constant of a constraint that involves them changes sign,
    /// as in UIKit (leading + 16 means 16 points further from the leading edge);
    /// so does an inequality's direction (`trailing <= superview.trailing - 8`
    /// keeps the view 8 points inside the trailing edge in both directions).
    private static func translate(
        _ constraint: LayoutConstraint, _ variables: [FrameVariables], _ positions: [ObjectIdentifier: Int],
        _ direction: LayoutDirection
    ) -> Constraint? {
        let first = constraint.firstAnchor
        let second = constraint.secondAnchor
        let isDirectional = first.attribute.isDirectional || (second?.attribute.isDirectional ?? false)
        let flip = direction == .rightToLeft && isDirectional
        let constant = flip ? -constraint.constant : constraint.constant
        guard let lhs = expression(first, variables, positions, direction) else { return nil }
        var rhs = Expression(constant: constant)
        if let second {
            guard let other = expression(second, variables, positions, direction) else { return nil }
            rhs = other * constraint.multiplier + constant
        }
        let relation: Relation = switch (constraint.relation, flip) {
        case (.equal, _): .equal
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
        case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, priority: constraint.priority) { constraint.description }
    }

    private static func expression(
        _ anchor: AnyAnchor, _ variables: [FrameVariables], _ positions: [ObjectIdentifier: Int],
        _ direction: LayoutDirection
    ) -> Expression? {
        guard let position = positions[ObjectIdentifier(anchor.item)] else { return nil }
        let v = variables[position]
        let rtl = direction == .rightToLeft
        return switch anchor.attribute {
        case .left: Expression(v.x)
        case .right: v.x + v.width
        case .leading: rtl ? v.x + v.width : Expression(v.x)
        case .trailing: rtl ? Expression(v.x) : v.x + v.width
        case .centerX: Expression(v.x) + v.width * 0.5
        case .top: Expression(v.y)
        case .bottom: v.y + v.height
        case .centerY: Expression(v.y) + v.height * 0.5
        case .width: Expression(v.width)
        case .height: Expression(v.height)
        }
    }

    // MARK: - Settling

    /// Recomputes each subview's safe-area insets from its solved frame;
    /// returns whether any changed by more than a rounding error.
    private func updateSafeAreaInsets(views: [LayoutView], context: LayoutContext) -> Bool {
        var changed = false
        for view in views where view !== map {
            let insets = context.unsafeOverlap(of: view.frameInMap)
            let old = view.safeAreaInsets
            if abs(insets.top - old.top) > 0.01 || abs(insets.left - old.left) > 0.01
                || abs(insets.bottom - old.bottom) > 0.01 || abs(insets.right - old.right) > 0.01
            {
                view.safeAreaInsets = insets
                changed = true
            }
        }
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
