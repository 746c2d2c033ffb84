@testable import DelegateVerifier
import Foundation
import LayoutModel
import Testing

/// What trial round 52 found: `String`'s mutating and searching methods a
/// hand-written rule parser uses stopped every scenario, and a view forced
/// left to right stopped the left-to-right scenarios too, where its direction
/// agrees with the map's.
@Suite struct Trial52Tests {
    let probe = ConstructsTests().probe

    /// `append` of a `Character` or a `String`, `removeLast()`, `insert(_:at:)`,
    /// `split(whereSeparator: \.isWhitespace)`, `prefix(while:)`, `range(of:)`,
    /// `suffix(from:)`, `unicodeScalars` and `Int(_:radix:)` (trial 52b: each stopped).
    @Test func stringsAreEditedAndSearchedAsSwiftDoes() throws {
        let members = """
            func probe() -> String {
                var text = "ab"
                let c: Character = "c"
                text.append(c)
                text.append("de")
                text.append(contentsOf: "f")
                let last = text.removeLast()
                text.insert("X", at: text.startIndex)
                let first = text.removeFirst()
                let words = "a  b\\tc".split(whereSeparator: \\.isWhitespace)
                let digits = "12pt".prefix(while: { $0.isNumber })
                let unit = "12pt".range(of: "pt")!
                var sum = 0
                for scalar in "09".unicodeScalars { sum += Int(scalar.value) }
                let parts = [text, String(last), String(first), "\\(words.count)", String(digits), String("12pt"[..<unit.lowerBound]),
                             String("12pt".suffix(from: unit.lowerBound)), "\\(sum)", "\\(Int("ff", radix: 16)!)", "\\(Int("zz", radix: 10) == nil)",
                             "\\("12pt".range(of: "em") == nil)"]
                return parts.joined(separator: " ")
            }
            """
        #expect(try probe(members, "", nil) == "abcde f X 3 12 12 pt 105 255 true true")
    }

    /// A badge forced left to right, pinned by its leading edge to the map's
    /// safe area: in left-to-right scenarios both directions agree and the
    /// layout is checked; only right-to-left ones stop (trial 52a: all stopped).
    @Test func aViewForcedLeftToRightStopsOnlyWhereDirectionsDiffer() throws {
        let text = Fixture.minimalDelegate(
            members: "private let badge = UIView()",
            enable: """
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.semanticContentAttribute = .forceLeftToRight
                navMap.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor, constant: 8),
                    badge.topAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.topAnchor, constant: 80),
                    badge.widthAnchor.constraint(equalToConstant: 20),
                    badge.heightAnchor.constraint(equalToConstant: 20),
                ])
                """,
            disable: "badge.removeFromSuperview()")
        let scenarios = Fixture.portrait.filter { $0.device == Fixture.portrait[0].device && $0.events == Fixture.portrait[0].events }
        #expect(Set(scenarios.map(\.direction)).count == 2)
        let result = try Fixture.verify(text, scenarios: scenarios)
        let stops = result.findings.filter { $0.ruleID == "delegate_not_verified" }
        #expect(!stops.isEmpty && stops.allSatisfy { $0.message.contains("semanticContentAttribute") }, "\(result.listing)")
        #expect(result.fullyCheckedRuns == scenarios.filter { $0.direction == .leftToRight }.count, "\(result.listing)")
    }
}
