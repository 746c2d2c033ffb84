import CLibXML2

/// A failure of libxml2's writer (in practice only running out of memory).
public struct XMLWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Writes an XML document through libxml2's `xmlTextWriter`, into memory.
///
/// Reports are XML that CI tools parse strictly, so escaping is left to
/// libxml2 rather than done by hand, and every name, attribute value and text
/// is passed through `XMLCharacters.sanitized` first, so the output is always
/// well-formed. Text is always written as escaped character data, never CDATA
/// (a `]]>` in a message would end a CDATA section early). The output is
/// indented with two spaces and byte-for-byte deterministic.
///
/// Elements are written by nesting closures, so start and end tags always balance:
///
///     let xml = try XMLWriter.document { writer in
///         writer.element("file", ["name": path]) {
///             writer.element("error", ["line": "3", "column": nil])
///         }
///     }
public final class XMLWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    /// The first libxml2 call that failed; later calls are skipped.
    private var failure: String?

    private init() throws(XMLWriterError) {
        guard let buffer = xmlBufferCreate() else { throw XMLWriterError("cannot allocate an XML buffer") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw XMLWriterError("cannot create an XML writer")
        }
        self.buffer = buffer
        self.writer = writer
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    /// Writes a whole document (XML declaration, UTF-8) whose content `body`
    /// writes, and returns it, ending with a newline.
    public static func document(_ body: (XMLWriter) -> Void) throws(XMLWriterError) -> String {
        let document = try XMLWriter()
        document.call("xmlTextWriterSetIndent") { xmlTextWriterSetIndent($0, 1) }
        document.call("xmlTextWriterSetIndentString") { xmlTextWriterSetIndentString($0, "  ") }
        document.call("xmlTextWriterStartDocument") { xmlTextWriterStartDocument($0, "1.0", "UTF-8", nil) }
        body(document)
        document.call("xmlTextWriterEndDocument") { xmlTextWriterEndDocument($0) }
        document.call("xmlTextWriterFlush") { xmlTextWriterFlush($0) }
        if let failure = document.failure { throw XMLWriterError("\(failure) failed") }
        let length = Int(xmlBufferLength(document.buffer))
        guard length > 0, let content = xmlBufferContent(document.buffer) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: content, count: length), as: UTF8.self)
    }

    /// Writes the element `name` with `attributes` (in the order given; a nil
    /// value leaves the attribute out) and the content `body` writes.
    /// When the body writes nothing, the element is empty (`<name/>`).
    public func element(
        _ name: String, _ attributes: KeyValuePairs<String, String?> = [:],
        _ body: () -> Void = {}
    ) {
        call("xmlTextWriterStartElement") { xmlTextWriterStartElement($0, XMLCharacters.sanitized(name)) }
        for case (let attribute, let value?) in attributes {
            call("xmlTextWriterWriteAttribute") {
                xmlTextWriterWriteAttribute(
                    $0, XMLCharacters.sanitized(attribute), XMLCharacters.sanitized(value))
            }
        }
        body()
        call("xmlTextWriterEndElement") { xmlTextWriterEndElement($0) }
    }

    /// Writes `text` as escaped character data inside the current element.
    public func text(_ text: String) {
        call("xmlTextWriterWriteString") { xmlTextWriterWriteString($0, XMLCharacters.sanitized(text)) }
    }

    /// Runs one libxml2 writer call unless an earlier one failed, and records
    /// its failure (a negative result).
    private func call(_ function: String, _ body: (xmlTextWriterPtr) -> Int32) {
        guard failure == nil else { return }
        if body(writer) < 0 { failure = function }
    }
}
