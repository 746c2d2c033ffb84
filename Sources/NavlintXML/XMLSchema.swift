import CLibXML2

/// A W3C XML Schema loaded with libxml2, to validate documents against.
///
/// Used for the rule files (validated on load) and, in tests, for the JUnit
/// and Checkstyle reports against the schemas CI uses.
public final class XMLSchema: @unchecked Sendable {
    private let schema: xmlSchemaPtr
    private let path: String

    /// Loads the schema at `path`; throws its diagnostics if it is not a valid schema.
    public convenience init(path: String) throws(XMLDiagnostics) {
        try self.init(name: path) { xmlSchemaNewParserCtxt(path) }
    }

    /// Loads a schema from memory (`name` in diagnostics): nothing is
    /// written to disk, so nothing is left behind if the process dies.
    public convenience init(bytes: [UInt8], name: String) throws(XMLDiagnostics) {
        try self.init(name: name) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { xmlSchemaNewMemParserCtxt($0.baseAddress, Int32($0.count)) }
            }
        }
    }

    private init(name: String, parserContext: () -> xmlSchemaParserCtxtPtr?) throws(XMLDiagnostics) {
        let collector = XMLDiagnosticCollector(file: name)
        let loaded: xmlSchemaPtr? = collector.collecting {
            guard let parser = parserContext() else { return nil }
            defer { xmlSchemaFreeParserCtxt(parser) }
            return xmlSchemaParse(parser)
        }
        guard let loaded else {
            throw XMLDiagnostics(collector.diagnostics.isEmpty
                ? [XMLDiagnostic(file: name, line: 0, message: "cannot load the schema")] : collector.diagnostics)
        }
        self.schema = loaded
        self.path = name
    }

    deinit { xmlSchemaFree(schema) }

    /// Validates the XML document in `bytes` (named `documentPath` in
    /// diagnostics). Returns every problem found; empty means valid.
    public func validate(_ bytes: [UInt8], documentPath: String) -> [XMLDiagnostic] {
        let document: xmlDocPtr
        do {
            document = try XMLReader.parseDocument(bytes, path: documentPath)
        } catch {
            return error.diagnostics
        }
        defer { xmlFreeDoc(document) }
        let collector = XMLDiagnosticCollector(file: documentPath)
        guard let context = xmlSchemaNewValidCtxt(schema) else {
            return [XMLDiagnostic(file: documentPath, line: 0, message: "cannot create a validation context")]
        }
        defer { xmlSchemaFreeValidCtxt(context) }
        xmlSchemaSetValidStructuredErrors(context, xmlDiagnosticHandler, collector.asContext)
        let status = collector.collecting { xmlSchemaValidateDoc(context, document) }
        if status != 0 && collector.diagnostics.isEmpty {
            return [XMLDiagnostic(file: documentPath, line: 0, message: "not valid against \(path)")]
        }
        return collector.diagnostics
    }

    /// Validates a string holding an XML document.
    public func validate(_ text: String, documentPath: String) -> [XMLDiagnostic] {
        validate(Array(text.utf8), documentPath: documentPath)
    }
}
