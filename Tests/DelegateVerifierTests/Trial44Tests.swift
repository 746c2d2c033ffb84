@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 44 found: configuration parsed with `JSONSerialization`,
/// number literals nested in `[String: Any]` literals, animators compared by
/// identity, read in the instant they start, and finished while not stopped.
@Suite struct Trial44Tests {
    let probe = ConstructsTests().probe

    /// `JSONSerialization.jsonObject(with:)` of text the files hold gives what
    /// Foundation gives (this test's oracle: the same casts on its result);
    /// a literal nested in a `[String: Any]` literal holds its literals' own
    /// types, `Double` for all when one has a fraction (trial 44b: both stopped the run).
    @Test func jsonObjectsAndNestedLiteralsCastAsFoundationDoes() throws {
        let json = #"{"logo": {"inset": 12, "scale": 1.5, "on": true}, "steps": [8, 16.5], "name": "nav", "none": null}"#
        func casts(_ object: [String: Any]) -> String {
            let logo = object["logo"] as? [String: Any] ?? [:]
            let steps = object["steps"] as? [Any] ?? []
            return [
                "\(logo["inset"] as? Double ?? -1)", "\(logo["inset"] as? Int ?? -1)", "\(logo["scale"] as? Double ?? -1)",
                "\(logo["on"] as? Bool ?? false)", "\((logo["inset"] as? NSNumber)?.doubleValue ?? -1)", "\(steps.count)",
                "\(steps.last as? Double ?? -1)", "\(object["name"] as? String ?? "")", "\(object["none"] is NSNull)",
            ].joined(separator: " ")
        }
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let members = #"""
            func probe() -> String {
                let json = #"{"logo": {"inset": 12, "scale": 1.5, "on": true}, "steps": [8, 16.5], "name": "nav", "none": null}"#
                guard let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] else { return "none" }
                let logo = object["logo"] as? [String: Any] ?? [:]
                let steps = object["steps"] as? [Any] ?? []
                return [
                    "\(logo["inset"] as? Double ?? -1)", "\(logo["inset"] as? Int ?? -1)", "\(logo["scale"] as? Double ?? -1)",
                    "\(logo["on"] as? Bool ?? false)", "\((logo["inset"] as? NSNumber)?.doubleValue ?? -1)", "\(steps.count)",
                    "\(steps.last as? Double ?? -1)", "\(object["name"] as? String ?? "")", "\(object["none"] is NSNull)",
                ].joined(separator: " ")
            }
            """#
        // The interpreter writes whole numbers without a fraction: compare the numbers, not their spelling.
        func normalized(_ text: String) -> [String] { text.split(separator: " ").map { Double($0).map { "\($0)" } ?? String($0) } }
        let got = try probe(members, "", nil)
        #expect(normalized(got) == normalized(casts(parsed)), "\(got)")
        let nested = #"""
            func probe() -> String {
                let object: [String: Any] = ["logo": ["inset": 12.0, "gap": 4], "mixed": [1, 2.5], "ints": [3, 4]]
                let inset = (object["logo"] as? [String: Any])?["inset"] as? Double
                let gap = (object["logo"] as? [String: Any])?["gap"] as? Int
                let mixed = (object["mixed"] as? [Any])?.first as? Double
                let ints = (object["ints"] as? [Any])?.first as? Int
                return "\(inset ?? -1) \(gap ?? -1) \(mixed ?? -1) \(ints ?? -1)"
            }
            """#
        // Swift types `["inset": 12.0, "gap": 4]` as `[String: Double]`: its `gap` is no `Int`.
        let nestedGot = try probe(nested, "", nil)
        #expect(normalized(nestedGot) == normalized("12.0 -1 1.0 3"), "\(nestedGot)")
    }

    /// Animators compare by identity; `fractionComplete` is 0 in the instant an
    /// animator starts; `finishAnimation(at:)` on one not stopped is a crash, as
    /// UIKit raises (trial 44c: the comparison stopped the run, the finish passed).
    @Test func animatorIdentityFractionAndFinishingOneNotStopped() throws {
        let members = #"""
            func probe() -> String {
                let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { }
                let b = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { }
                a.startAnimation()
                return "\(a === b) \(a !== b) \(a === a) \(ObjectIdentifier(a) == ObjectIdentifier(b)) \(a.fractionComplete == 0)"
            }
            """#
        #expect(try probe(members, "", nil) == "false true true false true")
        let finishing = #"""
            func probe() -> String {
                let a = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { }
                a.startAnimation()
                a.finishAnimation(at: .end)
                return "finished"
            }
            """#
        #expect { try probe(finishing, "", nil) } throws: { ($0 as? Unsupported)?.crashes == true }
        let stoppedFirst = finishing.replacingOccurrences(of: "a.finishAnimation", with: "a.stopAnimation(false)\n    a.finishAnimation")
        #expect(try probe(stoppedFirst, "", nil) == "finished")
    }

    /// One finding a place: where other scenarios said something else there
    /// (another view left over), the message says how many and names the
    /// first (trial 44a: "also in 49 other scenarios" hid that 34 of them had
    /// another view left); other numbers alone (frames) are the same message.
    @Test func aFindingSaysWhereOtherScenariosSaidSomethingElse() throws {
        let source = try DelegateSource(text: Fixture.sample, displayPath: "Delegate.swift")
        let tag = SourceTag(file: "Delegate.swift", line: 3)
        var collector = FindingCollector()
        collector.add(.incompleteCleanup, at: tag, "marker of x is left at (0, 12)", place: "first step 3 (stopGuidance)")
        collector.add(.incompleteCleanup, at: tag, "marker of x is left at (4, 20)", place: "second step 3 (stopGuidance)")
        collector.add(.incompleteCleanup, at: tag, "other of x is left at (0, 12)", place: "third step 3 (stopGuidance)")
        collector.add(.incompleteCleanup, at: tag, "other of x is left at (0, 12)", place: "fourth step 3 (stopGuidance)")
        let messages = collector.findings(rules: [], source: source).map(\.message)
        #expect(messages == ["marker of x is left at (0, 12) (in first step 3 (stopGuidance); also in 3 other scenarios; 2 of them with another message, first in third)"], "\(messages)")
    }
}
