import Foundation
import NavlintCommands
import NavlintScanner
import NavlintWorkspace
import RuleCatalog

// navlint-bench [--files N] [--jobs N] [--keep DIR] [--parse-all]
//
// Generates a large codebase, lints it the way `navlint lint` does, and
// compares with `grep -rF` for the same legacy names on the same tree.
// Not a test: timings depend on the machine; read the numbers, compare runs.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: [String] = arguments) -> String? {
    guard let position = arguments.firstIndex(of: name), position + 1 < arguments.count else { return nil }
    return arguments[position + 1]
}
let fileCount = option("--files").flatMap(Int.init) ?? 6_000
let jobs = option("--jobs").flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount
let parseAll = arguments.contains("--parse-all")
let root = option("--keep").map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("navlint-bench-\(getpid())")
try? FileManager.default.removeItem(at: root)

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now()
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

var generator = CorpusGenerator(files: fileCount, seed: 2026)
let corpus = try generator.write(to: root)
let megabytes = Double(corpus.bytes) / 1_000_000
print("corpus: \(corpus.files) files, \(corpus.lines) lines, \(String(format: "%.1f", megabytes)) MB, \(corpus.legacyUses) legacy uses, at \(root.path)")

let catalog = try RuleCatalog.builtIn()
var result: ScanResult?
let lintSeconds = seconds {
    let found = SourceDiscovery(globBase: root.path, workingDirectory: root.path).discover(["."])
    result = LegacyScanner(rules: catalog.rules, options: ScannerOptions(jobs: jobs))
        .scan(found.files.map { SourceInput(path: $0.path, displayPath: $0.displayPath) })
}
let scan = result!
let names = Set(catalog.rules.flatMap(\.symbols).map { $0.kind == .protocolConformance ? $0.swift : $0.swiftBaseName }).sorted()
let grepSeconds = seconds {
    let grep = Process()
    grep.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    grep.arguments = ["grep", "-rlF"] + names.flatMap { ["-e", $0] } + [root.path]
    grep.standardOutput = FileHandle.nullDevice
    try? grep.run()
    grep.waitUntilExit()
}

let statistics = scan.statistics
print("navlint: \(scan.findings.count) findings in \(String(format: "%.3f", lintSeconds)) s with \(jobs) jobs")
print(String(format: "  %.0f files/s, %.1f MB/s", Double(corpus.files) / lintSeconds, megabytes / lintSeconds))
print("  parsed \(statistics.filesParsed) of \(statistics.filesRead) files (\(String(format: "%.2f", Double(statistics.bytesParsed) / 1_000_000)) MB) in \(statistics.rounds) rounds")
print(String(format: "  read+prefilter %.3f s, parse+index %.3f s, detect %.3f s",
    statistics.secondsReading, statistics.secondsParsing, statistics.secondsDetecting))
print(String(format: "grep -rlF: %.3f s; navlint / grep = %.1fx", grepSeconds, lintSeconds / grepSeconds))

if parseAll {
    // What a linter without a prefilter would pay: parse every file.
    let files = SourceDiscovery(globBase: root.path, workingDirectory: root.path).discover(["."]).files
    let parseSeconds = seconds {
        _ = LegacyScanner(rules: [], options: ScannerOptions(jobs: jobs)).parseEverything(files.map { SourceInput(path: $0.path) })
    }
    print(String(format: "parse everything: %.3f s (%.2f MB/s); prefilter speed-up %.1fx", parseSeconds, megabytes / parseSeconds, parseSeconds / lintSeconds))
}
if option("--keep") == nil { try? FileManager.default.removeItem(at: root) }
if scan.findings.count != corpus.legacyUses {
    print("error: expected \(corpus.legacyUses) findings")
    exit(1)
}
