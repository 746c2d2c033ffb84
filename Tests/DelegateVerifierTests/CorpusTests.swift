import DelegateVerifier
import Foundation
import LayoutModel
import NavlintCore
import Testing
import TestSupport

/// One folder of Tests/DelegateCorpus: a hand-written delegate (with its
/// helper files) and its one-principle mutants.
struct CorpusDelegate: CustomTestStringConvertible, Sendable {
    /// The folder's name, e.g. `01-GuideStyle`.
    let name: String
    /// The folder's Swift files by name.
    let files: [String: String]
    let mutants: [CorpusMutant]

    var testDescription: String { name }
    var isKnownIssue: Bool { CorpusKnownIssues.delegates.contains(name) }
}

/// One entry of a folder's `mutants.json`: an edit breaking one principle, and the rule that must catch it.
struct CorpusMutant: Decodable, Sendable {
    let rule: String
    let file: String
    let find: String
    let replace: String
    let note: String
}

/// A mutant with its delegate, as one test case.
struct CorpusMutantCase: CustomTestStringConvertible, Sendable {
    let delegate: CorpusDelegate
    let mutant: CorpusMutant
    /// `<folder>#<rule>`, with `#2`, `#3`, ... for a folder's further mutants of the same rule.
    let id: String
    var testDescription: String { id }
    var isKnownIssue: Bool { CorpusKnownIssues.mutants.contains(id) }
}

enum Corpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("DelegateCorpus")

    static let delegates: [CorpusDelegate] = {
        let manager = FileManager.default
        let folders = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        return folders.sorted().compactMap { folder -> CorpusDelegate? in
            let url = directory.appendingPathComponent(folder)
            guard let names = try? manager.contentsOfDirectory(atPath: url.path), names.contains("mutants.json") else { return nil }
            var files: [String: String] = [:]
            for name in names where name.hasSuffix(".swift") {
                files[name] = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
            }
            let data = (try? Data(contentsOf: url.appendingPathComponent("mutants.json"))) ?? Data()
            let mutants = (try? JSONDecoder().decode([CorpusMutant].self, from: data)) ?? []
            return CorpusDelegate(name: folder, files: files, mutants: mutants)
        }
    }()

    static let mutantCases = delegates.flatMap { delegate in
        delegate.mutants.enumerated().map { index, mutant in
            let earlier = delegate.mutants[..<index].filter { $0.rule == mutant.rule }.count
            let id = "\(delegate.name)#\(mutant.rule)" + (earlier == 0 ? "" : "#\(earlier + 1)")
            return CorpusMutantCase(delegate: delegate, mutant: mutant, id: id)
        }
    }

    /// The scenarios mutants run in: every device and direction, with and
    /// without a prompt, and the resizes (as `MutationTests`).
    static let mutantScenarios = MutationTests.scenarios

    /// Verifies the delegate's file with the folder's other files as its
    /// context (as `navlint verify <folder>` does).
    static func verify(
        _ files: [String: String], of delegate: CorpusDelegate, scenarios: [Scenario]? = nil, bundled: Bool = true
    ) throws -> DelegateVerifier.Verification {
        // CorpusTests and WorldBundleTests both verify the delegates and a third of the mutants bundled: once.
        let kind: String? = if let scenarios { scenarios.map(\.name) == mutantScenarios.map(\.name) ? "mutant" : nil } else { "all" }
        guard bundled, let kind else { return try verifyOnce(files, of: delegate, scenarios: scenarios, bundled: bundled) }
        let key = kind + "\n" + files.sorted { $0.key < $1.key }.map { "\($0.key)\n\($0.value)" }.joined(separator: "\n")
        return try sharedRuns.value(for: key) { try verifyOnce(files, of: delegate, scenarios: scenarios, bundled: bundled) }
    }

    private static let sharedRuns = SharedRuns()

    /// As `navlint verify <folder>`: each file declaring a delegate, with the
    /// context the command gives it (`DelegateSource.context`).
    private static func verifyOnce(
        _ files: [String: String], of delegate: CorpusDelegate, scenarios: [Scenario]?, bundled: Bool
    ) throws -> DelegateVerifier.Verification {
        let inputs = files.sorted { $0.key < $1.key }.map { DelegateSource.Input(text: $0.value, displayPath: "\(delegate.name)/\($0.key)") }
        let declaring = inputs.map(\.declaresConformance)
        guard declaring.contains(true) else {
            throw InputProblem(kind: .unverifiable, location: SourceLocation(file: delegate.name, line: 1), message: "no file declares a delegate")
        }
        var options = DelegateVerifier.Options()
        options.scenarios = scenarios
        options.bundlesScenarios = bundled
        return try .combined(inputs.indices.filter { declaring[$0] }.map { index in
            try DelegateVerifier.verify(
                DelegateSource(inputs[index], context: DelegateSource.context(of: index, among: inputs, delegates: declaring)), options: options)
        })
    }

    /// The delegate's files with the mutant's edit; `nil` unless `find` occurs exactly once.
    static func apply(_ mutant: CorpusMutant, to files: [String: String]) -> [String: String]? {
        guard let text = files[mutant.file], text.components(separatedBy: mutant.find).count == 2 else { return nil }
        var edited = files
        edited[mutant.file] = text.replacingOccurrences(of: mutant.find, with: mutant.replace)
        return edited
    }

    /// Runs `body` as a known issue when `known`.
    static func check(known: Bool, _ body: () throws -> Void) rethrows {
        if known {
            withKnownIssue("an interpreter gap (CorpusKnownIssues)") { try body() }
        } else {
            try body()
        }
    }
}

/// Verifications by key, each made once however many tests ask for it (a test
/// asking while another makes it waits for that one).
final class SharedRuns: @unchecked Sendable {
    private let condition = NSCondition()
    private var results: [String: Result<DelegateVerifier.Verification, any Error>] = [:]
    private var running: Set<String> = []

    func value(for key: String, _ make: () throws -> DelegateVerifier.Verification) throws -> DelegateVerifier.Verification {
        condition.lock()
        while running.contains(key) { condition.wait() }
        if let done = results[key] {
            condition.unlock()
            return try done.get()
        }
        running.insert(key)
        condition.unlock()
        let result = Result { try make() }
        condition.lock()
        results[key] = result
        running.remove(key)
        condition.broadcast()
        condition.unlock()
        return try result.get()
    }
}

extension DelegateVerifier.Verification {
    /// The findings but the statements that the delegate was made with its
    /// initializer's default arguments or with stand-in arguments, read a setting as on a fresh install
    /// or the text size as the default one, localized text in the development language, baselines as one font's, the system spacing as 8 points,
    /// the keyboard hidden, traits unchanged, the newest system, each guidance's card views the same objects, wrapping labels one line high, the build checked (`#if DEBUG`), Combine's delivery order,
    /// kept a property only the app sets at its initial value, read launch arguments and Info.plist entries as absent, logged an object's description (its address), did not run code only the app (or UIKit) calls, read the
    /// clock (the run's virtual time), or left a base to its subclasses: a corpus
    /// delegate taking its configuration or timing that way is still correct as written.
    var findingsBeyondConfiguration: [Finding] {
        let configuration = [
            "is made by init() with its default arguments", "with stand-in arguments (", "is read as on a fresh install",
            "is set by no code of the given files", "assumed: the clock: ", "is verified only through its subclass",
            "is read as the default text size", "is set only by code no scenario runs", "is not run by any scenario",
            "never ran in any scenario (a handler", "is read as its registered default", "is an @IBOutlet: the storyboard",
            "the files' one typealias binding", "is created as the app would, by",
            "overrides a UIKit method the run never called", "is read at the default text size",
            "is read as its development-language text", "the baselines of two text views are related as their centres",
            "is laid out with the keyboard hidden", "no scenario changes those traits", "is read before the view is on the map",
            "(the newest system): the code for older systems is not checked",
            "is not in the build checked, so it is not verified (",
            "receive in the order they subscribed (Combine does not document an order)",
            "wideMode read from a state an earlier callback gave",
            "an earlier guidance had (the SDK's documents do not say so)", "the label is laid out one line high",
            "is read as false (the default); the layout with the setting on is not checked",
            "has no init(): it is made as", "is posted by UIKit, which no scenario makes happen",
            "UIStackView.spacingUseSystem is taken as 8 points", "is read as for an app launched without arguments",
            "the app's Info.plist is not among the files given", "the layout in dark mode is not checked",
            "(Swift writes its description, with the object's address)",  // an audit log's text of the SDK's state (101)
        ]
        return findings.filter { finding in
            !(finding.ruleID == "delegate_assumption" && configuration.contains { finding.message.contains($0) })
        }
    }

    /// The "not verified here" findings: what the interpreter could not run.
    var notVerified: [String] {
        findings.filter { $0.ruleID == "delegate_not_verified" }.map {
            "\($0.location.line): \($0.message) [\($0.sourceLine?.trimmingCharacters(in: .whitespaces) ?? "")]"
        }
    }
}

/// Issue 12 item 5: every correct corpus delegate is verified in full with no
/// finding, and every mutant is caught by its rule.
@Suite struct CorpusTests {
    @Test func theCorpusHasTwentyFourDelegatesWithMutantsOfKnownRules() {
        #expect(Corpus.delegates.count >= 24)
        let rules = Set(VerifierRule.allCases.map(\.rawValue))
        for delegate in Corpus.delegates {
            #expect(!delegate.mutants.isEmpty, "\(delegate.name) has no mutants")
            #expect(delegate.files.count == Set(delegate.files.keys).count && !delegate.files.isEmpty)
            for mutant in delegate.mutants {
                #expect(rules.contains(mutant.rule), "\(delegate.name): unknown rule \(mutant.rule)")
            }
        }
        let known = CorpusKnownIssues.delegates.union(CorpusKnownIssues.mutants.map { String($0.split(separator: "#")[0]) })
        #expect(known.isSubset(of: Set(Corpus.delegates.map(\.name))), "stale names in CorpusKnownIssues")
    }

    @Test(arguments: Corpus.mutantCases)
    func mutantEditsApplyExactlyOnce(_ mutant: CorpusMutantCase) {
        #expect(Corpus.apply(mutant.mutant, to: mutant.delegate.files) != nil,
                "\(mutant.id): '\(mutant.mutant.find)' does not occur exactly once in \(mutant.mutant.file)")
    }

    @Test(arguments: Corpus.delegates)
    func delegateIsVerifiedInFullAndClean(_ delegate: CorpusDelegate) throws {
        let result = try Corpus.verify(delegate.files, of: delegate)
        Corpus.check(known: delegate.isKnownIssue) {
            #expect(result.notVerified.isEmpty, "\(delegate.name) not verified: \(result.notVerified)")
            #expect(result.findingsBeyondConfiguration.isEmpty, "\(delegate.name):\n\(result.listing)")
        }
    }

    @Test(arguments: Corpus.mutantCases)
    func mutantIsCaughtByItsRule(_ mutant: CorpusMutantCase) throws {
        let files = try #require(Corpus.apply(mutant.mutant, to: mutant.delegate.files))
        let result = try Corpus.verify(files, of: mutant.delegate, scenarios: Corpus.mutantScenarios)
        Corpus.check(known: mutant.isKnownIssue) {
            #expect(result.notVerified.isEmpty, "\(mutant.id) not verified: \(result.notVerified)")
            let caught = result.findings.contains { $0.ruleID == mutant.mutant.rule }
            #expect(caught, "\(mutant.id) (\(mutant.mutant.note)):\n\(result.listing)")
        }
    }

    @Test(arguments: Corpus.delegates)
    func delegateTypeChecksAgainstTheStubs(_ delegate: CorpusDelegate) throws {
        guard let outcome = try CorpusTypeCheck.run(Corpus.directory.appendingPathComponent(delegate.name)) else {
            print("skipped: no swiftc on PATH to type-check the corpus")
            return
        }
        #expect(outcome.status == 0, "\(delegate.name):\n\(outcome)")
    }
}

/// `scripts/typecheck-examples.sh` on a corpus folder, sharing the built stub
/// modules between runs (`NAVLINT_STUB_CACHE`, as scripts/test.sh does), with
/// the compiler's SIL diagnostics (`NAVLINT_TYPECHECK_SIL`): a delegate must
/// compile, not only type-check (380's first form, `discard self` on a value
/// with non-trivial fields, type-checked and did not compile).
enum CorpusTypeCheck {
    static let repositoryRoot = Corpus.directory.deletingLastPathComponent().deletingLastPathComponent()

    /// How the script ended; `nil` when there is no swiftc.
    static func run(_ folder: URL) throws -> NavlintProcess.Outcome? {
        let environment = ProcessInfo.processInfo.environment
        let hasCompiler = (environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
        }
        guard hasCompiler else { return nil }
        let cache = environment["NAVLINT_STUB_CACHE"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("navlint-stub-cache").path
        return try NavlintProcess.run(
            repositoryRoot.appendingPathComponent("scripts/typecheck-examples.sh"), [folder.path], in: repositoryRoot,
            environment: ["NAVLINT_STUB_CACHE": cache, "NAVLINT_TYPECHECK_SIL": "1"])
    }
}
