/// A path pattern as `.navlint.json` writes them: `*` matches within one
/// path component, `**` any number of components, `?` one character. A
/// pattern without wildcards matches the path itself and everything below it.
public struct Glob: Hashable, Sendable {
    private let components: [Substring]
    public let hasWildcards: Bool

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed = trimmed.dropLast() }
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        hasWildcards = pattern.contains { "*?".contains($0) }
    }

    /// The components before the first wildcard: the folder a walk for
    /// this pattern starts from (`.` when the pattern starts with one).
    public var literalPrefix: String {
        let literal = components.prefix { !$0.contains("*") && !$0.contains("?") }
        return literal.isEmpty ? "." : literal.joined(separator: "/")
    }

    /// Whether `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if !hasWildcards {
            return parts.count >= components.count && zip(parts, components).allSatisfy { $0 == $1 }
        }
        return Self.match(components[...], parts[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            return (0...path.count).contains { match(rest, path.dropFirst($0)) }
        }
        guard let part = path.first, matchComponent(Array(head.utf8)[...], Array(part.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            return (0...text.count).contains { matchComponent(pattern.dropFirst(), text.dropFirst($0)) }
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
