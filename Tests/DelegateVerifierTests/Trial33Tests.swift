@testable import DelegateVerifier
import LayoutModel
import SwiftParser
import SwiftSyntax
import Testing

/// What trial round 33 and corpus 189 (a renderer diffing keyed pins) found.
@Suite struct Trial33Tests {
    let probe = ConstructsTests().probe

    /// `pin(a, "x") { ... }` for `(_ a: Int, _ edge: String, _ inset: Double = 0, _ make: () -> String)`:
    /// the trailing closure passes over the defaulted `inset`, which takes no closure.
    @Test func aTrailingClosurePassesOverADefaultedParameterThatTakesNoClosure() throws {
        let declarations = """
            func pin(_ a: Int, _ edge: String, _ inset: Double = 4, _ make: () -> String) -> String { "\\(a) \\(edge) \\(inset) \\(make())" }
            func tally(_ values: Int..., scale: Int = 1, then: (Int) -> Int) -> Int { then(values.reduce(0, +) * scale) }
            """
        let members = """
            func probe() -> String {
              let closure = pin(1, "top") { "made" }
              let explicit = pin(2, "bottom", 8) { "also" }
              return "\\(closure) | \\(explicit) | \\(tally(1, 2, 3) { $0 + 1 })"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "1 top 4.0 made | 2 bottom 8.0 also | 7", "\(got)")
    }

    /// The labels alone decide the overload: a trailing closure after a defaulted non-closure parameter fits.
    @Test func labelsWithATrailingClosureFitPastADefaultedParameter() throws {
        let file = Parser.parse(source: "func f(_ a: Int, _ b: Int = 0, _ c: () -> Void) {}")
        let parameters = try #require(file.statements.first?.item.as(FunctionDeclSyntax.self)).signature.parameterClause.parameters
        #expect(parameters.binding([nil, nil]) == [0..<1, 1..<1, 1..<2])
        #expect(parameters.binding([nil, nil, nil]) == [0..<1, 1..<2, 2..<3])
        #expect(parameters.binding([nil]) == nil)
        #expect(parameters.binding(["x", nil]) == nil)
        #expect(parameters.binding([nil], lenient: true) == [0..<1, 1..<1, 1..<1])
    }

    /// `.y(.bottom, offset: 200)` calls `static func y(_:offset:)`, not the
    /// case `y(_:constant:)` (trial 33a: the case was made from the arguments, a silent pass).
    @Test func aStaticFunctionNamedLikeACaseIsChosenByItsLabels() throws {
        let declarations = """
            enum Side { case top, bottom }
            enum Pin {
              case y(Side, constant: CGFloat)
              static func y(_ side: Side, offset: CGFloat) -> Pin { .y(side, constant: offset * 2) }
              static func y(_ side: Side) -> Pin { .y(side, constant: 1) }
              var constant: CGFloat { switch self { case .y(_, let constant): constant } }
            }
            """
        let members = """
            func probe() -> String {
              let scaled: Pin = .y(.bottom, offset: 200)
              let plain: Pin = .y(.top)
              let direct: Pin = .y(.top, constant: 5)
              let pins: [Pin] = [.y(.bottom, offset: 1), Pin.y(.top, offset: 2)]
              return "\\(scaled.constant) \\(plain.constant) \\(direct.constant) \\(pins.map(\\.constant))"
            }
            """
        let got = try probe(members, declarations, nil)
        #expect(got == "400.0 1.0 5.0 [2.0, 4.0]", "\(got)")
    }

    /// `[[T]].joined()` flattens (trial 33b: it was joined as text, a silent pass); strings still join.
    @Test func joinedFlattensNestedArraysAndJoinsStrings() throws {
        let members = """
            func probe() -> String {
              let groups = [["viewport"], ["googleLogo", "turnCard"]]
              let flat = Array(groups.joined())
              let spaced = Array([[1, 2], [3]].joined(separator: [0]))
              return "\\(flat.count) \\(flat.last!) \\(spaced) \\(["a", "b"].joined()) \\(["a", "b"].joined(separator: "-"))"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "3 turnCard [1, 2, 0, 3] ab a-b", "\(got)")
    }

    /// Numbers parsed from text: `Double("8")`, `Int("x")` is nil, `Float("0.5")`.
    @Test func numbersFromText() throws {
        let members = """
            func probe() -> String {
              let inset = CGFloat(Double("8") ?? 0)
              let missing = Int("x") ?? -1
              let half = Double(Float("0.5") ?? 0)
              let count = Int("12") ?? 0
              return "\\(inset) \\(missing) \\(half) \\(count)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "8.0 -1 0.5 12", "\(got)")
    }

    /// A Google view faded out and moved by a transform, left on the map: a
    /// cleanup leftover, not a stop (trial 33b: the transform stopped the run and hid the finding).
    @Test func aFadedTransformedLeftoverIsReportedNotAStop() throws {
        let text = Fixture.mutate(
            Fixture.sample, "    activeGuidanceElements = nil\n    navigationReadyElements?.activate()\n",
            """
                activeGuidanceElements = nil
                navigationReadyElements?.activate()
                navMap.addSubview(oldState.turnCard)
                oldState.turnCard.alpha = 0
                oldState.turnCard.transform = CGAffineTransform(translationX: 0, y: -24)

            """)
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.prefix(1)))
        #expect(result.notVerified.isEmpty, "\(result.listing)")
        #expect(result.findings.contains { $0.ruleID == "delegate_incomplete_cleanup" && $0.message.contains("turnCard") }, "\(result.listing)")
    }

    /// A navigation-ready constraint a prompt callback deactivates and activates
    /// again (the same object) is still the ready state's after `stopGuidance`
    /// (trial 33b; the delegate shows no cards, which other rules report).
    @Test func aReadyConstraintActivatedAgainDuringGuidanceIsNoLeftover() throws {
        let text = """
            import GoogleNavigation
            import UIKit

            @MainActor
            final class ReactivatedReadyConstraint: NavigationLayoutDelegate {
                private var active: [NSLayoutConstraint] = []
                private var viewportTop: NSLayoutConstraint?
                private var promptConstraints: [NSLayoutConstraint] = []
                private weak var viewport: UIView?
                private var readyTop: NSLayoutConstraint?

                func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
                    _ = newState.wideMode
                    let safe = navMap.safeAreaLayoutGuide
                    for view in [newState.viewport, newState.googleLogo] {
                        view.translatesAutoresizingMaskIntoConstraints = false
                        navMap.addSubview(view)
                    }
                    viewport = newState.viewport
                    let top = newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor)
                    viewportTop = top
                    readyTop = top
                    active = [
                        top,
                        newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                        newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                        newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                        newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                        newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    ]
                    NSLayoutConstraint.activate(active)
                }
                func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
                    NSLayoutConstraint.deactivate(active); active = []
                    oldState.viewport.removeFromSuperview(); oldState.googleLogo.removeFromSuperview()
                }
                func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) { _ = newState.wideMode }
                func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {}
                func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
                    guard let viewport, let viewportTop else { return }
                    newPrompt.translatesAutoresizingMaskIntoConstraints = false
                    navMap.addSubview(newPrompt)
                    viewportTop.isActive = false
                    let top = viewport.topAnchor.constraint(equalTo: newPrompt.bottomAnchor)
                    self.viewportTop = top
                    promptConstraints = [
                        newPrompt.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor),
                        newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                        top,
                    ]
                    NSLayoutConstraint.activate(promptConstraints)
                }
                func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
                    NSLayoutConstraint.deactivate(promptConstraints); promptConstraints = []
                    oldPrompt.removeFromSuperview()
                    readyTop?.isActive = true
                    viewportTop = readyTop
                }
                func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
                    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
                    showPrompt(navMap: navMap, newPrompt: newPrompt)
                }
            }
            """
        let result = try Fixture.verify(text, scenarios: Array(Fixture.portrait.filter { $0.name.hasSuffix("-prompt") }.prefix(1)))
        #expect(result.notVerified.isEmpty, "\(result.listing)")
        #expect(!result.ruleIDs.contains("delegate_incomplete_cleanup"), "\(result.listing)")
    }
}
