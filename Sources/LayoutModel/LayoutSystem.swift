import Cassowary

/// One layout's constraint system, solved as independent parts.
///
/// An item's frame is two independent halves as far as most constraints go:
/// `x` and `width` (its horizontal *node*) and `y` and `height` (its vertical
/// node). Constraints connect nodes into components that share no variable, so
/// each component is solved alone and gives exactly what the whole system
/// gives: the solver's choices (pivots, the constraint a conflict drops) are
/// made within the rows a component owns, by creation order, which a
/// component keeps. Components are what repeats between layouts (the vertical
/// half of a layout in both directions, the horizontal half with and without a
/// prompt), so the `SolveCache` keeps components, not whole systems.
///
/// Items with a `pinnedFrame` take part as constants (the legacy layout pins
/// every slot): far fewer variables, and the same solution as long as the
/// pins hold. When a constraint left without variables fails, or a component
/// conflicts, the pinned solve gives up and the caller solves without pins, so
/// conflicts read the same either way.
/// The anchors a constraint relates as the layout solves them
/// (`ScrollView.layoutAnchors(of:)`): each side an anchor, or the gap from
/// an origin to it (`LayoutConstraint.firstOrigin`). Copied for every
/// constraint in every settling pass, so the rare gaps' origins live in a
/// box the usual constraint does not have (two references to count, not four).
struct SolvedAnchors {
    let first: AnyAnchor
    let second: AnyAnchor?
    private let origins: Origins?

    private final class Origins {
        let first: AnyAnchor?
        let second: AnyAnchor?

        init(first: AnyAnchor?, second: AnyAnchor?) {
            (self.first, self.second) = (first, second)
        }
    }

    init(first: AnyAnchor, firstOrigin: AnyAnchor?, second: AnyAnchor?, secondOrigin: AnyAnchor?) {
        (self.first, self.second) = (first, second)
        origins = firstOrigin == nil && secondOrigin == nil ? nil : Origins(first: firstOrigin, second: secondOrigin)
    }

    init(_ constraint: LayoutConstraint) {
        self.init(
            first: constraint.firstAnchor, firstOrigin: constraint.firstOrigin, second: constraint.secondAnchor,
            secondOrigin: constraint.secondOrigin)
    }

    var firstOrigin: AnyAnchor? { origins?.first }
    var secondOrigin: AnyAnchor? { origins?.second }
    /// Whether a side has a gap, which makes the constraint relate dimensions.
    var hasGap: Bool { origins != nil }

    func map(_ transform: (AnyAnchor) -> AnyAnchor) -> SolvedAnchors {
        SolvedAnchors(
            first: transform(first), firstOrigin: firstOrigin.map(transform), second: second.map(transform),
            secondOrigin: secondOrigin.map(transform))
    }
}

struct LayoutSystem {
    let itemNames: [String]
    let constraints: [LayoutConstraint]
    /// One a constraint: the anchors it relates as solved (`ScrollView.layoutAnchors(of:)`).
    let anchors: [SolvedAnchors]
    let positions: [ObjectIdentifier: Int]
    /// One a constraint: the direction its leading and trailing resolve by
    /// (views may force their own: `SemanticContent.swift`).
    let directions: [LayoutDirection]
    /// One an item, `nil` for an item the solver places.
    let pinned: [Rect?]?

    /// The solved system: items and constraints by position.
    struct Solution {
        let frames: [Rect]
        let conflicts: [(dropped: Int, conflictingWith: [Int])]
        let ambiguities: [(item: Int, components: [LayoutSnapshot.FrameComponent])]
        /// Each constraint the solver refused: its error, or `nil` when it mentions an item outside the map.
        let errors: [(constraint: Int, message: String?)]
    }

    /// A node: `2 * item` is the item's horizontal half, `2 * item + 1` its vertical half.
    private static func node(_ item: Int, _ attribute: LayoutAttribute) -> Int {
        switch attribute {
        case .leading, .trailing, .left, .right, .centerX, .width: 2 * item
        case .top, .bottom, .centerY, .height: 2 * item + 1
        }
    }

    private func isPinned(_ node: Int) -> Bool { pinned?[node / 2] != nil }

    /// Solves every component (through `cache` when given and nothing is
    /// pinned); `nil` when a pinned solve must be redone without pins.
    func solve(cache: SolveCache?) -> Solution? {
        let nodeCount = 2 * itemNames.count
        // Union-find over the nodes the constraints connect.
        var parent = Array(0..<nodeCount)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        var errors: [(constraint: Int, message: String?)] = []
        var placed: [(constraint: Int, node: Int)] = []
        /// An anchor's node; `-1` for no anchor, `nil` when its item is not laid out.
        func node(of anchor: AnyAnchor?) -> Int? {
            guard let anchor else { return -1 }
            return positions[ObjectIdentifier(anchor.item)].map { Self.node($0, anchor.attribute) }
        }
        for (index, solved) in anchors.enumerated() {
            // Every anchor's item in the layout, or the constraint is refused; then its nodes joined.
            guard let first = node(of: solved.first), let firstOrigin = node(of: solved.firstOrigin),
                let second = node(of: solved.second), let secondOrigin = node(of: solved.secondOrigin)
            else {
                errors.append((index, nil))
                continue
            }
            var placement = -1
            func join(_ node: Int) {
                guard node >= 0, !isPinned(node) else { return }
                if placement < 0 { placement = node } else { parent[root(node)] = root(placement) }
            }
            join(first)
            join(firstOrigin)
            join(second)
            join(secondOrigin)
            guard placement >= 0 else {
                // Between pinned items only: it must hold, or the pins do not describe the system.
                guard let translated = translate(index, [:]) else { return nil }
                if translated.priority.isRequired && !Self.holds(translated) { return nil }
                continue
            }
            placed.append((index, placement))
        }

        // Components in order of their first node; constraints in order within each.
        var componentOfRoot: [Int: Int] = [:]
        var components: [(nodes: [Int], constraints: [Int])] = []
        for node in 0..<nodeCount where !isPinned(node) {
            let top = root(node)
            if let known = componentOfRoot[top] {
                components[known].nodes.append(node)
            } else {
                componentOfRoot[top] = components.count
                components.append(([node], []))
            }
        }
        for (constraint, node) in placed { components[componentOfRoot[root(node)]!].constraints.append(constraint) }

        var values = [Double](repeating: 0, count: 2 * nodeCount)
        var ambiguous = [Bool](repeating: false, count: 2 * nodeCount)
        var conflicts: [(dropped: Int, conflictingWith: [Int])] = []
        for component in components {
            let outcome: SolveCache.Outcome
            if component.constraints.isEmpty {
                // Nothing places it: zero, and open.
                outcome = SolveCache.Outcome(
                    values: [0, 0], conflicts: [], ambiguous: [0, 1], errors: [])
            } else if pinned == nil, let cache {
                let key = self.key(component)
                outcome = cache.outcome(for: key) ?? {
                    let solved = solve(component)
                    cache.store(solved, for: key)
                    return solved
                }()
            } else {
                outcome = solve(component)
                if pinned != nil && !outcome.conflicts.isEmpty { return nil }
            }
            for (local, node) in component.nodes.enumerated() {
                values[2 * node] = outcome.values[2 * local]
                values[2 * node + 1] = outcome.values[2 * local + 1]
            }
            for variable in outcome.ambiguous { ambiguous[2 * component.nodes[variable / 2] + variable % 2] = true }
            conflicts += outcome.conflicts.map { conflict in
                (component.constraints[conflict.dropped], conflict.conflictingWith.map { component.constraints[$0] })
            }
            errors += outcome.errors.map { (component.constraints[$0.constraint], $0.message) }
        }

        // Node variables are (origin, length): x and width, y and height.
        let frames = itemNames.indices.map { item in
            pinned?[item] ?? Rect(
                x: values[4 * item], y: values[4 * item + 2], width: values[4 * item + 1], height: values[4 * item + 3])
        }
        let ambiguities = itemNames.indices.compactMap { item -> (item: Int, components: [LayoutSnapshot.FrameComponent])? in
            let open = zip([4 * item, 4 * item + 2, 4 * item + 1, 4 * item + 3], LayoutSnapshot.FrameComponent.allCases)
                .compactMap { ambiguous[$0] ? $1 : nil }
            return open.isEmpty ? nil : (item, open)
        }
        return Solution(
            frames: frames, conflicts: conflicts.sorted { $0.dropped < $1.dropped }, ambiguities: ambiguities,
            errors: errors.sorted { $0.constraint < $1.constraint })
    }

    // MARK: - One component

    /// The component as the solver sees it: its nodes by position in the
    /// component, and each constraint's layout direction only when it
    /// mentions leading or trailing (nothing else differs between directions).
    private func key(_ component: (nodes: [Int], constraints: [Int])) -> SolveCache.Key {
        var local: [Int: Int32] = [:]
        for (index, node) in component.nodes.enumerated() { local[node] = Int32(index) }
        let terms = component.constraints.map { index in
            let constraint = constraints[index]
            var directional = false
            func position(_ anchor: AnyAnchor?) -> Int32 {
                guard let anchor else { return -2 }
                if anchor.attribute.isDirectional { directional = true }
                return local[Self.node(positions[ObjectIdentifier(anchor.item)]!, anchor.attribute)] ?? -1
            }
            let solved = anchors[index]
            return SolveCache.Key.Term(
                first: position(solved.first), firstAttribute: solved.first.attribute,
                relation: constraint.relation, second: position(solved.second),
                secondAttribute: solved.second?.attribute,
                origins: solved.hasGap
                    ? SolveCache.Key.Origins(
                        first: position(solved.firstOrigin), firstAttribute: solved.firstOrigin?.attribute,
                        second: position(solved.secondOrigin), secondAttribute: solved.secondOrigin?.attribute)
                    : nil,
                multiplier: constraint.multiplier,
                constant: constraint.constant, priority: constraint.priority.rawValue,
                direction: directional ? directions[index] : nil)
        }
        return SolveCache.Key(itemCount: component.nodes.count, terms: terms)
    }

    /// Solves one component with a fresh solver; nodes and constraints by
    /// position in the component.
    private func solve(_ component: (nodes: [Int], constraints: [Int])) -> SolveCache.Outcome {
        var variables: [Int: (origin: Variable, length: Variable)] = [:]
        for node in component.nodes {
            let name = itemNames[node / 2]
            variables[node] = node % 2 == 0
                ? (Variable("\(name).x"), Variable("\(name).width"))
                : (Variable("\(name).y"), Variable("\(name).height"))
        }
        let solver = Solver(mode: .recovering)
        var owners: [ObjectIdentifier: Int] = [:]
        var errors: [(constraint: Int, message: String?)] = []
        for (local, index) in component.constraints.enumerated() {
            let translated = translate(index, variables)!
            owners[ObjectIdentifier(translated)] = local
            do {
                try solver.add(translated)
            } catch {
                errors.append((local, "\(error)"))
            }
        }
        func owner(_ constraint: Constraint) -> Int? { owners[ObjectIdentifier(constraint)] }
        let conflicts = solver.conflicts.compactMap { conflict -> (dropped: Int, conflictingWith: [Int])? in
            owner(conflict.dropped).map { ($0, conflict.conflictingWith.compactMap(owner)) }
        }
        let all = component.nodes.flatMap { [variables[$0]!.origin, variables[$0]!.length] }
        let open = Set(solver.ambiguousVariables(all))
        return SolveCache.Outcome(
            values: all.map { Self.value(of: $0, in: solver) }, conflicts: conflicts,
            ambiguous: all.indices.filter { open.contains(all[$0]) }, errors: errors)
    }

    /// A solved value without floating-point residue (to a millionth of a
    /// point), so frames compare exactly and print the same everywhere.
    private static func value(of variable: Variable, in solver: Solver) -> Double {
        let value = (solver.value(of: variable) * 1e6).rounded() / 1e6
        return value == 0 ? 0 : value
    }

    /// Whether a constraint with no variable left holds (to a millionth of a point).
    private static func holds(_ constraint: Constraint) -> Bool {
        let value = constraint.expression.constant
        return switch constraint.relation {
        case .equal: abs(value) <= 1e-6
        case .lessThanOrEqual: value <= 1e-6
        case .greaterThanOrEqual: value >= -1e-6
        }
    }

    // MARK: - Translation

    /// `first RELATION multiplier * second + constant` as a solver constraint,
    /// over the nodes' variables (pinned items are constants); `nil` when an
    /// anchor's node has no variable here.
    /// Under right-to-left, leading and trailing become the right and left
    /// edges and the constant of a constraint that involves them changes sign,
    /// as in UIKit (leading + 16 means 16 points further from the leading edge);
    /// so does an inequality's direction (`trailing <= superview.trailing - 8`
    /// keeps the view 8 points inside the trailing edge in both directions).
    /// A gap (`anchorWithOffset(to:)`) is its anchor less its origin, measured
    /// from leading to trailing for directional anchors: under right-to-left
    /// it is the origin less the anchor, and the constraint, which relates
    /// dimensions only then, keeps its constant and relation.
    private func translate(
        _ index: Int, _ variables: [Int: (origin: Variable, length: Variable)]
    ) -> Constraint? {
        let constraint = constraints[index]
        let solved = anchors[index]
        let isDirectional = solved.first.attribute.isDirectional || (solved.second?.attribute.isDirectional ?? false)
        let rtl = directions[index] == .rightToLeft
        let flip = rtl && isDirectional && !solved.hasGap
        let constant = flip ? -constraint.constant : constraint.constant
        func side(_ anchor: AnyAnchor, from origin: AnyAnchor?) -> Expression? {
            guard let end = expression(anchor, rtl: rtl, variables) else { return nil }
            guard let origin else { return end }
            guard let start = expression(origin, rtl: rtl, variables) else { return nil }
            return rtl && anchor.attribute.isDirectional ? start - end : end - start
        }
        guard let lhs = side(solved.first, from: solved.firstOrigin) else { return nil }
        var rhs = Expression(constant: constant)
        if let second = solved.second {
            guard let other = side(second, from: solved.secondOrigin) else { return nil }
            rhs = other * constraint.multiplier + constant
        }
        let relation: Relation = switch (constraint.relation, flip) {
        case (.equal, _): .equal
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): .lessThanOrEqual
        case (.greaterThanOrEqual, false), (.lessThanOrEqual, true): .greaterThanOrEqual
        }
        return Constraint(lhs, relation, rhs, priority: constraint.priority) { constraint.description }
    }

    private func expression(
        _ anchor: AnyAnchor, rtl: Bool, _ variables: [Int: (origin: Variable, length: Variable)]
    ) -> Expression? {
        let item = positions[ObjectIdentifier(anchor.item)]!
        if let frame = pinned?[item] {
            return Expression(constant: frame.value(of: anchor.attribute, rightToLeft: rtl))
        }
        guard let (origin, length) = variables[Self.node(item, anchor.attribute)] else { return nil }
        return switch anchor.attribute {
        case .left, .top: Expression(origin)
        case .right, .bottom: origin + length
        case .leading: rtl ? origin + length : Expression(origin)
        case .trailing: rtl ? Expression(origin) : origin + length
        case .centerX, .centerY: Expression(origin) + length * 0.5
        case .width, .height: Expression(length)
        }
    }
}

extension Rect {
    /// The value of an anchor's attribute for an item with this frame.
    fileprivate func value(of attribute: LayoutAttribute, rightToLeft: Bool) -> Double {
        switch attribute {
        case .left: x
        case .right: x + width
        case .leading: rightToLeft ? x + width : x
        case .trailing: rightToLeft ? x : x + width
        case .centerX: x + width * 0.5
        case .top: y
        case .bottom: y + height
        case .centerY: y + height * 0.5
        case .width: width
        case .height: height
        }
    }
}
