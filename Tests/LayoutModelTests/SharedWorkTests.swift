import LayoutModel
import Testing

/// What verification runs share, `SolveCache` and `LegacyLayout.Memo`, gives
/// exactly what doing the work again gives, mapped onto the current objects.
@Suite struct SharedWorkTests {
    static let device = DeviceProfile(
        name: "test", size: Size(width: 400, height: 800),
        safeAreaInsets: EdgeInsets(top: 40, left: 0, bottom: 30, right: 0))

    /// A map with a conflict (a frame from the autoresizing mask against a
    /// width) and an ambiguity (a view without a horizontal position); names
    /// differ by `prefix`, the system does not.
    private func conflictedMap(_ prefix: String, cache: SolveCache?) throws -> (MapView, LayoutConstraint, LayoutView) {
        let map = MapView(device: Self.device)
        map.solveCache = cache
        let banner = LayoutView(name: "\(prefix)banner")
        try map.addSubview(banner)
        let width = banner.widthAnchor.constraint(equalToConstant: 200)
        try LayoutConstraint.activate([banner.topAnchor.constraint(equalTo: map.topAnchor, constant: 100), width])
        let floating = LayoutView(name: "\(prefix)floating")
        floating.translatesAutoresizingMaskIntoConstraints = false
        floating.intrinsicContentSize = IntrinsicSize(width: 40, height: 40)
        try map.addSubview(floating)
        try floating.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor).activate()
        return (map, width, floating)
    }

    @Test func aCachedSystemAnswersWithTheCurrentItemsAndConstraints() throws {
        let cache = SolveCache()
        let (first, _, _) = try conflictedMap("a.", cache: cache)
        let solved = first.layoutIfNeeded()
        let missesOnly = cache.statistics
        #expect(missesOnly.hits == 0 && missesOnly.systems > 0)

        let (second, width, floating) = try conflictedMap("b.", cache: cache)
        let answered = second.layoutIfNeeded()
        #expect(cache.statistics.hits > 0)
        #expect(cache.statistics.systems == missesOnly.systems)
        let (fresh, _, _) = try conflictedMap("b.", cache: nil)
        #expect(dump(answered) == dump(fresh.layoutIfNeeded()))
        #expect(answered.entries.map(\.frame) == solved.entries.map(\.frame))
        // The conflict and the ambiguity name the second map's own objects.
        #expect(answered.conflicts.contains { $0.dropped === width })
        #expect(answered.ambiguities.contains { $0.item === floating && $0.components == [.x] })
        #expect(floating.frame == fresh.subviews.first { $0.name == "b.floating" }?.frame)
    }

    @Test func aChangedConstantIsANewSystem() throws {
        let cache = SolveCache()
        let (map, width, _) = try conflictedMap("", cache: cache)
        map.layoutIfNeeded()
        let before = cache.statistics.systems
        width.constant = 120
        let changed = map.layoutIfNeeded()
        #expect(cache.statistics.systems > before)
        let (fresh, freshWidth, _) = try conflictedMap("", cache: nil)
        freshWidth.constant = 120
        #expect(dump(changed) == dump(fresh.layoutIfNeeded()))
    }

    @Test func aFullCacheStillSolves() throws {
        let cache = SolveCache(capacity: 0)
        let (map, _, _) = try conflictedMap("", cache: cache)
        let (fresh, _, _) = try conflictedMap("", cache: nil)
        #expect(dump(map.layoutIfNeeded()) == dump(fresh.layoutIfNeeded()))
        #expect(cache.statistics.systems == 0)
    }

    @Test(arguments: ScenarioCatalog.standard())
    func scenarioRunsWithASharedCacheMatchRunsWithout(_ scenario: Scenario) throws {
        let cache = SolveCache()
        for delegate in [{ BasicLayoutDelegate() as any ModelLayoutDelegate }, { LegacyEquivalentDelegate() }] {
            let fresh = try ScenarioDriver.run(scenario, delegate: delegate()).steps.map { dump($0.snapshot) }
            // The second shared run is answered from the cache.
            for _ in 0..<2 {
                let shared = try ScenarioDriver.run(scenario, delegate: delegate(), solveCache: cache)
                #expect(shared.steps.map { dump($0.snapshot) } == fresh, "\(scenario.name)")
            }
        }
        #expect(cache.statistics.hits > 0)
    }

    @Test func theLegacyMemoGivesWhatLayingOutAgainGives() throws {
        var configuration = LegacyConfiguration()
        configuration.headerAccessory = .init(name: "accessory", height: 60)
        configuration.padding = EdgeInsets(top: 0, left: 0, bottom: 120, right: 0)
        let memo = LegacyLayout.Memo()
        for scenario in ScenarioCatalog.standard().prefix(24) {
            let fresh = try LegacyLayout.run(configuration, scenario: scenario).steps.map { dump($0.snapshot) }
            let remembered = try LegacyLayout.run(configuration, scenario: scenario, memo: memo).steps.map { dump($0.snapshot) }
            #expect(remembered == fresh, "\(scenario.name)")
        }
    }

    /// Everything a snapshot says, as text.
    private func dump(_ snapshot: LayoutSnapshot) -> [String] {
        snapshot.entries.map { "\($0.name) \($0.frame) visible \($0.isVisible) in \($0.parentName ?? "-")" }
            + snapshot.conflicts.map { "conflict \($0.dropped) with \($0.conflictingWith.map(\.description))" }
            + snapshot.ambiguities.map { "ambiguous \($0.item.name) \($0.components)" }
            + snapshot.activeConstraints.map { "active \($0)" } + snapshot.solverErrors
            + ["converged \(snapshot.converged)"]
    }
}
