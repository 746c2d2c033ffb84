@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// Resizes that keep wide mode (a tablet turned, a split-view third widened to
/// a half) run: a `sizeChanged` that only reacts when wide mode flips passed
/// every scenario while each resize flipped it (trial 53b).
@Suite struct SameModeResizeTests {
    /// The sample with its logo placed by a constant taken from the map's
    /// width, which `sizeChanged` updates under `condition` (and its buttons
    /// on the other side).
    static func delegate(updatingWhen condition: String) -> String {
        var text = Fixture.mutate(
            Fixture.sample, "logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),",
            "logoPosition(logo, navMap),")
        text = Fixture.mutate(
            text, "buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),",
            "buttonStack.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),")
        return Fixture.mutate(
            text, "  // MARK: - Navigation-ready state\n",
            """
              private var logoLeadings: [NSLayoutConstraint] = []
              private var lastWide: Bool?

              private func logoPosition(_ logo: UIView, _ navMap: GMSMapView) -> NSLayoutConstraint {
                let leading = logo.leadingAnchor.constraint(equalTo: navMap.leadingAnchor, constant: navMap.bounds.width - 140)
                logoLeadings.append(leading)
                return leading
              }

              func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
                \(condition)
                for leading in logoLeadings { leading.constant = navMap.bounds.width - 140 }
              }

              // MARK: - Navigation-ready state

            """)
    }

    static let expected: Set<String> = ["delegate_assumption", "delegate_wide_mode_unchecked"]

    @Test func theCatalogResizesWithinEachMode() {
        let metrics = MetricsProfile.standard
        let kept = ScenarioCatalog.standard().filter { scenario in
            scenario.name.hasPrefix("resize-") && scenario.events.allSatisfy { event in
                guard case .resize(let device) = event else { return true }
                return (device.size.width >= metrics.wideModeMinimumWidth)
                    == (scenario.device.size.width >= metrics.wideModeMinimumWidth)
            }
        }
        #expect(Set(kept.map(\.name)) == [
            "resize-tabletPortrait-tabletLandscape-ltr", "resize-tabletPortrait-tabletLandscape-rtl",
            "resize-tabletLandscape-tabletPortrait-ltr", "resize-tabletLandscape-tabletPortrait-rtl",
            "resize-splitViewThird-splitViewHalf-ltr", "resize-splitViewThird-splitViewHalf-rtl",
            "resize-splitViewHalf-splitViewThird-ltr", "resize-splitViewHalf-splitViewThird-rtl",
        ])
    }

    /// Updating on every resize is clean; updating only when wide mode flips
    /// leaves the logo where the wider tablet had it, which the same-mode
    /// resizes catch and the others do not. (The sample's own warning, that its
    /// callbacks do not read `wideMode`, is all there is otherwise.)
    @Test func aSizeChangedThatWaitsForWideModeIsCaught() throws {
        let resizes = Fixture.scenarios.filter { $0.name.hasPrefix("resize-") }
        let correct = try Fixture.verify(Self.delegate(updatingWhen: ""), scenarios: resizes)
        #expect(correct.fullyCheckedRuns == resizes.count, "\(correct.listing)")
        #expect(correct.ruleIDs.isSubset(of: Self.expected), "\(correct.listing)")

        let stale = Self.delegate(
            updatingWhen: "guard newState.wideMode != lastWide else { return }\n    lastWide = newState.wideMode")
        let flipping = resizes.filter { !$0.name.contains("tabletLandscape") && !$0.name.contains("splitViewHalf") }
        let passed = try Fixture.verify(stale, scenarios: flipping)
        #expect(passed.ruleIDs.isSubset(of: Self.expected), "\(passed.listing)")
        let caught = try Fixture.verify(stale, scenarios: resizes)
        #expect(!caught.ruleIDs.subtracting(Self.expected).isEmpty, "\(caught.listing)")
        #expect(!caught.ruleIDs.contains("delegate_not_verified"), "\(caught.listing)")
    }
}
