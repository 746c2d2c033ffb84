/// The characters XML 1.0 can carry, and a way to make any text fit them.
///
/// Findings quote source code and file names, which may hold control
/// characters or noncharacters that XML 1.0 forbids even as character
/// references; a report holding one is not well-formed and CI tools reject it
/// whole. Replacing them with U+FFFD keeps the report readable and valid.
/// (Swift strings are always valid Unicode: invalid UTF-8 and lone surrogates
/// have already become U+FFFD when the bytes were decoded.)
public enum XMLCharacters {
    /// What a forbidden character becomes.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether XML 1.0's `Char` production allows `scalar`.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `text` with every character XML 1.0 forbids replaced by U+FFFD.
    public static func sanitized(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy(isAllowed) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isAllowed(scalar) ? scalar : replacement)
        }
        return String(scalars)
    }
}
