/// File paths as URI references, for formats that want URIs (SARIF).
///
/// A relative path stays relative (GitHub code scanning resolves it against
/// the repository root); an absolute path becomes a `file://` URI. Every byte
/// other than RFC 3986's unreserved characters and `/` is percent-encoded, so
/// spaces, `#`, `%`, `:` and non-ASCII names survive any URI parser.
enum SourceURI {
    static func reference(for path: String) -> String {
        let encoded = percentEncoded(path)
        return path.hasPrefix("/") ? "file://\(encoded)" : encoded
    }

    private static func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += byte < 0x10 ? "%0\(hex)" : "%\(hex)"
            }
        }
        return result
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }
}
