import Foundation
import NavlintCore

/// One line of progress on standard error while a long command runs
/// ("verify: 120 of 748 scenarios, 35/s, 15 s left"), redrawn in place at
/// most five times a second and erased when done. Only on a terminal: pipes
/// and CI logs get nothing (unless `NAVLINT_PROGRESS=1`), nor does `--quiet`.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let label: String
    private let unit: String
    private let started = Date()
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast
    private var drawn = false

    /// `nil` when progress is not shown.
    init?(console: Console, label: String, unit: String, quiet: Bool) {
        guard console.showsProgress, !quiet else { return nil }
        self.console = console
        self.label = label
        self.unit = unit
    }

    /// Shows `done` of `total`; called from any thread.
    func update(done: Int, total: Int) {
        lock.withLock {
            let now = Date()
            guard done == total || now.timeIntervalSince(lastDrawn) >= 0.2 else { return }
            lastDrawn = now
            drawn = true
            console.writeToError("\r\u{1B}[K" + Self.text(label, done, total, unit, elapsed: now.timeIntervalSince(started)))
        }
    }

    /// `update` as a callback for the work being counted.
    var callback: ProgressCounter.Callback {
        { [self] done, total in update(done: done, total: total) }
    }

    /// Erases the line, so the results that follow start clean.
    func finish() {
        lock.withLock {
            if drawn { console.writeToError("\r\u{1B}[K") }
            drawn = false
        }
    }

    /// "label: done of total unit, rate/s, N s left".
    static func text(_ label: String, _ done: Int, _ total: Int, _ unit: String, elapsed: TimeInterval) -> String {
        var text = "\(label): \(done) of \(total) \(unit)"
        guard elapsed > 0.5, done > 0 else { return text }
        let rate = Double(done) / elapsed
        text += rate >= 10 ? ", \(Int(rate.rounded()))/s" : String(format: ", %.1f/s", rate)
        if done < total { text += ", \(Int((Double(total - done) / rate).rounded(.up))) s left" }
        return text
    }
}
