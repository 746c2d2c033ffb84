import CLibXML2

/// A problem libxml2 found in an XML document (not well-formed, or not valid
/// against a schema), with the file and line it found it at.
public struct XMLDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when libxml2 did not know the line.
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

/// All the diagnostics of one failed parse or validation.
public struct XMLDiagnostics: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [XMLDiagnostic]
    public init(_ diagnostics: [XMLDiagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects libxml2's structured errors while one operation runs.
///
/// libxml2 reports errors through a C callback; the collector is passed as
/// the callback's context pointer, so nothing global is shared between
/// operations (libxml2 keeps its handler per thread).
final class XMLDiagnosticCollector {
    private let file: String
    private(set) var diagnostics: [XMLDiagnostic] = []

    init(file: String) { self.file = file }

    func record(_ error: UnsafePointer<xmlError>) {
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown XML error"
        diagnostics.append(XMLDiagnostic(
            file: file, line: Int(error.pointee.line),
            message: message.trimmingTrailingWhitespace()))
    }

    /// Runs `body` with this collector installed as the thread's structured
    /// error handler, restoring the default handler afterwards.
    func collecting<T>(_ body: () throws -> T) rethrows -> T {
        let context = Unmanaged.passUnretained(self).toOpaque()
        xmlSetStructuredErrorFunc(context, xmlDiagnosticHandler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return try body()
    }

    var asContext: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// The C callback: forwards to the collector in the context pointer.
let xmlDiagnosticHandler: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    Unmanaged<XMLDiagnosticCollector>.fromOpaque(context).takeUnretainedValue()
        .record(UnsafePointer(error))
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
