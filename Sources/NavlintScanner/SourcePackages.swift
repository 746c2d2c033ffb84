import Foundation

/// Which package each source belongs to, and which packages each one can see, so that names the
/// prefilter learns from one codebase select files only where that codebase's types can be used.
///
/// Several unrelated codebases are often linted together (a monorepo, or CI passing every
/// project). A type `Convert` tied to the SDK in one of them says nothing about the unrelated
/// `Convert` of another; matching it there parsed hundreds of files that could not matter and made
/// linting roots together cost several times linting them apart. A package is the folder of the
/// nearest `Package.swift`, `*.xcodeproj` or `*.xcworkspace` above a file (files with none share one
/// package); it sees itself and, transitively, the packages whose modules its files `import`.
struct SourcePackages: Sendable {
    /// The package of each source, as an index into `visible`.
    let packageOfSource: [Int]
    /// For each package, the packages it sees (itself included), ascending.
    let visible: [[Int]]

    /// Groups `inputs` (their paths on disk; in-memory sources without a file share one package);
    /// `imports` holds each input's `importedModules`.
    init(_ inputs: [SourceInput], imports: [[String]]) {
        var finder = PackageFinder()
        var folders: [String: Int] = [:]
        var modules: [Set<String>] = []
        var packageOfSource: [Int] = []
        for input in inputs {
            let folder = input.contents == nil ? finder.package(containing: input.path) : nil
            let key = folder ?? ""
            let package = folders[key] ?? {
                folders[key] = modules.count
                modules.append(folder.map(PackageFinder.moduleNames(of:)) ?? [])
                return modules.count - 1
            }()
            packageOfSource.append(package)
        }
        var importedPackages = modules.map { _ in Set<Int>() }
        var exporters: [String: [Int]] = [:]
        for (package, names) in modules.enumerated() {
            for name in names { exporters[name, default: []].append(package) }
        }
        for (modulesImported, package) in zip(imports, packageOfSource) {
            for module in modulesImported {
                importedPackages[package].formUnion(exporters[module] ?? [])
            }
        }
        visible = modules.indices.map { start in
            var seen: Set<Int> = [start]
            var queue = [start]
            while let package = queue.popLast() {
                for other in importedPackages[package] where seen.insert(other).inserted { queue.append(other) }
            }
            return seen.sorted()
        }
        self.packageOfSource = packageOfSource
    }

    var count: Int { visible.count }

    /// The module names a file imports (`import A`, `@testable import A.B`, `import class A.T`).
    static func importedModules(_ bytes: [UInt8]) -> [String] {
        var modules: [String] = []
        // Only lines holding `import` can import: find those without splitting the whole file.
        var lineStarts: [Int] = []
        ByteSearch.forEachOccurrence(of: importKeyword, in: bytes) { offset in
            let start = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            if lineStarts.last != start { lineStarts.append(start) }
            return true
        }
        for start in lineStarts {
            let line = bytes[start...].prefix { $0 != UInt8(ascii: "\n") }
            var words = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })[...]
            while let first = words.first, first.first == UInt8(ascii: "@") || accessModifiers.contains(String(decoding: first, as: UTF8.self)) {
                words = words.dropFirst()
            }
            guard words.first.map({ String(decoding: $0, as: UTF8.self) }) == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, importKinds.contains(String(decoding: kind, as: UTF8.self)) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = path.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "/") }
            if !module.isEmpty { modules.append(String(decoding: module, as: UTF8.self)) }
        }
        return modules
    }

    private static let importKeyword = Array("import".utf8)
    private static let accessModifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
}

/// Finds a file's package folder, remembering what each folder holds.
private struct PackageFinder {
    private var isPackageFolder: [String: Bool] = [:]

    /// The nearest folder above `path` that holds a package or project manifest, if any.
    mutating func package(containing path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if let known = isPackageFolder[folder] {
                if known { return folder }
            } else {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                let found = entries.contains { Self.isManifest($0) }
                isPackageFolder[folder] = found
                if found { return folder }
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { break }
            folder = parent
        }
        return nil
    }

    private static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// The modules a package folder may define: its own name, its projects' names, and its
    /// top-level and `Sources/` folders (SwiftPM targets, Xcode targets' folders). Guessing too many
    /// only makes the prefilter select more, never less.
    static func moduleNames(of folder: String) -> Set<String> {
        let manager = FileManager.default
        var names: Set<String> = [(folder as NSString).lastPathComponent]
        for entry in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
            names.insert((entry as NSString).deletingPathExtension)
        }
        for entry in (try? manager.contentsOfDirectory(atPath: (folder as NSString).appendingPathComponent("Sources"))) ?? [] {
            names.insert(entry)
        }
        return Set(names.map { $0.replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_") })
    }
}
