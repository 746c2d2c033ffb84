// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The folder holding the toolchain's SwiftSyntax modules and shared libraries.
///
/// `NAVLINT_SWIFT_HOST_LIBS` overrides it; otherwise it is found from the
/// `swiftc` on `PATH` (`<toolchain>/usr/bin/swiftc` -> `<toolchain>/usr/lib/swift/host`).
func toolchainHostLibraries() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["NAVLINT_SWIFT_HOST_LIBS"], !override.isEmpty {
        return override
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: swiftc.path) {
            return swiftc.resolvingSymlinksInPath()
                .deletingLastPathComponent()  // bin
                .deletingLastPathComponent()  // usr
                .appendingPathComponent("lib/swift/host").path
        }
    }
    return "/usr/lib/swift/host"
}

/// The LLVM installation whose libclang (headers and library, one version) navlint parses
/// Objective-C with.
///
/// `NAVLINT_LIBCLANG_PREFIX` overrides it (a folder with `include/clang-c/Index.h` and
/// `lib/libclang.so` or `.dylib`); otherwise `llvm-config --prefix` of the `llvm-config` on
/// `PATH`, then the newest `/usr/lib/llvm-N` (Debian's `libclang-dev`, which ships no
/// pkg-config file), then Homebrew's. The Swift toolchain's own `libclang.so` comes without
/// its headers, so it is not used: headers and library must match.
func libclangPrefix() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["NAVLINT_LIBCLANG_PREFIX"], !override.isEmpty {
        return override
    }
    let files = FileManager.default
    func hasLibclang(_ prefix: String) -> Bool {
        files.fileExists(atPath: prefix + "/include/clang-c/Index.h")
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let tool = String(directory) + "/llvm-config"
        guard files.isExecutableFile(atPath: tool) else { continue }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--prefix"]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil {
            process.waitUntilExit()
            let prefix = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if process.terminationStatus == 0, hasLibclang(prefix) { return prefix }
        }
        break
    }
    let debian = ((try? files.contentsOfDirectory(atPath: "/usr/lib")) ?? [])
        .compactMap { name -> (Int, String)? in
            guard name.hasPrefix("llvm-"), let version = Int(name.dropFirst(5)) else { return nil }
            return (version, "/usr/lib/" + name)
        }
        .sorted { $0.0 > $1.0 }.map(\.1)
    let candidates = debian + ["/opt/homebrew/opt/llvm", "/usr/local/opt/llvm"]
    return candidates.first(where: hasLibclang) ?? "/usr/lib/llvm"
}

let hostLibraries = toolchainHostLibraries()
let libclang = libclangPrefix()
let syntaxSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-I", hostLibraries, "-Xcc", "-I\(libclang)/include"])]
let syntaxLinkerSettings: [LinkerSetting] = [
    .unsafeFlags([
        "-L", hostLibraries, "-Xlinker", "-rpath", "-Xlinker", hostLibraries,
        "-L", libclang + "/lib", "-Xlinker", "-rpath", "-Xlinker", libclang + "/lib",
    ]),
    .linkedLibrary("SwiftSyntax"),
    .linkedLibrary("SwiftParser"),
    .linkedLibrary("SwiftDiagnostics"),
    .linkedLibrary("SwiftParserDiagnostics"),
    .linkedLibrary("SwiftBasicFormat"),
    .linkedLibrary("SwiftSyntaxBuilder"),
    .linkedLibrary("SwiftIfConfig"),
    .linkedLibrary("SwiftOperators"),
]

/// The verifier's hot loops (the interpreter, the layout engine, the solver)
/// touch class properties millions of times a run; Swift's dynamic
/// exclusivity checks on each access cost a few percent of `verify` there.
/// Debug builds (the tests' default) keep the checks.
let uncheckedExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "navlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "navlint", targets: ["navlint"]),
        .library(name: "NavlintCommands", targets: ["NavlintCommands"]),
        // For packages that depend on navlint (README, "Running navlint from SwiftPM, Xcode and CI").
        .plugin(name: "NavlintCommand", targets: ["NavlintCommand"]),
        .plugin(name: "NavlintWriteCommand", targets: ["NavlintWriteCommand"]),
        .plugin(name: "NavlintBuildWarnings", targets: ["NavlintBuildWarnings"]),
    ],
    targets: [
        // libxml2, for reading rule files, validating them, and writing XML reports.
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .target(name: "NavlintXML", dependencies: ["CLibXML2"]),

        // Shared vocabulary: findings, severities, locations, rule descriptions.
        .target(name: "NavlintCore"),
        // The declarative rule files in Rules/, loaded and schema-checked.
        .target(
            name: "RuleCatalog", dependencies: ["NavlintCore", "NavlintXML"],
            plugins: ["EmbedRules"]),
        .executableTarget(name: "RuleEmbedder"),
        .plugin(name: "EmbedRules", capability: .buildTool(), dependencies: ["RuleEmbedder"]),
        // The app's build configuration, for `#if`: what generate reads and verify checks.
        .target(name: "AppBuild", swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // Facts of the delegate API shared by the static delegate rules and the verifier.
        .target(name: "DelegateFacts"),
        // Prefilter, parser, project index and the legacy-API detectors.
        .target(
            name: "NavlintScanner", dependencies: ["NavlintCore", "DelegateFacts"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // libclang's C API, for Objective-C and Objective-C++ (headers found by libclangPrefix()).
        .systemLibrary(name: "CClang", providers: [.apt(["libclang-dev"]), .brew(["llvm"])]),
        // Where that libclang was found, for its builtin headers at run time.
        .target(name: "CClangLocation", cSettings: [.define("NAVLINT_LIBCLANG_PREFIX", to: "\"\(libclang)\"")]),
        // Objective-C lint: clang's AST of `.m`, `.mm` and `.h` files turned into the same findings.
        .target(
            name: "ObjCScanner", dependencies: ["CClang", "CClangLocation", "NavlintCore", "NavlintScanner"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // `.navlint.json` and finding the Swift files to lint.
        .target(name: "NavlintWorkspace", dependencies: ["NavlintCore"]),
        // Text, JSON, JUnit, Checkstyle, SARIF, GitHub and HTML reports.
        .target(name: "NavlintReporters", dependencies: ["NavlintCore", "NavlintXML", "SourceEditing"]),
        // Safe file writes, text edits, re-parse checks and diffs, for reports, generate and fix.
        .target(name: "SourceEditing"),

        // Auto Layout's engine: an incremental Cassowary solver, plain Swift.
        .target(name: "Cassowary", swiftSettings: uncheckedExclusivity),
        // The delegate world (views, guides, anchors, Google components, lifecycle).
        .target(name: "LayoutModel", dependencies: ["Cassowary"], swiftSettings: uncheckedExclusivity),
        // `navlint verify`: interprets a layout delegate's source and checks it in every scenario.
        .target(
            name: "DelegateVerifier",
            dependencies: ["AppBuild", "LayoutModel", "Cassowary", "DelegateFacts", "NavlintCore"],
            swiftSettings: syntaxSwiftSettings + uncheckedExclusivity, linkerSettings: syntaxLinkerSettings),

        // Screens, their legacy configuration, and the layout delegate that replaces it.
        .target(
            name: "DelegateGenerator", dependencies: ["AppBuild", "NavlintCore", "NavlintScanner", "LayoutModel"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),

        // `navlint fix`: migrates screens in place onto their verified generated delegates.
        .target(
            name: "Migration",
            dependencies: [
                "AppBuild", "DelegateGenerator", "DelegateVerifier", "LayoutModel", "NavlintCore", "NavlintScanner", "SourceEditing",
            ],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),

        // The commands, as a library the tests drive; the executable is a shell.
        .target(
            name: "NavlintCommands",
            dependencies: [
                "AppBuild", "NavlintCore", "RuleCatalog", "NavlintScanner", "ObjCScanner", "NavlintReporters",
                "NavlintWorkspace", "Cassowary", "LayoutModel", "DelegateGenerator", "DelegateVerifier", "Migration", "SourceEditing",
            ],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .executableTarget(
            name: "navlint", dependencies: ["NavlintCommands"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // `swift package navlint COMMAND ...`: the commands that leave the package's sources alone.
        .plugin(
            name: "NavlintCommand",
            capability: .command(
                intent: .custom(verb: "navlint", description: "Runs navlint (lint, verify, rules, fix --dry-run) on the package"))),
        // `swift package --allow-writing-to-package-directory navlint-write fix|generate ...`.
        .plugin(
            name: "NavlintWriteCommand",
            capability: .command(
                intent: .custom(verb: "navlint-write", description: "Runs navlint fix or generate, which write into the package"),
                permissions: [.writeToPackageDirectory(reason: "navlint fix rewrites the package's sources and adds layout delegates; generate writes delegates")])),
        // Legacy uses as build warnings of the target that applies the plugin (it runs the navlint
        // product, not a tool of its own: see the plugin's comment).
        .plugin(name: "NavlintBuildWarnings", capability: .buildTool(), dependencies: ["NavlintBuildStep"]),
        // Its build step: runs navlint and writes the build command's declared output.
        .executableTarget(name: "NavlintBuildStep"),
        .executableTarget(
            name: "navlint-bench", dependencies: ["NavlintCommands", "ObjCScanner"], path: "Benchmarks/navlint-bench",
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),

        .testTarget(
            name: "NavlintScannerTests",
            dependencies: ["NavlintScanner", "ObjCScanner", "RuleCatalog", "NavlintCommands"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        .testTarget(name: "SourceEditingTests", dependencies: ["SourceEditing"]),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "Cassowary"]),
        .testTarget(
            name: "NavlintReportersTests",
            dependencies: ["NavlintReporters", "NavlintXML", "NavlintCore"],
            exclude: ["Golden"]),
        .testTarget(
            name: "DelegateGeneratorTests",
            dependencies: [
                "AppBuild", "DelegateGenerator", "NavlintCommands", "NavlintCore", "NavlintScanner", "RuleCatalog", "LayoutModel",
                "Cassowary",
            ],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(
            name: "DelegateVerifierTests", dependencies: ["AppBuild", "DelegateVerifier", "NavlintCommands", "TestSupport"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        // Runs the built executable, for tests of what only a real process shows.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "MigrationTests", dependencies: ["Migration", "NavlintCommands", "RuleCatalog", "SourceEditing", "TestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
        .testTarget(
            name: "NavlintCommandsTests", dependencies: ["NavlintCommands", "SourceEditing", "TestSupport"],
            swiftSettings: syntaxSwiftSettings, linkerSettings: syntaxLinkerSettings),
    ],
    swiftLanguageModes: [.v6]
)
