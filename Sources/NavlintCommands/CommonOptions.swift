import Foundation

/// The options `lint`, `fix`, `generate` and `verify` share, parsed in one
/// place so each means the same on every command: `--reporter NAME[:FILE]`
/// (repeatable), `--config FILE`, `--quiet` (no progress, no summary) and
/// `--jobs N` / `-j N` (worker threads).
public struct CommonOptions: Sendable {
    public var reporters: [String] = []
    public var configurationPath: String?
    /// No progress line and no summary on standard error.
    public var quiet = false
    public var jobs = ProcessInfo.processInfo.activeProcessorCount

    public init() {}

    /// Takes the four options out of `list`.
    init(_ list: inout ArgumentList) throws(UsageError) {
        reporters = try list.values("--reporter")
        configurationPath = try list.value("--config")
        quiet = list.flag("--quiet")
        if let count = try list.jobs() { jobs = count }
    }

    /// Their lines in a command's help, aligned like the rest: `reporter`
    /// says what the command's reports are, `quiet` what still prints, and
    /// `jobs` what the threads do.
    static func help(reporter: String, quiet: String, jobs: String, config: String = "") -> String {
        [
            option("--reporter NAME[:FILE]", reporter),
            option("--config FILE", "use FILE instead of the nearest .navlint.json" + config),
            option("--quiet", "no progress line and no summary on standard error; " + quiet),
            option("--jobs N, -j N", "worker threads (default: all cores): " + jobs),
        ].joined(separator: "\n")
    }

    /// `  --name VALUE   text`, the text wrapped at 88 columns under itself.
    static func option(_ name: String, _ text: String) -> String {
        let indent = 27
        var lines: [String] = []
        var line = "  " + name.padding(toLength: indent - 2, withPad: " ", startingAt: 0)
        var empty = true
        for word in text.split(separator: " ") {
            if !empty && line.count + 1 + word.count > 88 {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        return (lines + [line]).joined(separator: "\n")
    }
}
