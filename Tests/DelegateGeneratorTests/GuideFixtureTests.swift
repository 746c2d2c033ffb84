import DelegateGenerator
import Foundation
import LayoutModel
import Testing

/// A screen with a hidden-at-run-time footer, `.never` padding, a constant
/// accessory, a custom buttons guide and a view on the alternate guide.
@Suite struct GuideFixtureTests {
    static let screen = """
        import GoogleNavigation
        import UIKit

        final class DepotScreen: UIViewController {
            private let map = GMSMapView(frame: .zero)
            private let sheetGuide = UILayoutGuide()
            private let chip = UILabel()
            private let banner = DepotBanner()
            var footerOn = false

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(map)
                map.settings.isNavigationFooterEnabled = footerOn
                map.padding = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
                map.paddingAdjustmentBehavior = .never
                map.setHeaderAccessoryView(banner)
                map.addLayoutGuide(sheetGuide)
                NSLayoutConstraint.activate([
                    sheetGuide.topAnchor.constraint(equalTo: map.navigationFooterLayoutGuide.topAnchor, constant: -100),
                    sheetGuide.heightAnchor.constraint(equalToConstant: 0),
                    sheetGuide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
                    sheetGuide.trailingAnchor.constraint(equalTo: map.trailingAnchor),
                ])
                map.bottomTrailingButtonsLayoutGuide = sheetGuide
                chip.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(chip)
                NSLayoutConstraint.activate([
                    chip.bottomAnchor.constraint(equalTo: map.bottomTrailingButtonsAlternateLayoutGuide!.topAnchor, constant: -8),
                    chip.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: 12),
                ])
            }
        }

        final class DepotBanner: UIView, GMSNavigationAccessoryView {
            func heightForAccessoryViewConstrained(to size: CGSize, on mapView: GMSMapView) -> CGFloat {
                2 * 30
            }
        }

        """

    static func generated() throws -> DelegateGenerator.GeneratedFile {
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/DepotScreen.swift": screen]))
        #expect(result.notGenerated.isEmpty, "\(result.notGenerated.map(\.issues))")
        return try #require(result.generated.first)
    }

    @Test func theGuidesAccessoryAndPaddingAreExtracted() throws {
        let plan = try Self.generated().plan
        #expect(plan.runtimeFlags.map(\.flag) == [.footer])
        #expect(plan.accessory?.height == 60)
        #expect(plan.accessory?.canBeRemoved == false)
        #expect(plan.base.buttonsLayoutGuide == "sheetGuide")
        #expect(plan.base.customItems.map(\.name) == ["sheetGuide", "chip"])
        #expect(plan.base.customItems.first?.isGuide == true)
        #expect(plan.variants.map(\.name) == ["default", "showsETACard=false"])
        #expect(plan.variants.allSatisfy { $0.configuration.headerAccessory?.name == "banner" })
    }

    @Test func itMatchesTheLegacyLayoutInEveryScenario() throws {
        try EquivalenceCheck.compareEveryVariant(of: try Self.generated().plan)
    }

    @Test func itTypeChecksAgainstTheStubs() throws {
        try ExamplesFixture.expectFixtureTypeChecks(screen: Self.screen, named: "DepotScreen.swift", delegate: try Self.generated())
    }
}

/// Views the delegate could not get a property for are reasons, not guesses.
@Suite struct NameCheckTests {
    @Test func aViewNamedLikeADelegateMemberOrALocalIsNotGenerated() throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class ClashScreen: UIViewController {
                private let map = GMSMapView(frame: .zero)
                private let views = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let local = UILabel()
                    map.addSubview(views)
                    map.addSubview(local)
                    NSLayoutConstraint.activate([
                        views.topAnchor.constraint(equalTo: map.navigationHeaderLayoutGuide.bottomAnchor),
                        local.bottomAnchor.constraint(equalTo: map.navigationFooterLayoutGuide.topAnchor),
                    ])
                }
            }

            """
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/ClashScreen.swift": screen]))
        let plan = try #require(result.notGenerated.first)
        #expect(plan.issues.map(\.location.line) == [14])
        #expect(plan.issues[0].reason.contains("`views` would collide"))
        // A local view the delegate cannot be handed keeps its constraint, against a stand-in.
        #expect(plan.standInGuides.map(\.legacyName) == [LegacyLayout.TargetName.footerGuide])
    }
}
