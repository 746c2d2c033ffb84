@testable import DelegateVerifier
import LayoutModel
import Testing

/// The view controller showing the map goes through UIKit's size transition
/// as a resize scenario changes the window (`SizeTransitions.swift`):
/// `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)`, the controller's `traitCollectionDidChange(_:)`,
/// the coordinator's alongside blocks and, on the main queue, its completions.
@Suite struct SizeTransitionTests {
    static let resizes = Fixture.scenarios.filter { $0.events.contains { if case .resize = $0 { true } else { false } } }

    /// A controller delegate making its map, with `extra` in its class body.
    static func controller(_ extra: String) -> String {
        Trial26ControllerTests.controller(didLoad: ControllerPresentationTests.loads(), extra: extra)
    }

    static func verify(_ extra: String, scenarios: [Scenario] = resizes) throws -> DelegateVerifier.Verification {
        try Fixture.verify(controller(extra), scenarios: scenarios)
    }

    /// Each step checks what ran before it (a failed precondition is a
    /// crash, reported); the completion reaches an `assertionFailure`, which
    /// the release build checked states, so its running shows.
    static let ordered = """
          var steps: [String] = []
          override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
            precondition(steps.isEmpty)
            steps.append("will")
          }
          override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            precondition(steps.isEmpty || steps == ["will"])
            steps.append("size")
            coordinator.animate(alongsideTransition: { context in
              precondition(self.steps == ["size"] || self.steps == ["will", "size", "traits"])
              precondition(self.view.bounds.width == size.width && context.isAnimated)
              self.steps = []
            }, completion: { context in
              precondition(!context.isCancelled && self.steps.isEmpty)
              assertionFailure("the transition completed")
            })
          }
          override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            precondition(steps == ["will", "size"])
            steps.append("traits")
          }
        """

    @Test func theControllerShowingTheMapGoesThroughEachResizesTransitionInUIKitsOrder() throws {
        let baseline = try Self.verify("")
        let result = try Self.verify(Self.ordered)
        #expect(!result.ruleIDs.contains("delegate_not_verified"), "\(result.listing)")
        #expect(result.ruleIDs == baseline.ruleIDs.union(["delegate_assumption"]), "\(result.listing)")
        let completed = result.findings.filter { $0.message.contains("assertionFailure is reached") }
        #expect(completed.count == 1 && completed[0].message.contains("also in \(Self.resizes.count - 1) other scenarios"), "\(result.listing)")
        #expect(!result.findings.contains { $0.message.contains("is not run") }, "\(result.listing)")
    }

    /// What a completion does lands in the layout checked: an opaque view it puts over the map is caught.
    @Test func whatACompletionDoesIsChecked() throws {
        let covers = """
          override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: nil) { _ in
              let sheet = UIView()
              sheet.backgroundColor = .white
              sheet.translatesAutoresizingMaskIntoConstraints = false
              self.view.addSubview(sheet)
              NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: self.view.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: self.view.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: self.view.bottomAnchor),
                sheet.heightAnchor.constraint(equalToConstant: 300),
              ])
            }
          }
        """
        let result = try Self.verify(covers)
        #expect(result.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(result.listing)")
        let unresized = try Self.verify(covers, scenarios: Trial26ControllerTests.scenarios)
        #expect(!unresized.ruleIDs.contains("delegate_viewport_under_opaque_view"), "\(unresized.listing)")
    }

    /// The run's views have their new size as the override runs, which UIKit
    /// calls before the change: reading them there is stated.
    @Test func readingTheViewsSizeInViewWillTransitionIsStated() throws {
        let reads = """
          override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            print(view.bounds.width)
          }
        """
        let result = try Self.verify(reads)
        #expect(result.findings.contains { $0.message.contains("viewWillTransition(to:with:) runs with the views at their new size") }, "\(result.listing)")
        let inBlock = try Self.verify(reads.replacingOccurrences(of: "print(view.bounds.width)", with: "coordinator.animate(alongsideTransition: { _ in print(self.view.bounds.width) }, completion: nil)"))
        #expect(!inBlock.findings.contains { $0.message.contains("runs with the views at their new size") }, "\(inBlock.listing)")
    }

    /// A controller whose map comes from elsewhere is not run: its transition
    /// override is stated where a resize would call it, and nowhere else.
    @Test func aTransitionOverrideTheRunCannotSendIsStatedOnlyWhereAResizeWouldCallIt() throws {
        let override = "  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}"
        let text = Trial26ControllerTests.controller(didLoad: Trial26ControllerTests.findsMap, extra: override)
        let stated = "viewWillTransition(to:with:) is not run: UIKit calls it as a resize changes its view's size"
        let resized = try Fixture.verify(text, scenarios: Array(Self.resizes.prefix(2)))
        #expect(resized.findings.contains { $0.message.contains(stated) }, "\(resized.listing)")
        let unresized = try Fixture.verify(text, scenarios: Trial26ControllerTests.scenarios)
        #expect(!unresized.findings.contains { $0.message.contains("viewWillTransition") }, "\(unresized.listing)")
    }

    /// A coordinator kept and used after its transition stops: what UIKit runs then is not documented.
    @Test func aCoordinatorUsedAfterItsTransitionStops() throws {
        let kept = """
          var kept: (any UIViewControllerTransitionCoordinator)?
          override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            kept?.animate(alongsideTransition: nil, completion: nil)
            kept = coordinator
          }
        """
        let result = try Self.verify(kept, scenarios: Array(Self.resizes.filter { $0.events.filter { if case .resize = $0 { true } else { false } }.count > 1 }.prefix(1)))
        let stop = try ControllerPresentationTests.stop(result)
        #expect(stop.contains("animate(alongsideTransition:completion:) after its transition"), "\(stop)")
    }
}
