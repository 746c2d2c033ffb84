import Foundation

/// The clang arguments a project's build uses for each file, from a
/// `compile_commands.json` (written by `xcpretty -r json-compilation-database`,
/// Bear or CMake), so clang reads the app's files as its build does: with
/// the real SDK's framework and include paths and the build's macros.
///
/// Only the arguments that change what is declared are kept (include and
/// framework paths, macros, forced includes); relative paths are made
/// absolute against the entry's `directory`.
public struct CompilationDatabase: Sendable {
    /// Kept arguments by absolute file path.
    public private(set) var arguments: [String: [String]] = [:]

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    private struct Entry: Decodable {
        var directory: String
        var file: String
        var arguments: [String]?
        var command: String?
    }

    /// Options that take a value, either attached (`-Ifoo`) or as the next argument.
    private static let pathOptions = ["-I", "-F", "-isystem", "-iquote", "-iframework", "-include", "-idirafter"]
    private static let valueOptions = ["-D", "-U"]

    public static func load(path: String) throws(LoadError) -> CompilationDatabase {
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw LoadError(description: "\(path): not a compilation database (a JSON array of directory/file/arguments entries): \(error)")
        }
        var database = CompilationDatabase()
        for entry in entries {
            let words = entry.arguments ?? (entry.command ?? "").split(separator: " ").map(String.init)
            let file = absolute(entry.file, in: entry.directory)
            database.arguments[file] = kept(words, directory: entry.directory)
        }
        return database
    }

    private static func kept(_ words: [String], directory: String) -> [String] {
        var kept: [String] = []
        var position = 0
        while position < words.count {
            let word = words[position]
            position += 1
            if let option = (pathOptions + valueOptions).first(where: { word.hasPrefix($0) }) {
                var value = String(word.dropFirst(option.count))
                if value.isEmpty, position < words.count {
                    value = words[position]
                    position += 1
                }
                guard !value.isEmpty else { continue }
                kept += [option, pathOptions.contains(option) ? absolute(value, in: directory) : value]
            }
        }
        return kept
    }

    private static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : ((directory as NSString).appendingPathComponent(path) as NSString).standardizingPath
    }
}
