import Foundation
import NavlintCommands
import NavlintScanner
import NavlintWorkspace
import ObjCScanner
import RuleCatalog

// navlint-bench [--files N] [--objc-files N] [--jobs N] [--keep DIR] [--parse-all] [--roots K] [--scaling N]
//               [--verify PATH ...]
//
// Generates a large codebase, lints it the way `navlint lint` does, and
// compares with `grep -rF` for the same legacy names on the same tree.
// Then lints N Objective-C files (--objc-files, default 600) with clang and prints Objective-C files/s.
// With --roots K, also lints K codebases of N/K files (every other one without the SDK, its
// own types named like the others') apart and together: together should cost their sum.
// With --scaling N, also lints codebases where every file is a candidate (N, 4N and 16N files,
// each with a legacy use) with the navlint binary beside the benchmark, and prints files/s and
// peak resident memory beside `grep -rlF`: memory should grow with the largest file, not the corpus.
// With --verify, also times `navlint verify` of each PATH (a delegate file, or a folder of one
// delegate and its context files, e.g. Tests/DelegateCorpus/*; generated delegates are verified
// --against-legacy), per screen and per scenario run.
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
/// Lints `paths` below `base` as `navlint lint` does; returns the result and the seconds taken.
func lint(_ paths: [String], in base: URL) -> (ScanResult, Double) {
    var result: ScanResult?
    let time = seconds {
        let found = SourceDiscovery(globBase: base.path, workingDirectory: base.path).discover(paths)
        result = LegacyScanner(rules: catalog.rules, options: ScannerOptions(jobs: jobs))
            .scan(found.files.map { SourceInput(path: $0.path, displayPath: $0.displayPath) })
    }
    return (result!, time)
}

var failed = scan.findings.count != corpus.legacyUses
if failed { print("error: expected \(corpus.legacyUses) findings") }

let objcCount = option("--objc-files").flatMap(Int.init) ?? 600
if objcCount > 0 {
    let objcRoot = root.appendingPathComponent("ObjC")
    let objcCorpus = try ObjCCorpusGenerator(files: objcCount).write(to: objcRoot)
    var objcResult: ScanResult?
    let objcSeconds = seconds {
        let found = SourceDiscovery(globBase: objcRoot.path, workingDirectory: objcRoot.path, extensions: ObjCScanner.fileExtensions)
            .discover(["."])
        objcResult = ObjCScanner(rules: catalog.rules, options: ObjCOptions(jobs: jobs))
            .scan(found.files.map { SourceInput(path: $0.path, displayPath: $0.displayPath) })
    }
    let objc = objcResult!
    print("Objective-C: \(objc.findings.count) findings in \(objcCorpus.files) files in \(String(format: "%.3f", objcSeconds)) s with \(jobs) jobs")
    print(String(format: "  %.0f Objective-C files/s, %.1f MB/s; clang parsed %ld files, %.1f parsed files/s",
        Double(objcCorpus.files) / objcSeconds, Double(objcCorpus.bytes) / 1_000_000 / objcSeconds,
        objc.statistics.filesParsed, Double(objc.statistics.filesParsed) / objc.statistics.secondsParsing))
    if objc.findings.count != objcCorpus.legacyUses || !objc.problems.isEmpty {
        print("error: expected \(objcCorpus.legacyUses) Objective-C findings and no problems, got \(objc.problems.prefix(3))")
        failed = true
    }
}

if let roots = option("--roots").flatMap(Int.init), roots > 0 {
    let base = root.appendingPathComponent("roots")
    var names: [String] = []
    for index in 0..<roots {
        let name = "Root\(index)"
        let folder = base.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        var rootGenerator = CorpusGenerator(files: max(2, fileCount / roots), seed: 2026 + UInt64(index), usesSDK: index % 2 == 0)
        _ = try rootGenerator.write(to: folder.appendingPathComponent("Sources"))
        names.append(name)
    }
    let apart = names.map { lint([$0], in: base) }
    let (together, togetherSeconds) = lint(names, in: base)
    let apartSeconds = apart.reduce(0) { $0 + $1.1 }
    let apartParsed = apart.reduce(0) { $0 + $1.0.statistics.filesParsed }
    print(String(format: "%ld roots apart: %.3f s, parsed %ld files, %ld findings", roots, apartSeconds, apartParsed,
        apart.reduce(0) { $0 + $1.0.findings.count }))
    print(String(format: "%ld roots together: %.3f s, parsed %ld files, %ld findings; together / apart = %.2fx", roots,
        togetherSeconds, together.statistics.filesParsed, together.findings.count, togetherSeconds / apartSeconds))
    if together.findings.count != apart.reduce(0, { $0 + $1.0.findings.count }) {
        print("error: together and apart disagree")
        failed = true
    }
}
if let base = option("--scaling").flatMap(Int.init), base > 0 {
    let navlint = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("navlint").path
    var peaks: [Double] = []
    for scale in [1, 4, 16] {
        let folder = root.appendingPathComponent("scaling-\(scale)x")
        var scaled = CorpusGenerator(files: base * scale, seed: 2026, everyFileACandidate: true)
        let written = try scaled.write(to: folder)
        let report = root.appendingPathComponent("scaling-\(scale)x.json").path
        let run = ChildProcess.run(navlint, ["lint", folder.path, "--quiet", "--jobs", "\(jobs)", "--reporter", "json:\(report)"])
        let grep = ChildProcess.run("/usr/bin/grep", ["-rlF"] + names.flatMap { ["-e", $0] } + [folder.path])
        let found = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))))
            .flatMap { $0 as? [Any] }?.count ?? -1
        let megabytes = Double(written.bytes) / 1_000_000
        print(String(format: "every file a candidate, %2ldx: %ld files (%.1f MB) in %.2f s (%.1f CPU-s), %.0f files/s, "
            + "%.2f MB/s, peak RSS %.0f MB; grep -rlF %.3f s (%.0fx); %ld findings", scale, written.files, megabytes,
            run.seconds, run.cpuSeconds, Double(written.files) / run.seconds, megabytes / run.seconds, run.peakResidentMB,
            grep.seconds, run.seconds / grep.seconds, found))
        if run.status != 0 || found != written.legacyUses {
            print("error: expected exit 0 (warnings) and \(written.legacyUses) findings, got exit \(run.status) and \(found)")
            failed = true
        }
        peaks.append(run.peakResidentMB)
        if scale == 16 {
            // The price of bounded memory: CPU time with every tree kept against the default budget.
            let cpu = [Int.max, ScannerOptions().treeBudget].map { budget in
                let before = processCPUSeconds()
                let found = SourceDiscovery(globBase: folder.path, workingDirectory: folder.path).discover(["."])
                _ = LegacyScanner(rules: catalog.rules, options: ScannerOptions(jobs: jobs, treeBudget: budget))
                    .scan(found.files.map { SourceInput(path: $0.path, displayPath: $0.displayPath) })
                return processCPUSeconds() - before
            }
            print(String(format: "  in-process, 16x: %.1f CPU-s keeping every tree, %.1f CPU-s within the %ld KB tree budget (%.2fx)",
                cpu[0], cpu[1], ScannerOptions().treeBudget >> 10, cpu[1] / cpu[0]))
        }
        if option("--keep") == nil { try? FileManager.default.removeItem(at: folder) }
    }
    print(String(format: "peak RSS 16x / 1x = %.2fx", peaks[2] / peaks[0]))
}
if let first = arguments.firstIndex(of: "--verify") {
    let paths = arguments[(first + 1)...].prefix { !$0.hasPrefix("--") }
    var total = 0.0
    var scenarios = 0
    for path in paths {
        var output = ""
        let console = Console(output: { output += $0 }, error: { output += $0 })
        let generated = (try? String(contentsOfFile: path, encoding: .utf8))?.contains("navlint-legacy-variant") ?? false
        var code = ExitCode.success
        let time = seconds {
            code = Navlint.main(["verify", path] + (generated ? ["--against-legacy"] : []), console: console)
        }
        if code == .usage {
            print("error: verify \(path):\n\(output)")
            failed = true
        }
        // "Verified N of M scenarios fully."
        let runs = output.split(separator: "\n").first { $0.hasPrefix("Verified ") }
            .flatMap { $0.split(separator: " ").dropFirst(3).first.flatMap { Int($0) } } ?? 0
        total += time
        scenarios += runs
        print(String(format: "verify %@: %.3f s, %ld scenario runs, %.2f ms each", (path as NSString).lastPathComponent,
            time, runs, runs > 0 ? 1000 * time / Double(runs) : 0))
    }
    if !paths.isEmpty {
        print(String(format: "verify: %.3f s per screen, %.2f ms per scenario run (%ld screens)", total / Double(paths.count),
            scenarios > 0 ? 1000 * total / Double(scenarios) : 0, paths.count))
    }
}
if option("--keep") == nil { try? FileManager.default.removeItem(at: root) }
if failed { exit(1) }
