import Foundation
import NavlintCore
import NavlintXML

/// The rules navlint knows, loaded from the declarative files of `Rules/`.
///
/// Each file is validated against `Rules/rule.xsd` with libxml2 before it is
/// read, so a broken rule file is reported with its name and line instead of
/// surfacing later as a rule that silently matches nothing.
public struct RuleCatalog: Sendable {
    /// Every rule, sorted by id.
    public let rules: [RuleDescription]

    public init(rules: [RuleDescription]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// The rule with this id, if any.
    public func rule(_ id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The ids of every rule, sorted.
    public var ids: [String] { rules.map(\.id) }

    /// The catalog built into the binary (the `Rules/` folder at build time).
    public static func builtIn() throws(RuleCatalogError) -> RuleCatalog {
        var files: [(name: String, bytes: [UInt8])] = []
        for file in embeddedRuleFiles {
            guard let data = Data(base64Encoded: file.base64) else {
                throw RuleCatalogError(file: file.name, line: 0, message: "the embedded copy is corrupt")
            }
            files.append((file.name, Array(data)))
        }
        return try load(files: files)
    }

    /// Loads the rule files in `directory` (every `*.xml`, validated against
    /// the `rule.xsd` in the same folder).
    public static func load(directory: String) throws(RuleCatalogError) -> RuleCatalog {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw RuleCatalogError(file: directory, line: 0, message: "cannot list the rule folder")
        }
        var files: [(name: String, bytes: [UInt8])] = []
        for name in names where name.hasSuffix(".xml") || name.hasSuffix(".xsd") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw RuleCatalogError(file: path, line: 0, message: "cannot read the rule file")
            }
            files.append((path, Array(data)))
        }
        return try load(files: files)
    }

    /// Loads rule files given as (name, bytes); exactly one must be the
    /// schema, `rule.xsd`.
    static func load(files: [(name: String, bytes: [UInt8])]) throws(RuleCatalogError) -> RuleCatalog {
        guard let schemaFile = files.first(where: { $0.name.hasSuffix("rule.xsd") }) else {
            throw RuleCatalogError(file: "Rules", line: 0, message: "the rule schema rule.xsd is missing")
        }
        let schema = try loadSchema(schemaFile)
        var rules: [RuleDescription] = []
        var seen: [String: String] = [:]
        for file in files where file.name.hasSuffix(".xml") {
            if let problem = schema.validate(file.bytes, documentPath: file.name).first {
                throw RuleCatalogError(file: problem.file, line: problem.line, message: problem.message)
            }
            let rule = try RuleFileReader.read(file.bytes, path: file.name)
            if let other = seen[rule.id] {
                throw RuleCatalogError(file: file.name, line: 2, message: "rule id '\(rule.id)' is already declared in \(other)")
            }
            seen[rule.id] = file.name
            rules.append(rule)
        }
        return RuleCatalog(rules: rules)
    }

    /// The embedded schema, parsed from memory.
    private static func loadSchema(_ file: (name: String, bytes: [UInt8])) throws(RuleCatalogError) -> XMLSchema {
        do {
            return try XMLSchema(bytes: file.bytes, name: file.name)
        } catch {
            let first = error.diagnostics.first
            throw RuleCatalogError(file: file.name, line: first?.line ?? 0, message: first?.message ?? "invalid schema")
        }
    }
}

/// A rule file that could not be loaded, with where the problem is.
public struct RuleCatalogError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public var description: String { "\(file):\(line): error: \(message)" }
}
