import DelegateGenerator
import LayoutModel
import Testing

/// The generated delegates, through their model translation, give every view
/// the frame the legacy layout gave it in every standard scenario and variant.
@Suite struct EquivalenceTests {
    static let generated: [ScreenPlan] = (try? ExamplesFixture.generate().generated.map(\.plan)) ?? []

    /// "Screen/variant" names, as short test arguments.
    static let cases: [String] = generated.flatMap { plan in plan.variants.map { "\(plan.screen.name)/\($0.name)" } }

    @Test func thereAreGeneratedScreensToCheck() {
        #expect(Self.cases.count == 27)
        #expect(Self.cases.filter { !$0.hasPrefix("ConvoyViewController/") && !$0.hasPrefix("DriverViewController/") } == [
            "DeliveryViewController/default", "FleetViewController/default", "FleetViewController/usesDockGuide=false",
            "FleetViewController/paddingBottom=120", "FleetViewController/paddingRight=100",
            "TruckRouteViewController/default", "TruckRouteViewController/tollNotice",
        ])
    }

    @Test(arguments: cases)
    func everyScenarioMatchesTheLegacyLayout(_ name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let plan = try #require(Self.generated.first { $0.screen.name == parts[0] })
        let variant = try #require(plan.variants.first { $0.name == parts[1] })
        for scenario in ScenarioCatalog.standard() {
            try EquivalenceCheck.compare(plan: plan, variant: variant, scenario: scenario)
        }
    }
}

enum EquivalenceCheck {
    /// Every variant of `plan` in every standard scenario.
    static func compareEveryVariant(of plan: ScreenPlan) throws {
        for variant in plan.variants {
            for scenario in ScenarioCatalog.standard() {
                try compare(plan: plan, variant: variant, scenario: scenario)
            }
        }
    }

    /// Runs `scenario` in both worlds and compares each step's frames.
    static func compare(plan: ScreenPlan, variant: LegacyVariant, scenario: Scenario) throws {
        let configuration = variant.configuration
        let legacy = try LegacyLayout.run(configuration, scenario: scenario)
        let delegate = TranslatedDelegate(plan: plan, variant: variant)
        let driver = ScenarioDriver(
            delegate: delegate, device: scenario.device, direction: scenario.direction,
            speedWidgetState: scenario.speedWidgetState)
        // The screen's own views, as the verifier creates them.
        for item in configuration.customItems {
            // The app takes a buttons guide it reset off the map.
            if item.name == plan.runtimeButtonsGuide?.guide && configuration.buttonsLayoutGuide == nil { continue }
            if item.isGuide {
                let guide = LayoutGuide(name: item.name)
                driver.map.addLayoutGuide(guide)
                delegate.customItems[item.name] = guide
            } else {
                let view = LayoutView(name: item.name)
                view.translatesAutoresizingMaskIntoConstraints = false
                view.intrinsicContentSize = item.intrinsicSize
                try driver.map.addSubview(view)
                delegate.customItems[item.name] = view
            }
        }
        // Views the app places keep the app's constraints.
        var targets: [String: LayoutItem] = [
            LegacyLayout.TargetName.mapView: driver.map, LegacyLayout.TargetName.safeArea: driver.map.safeAreaLayoutGuide,
        ]
        targets.merge(delegate.customItems) { first, _ in first }
        for item in configuration.customItems where item.placedByApp {
            guard let placed = delegate.customItems[item.name] else { continue }
            try LayoutConstraint.activate(try item.layoutConstraints(for: placed, targets: targets))
        }
        if let accessory = configuration.headerAccessory {
            let view = LayoutView(name: accessory.name)
            view.translatesAutoresizingMaskIntoConstraints = false
            try driver.map.addSubview(view)
            delegate.accessory = view
        }
        for (step, legacyStep) in legacy.steps.enumerated() {
            let result = try driver.perform(scenario.events[step])
            let label = "\(plan.screen.name)/\(variant.name) \(scenario.name) after \(result.event)"
            #expect(result.delegateFailure == nil, "\(label): \(String(describing: result.delegateFailure))")
            let snapshot = result.snapshot
            #expect(snapshot.conflicts.isEmpty, "\(label): conflicts")
            // After disableNavigationUI the app's views are the app's again (unconstrained here).
            let customNames = Set(configuration.customItems.map(\.name))
            let ambiguous = snapshot.ambiguousItems.map(\.name).filter {
                result.phase != .noNavigation || !customNames.contains($0)
            }
            #expect(ambiguous.isEmpty, "\(label): ambiguous \(ambiguous)")
            let legacyViews = legacyStep.snapshot.views.filter { $0.component != nil || $0.name == configuration.headerAccessory?.name }
            let shown = snapshot.views.filter { entry in
                (entry.component != nil || entry.name == configuration.headerAccessory?.name) && entry.isVisible
                    && entry.frame.width > 0 && entry.frame.height > 0
            }
            #expect(shown.map(\.name).sorted() == legacyViews.map(\.name).sorted(), "\(label)")
            var compared = legacyViews
            // Custom views stay with the app; the delegate positions them while navigation is on.
            if result.phase != .noNavigation {
                compared += legacyStep.snapshot.views.filter { entry in
                    configuration.customItems.contains { $0.name == entry.name && !$0.isGuide }
                }
            }
            for entry in compared {
                let frame = snapshot.frame(named: entry.name)
                #expect(
                    frame.map { $0.isClose(to: entry.frame) } == true,
                    "\(label): \(entry.name) delegate \(String(describing: frame)) legacy \(entry.frame)")
            }
        }
    }
}
