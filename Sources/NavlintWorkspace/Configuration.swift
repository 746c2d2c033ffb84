import Foundation
import NavlintCore

/// The contents of a `.navlint.json` file.
///
/// Like swift-format's configuration it is plain JSON read with `Codable`,
/// but strict: an unknown key, a value of the wrong type or an unknown rule
/// id is an error naming the key and its line, because a misspelt key that
/// is silently ignored is a rule that silently stays on.
public struct Configuration: Equatable, Sendable {
    /// Paths or globs to lint when no path is given on the command line,
    /// relative to the configuration file's folder.
    public var included: [String] = []
    /// Paths or globs never to lint (a plain path excludes everything below it).
    public var excluded: [String] = []
    public var disabledRules: [String] = []
    /// When not empty, only these rules run.
    public var onlyRules: [String] = []
    /// Per-rule severity overrides.
    public var severities: [String: Severity] = [:]
    /// Reporters to use when the command line names none (`NAME[:PATH]`).
    public var reporters: [String] = []
    /// The folder relative paths are resolved against (the file's folder).
    public var baseDirectory: String

    public init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    public static let fileName = ".navlint.json"

    static let keys = ["included", "excluded", "disabled_rules", "only_rules", "severity", "reporter"]

    /// Reads and checks a configuration file against the known rule ids.
    public static func load(path: String, knownRules: Set<String>) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, line: nil, message: "cannot read the configuration file")
        }
        return try parse(data, path: path, knownRules: knownRules)
    }

    public static func parse(_ data: Data, path: String, knownRules: Set<String>) throws(ConfigurationError) -> Configuration {
        let text = String(decoding: data, as: UTF8.self)
        func error(_ message: String, key: String? = nil) -> ConfigurationError {
            ConfigurationError(file: path, line: key.flatMap { lineOfKey($0, in: text) }, message: message)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ConfigurationError(file: path, line: jsonErrorLine(error, text: text), message: "not valid JSON: \(jsonErrorDescription(error))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw error("the configuration must be a JSON object")
        }
        if let duplicate = duplicateKey(in: text) {
            throw ConfigurationError(
                file: path, line: duplicate.line, message: "'\(duplicate.key)' is given twice in one object; only one can count")
        }
        var configuration = Configuration(baseDirectory: (path as NSString).deletingLastPathComponent)
        for key in dictionary.keys.sorted() where !keys.contains(key) {
            throw error("unknown key '\(key)' (known keys: \(keys.joined(separator: ", ")))", key: key)
        }
        func strings(_ key: String) throws(ConfigurationError) -> [String] {
            guard let value = dictionary[key] else { return [] }
            if let single = value as? String, key == "reporter" { return [single] }
            guard let list = value as? [Any], let strings = list as? [String] else {
                throw error("'\(key)' must be an array of strings", key: key)
            }
            return strings
        }
        func ruleIDs(_ key: String) throws(ConfigurationError) -> [String] {
            let ids = try strings(key)
            if let unknown = ids.first(where: { !knownRules.contains($0) }) {
                throw error("'\(key)' names an unknown rule '\(unknown)'; `navlint rules` lists them", key: key)
            }
            return ids
        }
        configuration.included = try strings("included")
        configuration.excluded = try strings("excluded")
        configuration.disabledRules = try ruleIDs("disabled_rules")
        configuration.onlyRules = try ruleIDs("only_rules")
        if dictionary["only_rules"] != nil && configuration.onlyRules.isEmpty {
            throw error("'only_rules' is empty: it would run no rule (leave it out to run every rule)", key: "only_rules")
        }
        configuration.reporters = try strings("reporter")
        if !configuration.disabledRules.isEmpty && !configuration.onlyRules.isEmpty {
            throw error("'disabled_rules' and 'only_rules' cannot be used together", key: "only_rules")
        }
        if let value = dictionary["severity"] {
            guard let levels = value as? [String: Any] else {
                throw error("'severity' must be an object mapping rule ids to \"warning\" or \"error\"", key: "severity")
            }
            for (rule, level) in levels.sorted(by: { $0.key < $1.key }) {
                guard knownRules.contains(rule) else {
                    throw error("'severity' names an unknown rule '\(rule)'", key: rule)
                }
                guard let name = level as? String, let severity = Severity(rawValue: name) else {
                    throw error("the severity of '\(rule)' must be \"warning\" or \"error\"", key: rule)
                }
                configuration.severities[rule] = severity
            }
        }
        return configuration
    }

    /// Looks for `.navlint.json` in `directory` and its parents.
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Whether findings of `rule` are reported under this configuration.
    public func isEnabled(_ rule: String) -> Bool {
        onlyRules.isEmpty ? !disabledRules.contains(rule) : onlyRules.contains(rule)
    }

    /// The first key written twice in one object of valid JSON `text`, with
    /// the line of its second occurrence (JSONSerialization keeps one silently).
    static func duplicateKey(in text: String) -> (key: String, line: Int)? {
        var objects: [Set<String>?] = []  // the keys of each open object; nil for arrays
        var line = 1
        var scalars = text.unicodeScalars.makeIterator()
        var pendingKey: String?
        while let scalar = scalars.next() {
            switch scalar {
            case "\n": line += 1
            case "{": objects.append([])
            case "[": objects.append(nil)
            case "}", "]": _ = objects.popLast()
            case ":":
                if let key = pendingKey, var keys = objects.last ?? nil {
                    if !keys.insert(key).inserted { return (key, line) }
                    objects[objects.count - 1] = keys
                }
            case "\"":
                var string = ""
                var escaped = false
                while let next = scalars.next() {
                    if escaped {
                        escaped = false
                    } else if next == "\\" {
                        escaped = true
                    } else if next == "\"" {
                        break
                    }
                    string.unicodeScalars.append(next)
                }
                pendingKey = string
                continue
            default: break
            }
            if !scalar.properties.isWhitespace { pendingKey = nil }
        }
        return nil
    }

    /// The line where `"key"` first appears, to point the user at it.
    private static func lineOfKey(_ key: String, in text: String) -> Int? {
        let needle = "\"\(key)\""
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(needle) {
            return number + 1
        }
        return nil
    }

    private static func jsonErrorDescription(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }

    /// Foundation reports a character offset ("around character 42"); turn it into a line.
    private static func jsonErrorLine(_ error: Error, text: String) -> Int? {
        let nsError = error as NSError
        let offset = (nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int)
            ?? jsonErrorDescription(error).split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }.last
        guard let offset else { return nil }
        return text.prefix(offset).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }
}

/// A configuration that cannot be used, with where the problem is.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        "\(file):\(line.map { "\($0):" } ?? "") error: \(message)"
    }
}
