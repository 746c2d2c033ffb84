import DelegateGenerator
import Foundation
import LayoutModel
import Testing

/// A screen whose header is decided at run time, with padding, the compass
/// and a label under the header guide, written with two-space indentation.
@Suite struct RuntimeValueTests {
    static let screen = """
        import GoogleNavigation
        import UIKit

        final class RouteScreen: UIViewController {
          private let map = GMSMapView(frame: .zero)
          private let badge = UILabel()
          var wantsHeader = true

          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(map)
            map.settings.isNavigationHeaderEnabled = wantsHeader
            map.settings.isNavigationTripProgressBarEnabled = true
            map.settings.compassButton = true
            map.padding = UIEdgeInsets(top: 10, left: 8, bottom: 40, right: 8)
            map.paddingAdjustmentBehavior = .automatic
            badge.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(badge)
            let below = badge.topAnchor.constraint(equalTo: map.navigationHeaderLayoutGuide.bottomAnchor, constant: 4)
            below.priority = UILayoutPriority(rawValue: 900)
            NSLayoutConstraint.activate([
              below,
              badge.centerXAnchor.constraint(equalTo: map.centerXAnchor),
            ])
          }
        }

        """

    static func generated() throws -> DelegateGenerator.GeneratedFile {
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/RouteScreen.swift": screen]))
        #expect(result.notGenerated.isEmpty, "\(result.notGenerated.map(\.issues))")
        return try #require(result.generated.first)
    }

    @Test func aRunTimeHeaderBecomesAPropertyAndTwoVariants() throws {
        let file = try Self.generated()
        let plan = file.plan
        #expect(plan.runtimeFlags.map(\.flag) == [.header])
        #expect(plan.base.compassEnabled && plan.base.tripProgressBarEnabled)
        #expect(plan.base.padding == EdgeInsets(top: 10, left: 8, bottom: 40, right: 8))
        #expect(plan.base.paddingAdjustmentBehavior == .automatic)
        #expect(plan.base.customItems.first?.constraints.first?.priority == 900)
        #expect(plan.variants.map(\.name) == ["default", "showsTurnCard=false"])
        #expect(plan.variants.map(\.properties) == [[:], ["showsTurnCard": .bool(false)]])
        #expect(file.contents.contains("  var showsTurnCard = true {\n    didSet { reapply() }\n  }"))
        #expect(file.contents.contains("    if showsTurnCard {"))
    }

    /// A map class's write while it initializes is the map's default; a later one is a change.
    @Test func aMapClassDefaultIsWhatItSetsWhileItInitializes() throws {
        let mapClass = """
            import GoogleNavigation
            import UIKit

            class NightMapView: GMSMapView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    settings.isNavigationHeaderEnabled = true
                }

                required init?(coder: NSCoder) { fatalError() }

                func enterNightMode() {
                    settings.isNavigationHeaderEnabled = false
                }
            }

            final class NightScreen: UIViewController {
                private let mapView = NightMapView(frame: .zero)
            }

            """
        let result = try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/Night.swift": mapClass]))
        let plan = try #require(result.generated.first?.plan)
        #expect(plan.runtimeFlags.map(\.flag) == [.header])
        #expect(plan.runtimeFlags.first?.initialValue == true)
        #expect(plan.variants.map(\.name) == ["default", "showsTurnCard=false"])
    }

    @Test func theOutputUsesTheScreensIndentation() throws {
        let contents = try Self.generated().contents
        #expect(contents.contains("\n  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {\n    self.navMap = navMap\n"))
        #expect(!contents.contains("\n    func "))
    }

    @Test func itMatchesTheLegacyLayoutInEveryScenario() throws {
        try EquivalenceCheck.compareEveryVariant(of: try Self.generated().plan)
    }

    @Test func itTypeChecksAgainstTheStubs() throws {
        try ExamplesFixture.expectFixtureTypeChecks(screen: Self.screen, named: "RouteScreen.swift", delegate: try Self.generated())
    }
}

@Suite struct IndentationStyleTests {
    @Test func detectsTabsTwoAndFourSpaces() {
        #expect(IndentationStyle.detect(in: ["struct A {\n\tvar b = 1\n\tfunc c() {\n\t\td()\n\t}\n}\n"]) == .tabs)
        #expect(IndentationStyle.detect(in: ["struct A {\n  var b = 1\n  func c() {\n    d()\n  }\n}\n"]) == .spaces(2))
        #expect(IndentationStyle.detect(in: ["struct A {\n    var b = 1\n    func c() {\n        d()\n    }\n}\n"]) == .spaces(4))
        #expect(IndentationStyle.detect(in: [""]) == .spaces(4))
    }
}
