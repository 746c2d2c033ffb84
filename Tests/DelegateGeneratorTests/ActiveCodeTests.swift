import AppBuild
import DelegateGenerator
import Foundation
import LayoutModel
import Testing

private typealias Constraint = LegacyConfiguration.CustomConstraint
private typealias Target = LegacyLayout.TargetName

/// Only code the app's build runs configures the layout: `#if` takes its
/// active clause, and an `if let` on an alternate guide nothing assigns
/// takes its `else` branch.
@Suite struct ActiveCodeTests {
    static let splitScreen = """
        import GoogleNavigation
        import UIKit

        final class SplitScreen: UIViewController {
            private let map = GMSMapView(frame: .zero)
            private let badge = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(badge)
                badge.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor, constant: 16).isActive = true
        #if SPLIT_VIEW
                map.settings.isNavigationFooterEnabled = false
                badge.bottomAnchor.constraint(equalTo: map.navigationHeaderLayoutGuide.bottomAnchor, constant: 40).isActive = true
        #elseif os(macOS)
                badge.bottomAnchor.constraint(equalTo: map.bottomAnchor).isActive = true
        #else
                badge.bottomAnchor.constraint(equalTo: map.navigationFooterLayoutGuide.topAnchor, constant: -8).isActive = true
        #endif
            }
        }

        """

    static func plan(_ source: String, named name: String, conditions: Set<String> = []) throws -> ScreenPlan {
        let inputs = ExamplesFixture.inputs(["Fixture/\(name).swift": source])
        let generator = DelegateGenerator(build: AppBuildConfiguration(customConditions: conditions))
        return try #require(generator.plans(inputs: inputs, findings: try ExamplesFixture.findings(inputs)).plans.first)
    }

    @Test func withoutConditionsTheElseClauseIsRead() throws {
        let plan = try Self.plan(Self.splitScreen, named: "SplitScreen")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(plan.base.footerEnabled)
        #expect(
            plan.base.customItems.first?.constraints == [
                Constraint(.leading, to: Target.safeArea, .leading, constant: 16),
                Constraint(.bottom, to: Target.footerGuide, .top, constant: -8),
            ])
    }

    @Test func aDefinedConditionTakesItsClause() throws {
        let plan = try Self.plan(Self.splitScreen, named: "SplitScreen", conditions: ["SPLIT_VIEW"])
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(!plan.base.footerEnabled)
        #expect(
            plan.base.customItems.first?.constraints == [
                Constraint(.leading, to: Target.safeArea, .leading, constant: 16),
                Constraint(.bottom, to: Target.headerGuide, .bottom, constant: 40),
            ])
    }

    static func alternateScreen(assigning: Bool) -> String {
        """
        import GoogleNavigation
        import UIKit

        final class ChipScreen: UIViewController {
            private let map = GMSMapView(frame: .zero)
            private let chip = UILabel()
            private let wideGuide = UILayoutGuide()

            override func viewDidLoad() {
                super.viewDidLoad()
                chip.translatesAutoresizingMaskIntoConstraints = false
                map.addSubview(chip)
                chip.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor).isActive = true
                \(assigning ? "map.bottomTrailingButtonsAlternateLayoutGuide = wideGuide" : "")
                if let alternate = map.bottomTrailingButtonsAlternateLayoutGuide {
                    chip.bottomAnchor.constraint(equalTo: alternate.topAnchor, constant: -8).isActive = true
                } else {
                    chip.bottomAnchor.constraint(equalTo: map.navigationFooterLayoutGuide.topAnchor, constant: -12).isActive = true
                }
            }
        }

        """
    }

    @Test func anAlternateGuideNothingAssignsTakesTheElseBranch() throws {
        let plan = try Self.plan(Self.alternateScreen(assigning: false), named: "ChipScreen")
        #expect(plan.issues.isEmpty, "\(plan.issues)")
        #expect(
            plan.base.customItems.map(\.constraints) == [
                [
                    Constraint(.leading, to: Target.safeArea, .leading),
                    Constraint(.bottom, to: Target.footerGuide, .top, constant: -12),
                ]
            ])
    }

    @Test func anAssignedAlternateGuideLeavesTheBranchesUndecided() throws {
        let plan = try Self.plan(Self.alternateScreen(assigning: true), named: "ChipScreen")
        // The chip's constraints in the branches would stay the app's, against stand-ins; the
        // assigned alternate guide read back has none, so the screen is still not generated.
        #expect(
            plan.issues.contains {
                $0.reason.hasPrefix("bottomTrailingButtonsAlternateLayoutGuide ") && $0.reason.contains("has no stand-in")
            }, "\(plan.issues)")
    }
}
