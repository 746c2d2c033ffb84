import Foundation
import Testing

/// Each `Fixtures/<name>/before` tree, fixed, must equal `Fixtures/<name>/after`
/// file for file (the delegate is created next to the screen), the fixed tree
/// and its delegates type-check against the stubs; fixing again changes nothing.
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
            let typecheck = Process()
            typecheck.executableURL = repositoryRoot.appendingPathComponent("scripts/typecheck-examples.sh")
            typecheck.arguments = [project.root.path]
            try typecheck.run()
            typecheck.waitUntilExit()
            #expect(typecheck.terminationStatus == 0, "\(name): the fixed tree does not type-check")
            let fixed = project.tree()
            #expect(project.run(["fix", "."]).code == 0, "\(name)")
            #expect(project.tree() == fixed, "\(name): a second run changed the tree")
        }
    }
}
