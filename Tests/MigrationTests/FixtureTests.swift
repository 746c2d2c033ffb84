import Foundation
import Testing

/// Each `Fixtures/<name>/before` tree, fixed, must equal `Fixtures/<name>/after`
/// file for file (the delegate is created next to the screen), the fixed tree
/// and its delegates type-check against the stubs; fixing again changes nothing.
/// Every fixture's delegates verify against the legacy layout; a fixture with
/// a `defines` file (one custom condition a line) has a build for each too:
/// the tree type-checks in it, and its delegates verify in it.
/// A fixture with a `left` file (`path:line: rule` a line) keeps exactly those
/// legacy uses: lint finds only them afterwards, and the fix gave each a reason.
@Suite(.serialized) struct FixtureTests {
    @Test func everyFixtureBecomesItsAfterTreeAndStaysThere() throws {
        let fixtures = repositoryRoot.appendingPathComponent("Tests/MigrationTests/Fixtures")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
        where FileManager.default.fileExists(atPath: fixtures.appendingPathComponent("\(name)/before").path) {
            let before = fixtures.appendingPathComponent("\(name)/before")
            let after = fixtures.appendingPathComponent("\(name)/after")
            let project = try Project()
            for relative in try FileManager.default.subpathsOfDirectory(atPath: before.path) where relative.hasSuffix(".swift") {
                try project.write(relative, try String(contentsOf: before.appendingPathComponent(relative), encoding: .utf8))
            }
            let left = Set(
                ((try? String(contentsOf: fixtures.appendingPathComponent("\(name)/left"), encoding: .utf8)) ?? "")
                    .split(separator: "\n").map(String.init))
            let first = project.run(["fix", "."])
            #expect(first.code == (left.isEmpty ? 0 : 1), "\(name): \(first.error)")
            #expect(legacyUses(lint: project.run(["lint", "."]).output) == left, "\(name)")
            for use in left {
                let (place, rule) = (use.prefix { $0 != " " }, use.split(separator: " ").last ?? "")
                let reasons = first.error.split(separator: "\n").filter { $0.hasPrefix("left: \(place)") && $0.contains(": \(rule): ") }
                #expect(reasons.count == 1 && reasons.allSatisfy { !$0.hasSuffix(": \(rule): ") }, "\(name): no reason for \(use)\n\(first.error)")
            }
            for relative in try FileManager.default.subpathsOfDirectory(atPath: after.path) where relative.hasSuffix(".swift") {
                let expected = try String(contentsOf: after.appendingPathComponent(relative), encoding: .utf8)
                #expect(project.read(relative) == expected, "\(name): \(relative)")
            }
            let defines = (try? String(contentsOf: fixtures.appendingPathComponent("\(name)/defines"), encoding: .utf8))?
                .split(separator: "\n").map(String.init) ?? []
            for define in [nil] + defines {
                #expect(try typeChecks(project.root.path, define: define), "\(name): the fixed tree does not type-check with \(define ?? "no define")")
            }
            let delegates = project.tree().keys.filter { $0.hasSuffix("LayoutDelegate.swift") }.sorted()
            for define in [nil] + defines where !delegates.isEmpty {
                let verify = project.run(["verify", "--against-legacy"] + (define.map { ["--define", $0] } ?? []) + delegates)
                #expect(verify.code == 0, "\(name) with \(define ?? "no define"): \(verify.output)\(verify.error)")
            }
            let fixed = project.tree()
            #expect(project.run(["fix", "."]).code == (left.isEmpty ? 0 : 1), "\(name)")
            #expect(project.tree() == fixed, "\(name): a second run changed the tree")
        }
    }
}

/// The legacy uses in lint's output, as `path:line: rule`.
private func legacyUses(lint output: String) -> Set<String> {
    Set(
        output.split(separator: "\n").compactMap { line -> String? in
            guard let open = line.lastIndex(of: "("), line.hasSuffix(")") else { return nil }
            let rule = line[line.index(after: open)..<line.index(before: line.endIndex)]
            let parts = line.split(separator: ":", maxSplits: 2)
            guard rule.hasPrefix("legacy_"), parts.count == 3 else { return nil }
            return "\(parts[0]):\(parts[1]): \(rule)"
        })
}

/// Whether the tree compiles against the stubs through swiftc's SIL
/// diagnostics (definite initialization, actor isolation, ownership), in the
/// build with `define`.
func typeChecks(_ path: String, define: String? = nil) throws -> Bool {
    let process = Process()
    process.executableURL = repositoryRoot.appendingPathComponent("scripts/typecheck-examples.sh")
    process.arguments = [path]
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLINT_TYPECHECK_SIL"] = "1"
    if let define { environment["NAVLINT_TYPECHECK_FLAGS"] = "-D \(define)" }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
}
