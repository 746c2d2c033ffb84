import DelegateGenerator
import LayoutModel
import Testing

/// What generate reads from code that uses the legacy APIs the way apps
/// write them: padding as a value, a guide read into a local, settings applied
/// by helpers that receive the map (issue 13). Plans only: the fixtures under
/// Tests/MigrationTests/Fixtures fix, type-check and verify such screens.
@Suite struct ReachTests {
    private static func generate(_ sources: [String: String]) throws -> DelegateGenerator.Result {
        try ExamplesFixture.generate(ExamplesFixture.inputs(sources))
    }

    @Test func paddingUsedAsAValueMakesEveryEdgeTheDelegatesWithAnAllEdgesVariant() throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class SheetScreen: UIViewController {
                private let mapView = GMSMapView(frame: .zero)
                var insets: UIEdgeInsets?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let insets { mapView.padding = insets }
                }

                func sheetMoved(to height: CGFloat) {
                    mapView.padding.bottom = height
                }

                func currentTop() -> CGFloat { mapView.padding.top }
            }
            """
        let result = try Self.generate(["Fixture/SheetScreen.swift": screen])
        let generated = try #require(result.generated.first)
        let plan = generated.plan
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.paddingIsValue)
        // The two writes decide it; the read does not.
        #expect(plan.runtimePaddings.map { $0.locations.map(\.line) } == Array(repeating: [10, 14], count: 4))
        #expect(
            plan.variants.map(\.name) == [
                "default", "paddingBottom=120", "paddingTop=20,paddingLeft=30,paddingBottom=120,paddingRight=60",
            ])
        #expect(plan.variants.last?.configuration.padding == EdgeInsets(top: 20, left: 30, bottom: 120, right: 60))
        #expect(generated.contents.contains("    var padding: UIEdgeInsets {"))
        #expect(generated.contents.contains("    private(set) var paddingRight: CGFloat = 0"))
    }

    @Test func literalPaddingStaysPerEdge() throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class PlainScreen: UIViewController {
                private let mapView = GMSMapView(frame: .zero)
                private let sheet = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.padding = UIEdgeInsets(top: 0, left: 0, bottom: sheet.bounds.height, right: 0)
                }
            }
            """
        let plan = try #require(try Self.generate(["Fixture/PlainScreen.swift": screen]).generated.first?.plan)
        #expect(!plan.paddingIsValue)
        #expect(plan.runtimePaddings.map(\.edge) == [.bottom])
    }

    @Test func aGuideReadIntoALocalIsReadLikeTheGuide() throws {
        let screen = """
            import GoogleNavigation
            import UIKit

            final class BannerScreen: UIViewController {
                private let mapView = GMSMapView(frame: .zero)
                private let banner = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.addSubview(banner)
                    let footerGuide = mapView.navigationFooterLayoutGuide
                    NSLayoutConstraint.activate([
                        banner.bottomAnchor.constraint(equalTo: footerGuide.topAnchor, constant: -8),
                        banner.trailingAnchor.constraint(equalTo: footerGuide.trailingAnchor),
                    ])
                }

                func helperGuide() {
                    let headerGuide = mapView.navigationHeaderLayoutGuide
                    print(headerGuide)
                }
            }
            """
        let result = try Self.generate(["Fixture/BannerScreen.swift": screen])
        let plan = try #require(result.generated.first?.plan)
        let target = LegacyLayout.TargetName.footerGuide
        #expect(
            plan.base.customItems.first?.constraints == [
                .init(.bottom, to: target, .top, constant: -8), .init(.trailing, to: target, .trailing),
            ])
        // A local used any other way gets a stand-in (StandInGuideTests).
        #expect(plan.standInGuides.map(\.legacyName) == [LegacyLayout.TargetName.headerGuide])
    }

    @Test func aHelperOnlyOneScreenCallsIsReachedAndOneSeveralCallIsNot() throws {
        let helpers = """
            import GoogleNavigation

            @MainActor
            enum MapChrome {
                static func apply(to mapView: GMSMapView, compact: Bool) {
                    mapView.settings.isNavigationHeaderEnabled = !compact
                }

                static func hideFooter(on mapView: GMSMapView) {
                    mapView.settings.isNavigationFooterEnabled = false
                }
            }
            """
        func screen(_ name: String, hidesFooter: Bool) -> String {
            """
            import GoogleNavigation
            import UIKit

            final class \(name): UIViewController {
                private let mapView = GMSMapView(frame: .zero)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    MapChrome.apply(to: mapView, compact: true)
                    \(hidesFooter ? "MapChrome.hideFooter(on: mapView)" : "")
                }
            }
            """
        }
        let result = try Self.generate([
            "Fixture/MapChrome.swift": helpers, "Fixture/OneScreen.swift": screen("OneScreen", hidesFooter: true),
            "Fixture/TwoScreen.swift": screen("TwoScreen", hidesFooter: false),
        ])
        let one = try #require(result.generated.first { $0.plan.screen.name == "OneScreen" }?.plan)
        #expect(one.screen.helpers.map(\.callers) == [["OneScreen", "TwoScreen"], ["OneScreen"]])
        #expect(one.screen.helpers.map(\.mapParameter) == ["mapView", "mapView"])
        #expect(one.screen.helpers.last?.calls.map(\.line) == [10])
        #expect(!one.base.footerEnabled)
        // The shared helper's setting is each caller's (then left by fix, with the callers named).
        #expect(one.runtimeFlags.map(\.flag) == [.header])
        #expect(result.unassigned.isEmpty)
    }
}
