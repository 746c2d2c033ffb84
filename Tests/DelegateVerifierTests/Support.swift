import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore

/// Fixtures and a one-call verification for the tests.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Stubs/Fixtures")

    /// The SDK sample delegate's source.
    static let sample = try! String(
        contentsOf: directory.appendingPathComponent("BasicLayoutDelegate.swift"), encoding: .utf8)

    static let scenarios = ScenarioCatalog.standard()
    /// Scenarios that start narrow (the resizing ones visit wide mode only through `sizeChanged`).
    static let portrait = scenarios.filter { $0.device.size.width < MetricsProfile.standard.wideModeMinimumWidth }
    /// Scenarios that start wide, so the transition callbacks run in wide mode.
    static let wide = scenarios.filter { $0.device.size.width >= MetricsProfile.standard.wideModeMinimumWidth }

    /// Verifies `text` over `scenarios` (default: all).
    static func verify(
        _ text: String, scenarios: [Scenario]? = nil, againstLegacy: Bool = false, pictures: Bool = false
    ) throws -> DelegateVerifier.Verification {
        var options = DelegateVerifier.Options()
        options.scenarios = scenarios
        options.againstLegacy = againstLegacy
        options.pictures = pictures ? .findingsAndOverviews : nil
        return try DelegateVerifier.verify(DelegateSource(text: text, displayPath: "Delegate.swift"), options: options)
    }

    /// The sample with `original` replaced by `replacement` (which must occur).
    static func mutate(_ text: String, _ original: String, _ replacement: String) -> String {
        precondition(text.contains(original), "mutation target not found: \(original)")
        return text.replacingOccurrences(of: original, with: replacement)
    }
}

extension DelegateVerifier.Verification {
    var ruleIDs: Set<String> { Set(findings.map(\.ruleID)) }
    var listing: String { findings.map { "\($0.location.line):\($0.location.column ?? 0) \($0.ruleID) \($0.message)" }.joined(separator: "\n") }
}
