/// The indentation a project uses, so generated files look like their neighbours.
public enum IndentationStyle: Hashable, Sendable {
    case spaces(Int)
    case tabs

    public var unit: String {
        switch self {
        case .spaces(let count): String(repeating: " ", count: count)
        case .tabs: "\t"
        }
    }

    /// The style most indented lines of `sources` use: tabs, or the smallest
    /// step between the space indents (2 or 4); four spaces when undecided.
    public static func detect(in sources: [String]) -> IndentationStyle {
        var tabLines = 0
        var spaceLines = 0
        var steps: [Int: Int] = [:]
        for source in sources {
            var previous = 0
            for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
                if line.first == "\t" {
                    tabLines += 1
                    continue
                }
                let width = line.prefix { $0 == " " }.count
                guard width < line.count else { continue }  // blank
                if width > previous { spaceLines += 1; steps[width - previous, default: 0] += 1 }
                previous = width
            }
        }
        if tabLines > spaceLines { return .tabs }
        let two = steps[2, default: 0]
        let four = steps[4, default: 0]
        return two > four ? .spaces(2) : .spaces(4)
    }

    /// Re-indents text written with four spaces per level.
    func reindent(_ text: String) -> String {
        guard self != .spaces(4) else { return text }
        let lines: [Substring] = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { line -> String in
            let width = line.prefix { $0 == " " }.count
            let indent = String(repeating: unit, count: width / 4) + String(repeating: " ", count: width % 4)
            return indent + String(line.dropFirst(width))
        }.joined(separator: "\n")
    }
}
