import Testing

@testable import LayoutModel

/// Constraints whose sides are gaps between two anchors (`anchorWithOffset(to:)`):
/// a gap held equal to another gap or to a dimension, in both directions.
@Suite struct GapConstraintTests {
    /// A map with 50 x 20 views `names`, each unplaced.
    static func views(_ names: [String], in direction: LayoutDirection) throws -> (MapView, [LayoutView]) {
        let map = MapView(device: DeviceProfile.standardDevices[0], direction: direction)
        let views = names.map { LayoutView(name: $0) }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            try map.addSubview(view)
            try LayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20)])
        }
        return (map, views)
    }

    static func gap(_ origin: AnyAnchor, _ anchor: AnyAnchor, _ relation: LayoutRelation = .equal, _ other: (AnyAnchor, AnyAnchor?), multiplier: Double = 1, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(
            first: anchor, relation: relation, second: other.0, multiplier: multiplier, constant: constant,
            firstOrigin: origin, secondOrigin: other.1)
    }

    /// Three views stacked with the second gap held equal to the first: the middle view sits halfway.
    @Test func aGapHeldToAnotherGapSpacesEvenly() throws {
        let (map, views) = try Self.views(["a", "b", "c"], in: .leftToRight)
        let (a, b, c) = (views[0], views[1], views[2])
        let spacing = Self.gap(b.bottomAnchor.erased, c.topAnchor.erased, .equal, (b.topAnchor.erased, a.bottomAnchor.erased))
        try LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            c.topAnchor.constraint(equalTo: map.topAnchor, constant: 300),
            spacing,
        ] + views.map { $0.leftAnchor.constraint(equalTo: map.leftAnchor) })
        let snapshot = map.layoutIfNeeded()
        #expect(snapshot.conflicts.isEmpty && snapshot.ambiguities.isEmpty)
        // a ends at 120, c starts at 300: b (20 high) leaves 80 above and below.
        #expect(b.frameInMap.y == 200, "\(b.frameInMap)")
        #expect(spacing.description == "(c.topAnchor - b.bottomAnchor) == (b.topAnchor - a.bottomAnchor)")
        #expect(spacing.items.map(\.name) == ["b", "c", "a", "b"])
    }

    /// Leading-to-trailing gaps are measured from leading to trailing: an inset
    /// mirrored on the trailing side lands 20 pt inside it in both directions,
    /// and a gap held to a width is that width, not its negation, right to left.
    @Test func directionalGapsRunFromLeadingToTrailing() throws {
        for direction in LayoutDirection.allCases {
            let (map, views) = try Self.views(["box", "mirror", "next"], in: direction)
            let (box, mirror, next) = (views[0], views[1], views[2])
            try LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 20),
                Self.gap(mirror.trailingAnchor.erased, map.trailingAnchor.erased, .equal, (box.leadingAnchor.erased, map.leadingAnchor.erased)),
                Self.gap(box.trailingAnchor.erased, next.leadingAnchor.erased, .equal, (box.widthAnchor.erased, nil), multiplier: 0.5),
            ] + views.map { $0.topAnchor.constraint(equalTo: map.topAnchor) })
            let snapshot = map.layoutIfNeeded()
            #expect(snapshot.conflicts.isEmpty && snapshot.ambiguities.isEmpty)
            let width = map.frameInMap.width
            let (mirrorX, boxX, nextX) = direction == .leftToRight ? (width - 70, 20.0, 95.0) : (20, width - 70, width - 145)
            #expect(mirror.frameInMap.x == mirrorX && box.frameInMap.x == boxX && next.frameInMap.x == nextX, "\(direction): \(mirror.frameInMap) \(box.frameInMap) \(next.frameInMap)")
        }
    }

    /// An inequality on a gap keeps its sense right to left too: at least 30 pt after the leading view.
    @Test func aGapInequalityKeepsItsSenseInBothDirections() throws {
        for direction in LayoutDirection.allCases {
            let (map, views) = try Self.views(["first", "second"], in: direction)
            let (first, second) = (views[0], views[1])
            let atLeast = Self.gap(first.trailingAnchor.erased, second.leadingAnchor.erased, .greaterThanOrEqual, (first.heightAnchor.erased, nil), constant: 10)
            // Pulled against the first view, weakly: the gap stops it 30 pt after.
            let pull = second.leadingAnchor.constraint(equalTo: first.trailingAnchor)
            pull.priority = .defaultLow
            try LayoutConstraint.activate([first.leadingAnchor.constraint(equalTo: map.leadingAnchor), atLeast, pull] + views.map { $0.topAnchor.constraint(equalTo: map.topAnchor) })
            let snapshot = map.layoutIfNeeded()
            let distance = direction == .leftToRight ? second.frameInMap.x - first.frameInMap.maxX : first.frameInMap.x - second.frameInMap.maxX
            #expect(distance == 30, "\(direction): \(first.frameInMap) \(second.frameInMap) \(snapshot.conflicts.count)")
        }
    }

    /// UIKit's rules for a gap: two positions of one axis, related to a dimension.
    @Test func aGapMixingAxesOrEdgeKindsIsRefused() throws {
        let (map, views) = try Self.views(["a", "b"], in: .leftToRight)
        let (a, b) = (views[0], views[1])
        let mixedEdges = Self.gap(a.leadingAnchor.erased, b.leftAnchor.erased, .equal, (a.widthAnchor.erased, nil))
        let acrossAxes = Self.gap(a.topAnchor.erased, b.leadingAnchor.erased, .equal, (a.widthAnchor.erased, nil))
        let gapToPosition = Self.gap(a.bottomAnchor.erased, b.topAnchor.erased, .equal, (map.topAnchor.erased, nil))
        for constraint in [mixedEdges, acrossAxes, gapToPosition] {
            #expect(throws: LayoutError.self) { try constraint.activate() }
        }
        let heldToHeight = Self.gap(a.bottomAnchor.erased, b.topAnchor.erased, .equal, (a.widthAnchor.erased, nil))
        try heldToHeight.activate()
        #expect(heldToHeight.isActive && !heldToHeight.isFixedSize)
    }
}
