import DelegateGenerator
import LayoutModel
import Testing

/// Legacy guides used as values get stand-ins in the delegate
/// (docs/generated-delegate-contract.md, "Stand-in guides"); the fix and the
/// verifier side are covered by the `guide-*` migration fixtures.
@Suite struct StandInGuideTests {
    private static func generate(_ screen: String) throws -> DelegateGenerator.Result {
        try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/Screen.swift": screen]))
    }

    private static func screen(_ body: String, members: String = "") -> String {
        """
        import GoogleNavigation
        import UIKit

        final class PickupScreen: UIViewController {
            private let mapView = GMSMapView(frame: .zero)
            private let card = UIView()
            private let dockGuide = UILayoutGuide()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(mapView)
                view.addSubview(card)
        \(body)
            }
        \(members)
        }
        """
    }

    @Test func aViewOfTheControllersViewOnALegacyGuideKeepsItsConstraintsAgainstAStandIn() throws {
        let result = try Self.generate(
            Self.screen(
                """
                        NSLayoutConstraint.activate([
                            card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                            card.bottomAnchor.constraint(equalTo: mapView.navigationFooterLayoutGuide.topAnchor, constant: -8),
                        ])
                """))
        let generated = try #require(result.generated.first, "\(result.notGenerated.flatMap(\.issues))")
        #expect(generated.plan.base.customItems.isEmpty)
        #expect(generated.plan.standInGuides.map(\.legacyName) == [LegacyLayout.TargetName.footerGuide])
        let source = generated.contents
        #expect(source.contains("\n    let footerGuide = UILayoutGuide()\n"))
        #expect(!source.contains("private let footerGuide"))
        #expect(source.contains("func addStandInGuides(to navMap: GMSMapView) {"))
        // Not among the guides a state adds and tears down.
        #expect(source.contains("guides = [mapArea]"))
    }

    @Test func aGuidePassedOnGetsAStandInAndTheButtonsGuideBringsTheFootersAlong() throws {
        let result = try Self.generate(
            Self.screen(
                """
                        let buttons = mapView.bottomTrailingButtonsLayoutGuide
                        place(card, above: buttons)
                """,
                members: """
                    private func place(_ view: UIView, above guide: UILayoutGuide) {
                        view.bottomAnchor.constraint(equalTo: guide.topAnchor).isActive = true
                    }
                """))
        let plan = try #require(result.generated.first?.plan, "\(result.notGenerated.flatMap(\.issues))")
        #expect(
            plan.standInGuides.map(\.legacyName) == [LegacyLayout.TargetName.buttonsGuide, LegacyLayout.TargetName.footerGuide])
        #expect(plan.standInGuides.map(\.propertyName) == ["buttonsGuide", "footerGuide"])
    }

    @Test func guidesWithNothingToStandInForAreStillRefusedWithThePlace() throws {
        // The alternate guide is nil until the app assigns one; a buttons guide the screen replaces is its own.
        let result = try Self.generate(
            Self.screen(
                """
                        let alternate = mapView.bottomTrailingButtonsAlternateLayoutGuide
                        print(alternate as Any)
                        mapView.bottomTrailingButtonsLayoutGuide = dockGuide
                        let buttons = mapView.bottomTrailingButtonsLayoutGuide
                        print(buttons as Any)
                """))
        let plan = try #require(result.notGenerated.first)
        #expect(plan.issues.contains { $0.reason.hasPrefix("bottomTrailingButtonsAlternateLayoutGuide is read into `alternate`") && $0.reason.contains("has no stand-in") })
        #expect(plan.issues.contains { $0.reason.hasPrefix("bottomTrailingButtonsLayoutGuide is used as a value while the screen assigns it `dockGuide`") })
    }
}
