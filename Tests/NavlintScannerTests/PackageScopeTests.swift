import Foundation
@testable import NavlintScanner
import Testing

/// Names the prefilter learns in one package select files only in packages that can see it
/// (issue 14): linting unrelated codebases together parses what linting them apart parses.
@Suite struct PackageScopeTests {
    /// Three packages on disk: `MapKit` ties `NavMap` and `Session.navigator` to the SDK; `Shop`
    /// is unrelated but has its own `NavMap` and `navigator` (look-alikes); `App` imports `MapKit`.
    static let tree: [String: String] = [
        "MapKit/Package.swift": "// swift-tools-version:5.9\n",
        "MapKit/Sources/MapKit/NavMap.swift": "import GoogleNavigation\nopen class NavMap: GMSMapView {}\n",
        "MapKit/Sources/MapKit/Session.swift": "public final class Session { public var navigator: NavMap? }\n",
        "Shop/Package.swift": "// swift-tools-version:5.9\n",
        "Shop/Sources/Shop/NavMap.swift": "final class NavMap { var padding = 0 }\n",
        "Shop/Sources/Shop/Use.swift": "func f(_ m: NavMap) -> Int { m.padding }\n",
        "Shop/Sources/Shop/Cart.swift": "final class Cart { var navigator = 0; func setUp() { _ = navigator } }\n",
        "Shop/Sources/Shop/Layout.swift": "func g(_ c: Cart) -> Int { let padding = c.navigator; return padding }\n",
        "App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
        "App/Screen.swift": "import MapKit\nfunc h(_ m: NavMap) { m.padding = .zero }\n",
        "App/Other.swift": "import MapKit\nfunc k(_ s: Session) { s.navigator?.padding = .zero }\n",
    ]

    static func scanned(_ roots: [String], in folder: URL) throws -> ScanResult {
        var inputs: [SourceInput] = []
        for root in roots {
            let base = folder.appendingPathComponent(root)
            let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") && !file.hasSuffix("Package.swift") {
                inputs.append(SourceInput(path: base.appendingPathComponent(file).path, displayPath: "\(root)/\(file)"))
            }
        }
        return LegacyScanner(rules: catalog.rules, options: ScannerOptions(jobs: 1)).scan(inputs)
    }

    static func withTree<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-packages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in tree {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try body(folder)
    }

    @Test func aPackageSeesWhatItImportsAndNothingElse() throws {
        try Self.withTree { folder in
            let together = try Self.scanned(["MapKit", "Shop", "App"], in: folder)
            // MapKit's two files and App's two, which import MapKit; none of Shop's four.
            #expect(together.statistics.filesParsed == 4)
            #expect(together.findings.map { "\($0.location.file):\($0.location.line)" } == [
                "App/Other.swift:2", "App/Screen.swift:2",
            ])
            // Apart, App cannot see MapKit's types: nothing of it is parsed or found.
            let apart = try ["MapKit", "Shop", "App"].map { try Self.scanned([$0], in: folder) }
            #expect(apart.map(\.statistics.filesParsed) == [2, 0, 0])
            #expect(apart.allSatisfy { $0.findings.isEmpty })
            // The unrelated package costs nothing more next to MapKit than alone.
            let besideMapKit = try Self.scanned(["MapKit", "Shop"], in: folder)
            #expect(besideMapKit.statistics.filesParsed == 2)
        }
    }

    @Test func aMemberNameSelectsAFileOnlyNextToACommonLegacyName() {
        let result = scan([
            "Globals.swift": "var currentNavigator: GMSMapView?\n",
            "Tests.swift": "final class T { func setUp() { _ = currentNavigator } }\n",
            "Use.swift": "func f() { currentNavigator?.padding = .zero }\n",
        ])
        #expect(result.statistics.filesParsed == 2)
        #expect(positions(result) == ["legacy_map_padding@1:30"])
    }

    @Test func importsAreReadWithAttributesAndKinds() {
        let source = """
            import Foundation
            @testable import MapKit
            @_exported public import class Core.Thing
            // import Commented
            let importer = 1
            """
        #expect(SourcePackages.importedModules(Array(source.utf8)) == ["Foundation", "MapKit", "Core"])
    }

    @Test func importsAreReadFromWindowsLineEndingsAndTheLastLine() {
        let source = "import UIKit\r\nlet x = 1; import Later\r\n  import GoogleNavigation"
        #expect(SourcePackages.importedModules(Array(source.utf8)) == ["UIKit", "GoogleNavigation"])
    }

    @Test func byteSearchFindsEveryOccurrenceIncludingOverlapsAndTheEnds() {
        var offsets: [Int] = []
        ByteSearch.forEachOccurrence(of: Array("aba".utf8), in: Array("ababa-aba".utf8)) { offsets.append($0); return true }
        #expect(offsets == [0, 2, 6])
        #expect(ByteSearch.contains(Array("navlint:".utf8), in: Array("// navlint:disable".utf8)))
        #expect(!ByteSearch.contains(Array("navlint:".utf8), in: Array("navlint".utf8)))
        #expect(!ByteSearch.contains([], in: Array("x".utf8)))
    }
}
