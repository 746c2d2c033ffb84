import Cassowary
import LayoutModel
import Testing

/// Frames, direction, conflicts and ambiguity from the engine, against values
/// worked out by hand.
@Suite struct LayoutEngineTests {
    static let device = DeviceProfile(
        name: "test", size: Size(width: 400, height: 800),
        safeAreaInsets: EdgeInsets(top: 40, left: 0, bottom: 30, right: 0))

    private func customView(_ name: String, in map: MapView, size: IntrinsicSize = .none) throws -> LayoutView {
        let view = LayoutView(name: name)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.intrinsicContentSize = size
        try map.addSubview(view)
        return view
    }

    @Test func leadingAndTrailingFlipUnderRightToLeftButLeftAndRightDoNot() throws {
        for direction in LayoutDirection.allCases {
            let map = MapView(device: Self.device, direction: direction)
            let directional = try customView("directional", in: map, size: IntrinsicSize(width: 100, height: 20))
            let absolute = try customView("absolute", in: map, size: IntrinsicSize(width: 100, height: 20))
            try LayoutConstraint.activate([
                directional.leadingAnchor.constraint(equalTo: map.leadingAnchor, constant: 16),
                directional.topAnchor.constraint(equalTo: map.topAnchor),
                absolute.leftAnchor.constraint(equalTo: map.leftAnchor, constant: 16),
                absolute.topAnchor.constraint(equalTo: map.topAnchor),
            ])
            let snapshot = map.layoutIfNeeded()
            let expectedX: Double = direction == .leftToRight ? 16 : 400 - 16 - 100
            #expect(snapshot.frame(named: "directional") == Rect(x: expectedX, y: 0, width: 100, height: 20))
            #expect(snapshot.frame(named: "absolute") == Rect(x: 16, y: 0, width: 100, height: 20))
        }
    }

    @Test func trailingConstantsFlipToo() throws {
        let map = MapView(device: Self.device, direction: .rightToLeft)
        let view = try customView("view", in: map, size: IntrinsicSize(width: 50, height: 50))
        try LayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            view.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
        // Trailing is the left edge; -8 moves it inwards, to x = 8.
        #expect(map.layoutIfNeeded().frame(named: "view") == Rect(x: 8, y: 712, width: 50, height: 50))
    }

    @Test func marginsAndSafeAreaGuidesFollowTheView() throws {
        let map = MapView(device: Self.device)
        let snapshotGuides = { (snapshot: LayoutSnapshot) in
            (snapshot.frame(of: map.safeAreaLayoutGuide), snapshot.frame(of: map.layoutMarginsGuide))
        }
        _ = map.layoutMarginsGuide
        let (safe, margins) = snapshotGuides(map.layoutIfNeeded())
        #expect(safe == Rect(x: 0, y: 40, width: 400, height: 730))
        #expect(margins == Rect(x: 8, y: 48, width: 384, height: 714))
    }

    /// `insetsLayoutMarginsFromSafeArea = false`: the margins are measured from
    /// the view's edges, not its safe area (trial 49b: setting it stopped the run).
    @Test func marginsMeasuredFromTheEdgesWhenNotFromTheSafeArea() throws {
        let map = MapView(device: Self.device)
        map.insetsLayoutMarginsFromSafeArea = false
        _ = map.layoutMarginsGuide
        #expect(map.layoutIfNeeded().frame(of: map.layoutMarginsGuide) == Rect(x: 8, y: 8, width: 384, height: 784))
    }

    /// The readable content guide is the margins guide on a narrow map, and
    /// 672 pt wide and centred in it on a wide one.
    @Test func readableContentGuideIsCentredInTheMarginsUpTo672Points() throws {
        let narrow = MapView(device: Self.device)
        _ = narrow.readableContentGuide
        #expect(narrow.layoutIfNeeded().frame(of: narrow.readableContentGuide) == Rect(x: 8, y: 48, width: 384, height: 714))
        let wide = MapView(device: DeviceProfile(name: "wide", size: Size(width: 1000, height: 800), safeAreaInsets: .zero))
        _ = wide.readableContentGuide
        let snapshot = wide.layoutIfNeeded()
        #expect(snapshot.frame(of: wide.readableContentGuide) == Rect(x: 164, y: 8, width: 672, height: 784))
        #expect(snapshot.frame(of: wide.layoutMarginsGuide) == Rect(x: 8, y: 8, width: 984, height: 784))
    }

    @Test func autoresizingMaskFrameConflictsWithTheDelegatesConstraints() throws {
        let map = MapView(device: Self.device)
        let banner = LayoutView(name: "banner")  // translatesAutoresizingMaskIntoConstraints stays true
        banner.frame = Rect(x: 0, y: 0, width: 0, height: 0)
        try map.addSubview(banner)
        let width = banner.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: map.topAnchor, constant: 100), width,
        ])
        let snapshot = map.layoutIfNeeded()
        #expect(snapshot.conflicts.count == 2)
        let dropped = snapshot.conflicts.map(\.dropped)
        #expect(dropped.contains { $0 === width })
        #expect(dropped.allSatisfy { $0.systemKind == nil })
        #expect(snapshot.conflicts.allSatisfy { conflict in
            conflict.conflictingWith.contains { $0.systemKind == .autoresizingMask }
        })
        // The frame set by code wins, as in UIKit's recovery.
        #expect(snapshot.frame(named: "banner") == Rect.zero)
    }

    @Test func turningTheMaskOffRemovesTheConflict() throws {
        let map = MapView(device: Self.device)
        let banner = try customView("banner", in: map)
        try LayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: map.topAnchor, constant: 100),
            banner.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 200),
            banner.heightAnchor.constraint(equalToConstant: 50),
        ])
        let snapshot = map.layoutIfNeeded()
        #expect(snapshot.conflicts.isEmpty)
        #expect(snapshot.ambiguities.isEmpty)
        #expect(snapshot.frame(named: "banner") == Rect(x: 0, y: 100, width: 200, height: 50))
        #expect(banner.frame == Rect(x: 0, y: 100, width: 200, height: 50))
    }

    @Test func missingConstraintsAreReportedAsAmbiguous() throws {
        let map = MapView(device: Self.device)
        let floating = try customView("floating", in: map, size: IntrinsicSize(width: 40, height: 40))
        try floating.topAnchor.constraint(equalTo: map.topAnchor).activate()
        let snapshot = map.layoutIfNeeded()
        let ambiguity = try #require(snapshot.ambiguities.first { $0.item === floating })
        #expect(ambiguity.components == [.x])
        try floating.leadingAnchor.constraint(equalTo: map.leadingAnchor).activate()
        #expect(map.layoutIfNeeded().ambiguities.isEmpty)
    }

    @Test func priorityDecidesBetweenPreferences() throws {
        let map = MapView(device: Self.device)
        let view = try customView("view", in: map, size: IntrinsicSize(width: 100, height: 10))
        let strong = view.widthAnchor.constraint(equalToConstant: 300)
        strong.priority = 800
        try LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            view.topAnchor.constraint(equalTo: map.topAnchor), strong,
        ])
        // Growing only fights hugging (250): 800 and 300 both win.
        #expect(map.layoutIfNeeded().frame(named: "view")?.width == 300)
        strong.priority = 300
        #expect(map.layoutIfNeeded().frame(named: "view")?.width == 300)
        // Below hugging, the intrinsic width wins.
        strong.priority = 200
        #expect(map.layoutIfNeeded().frame(named: "view")?.width == 100)
        // Shrinking fights compression resistance (750).
        strong.constant = 50
        strong.priority = 700
        #expect(map.layoutIfNeeded().frame(named: "view")?.width == 100)
        strong.priority = 800
        #expect(map.layoutIfNeeded().frame(named: "view")?.width == 50)
    }

    @Test func edgeToEdgeGoogleCardsGrowUnderTheUnsafeArea() throws {
        let map = MapView(device: Self.device)
        let components = GoogleComponents(for: map)
        let card = components.turnCard
        try map.addSubview(card)
        try LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: map.topAnchor),
            card.leadingAnchor.constraint(equalTo: map.leadingAnchor),
        ])
        let snapshot = map.layoutIfNeeded()
        let nominal = MetricsProfile.standard.styleValues.headerNominalHeight
        #expect(snapshot.frame(named: "turnCard") == Rect(x: 0, y: 0, width: 400, height: 40 + nominal))
        #expect(card.safeAreaInsets == EdgeInsets(top: 40))
        #expect(snapshot.converged)
    }

    @Test func speedWidgetSizeFollowsItsState() throws {
        let metrics = MetricsProfile.standard
        let map = MapView(device: Self.device)
        let components = GoogleComponents(for: map, speedWidgetState: .nothing)
        let widget = components.speedWidget
        try map.addSubview(widget)
        try LayoutConstraint.activate([
            widget.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            widget.bottomAnchor.constraint(equalTo: map.safeAreaLayoutGuide.bottomAnchor),
        ])
        let expected: [SpeedWidgetState: Size] = [
            .nothing: .zero, .speedOnly: metrics.speedWidget.speedOnly,
            .limitOnly: metrics.speedWidget.limitOnly, .both: metrics.speedWidget.both,
        ]
        for state in SpeedWidgetState.allCases {
            components.setSpeedWidgetState(state)
            let frame = try #require(map.layoutIfNeeded().frame(named: "speedWidget"))
            #expect(frame.size == expected[state])
            #expect(frame.maxY == 770)
        }
    }
}
