@testable import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing

/// What trial round 56 found: numbers of UIKit's geometry lost their type in
/// `Any` (56a), and a delegate configured per screen by a struct's shared
/// values was not made (56c). Both stopped the run.
@Suite struct Trial56Tests {
    let probe = ConstructsTests().probe

    /// `let width = navMap.bounds.width` is a `CGFloat`, in `Any` too: put in
    /// a `[String: Any]` or a notification's `userInfo` literal and cast back
    /// `as? CGFloat` it is the number; `as? Double` is `nil`.
    @Test func geometryNumbersKeepTheirTypeInAny() throws {
        let members = """
            func probe() -> String {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
                let width = view.bounds.width
                let info: [String: Any] = ["width": width, "top": view.safeAreaInsets.top]
                var posted = "none"
                let token = NotificationCenter.default.addObserver(forName: Notification.Name("resized"), object: nil, queue: .main) { note in
                    posted = "\\((note.userInfo?["width"] as? CGFloat) == 320)"
                }
                NotificationCenter.default.post(name: Notification.Name("resized"), object: nil, userInfo: ["width": width])
                NotificationCenter.default.removeObserver(token)
                return "\\((info["width"] as? CGFloat) == 320) \\(info["width"] as? Double == nil) \\((info["top"] as? CGFloat) == 0) \\(posted)"
            }
            """
        let got = try probe(members, "", nil)
        #expect(got == "true true true true", "\(got)")
    }

    /// `init(config: ScreenConfig)` with `static let compact` and `static let
    /// roomy`: every scenario runs with each, stated.
    @Test func aDelegateConfiguredPerScreenRunsWithEachSharedValue() throws {
        func delegate(roomyInset: String) -> String {
            Fixture.minimalDelegate(
                declarations: """
                    struct ScreenConfig {
                      var logoInset: CGFloat
                      static let compact = ScreenConfig(logoInset: 8)
                      static let roomy = ScreenConfig(logoInset: \(roomyInset))
                    }
                    """,
                members: "private let config: ScreenConfig\n    init(config: ScreenConfig) { self.config = config }",
                enable: "_ = config.logoInset")
        }
        let scenarios = Array(Fixture.portrait.prefix(2))
        let both = try Fixture.verify(delegate(roomyInset: "12"), scenarios: scenarios)
        #expect(both.runs == 2 * scenarios.count && both.isFullyVerified, "\(both.listing)")
        #expect(both.findings.contains { $0.message.contains("ScreenConfig.compact or ScreenConfig.roomy (its shared values)") }, "\(both.listing)")
        #expect(!both.ruleIDs.contains("delegate_not_verified"), "\(both.listing)")
    }
}
