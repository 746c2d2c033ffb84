import DelegateGenerator
import Foundation
import LayoutModel
import Testing

private typealias Constraint = LegacyConfiguration.CustomConstraint
private typealias Target = LegacyLayout.TargetName

/// Fleet's iPad split-view build (`generate --define FLEET_SPLIT_VIEW`)
/// assigns its own `bottomTrailingButtonsAlternateLayoutGuide`, which holds
/// the buttons in wide mode (docs/legacy-layout-model.md rule 11).
@Suite struct SplitViewFleetTests {
    static let condition = "FLEET_SPLIT_VIEW"

    static func generated() throws -> DelegateGenerator.GeneratedFile {
        let result = try ExamplesFixture.generate(defining: [condition])
        #expect(result.notGenerated.isEmpty, "\(result.notGenerated.map(\.issues))")
        return try #require(result.generated.first { $0.plan.screen.name == "FleetViewController" })
    }

    @Test func theAlternateGuideIsACustomGuideOfEveryVariant() throws {
        let plan = try Self.generated().plan
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.base.alternateButtonsLayoutGuide == "wideButtonsGuide")
        #expect(plan.base.buttonsLayoutGuide == "dockGuide")
        // The status label hangs on the app's guide only: the app keeps placing it.
        #expect(plan.base.customItems.map(\.name) == ["dockGuide", "wideButtonsGuide", "vehicleList"])
        let guide = try #require(plan.base.customItems.first { $0.name == "wideButtonsGuide" })
        #expect(guide.isGuide && !guide.placedByApp)
        #expect(
            guide.constraints == [
                Constraint(.leading, to: Target.mapView, .centerX),
                Constraint(.trailing, to: "vehicleList", .leading, constant: -8),
                Constraint(.bottom, to: Target.safeArea, .bottom),
                Constraint(.height, constant: 120),
            ])
        #expect(plan.variants.map(\.name) == ["default", "usesDockGuide=false", "paddingBottom=120", "paddingRight=100"])
        #expect(plan.variants.allSatisfy { $0.configuration.alternateButtonsLayoutGuide == "wideButtonsGuide" })
    }

    @Test func theDelegateReceivesTheGuideAndPutsTheButtonsInItInWideMode() throws {
        let contents = try Self.generated().contents
        #expect(contents.contains("    var wideButtonsGuide: UILayoutGuide? {"))
        #expect(contents.contains("if let wideButtonsGuide, let vehicleList {"))
        #expect(contents.contains("wideButtonsGuide.leadingAnchor.constraint(equalTo: navMap.centerXAnchor),"))
        #expect(
            contents.contains(
                "((wideMode ? wideButtonsGuide : (usesDockGuide ? dockGuide : nil))?.bottomAnchor ?? viewport.bottomAnchor)"))
        #expect(
            contents.contains(
                "((wideMode ? wideButtonsGuide : (usesDockGuide ? dockGuide : nil))?.trailingAnchor ?? mapArea.trailingAnchor)"))
    }

    @Test func itTypeChecksAgainstTheStubs() throws {
        let folder = try ExamplesFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = try Self.generated()
        let file = folder.appendingPathComponent(delegate.fileName)
        try Data(delegate.contents.utf8).write(to: file)
        guard let (status, output) = try ExamplesFixture.typecheck([file], defining: [Self.condition]) else {
            print("skipped: no swiftc on PATH to type-check the generated delegate")
            return
        }
        #expect(status == 0, "\(output)")
        #expect(!output.contains("warning:"), "\(output)")
    }
}
