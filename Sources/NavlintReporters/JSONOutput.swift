import Foundation

/// The one JSON style navlint writes (JSON report, SARIF, baselines):
/// pretty-printed, keys sorted, slashes unescaped, ending with a newline,
/// so output is deterministic and diffs well.
enum JSONOutput {
    static func encode(_ value: some Encodable, reporter: String) throws(ReportError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            throw .renderingFailed(reporter: reporter, reason: String(describing: error))
        }
    }
}
