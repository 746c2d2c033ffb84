import AppBuild
import Foundation
import LayoutModel
import NavlintCore
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file holding a `NavigationLayoutDelegate`, parsed once and shared
/// by every scenario run: the delegate class, the other classes of the file,
/// and the legacy variants a generated file records in its header.
///
/// Unchecked `Sendable`: everything is built in `init` and only read after,
/// so parallel scenario runs can share it.
public final class DelegateSource: @unchecked Sendable {
    /// One `// navlint-legacy-variant:` line (see `docs/generated-delegate-contract.md`).
    public struct LegacyVariant: Decodable, Sendable {
        public var name: String
        public var properties: [String: VariantValue]
        public var configuration: LegacyConfiguration
    }

    /// A property value a variant assigns: Bool, Double or String.
    public enum VariantValue: Decodable, Sendable {
        case bool(Bool), number(Double), string(String)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    static let variantPrefix = "// navlint-legacy-variant:"

    public let displayPath: String
    let converter: SourceLocationConverter
    let delegateClass: ClassModel
    /// Every class of the file by name, nested ones included.
    let classes: [String: ClassModel]
    public let variants: [LegacyVariant]
    let lines: [Substring]

    /// `build`: the `#if` clauses to read (a generated file may hold one
    /// delegate per build of its screen); the others are blanked out. Throws
    /// when the file cannot be verified at all.
    public init(text original: String, displayPath: String, build: AppBuildConfiguration = AppBuildConfiguration()) throws(InputProblem) {
        self.displayPath = displayPath
        let text = ActiveSource.text(original, in: build)
        let parsed = Parser.parse(source: text)
        let tree = (try? OperatorTable.standardOperators.foldAll(parsed).as(SourceFileSyntax.self)) ?? parsed
        converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func problem(_ message: String, line: Int = 1, column: Int? = nil) -> InputProblem {
            InputProblem(
                kind: .unverifiable, location: NavlintCore.SourceLocation(file: displayPath, line: line, column: column),
                message: message)
        }
        // The parser recovers by inventing nodes (a missing expression, ...):
        // the interpreter would run that guess, not code anyone wrote.
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        if let first = diagnostics.first {
            let location = first.location(converter: converter)
            let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
            throw problem(
                "syntax error: \(first.message)\(more); the delegate is not verified", line: location.line, column: location.column)
        }
        var classes: [String: ClassModel] = [:]
        func collect(_ model: ClassModel) {
            classes[model.name] = model
            model.nestedClasses.values.forEach(collect)
        }
        tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }.map(ClassModel.init).forEach(collect)
        for extensionDecl in tree.statements.compactMap({ $0.item.as(ExtensionDeclSyntax.self) }) {
            classes[extensionDecl.extendedType.trimmedDescription]?.absorb(extensionDecl)
        }
        self.classes = classes
        guard let delegate = classes.values.sorted(by: { $0.name < $1.name }).first(where: {
            $0.conforms(to: "NavigationLayoutDelegate")
        }) else {
            throw problem("no class conforms to NavigationLayoutDelegate; nothing to verify")
        }
        delegateClass = delegate
        var variants: [LegacyVariant] = []
        for (index, line) in lines.enumerated() where line.hasPrefix(Self.variantPrefix) {
            do {
                variants.append(
                    try JSONDecoder().decode(LegacyVariant.self, from: Data(line.dropFirst(Self.variantPrefix.count).utf8)))
            } catch {
                throw problem("unreadable navlint-legacy-variant line: \(DecodingError.plainDescription(of: error))", line: index + 1)
            }
        }
        self.variants = variants
    }

    /// The name of the delegate class.
    public var delegateName: String { delegateClass.name }

    func tag(_ node: some SyntaxProtocol) -> SourceTag {
        let location = node.startLocation(converter: converter)
        return SourceTag(file: displayPath, line: location.line, column: location.column)
    }

    /// Where the delegate class is declared.
    var classTag: SourceTag { tag(delegateClass.syntax.name) }

    /// Where the delegate implements `callback`, or the class itself.
    func callbackTag(_ callback: String) -> SourceTag {
        delegateClass.methods[callback]?.first.map { tag($0.name) } ?? classTag
    }

    /// The text of a line, for findings.
    func sourceLine(_ line: Int) -> String? {
        line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    }
}
