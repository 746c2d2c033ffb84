@testable import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing

/// What trial round 43 found: `CGRect`'s geometry in frame-based code,
/// autoresizing masks, constrained mixins on views and guides, conditional
/// conformances of `Array` and `Optional`, members of `extension
/// Notification`, and block observers two objects register in one callback.
@Suite struct Trial43Tests {
    let probe = ConstructsTests().probe

    /// The rectangles Foundation's `CGRect` computes (this test's oracle) for
    /// `divided(atDistance:from:)`, `intersection`, `union`, `standardized`,
    /// `integral`, `CGRect(origin:size:)`, and `CGRect.null` where an
    /// intersection is empty or an inset passes the size (trial 43a: each stopped the run).
    @Test func rectGeometryMatchesFoundation() throws {
        func describe(_ rects: [CGRect]) -> String { rects.map { "\(Int($0.minX)),\(Int($0.minY)),\(Int($0.width)),\(Int($0.height))" }.joined(separator: " ") }
        let a = CGRect(x: 0, y: 0, width: 100, height: 50)
        let parts = a.divided(atDistance: 30, from: .maxYEdge)
        let rects = [
            parts.slice, parts.remainder, a.divided(atDistance: 300, from: .minXEdge).remainder,
            a.divided(atDistance: 30, from: .maxXEdge).slice, a.intersection(CGRect(x: 100, y: 0, width: 20, height: 20)),
            a.union(CGRect(origin: CGPoint(x: 200, y: -10), size: CGSize(width: 20, height: 20))),
            CGRect(x: 10, y: 10, width: -20, height: 5).standardized, CGRect(x: 0.5, y: 1.2, width: 10.2, height: 3).integral,
            CGRect.null.union(a),
        ]
        let flags = [a.intersection(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull, a.insetBy(dx: 60, dy: 0).isNull, rects[4].isEmpty]
        let expected = describe(rects) + " " + flags.map(String.init).joined(separator: " ")
        let members = #"""
            func probe() -> String {
                let a = CGRect(x: 0, y: 0, width: 100, height: 50)
                let parts = a.divided(atDistance: 30, from: .maxYEdge)
                let rects = [
                    parts.slice, parts.remainder, a.divided(atDistance: 300, from: .minXEdge).remainder,
                    a.divided(atDistance: 30, from: .maxXEdge).slice, a.intersection(CGRect(x: 100, y: 0, width: 20, height: 20)),
                    a.union(CGRect(origin: CGPoint(x: 200, y: -10), size: CGSize(width: 20, height: 20))),
                    CGRect(x: 10, y: 10, width: -20, height: 5).standardized, CGRect(x: 0.5, y: 1.2, width: 10.2, height: 3).integral,
                    CGRect.null.union(a),
                ]
                let flags = [a.intersection(CGRect(x: 200, y: 0, width: 1, height: 1)).isNull, a.insetBy(dx: 60, dy: 0).isNull, rects[4].isEmpty]
                return rects.map { "\(Int($0.minX)),\(Int($0.minY)),\(Int($0.width)),\(Int($0.height))" }.joined(separator: " ") + " " + flags.map { "\($0)" }.joined(separator: " ")
            }
            """#
        let got = try probe(members, "", nil)
        #expect(got == expected, "\(got)\n\(expected)")
    }

    /// As compiled Swift chooses: a mixin of `where Self: UIView` beside one of
    /// `where Self: UILayoutGuide` (a guide is never a view); `Array`'s and
    /// `Optional`'s conditional conformances by the receiver's declared type;
    /// a computed property of `extension Notification` on a posted
    /// notification (trial 43b: each stopped the run).
    @Test func mixinsConditionalConformancesAndNotificationMembersRun() throws {
        let declarations = #"""
            @MainActor protocol Mountable: AnyObject {}
            extension Mountable where Self: UIView { func kind() -> String { "view" } }
            extension Mountable where Self: UILayoutGuide { func kind() -> String { "guide" } }
            extension UIView: Mountable {}
            extension UILayoutGuide: Mountable {}
            protocol Detachable { func detach() -> String }
            extension Int: Detachable { func detach() -> String { "int" } }
            extension Array: Detachable where Element: Detachable { func detach() -> String { "array" } }
            extension Optional: Detachable where Wrapped: Detachable { func detach() -> String { "optional" } }
            extension Notification { var sender: String { (userInfo?["who"] as? String) ?? "?" } }
            """#
        let members = #"""
            let list: [Int] = [1]
            let maybe: [Int]? = [2]
            func probe() -> String {
                var heard = ""
                let token = NotificationCenter.default.addObserver(forName: Notification.Name("x"), object: nil, queue: nil) { note in heard = note.sender }
                NotificationCenter.default.post(name: Notification.Name("x"), object: nil, userInfo: ["who": "me"])
                NotificationCenter.default.removeObserver(token)
                return "\(UIView().kind()) \(UILayoutGuide().kind()) \(list.detach()) \(maybe.detach()) \(heard)"
            }
            """#
        let got = try probe(members, declarations, nil)
        #expect(got == "view guide array optional me", "\(got)")
    }

    /// Two listeners registering a block observer from the same line in one
    /// `enableNavigationUI` are two observers, not one registered again
    /// (trial 43b: a false positive that, merged with the real finding, hid
    /// a leak); listeners never stopped are reported at the next enable.
    @Test func observersTwoObjectsRegisterInOneCallbackAreNotRepeats() throws {
        func delegate(stopping: Bool) -> String {
            Fixture.minimalDelegate(
                declarations: """
                    extension Notification.Name { static let entered = Notification.Name("entered") }

                    @MainActor final class Listener {
                        private var tokens: [NSObjectProtocol] = []
                        var hits = 0
                        func start(_ sender: AnyObject) {
                            tokens.append(NotificationCenter.default.addObserver(forName: .entered, object: sender, queue: nil) { [weak self] _ in self?.hits += 1 })
                        }
                        func stop() {
                            tokens.forEach { NotificationCenter.default.removeObserver($0) }
                            tokens.removeAll()
                        }
                    }
                    """,
                members: "private let listeners = [Listener(), Listener()]",
                enable: """
                    listeners.forEach { $0.start(self) }
                    NotificationCenter.default.post(name: .entered, object: self)
                    """,
                disable: stopping ? "listeners.forEach { $0.stop() }" : "")
        }
        let scenarios = Fixture.scenarios.filter { $0.name.hasPrefix("two-sessions-") }
        let stopped = try Fixture.verify(delegate(stopping: true), scenarios: scenarios)
        #expect(!stopped.findings.contains { $0.message.contains("registered again") }, "\(stopped.listing)")
        #expect(!stopped.ruleIDs.contains("delegate_not_verified"), "\(stopped.listing)")
        let leaking = try Fixture.verify(delegate(stopping: false), scenarios: scenarios)
        #expect(leaking.findings.contains { $0.ruleID == "delegate_incomplete_cleanup" && $0.message.contains("registered again in enableNavigationUI") }, "\(leaking.listing)")
    }

    /// A bottom bar placed by its frame with `[.flexibleWidth,
    /// .flexibleTopMargin]` follows the map through rotations as UIKit's
    /// autoresizing does; without the mask it keeps its portrait frame and the
    /// viewport pinned above it is wrong in landscape (trial 43a: setting the
    /// mask stopped the run). Two flexible parts on one axis are not modelled: a stop.
    @Test func autoresizingMasksFollowTheMapThroughRotations() throws {
        func delegate(mask: String) -> String {
            Fixture.minimalDelegate(
                members: "private let bar = UIView()",
                enable: """
                    let bounds = navMap.bounds
                    let bottom = navMap.safeAreaInsets.bottom
                    bar.frame = CGRect(x: 0, y: bounds.height - bottom - 80, width: bounds.width, height: 80)
                    \(mask)
                    navMap.addSubview(bar)
                    """,
                bottom: "bar.topAnchor", disable: "bar.removeFromSuperview()")
        }
        let scenarios = Fixture.scenarios.filter { $0.name.hasPrefix("resize-phonePortrait-phoneLandscape-ltr") }
        #expect(!scenarios.isEmpty)
        let masked = try Fixture.verify(delegate(mask: "bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]"), scenarios: scenarios)
        // The delegate shows no prompt: that rule's findings are not this test's.
        #expect(masked.findings.allSatisfy { $0.severity != .error || $0.ruleID == "delegate_prompt_not_shown" }, "\(masked.listing)")
        let fixed = try Fixture.verify(delegate(mask: ""), scenarios: scenarios)
        #expect(fixed.ruleIDs.isSuperset(of: ["delegate_clipped_view", "delegate_missing_required_view"]), "\(fixed.listing)")
        let proportional = try Fixture.verify(delegate(mask: "bar.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]"), scenarios: scenarios)
        #expect(proportional.findings.contains { $0.ruleID == "delegate_not_verified" && $0.message.contains("several flexible parts on one axis") }, "\(proportional.listing)")
    }
}
