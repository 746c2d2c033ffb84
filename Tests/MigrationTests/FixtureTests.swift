import Foundation
import Testing

/// Each `Fixtures/<name>/before` tree, fixed, must equal `Fixtures/<name>/after`
/// file for file (the delegate is created next to the screen), the fixed tree
/// and its delegates type-check against the stubs; fixing again changes nothing.
/// A fixture with a `defines` file (one custom condition a line) has a build
/// for each too: the tree type-checks in it, and its delegates verify in it.
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
            let first = project.run(["fix", "."])
            #expect(first.code == 0, "\(name): \(first.error)")
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
            for define in defines {
                let verify = project.run(["verify", "--against-legacy", "--define", define] + delegates)
                #expect(verify.code == 0, "\(name) with \(define): \(verify.output)\(verify.error)")
            }
            let fixed = project.tree()
            #expect(project.run(["fix", "."]).code == 0, "\(name)")
            #expect(project.tree() == fixed, "\(name): a second run changed the tree")
        }
    }
}

/// Whether the tree type-checks against the stubs, in the build with `define`.
func typeChecks(_ path: String, define: String? = nil) throws -> Bool {
    let process = Process()
    process.executableURL = repositoryRoot.appendingPathComponent("scripts/typecheck-examples.sh")
    process.arguments = [path]
    if let define { process.environment = ProcessInfo.processInfo.environment.merging(["NAVLINT_TYPECHECK_FLAGS": "-D \(define)"]) { $1 } }
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
}
