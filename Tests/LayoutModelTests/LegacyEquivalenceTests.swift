import LayoutModel
import Testing

/// The legacy model and the delegate world line up: a delegate written to
/// reproduce the legacy default layout gives every Google view the legacy
/// frame, within 0.5 pt, at every step of every scenario. This is the check
/// `navlint verify --against-legacy` runs on generated delegates.
@Suite struct LegacyEquivalenceTests {
    @Test(arguments: ScenarioCatalog.standard())
    func legacyEquivalentDelegateMatchesTheLegacyModel(_ scenario: Scenario) throws {
        let legacy = try LegacyLayout.run(LegacyConfiguration(), scenario: scenario)
        let delegate = try ScenarioDriver.run(scenario, delegate: LegacyEquivalentDelegate())
        for (legacyStep, delegateStep) in zip(legacy.steps, delegate.steps) {
            let label = "\(scenario.name) after \(delegateStep.event)"
            let snapshot = delegateStep.snapshot
            #expect(snapshot.conflicts.isEmpty, "\(label)")
            #expect(snapshot.ambiguities.isEmpty, "\(label): \(snapshot.ambiguousItems.map(\.name))")
            let shownByDelegate = snapshot.views.filter {
                $0.component != nil && $0.frame.width > 0 && $0.frame.height > 0
            }
            let legacyGoogleViews = legacyStep.snapshot.views.filter { $0.component != nil }
            #expect(
                shownByDelegate.map(\.name).sorted() == legacyGoogleViews.map(\.name).sorted(), "\(label)")
            for entry in legacyGoogleViews {
                let frame = try #require(snapshot.frame(named: entry.name), "\(label): \(entry.name)")
                #expect(frame.isClose(to: entry.frame), "\(label): \(entry.name) delegate \(frame) legacy \(entry.frame)")
            }
        }
    }
}
