import Foundation
import NavlintCommands
import Testing

/// The bundled legacy app against its hand-written oracle: every legacy use
/// at the right line and column with the right rule, and no look-alike.
@Test func examplesMatchTheirOracle() throws {
    let (console, captured) = Console.capturing()
    let code = Navlint.main(
        ["lint", "--quiet", "--reporter", "json", "Examples"], console: console, workingDirectory: repositoryRoot.path)
    #expect(code == .success)
    let findings = try #require(JSONSerialization.jsonObject(with: Data(captured.output.utf8)) as? [[String: Any]])
    let reported = findings.map { finding in
        let file = (finding["file"] as! String).replacingOccurrences(of: "Examples/", with: "")
        return "\(file):\(finding["line"]!):\(finding["character"]!): \(finding["rule_id"]!)"
    }.sorted()
    let oracle = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/expected-findings.txt"), encoding: .utf8)
        .split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }.sorted()
    #expect(oracle.count >= 40)
    #expect(reported == oracle)
}
