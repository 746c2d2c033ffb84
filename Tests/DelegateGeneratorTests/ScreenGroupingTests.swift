import DelegateGenerator
import Testing

/// Which type each Examples finding belongs to.
@Suite struct ScreenGroupingTests {
    @Test func everyScreenOfTheExamplesIsFoundWithItsFindings() throws {
        let inputs = try ExamplesFixture.inputs()
        let findings = try ExamplesFixture.findings(inputs)
        let result = DelegateGenerator().plans(inputs: inputs, findings: findings)
        let screens = result.plans.map(\.screen)
        #expect(
            screens.map(\.name).sorted()
                == ["ConvoyViewController", "DeliveryViewController", "DriverViewController", "FleetViewController",
                    "TruckRouteViewController"])
        #expect(result.unassigned.isEmpty, "\(result.unassigned)")
        // Each finding lands on a screen; the shared map subclass's on both screens that use it.
        let assigned = Set(screens.flatMap(\.findings))
        #expect(assigned == Set(findings))
        let shared = findings.filter { $0.location.file.hasSuffix("Core/NavigationMapView.swift") }
        for name in ["ConvoyViewController", "FleetViewController"] {
            let screen = try #require(screens.first { $0.name == name })
            #expect(Set(shared).isSubset(of: Set(screen.findings)), "\(name)")
        }
        let driver = try #require(screens.first { $0.name == "DriverViewController" })
        #expect(driver.mainFile == "Examples/LegacyNavApp/RideHailing/DriverViewController.swift")
        #expect(driver.findings.contains { $0.location.file.hasSuffix("PickupAccessoryView.swift") })
        #expect(driver.findings.contains { $0.location.file.hasSuffix("DriverViewController+Trip.swift") })
        let fleet = try #require(screens.first { $0.name == "FleetViewController" })
        #expect(fleet.mapType == "FleetMapView")
    }

    @Test func theCarPlayMapIsSkippedWithItsReason() throws {
        let inputs = try ExamplesFixture.inputs()
        let result = DelegateGenerator().plans(inputs: inputs, findings: try ExamplesFixture.findings(inputs))
        #expect(result.skipped.map(\.typeName) == ["CarPlaySceneDelegate"])
        #expect(result.skipped.first?.reason.contains("CarPlay") == true)
        #expect(result.skipped.first?.location.line == 13)
    }
}
