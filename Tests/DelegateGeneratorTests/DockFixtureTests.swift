import DelegateGenerator
import Foundation
import LayoutModel
import NavlintCommands
import Testing

private typealias Constraint = LegacyConfiguration.CustomConstraint
private typealias Target = LegacyLayout.TargetName

/// A map subclass that docks the buttons beside a panel passed as a
/// parameter and undocks them at run time, on a screen whose right padding is
/// the panel's width.
@Suite struct DockFixtureTests {
    static func screen(secondPanel: String = "panel") -> String {
        """
        import GoogleNavigation
        import UIKit

        final class DockMapView: GMSMapView {
            let dockGuide = UILayoutGuide()
            private var dockConstraints: [NSLayoutConstraint] = []

            func dock(beside side: UIView) {
                addLayoutGuide(dockGuide)
                dockConstraints = [
                    dockGuide.trailingAnchor.constraint(equalTo: side.leadingAnchor, constant: -8),
                    dockGuide.bottomAnchor.constraint(equalTo: navigationFooterLayoutGuide.topAnchor),
                    dockGuide.widthAnchor.constraint(equalToConstant: 56),
                    dockGuide.heightAnchor.constraint(equalToConstant: 0),
                ]
                NSLayoutConstraint.activate(dockConstraints)
                bottomTrailingButtonsLayoutGuide = dockGuide
            }

            func undock() {
                bottomTrailingButtonsLayoutGuide = nil
                NSLayoutConstraint.deactivate(dockConstraints)
                removeLayoutGuide(dockGuide)
            }
        }

        final class DockScreen: UIViewController {
            private let map = DockMapView(frame: .zero)
            private let panel = UIView()
            private let other = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(map)
                view.addSubview(panel)
                panel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    map.topAnchor.constraint(equalTo: view.topAnchor),
                    map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    map.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    panel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    panel.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    panel.widthAnchor.constraint(equalToConstant: 200),
                ])
                map.dock(beside: panel)
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                map.padding = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: panel.bounds.width)
            }

            func setPanelShown(_ shown: Bool) {
                if shown {
                    map.dock(beside: \(secondPanel))
                } else {
                    map.undock()
                }
            }
        }

        """
    }

    static func generate(_ source: String) throws -> DelegateGenerator.Result {
        try ExamplesFixture.generate(ExamplesFixture.inputs(["Fixture/DockScreen.swift": source]))
    }

    static func generated() throws -> DelegateGenerator.GeneratedFile {
        let result = try generate(screen())
        #expect(result.notGenerated.isEmpty, "\(result.notGenerated.map(\.issues))")
        return try #require(result.generated.first)
    }

    @Test func theParameterIsTheViewEveryCallPasses() throws {
        let plan = try Self.generated().plan
        #expect(plan.base.customItems.map(\.name) == ["dockGuide", "panel"])
        #expect(plan.base.customItems.first?.constraints.first == Constraint(.trailing, to: "panel", .leading, constant: -8))
        // The panel is the app's to place, against the view the map fills.
        let panel = try #require(plan.base.customItems.last)
        #expect(panel.placedByApp)
        #expect(
            panel.constraints == [
                Constraint(.top, to: Target.safeArea, .top), Constraint(.bottom, to: Target.mapView, .bottom),
                Constraint(.trailing, to: Target.mapView, .trailing), Constraint(.width, constant: 200),
            ])
    }

    @Test func callsPassingDifferentViewsAreRefused() throws {
        let result = try Self.generate(Self.screen(secondPanel: "other"))
        let reasons = result.notGenerated.flatMap(\.issues).map(\.reason)
        #expect(reasons.contains { $0.contains("`side`, a parameter of `dock(beside:)`, whose calls do not all pass the same view") }, "\(reasons)")
    }

    @Test func aResetButtonsGuideIsARunTimePropertyAndAVariant() throws {
        let file = try Self.generated()
        let plan = file.plan
        let guide = try #require(plan.runtimeButtonsGuide)
        #expect(guide.guide == "dockGuide" && guide.propertyName == "usesDockGuide" && guide.initialValue)
        #expect(plan.base.buttonsLayoutGuide == "dockGuide")
        #expect(plan.variants.map(\.name) == ["default", "usesDockGuide=false", "paddingRight=100"])
        #expect(plan.variants[1].configuration.buttonsLayoutGuide == nil)
        #expect(file.contents.contains("var usesDockGuide = true {"))
        #expect(file.contents.contains("if usesDockGuide, let dockGuide, let panel {"))
        #expect(file.contents.contains("((usesDockGuide ? dockGuide : nil)?.bottomAnchor ?? viewport.bottomAnchor)"))
        #expect(file.contents.contains("((usesDockGuide ? dockGuide : nil)?.trailingAnchor ?? mapArea.trailingAnchor)"))
    }

    @Test func aRunTimeRightPaddingKeepsItsPhysicalSide() throws {
        let file = try Self.generated()
        #expect(file.plan.runtimePaddings.map(\.edge) == [.right])
        #expect(file.plan.variants.last?.configuration.padding.right == 100)
        #expect(file.contents.contains("let rightToLeft = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft"))
        #expect(file.contents.contains("let trailingPadding: CGFloat = rightToLeft ? 0 : paddingRight"))
        #expect(!file.contents.contains("leftAnchor") && !file.contents.contains("rightAnchor"))
    }

    @Test func itVerifiesAgainstTheLegacyLayoutInBothDirections() throws {
        let folder = try ExamplesFixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = try Self.generated()
        let file = folder.appendingPathComponent(delegate.fileName)
        try Data(delegate.contents.utf8).write(to: file)
        let (console, captured) = Console.capturing()
        let code = Navlint.main(["verify", file.path, "--against-legacy"], console: console)
        #expect(code == .success, "\(captured.output)\n\(captured.error)")
    }

    @Test func itTypeChecksAgainstTheStubs() throws {
        try ExamplesFixture.expectFixtureTypeChecks(screen: Self.screen(), named: "DockScreen.swift", delegate: try Self.generated())
    }
}
