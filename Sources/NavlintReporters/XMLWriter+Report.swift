import NavlintXML

extension XMLWriter {
    /// Writes an XML report document, turning a libxml2 writer failure into
    /// the `ReportError` every reporter throws.
    static func report(_ reporter: String, _ body: (XMLWriter) -> Void) throws(ReportError) -> String {
        do {
            return try document(body)
        } catch {
            throw .renderingFailed(reporter: reporter, reason: error.description)
        }
    }
}
