import CLibXML2

/// An XML element read into plain Swift values: name, attributes, child
/// elements, text and the line it starts on. Rule files are small, so a
/// value tree is simpler to use than walking libxml2's nodes.
public struct XMLElement: Hashable, Sendable {
    public var name: String
    /// Attributes in document order.
    public var attributes: [(name: String, value: String)] {
        get { attributeList.map { ($0.name, $0.value) } }
        set { attributeList = newValue.map { Attribute(name: $0.name, value: $0.value) } }
    }
    public var children: [XMLElement]
    /// The concatenated text and CDATA content directly inside this element.
    public var text: String
    /// 1-based line of the start tag.
    public var line: Int

    private var attributeList: [Attribute]
    private struct Attribute: Hashable, Sendable {
        var name: String
        var value: String
    }

    public init(name: String, attributes: [(name: String, value: String)] = [],
                children: [XMLElement] = [], text: String = "", line: Int = 0) {
        self.name = name
        self.attributeList = attributes.map { Attribute(name: $0.name, value: $0.value) }
        self.children = children
        self.text = text
        self.line = line
    }

    /// The value of the attribute called `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributeList.first { $0.name == name }?.value
    }

    /// The first child element called `name`.
    public func child(_ name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// Every child element called `name`, in document order.
    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }
}

/// Reads XML documents with libxml2 (network access and entity expansion off).
public enum XMLReader {
    /// Parses `bytes` (the content of `path`, which names the document in
    /// diagnostics) and returns its root element.
    public static func parse(_ bytes: [UInt8], path: String) throws(XMLDiagnostics) -> XMLElement {
        let document = try parseDocument(bytes, path: path)
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw XMLDiagnostics([XMLDiagnostic(file: path, line: 0, message: "the document has no root element")])
        }
        return element(from: root)
    }

    /// Parses into a libxml2 document the caller must free with `xmlFreeDoc`.
    static func parseDocument(_ bytes: [UInt8], path: String) throws(XMLDiagnostics) -> xmlDocPtr {
        let collector = XMLDiagnosticCollector(file: path)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = collector.collecting {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    xmlReadMemory($0, Int32(buffer.count), path, "UTF-8", options)
                }
            }
        }
        guard let document, collector.diagnostics.isEmpty else {
            if let document { xmlFreeDoc(document) }
            let found = collector.diagnostics
            throw XMLDiagnostics(found.isEmpty
                ? [XMLDiagnostic(file: path, line: 0, message: "not a well-formed XML document")] : found)
        }
        return document
    }

    private static func element(from node: xmlNodePtr) -> XMLElement {
        var result = XMLElement(
            name: String(cString: node.pointee.name), line: Int(xmlGetLineNo(node)))
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            let value = xmlGetProp(node, current.pointee.name)
            result.attributes.append((name, value.map { String(cString: $0) } ?? ""))
            navlint_xmlFree(value)
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                result.children.append(element(from: current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { result.text += String(cString: content) }
            default:
                break
            }
            child = current.pointee.next
        }
        return result
    }
}
