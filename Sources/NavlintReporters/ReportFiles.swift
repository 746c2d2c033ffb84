import SourceEditing

/// Report files are written atomically, so an upload step never sees half a report.
enum ReportFiles {
    static func writeAtomically(_ text: String, to path: String) throws(ReportError) {
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            if case .cannotWrite(_, let reason) = error { throw .cannotWrite(path: path, reason: reason) }
            throw .cannotWrite(path: path, reason: error.description)
        }
    }
}
