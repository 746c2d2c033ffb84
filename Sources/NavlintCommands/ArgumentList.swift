/// The arguments of one subcommand, consumed as options are read, so that
/// whatever is left over is a clear usage error instead of being ignored.
///
/// Options take `--name value` or `--name=value`; `--` ends the options.
struct ArgumentList {
    private var arguments: [String]
    private var positionalOnly: [String] = []

    init(_ arguments: [String]) {
        if let separator = arguments.firstIndex(of: "--") {
            self.arguments = Array(arguments[..<separator])
            positionalOnly = Array(arguments[(separator + 1)...])
        } else {
            self.arguments = arguments
        }
    }

    /// Removes a flag; `true` if it was present.
    mutating func flag(_ names: String...) -> Bool {
        let before = arguments.count
        arguments.removeAll { names.contains($0) }
        return arguments.count != before
    }

    /// Removes every occurrence of an option and returns their values in order.
    mutating func values(_ names: String...) throws(UsageError) -> [String] {
        var values: [String] = []
        var remaining: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if names.contains(argument) {
                guard index + 1 < arguments.count else { throw UsageError("\(argument) needs a value") }
                values.append(arguments[index + 1])
                index += 2
                continue
            }
            if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
                values.append(String(argument.dropFirst(name.count + 1)))
            } else {
                remaining.append(argument)
            }
            index += 1
        }
        arguments = remaining
        return values
    }

    /// Removes an option that may be given once.
    mutating func value(_ names: String...) throws(UsageError) -> String? {
        var found: [String] = []
        for name in names { found += try values(name) }
        guard found.count <= 1 else { throw UsageError("\(names[0]) may be given only once") }
        return found.first
    }

    /// `--jobs N` / `-j N`: worker threads, at least 1; `nil` when not given.
    mutating func jobs() throws(UsageError) -> Int? {
        guard let jobs = try value("--jobs", "-j") else { return nil }
        guard let count = Int(jobs), count >= 1 else { throw UsageError("--jobs takes a whole number of at least 1, not '\(jobs)'") }
        return count
    }

    /// What is left: positional arguments. An unknown option is an error.
    mutating func positionals() throws(UsageError) -> [String] {
        if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError("unknown option '\(unknown)'")
        }
        defer { arguments = [] }
        return arguments + positionalOnly
    }
}

/// A command line that cannot be run as written (exit code 2).
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
