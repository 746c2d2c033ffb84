@testable import DelegateVerifier
import LayoutModel
import Testing

/// A delegate made with stand-in arguments runs every value of the flags
/// among them (`StandInConfigurations.swift`): the branch a flag's other value
/// takes is checked, not left to the one value a stand-in happens to hold.
@Suite struct StandInConfigurationTests {
    /// Scenarios enough to reach guidance (the sample does not lay wide mode out); the runs multiply by the configurations.
    static let scenarios = Array(Fixture.portrait.prefix(4))

    /// The SDK sample made by `init(<name>: <type>)`, which it keeps in a property of
    /// that name, with `declarations` before it and `etaExtra` (constraints on
    /// `etaCard`, by the flag) added to the guidance constraints.
    static func delegate(declarations: String, parameter name: String, _ type: String, default value: String? = nil, etaExtra: String) -> String {
        let made = Fixture.mutate(
            Fixture.sample, "  private static let promptAnimationDuration: TimeInterval = 0.4\n", """
              private static let promptAnimationDuration: TimeInterval = 0.4
              private let \(name): \(type)
              init(\(name): \(type)\(value.map { " = \($0)" } ?? "")) { self.\(name) = \(name); super.init() }

            """)
        let guidance = "    elements.constraints = sharedConstraints + [\n      turnCard.leadingAnchor"
        let guided = Fixture.mutate(made, guidance, "    elements.constraints = \(etaExtra) + sharedConstraints + [\n      turnCard.leadingAnchor")
        return "\(declarations)\n\(guided)"
    }

    static let widthFixed = "[etaCard.widthAnchor.constraint(equalToConstant: 300)]"
    static let widthCapped = "[etaCard.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor)]"

    @Test func configurationsAreEveryCombinationUpToSixteenElseOneFlagAtATime() {
        let two = [StandInFlag(path: "a", values: [.bool(true), .bool(false)]), StandInFlag(path: "m", values: [.enumCase("x"), .enumCase("y")])]
        #expect(StandInConfiguration.isExhaustive(two))
        #expect(StandInConfiguration.all(two).map(\.name) == [nil, "m=.y", "a=false", "a=false,m=.y"])
        let five = (1...5).map { StandInFlag(path: "f\($0)", values: [.bool(false), .bool(true)]) }
        #expect(!StandInConfiguration.isExhaustive(five))
        #expect(StandInConfiguration.all(five).map(\.name) == [nil, "f1=true", "f2=true", "f3=true", "f4=true", "f5=true"])
        #expect(StandInConfiguration.all([]).map(\.name) == [nil])
    }

    /// A shared value's Bool field (`LayoutOptions.standard.compactEta`): both
    /// values run; the fixed width only the `true` value sets is caught, there.
    @Test func aSharedValuesFlagFieldRunsBothValues() throws {
        let declarations = """
            import UIKit
            struct LayoutOptions {
              var compactEta: Bool
              static let standard = LayoutOptions(compactEta: false)
            }
            """
        func text(_ extra: String) -> String {
            Self.delegate(declarations: declarations, parameter: "options", "LayoutOptions", etaExtra: "(options.compactEta ? \(extra) : [])")
        }
        let clean = try Fixture.verify(text(Self.widthCapped), scenarios: Self.scenarios)
        #expect(clean.isFullyVerified && clean.runs == 2 * Self.scenarios.count, "\(clean.listing)")
        #expect(clean.ruleIDs == ["delegate_assumption"], "\(clean.listing)")
        #expect(clean.findings.contains { $0.message.contains("LayoutOptions.standard (its one shared value)); every scenario runs with each value of options.compactEta (every combination, 2 runs)") }, "\(clean.listing)")
        let fixed = try Fixture.verify(text(Self.widthFixed), scenarios: Self.scenarios)
        let finding = try #require(fixed.findings.first { $0.ruleID == "delegate_fixed_size_constraint" }, "\(fixed.listing)")
        #expect(finding.message.contains("(in options.compactEta=true/"), "\(finding.message)")
    }

    /// A bare `Bool` parameter stopped the run (no stand-in could decide it); now each value runs.
    @Test func aBoolParameterRunsBothValues() throws {
        func text(_ extra: String) -> String {
            Self.delegate(declarations: "import UIKit", parameter: "compactEta", "Bool", etaExtra: "(compactEta ? \(extra) : [])")
        }
        let clean = try Fixture.verify(text(Self.widthCapped), scenarios: Self.scenarios)
        #expect(clean.isFullyVerified && clean.runs == 2 * Self.scenarios.count, "\(clean.listing)")
        #expect(clean.ruleIDs == ["delegate_assumption"], "\(clean.listing)")
        let fixed = try Fixture.verify(text(Self.widthFixed), scenarios: Self.scenarios)
        #expect(fixed.findings.contains { $0.ruleID == "delegate_fixed_size_constraint" && $0.message.contains("(in compactEta=true/") }, "\(fixed.listing)")
    }

    /// A payload-free enum of the files runs each case; its first case is the first run's.
    @Test func anEnumParameterRunsEachCase() throws {
        let declarations = "import UIKit\nenum EtaStyle { case full, compact, hidden }"
        func text(_ extra: String) -> String {
            Self.delegate(declarations: declarations, parameter: "style", "EtaStyle", etaExtra: "(style == .compact ? \(extra) : [])")
        }
        let clean = try Fixture.verify(text(Self.widthCapped), scenarios: Self.scenarios)
        #expect(clean.isFullyVerified && clean.runs == 3 * Self.scenarios.count, "\(clean.listing)")
        #expect(clean.findings.contains { $0.message.contains("style: .full or .compact or .hidden") }, "\(clean.listing)")
        let fixed = try Fixture.verify(text(Self.widthFixed), scenarios: Self.scenarios)
        let sizes = fixed.findings.filter { $0.ruleID == "delegate_fixed_size_constraint" }
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0.message.contains("(in style=.compact/") }, "\(fixed.listing)")
    }

    /// The delegate's `init()` whose default argument holds flags (`options: LayoutOptions = LayoutOptions()`):
    /// they run each value as a stand-in's do.
    @Test func aDefaultArgumentsFlagsRunEachValue() throws {
        let declarations = "import UIKit\nstruct LayoutOptions { var compactEta = false; var title = \"Go\" }"
        func text(_ extra: String) -> String {
            Self.delegate(
                declarations: declarations, parameter: "options", "LayoutOptions", default: "LayoutOptions()",
                etaExtra: "(options.compactEta ? \(extra) : [])")
        }
        let clean = try Fixture.verify(text(Self.widthCapped), scenarios: Self.scenarios)
        #expect(clean.isFullyVerified && clean.runs == 2 * Self.scenarios.count, "\(clean.listing)")
        #expect(clean.findings.contains { $0.message.contains("made by init() with its default arguments (options: LayoutOptions()); every scenario runs with each value of options.compactEta (every combination, 2 runs)") }, "\(clean.listing)")
        let fixed = try Fixture.verify(text(Self.widthFixed), scenarios: Self.scenarios)
        #expect(fixed.findings.contains { $0.ruleID == "delegate_fixed_size_constraint" && $0.message.contains("(in options.compactEta=true/") }, "\(fixed.listing)")
    }

    /// A private field, a `let` with its value and an optional flag are not the app's to pass: no runs for them.
    @Test func fieldsTheAppCannotSetAreNotSwept() throws {
        let declarations = """
            import UIKit
            struct LayoutOptions {
              private var internalFlag = false
              let fixedFlag = true
              var maybe: Bool? = nil
              var inset: CGFloat = 8
            }
            """
        let text = Self.delegate(declarations: declarations, parameter: "options", "LayoutOptions", etaExtra: "[]")
        let result = try Fixture.verify(text, scenarios: Self.scenarios)
        #expect(result.isFullyVerified && result.runs == Self.scenarios.count, "\(result.listing)")
        #expect(!result.listing.contains("every scenario runs with each value"), "\(result.listing)")
    }
}
