import AppBuild
import DelegateFacts
import Foundation
import LayoutModel
import NavlintCore
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift file holding a `NavigationLayoutDelegate`, parsed once and shared
/// by every scenario run: the delegate class, the other types of the file and
/// of the context files given with it, and the legacy variants a generated file records in its header.
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

    /// Facts about the files' nodes, shared by every run of this source and by
    /// the sources of the other delegate classes of the same files.
    let declaredTypes: SyntaxMemo<Interpreter.DeclaredType>
    /// Where each node is (`tag(_:)`), and the type and the function whose code it is (`Interpreter.caller`).
    let tags: SyntaxMemo<SourceTag>
    let containers: SyntaxMemo<String>
    let enclosingFunctions: SyntaxMemo<String?>
    /// The name each call is written with (`Interpreter.caller`).
    let calleeNames: SyntaxMemo<String?>
    /// The type a call of a type by name makes (`let label = UILabel()`: `Interpreter.typeMade(by:)`).
    let madeTypes: SyntaxMemo<TypeSyntax?>

    /// One more file given with the delegate (`navlint verify Delegate.swift Theme.swift Views/`):
    /// its types, constants, helpers and extensions are resolved when the delegate names them.
    public struct ContextFile: Sendable {
        public var text: String
        public var displayPath: String

        public init(text: String, displayPath: String) {
            self.text = text
            self.displayPath = displayPath
        }
    }

    /// A file given to `verify`, read for the build and parsed once: the CLI
    /// asks it whether it declares a delegate, then hands it to `DelegateSource`
    /// as the delegate's file or as context, without parsing it again.
    public struct Input {
        public let displayPath: String
        /// The code the build compiles (the other `#if` clauses blanked out).
        public let text: String
        public let tree: SourceFileSyntax
        let inactive: [ActiveSource.InactiveClause]
        let build: AppBuildConfiguration
        /// The first syntax error: a delegate with it, or with it in a context file, is not verified.
        let syntaxError: InputProblem?

        public init(text original: String, displayPath: String, build: AppBuildConfiguration = AppBuildConfiguration()) {
            self.displayPath = displayPath
            self.build = build
            (text, inactive) = ActiveSource.read(original, in: build)
            tree = Parser.parse(source: text)
            syntaxError = DelegateSource.firstSyntaxError(in: tree, displayPath: displayPath)
            // Read once: `navlint verify` asks each file for them once per delegate file given with it.
            declaredTypeNames = Set(tree.statements.compactMap { item -> String? in
                guard let declaration = item.item.as(DeclSyntax.self), !declaration.is(FunctionDeclSyntax.self) else { return nil }
                return declaration.asProtocol(NamedDeclSyntax.self)?.name.text
            })
            identifiers = Set(tree.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let text) = token.tokenKind { text } else { nil }
            })
        }

        /// The types the file declares at its top level (a class, struct, enum,
        /// protocol, actor or typealias).
        public let declaredTypeNames: Set<String>
        /// The names the file's code uses (not in comments or strings).
        public let identifiers: Set<String>

        /// Whether the file declares a type conforming to `NavigationLayoutDelegate`
        /// (in a class's or an extension's inheritance clause, not in a comment or
        /// string): such a file is verified, the others given with it are its context.
        public var declaresConformance: Bool {
            guard text.contains(DelegateAPI.delegateProtocol) else { return false }
            final class Finder: SyntaxVisitor {
                var found = false
                override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
                    if Interpreter.bareTypeName(node.type.withoutAttributes.trimmedDescription) == DelegateAPI.delegateProtocol { found = true }
                    return .skipChildren
                }
            }
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            return finder.found
        }
    }

    /// The context `navlint verify` verifies a delegate file with
    /// (`delegates`: which of `inputs` declare a delegate): the files that declare no
    /// delegate, and a file declaring another delegate whose types it (or its
    /// context) uses and nothing else given declares (a decorator's inner
    /// delegate, a coordinator's parts), unless that file declares a type of a
    /// name already there (two types of one name are not told apart).
    public static func context(of index: Int, among inputs: [Input], delegates: [Bool]) -> [Input] {
        var included = inputs.indices.filter { $0 != index && !delegates[$0] }
        guard delegates.filter({ $0 }).count > 1 else { return included.map { inputs[$0] } }
        var declared = ([index] + included).reduce(into: Set<String>()) { $0.formUnion(inputs[$1].declaredTypeNames) }
        var used = ([index] + included).reduce(into: Set<String>()) { $0.formUnion(inputs[$1].identifiers) }
        var candidates = inputs.indices.filter { $0 != index && delegates[$0] }
        while let found = candidates.firstIndex(where: { candidate in
            let names = inputs[candidate].declaredTypeNames
            return names.isDisjoint(with: declared) && !names.isDisjoint(with: used)
        }) {
            let candidate = candidates.remove(at: found)
            included.append(candidate)
            declared.formUnion(inputs[candidate].declaredTypeNames)
            used.formUnion(inputs[candidate].identifiers)
        }
        return included.sorted().map { inputs[$0] }
    }

    /// A parsed file: its tree (operators folded), locations and lines.
    struct ParsedFile {
        let displayPath: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
        let lines: [Substring]
    }

    public let displayPath: String
    /// The delegate's file first, then the context files.
    let files: [ParsedFile]
    let delegateClass: TypeModel
    /// Every class of the files to verify (`delegateClasses(declaredIn:types:)`);
    /// `delegates` gives one source per class.
    let delegateClasses: [TypeModel]
    /// The bases verified only through their subclasses (`BaseClasses`).
    let basesThroughSubclasses: [TypeModel]
    /// Every type of the files by name, nested ones included, and the
    /// extensions of framework types (`UIView`, `NSLayoutConstraint`).
    let types: [String: TypeModel]
    /// The files' top-level variables and functions, as static members.
    let globals: TypeModel
    /// Which of several files' declarations of a name a use sees (`FileScopes`).
    let fileScopes: FileScopes
    /// A type of a name another type of the files has too (each file's `private
    /// struct Metrics`, Clean Swift's `Scene.UseCase.Request`s): types are kept
    /// by their simple names, so which one a use means is not told apart; not run.
    let typeDeclaredTwice: (second: TypeModel, first: TypeModel)?
    /// Simple names several nested types share, each kept by its qualified name (`nestedTypeName(_:at:)`).
    let nestedNamesakes: Set<String>
    /// Whether a type of the files declares `isEqual(_:)`: only then can `==` of values run the files' code
    /// other than an `==` overload (`Interpreter.handWrittenEquals`, on every dictionary key compared).
    let declaresIsEqual: Bool
    /// The modules the files form or import (`modules(of:)`).
    let moduleNames: Set<String>
    /// Whether a type of the files declares a `weak` instance property (`WeakReferences` runs only then).
    let declaresWeakProperties: Bool
    /// Members protocol extensions declare for protocols a framework type adopts
    /// through an extension of the files (`extension NavigationReadyUIState: HasLogo {}`):
    /// a use through the protocol is the extension's (`ProtocolExtensionDispatch`).
    let frameworkShadowed: Interpreter.ShadowedNames
    /// Whether the files mention `isKnownUniquelyReferenced` (`Interpreter.isUniquelyReferenced`).
    let asksUniqueReferences: Bool
    /// Whether a class of the files declares `deinit` (`Deinitializers` runs only then).
    let declaresDeinitializers: Bool
    /// The first (by type name) `deinit` of a `~Copyable` enum: the run follows
    /// no enum value's end, so a delegate run stops at it before it begins.
    let noncopyableEnumDeinitializer: (typeName: String, deinitializer: DeinitializerDeclSyntax)?
    /// Whether runs keep `Interpreter.liveFrames`: only to count references or to release objects.
    var tracksLiveFrames: Bool { asksUniqueReferences || declaresDeinitializers }
    /// Where some code of the files assigns or mutates each name (`AppSetProperties`).
    let assignmentSites: [String: [Syntax]]
    /// Where some code of the files writes through each name or calls a method on it (`AppSetProperties`).
    let mutationSites: [String: [Syntax]]
    /// Whether the files keep state per map view (`TwoMaps.swift`): then every run has a second map.
    let keepsStatePerMap: Bool
    /// How many places of the files make a `GMSMapView` (`ControllerPresentation.swift`).
    let mapConstructions: Int
    /// `typealias Placement = (view: UIView, constraints: [NSLayoutConstraint])`,
    /// at any level of the files, by name: declared tuple labels apply through them.
    let typeAliases: [String: TypeSyntax]

    /// The type a typealias names, followed through aliases, as a callable type name:
    /// `Set<Region>` is `Set`, `[UIView]` `Array`, `[String: CGFloat]` `Dictionary`.
    func aliasedTypeName(_ name: String) -> String? { Self.aliasedTypeName(name, in: typeAliases) }

    private static func aliasedTypeName(_ name: String, in typeAliases: [String: TypeSyntax]) -> String? {
        var type = typeAliases[name]
        for _ in 0..<8 {
            guard let current = type else { return nil }
            if current.is(ArrayTypeSyntax.self) { return "Array" }
            if current.is(DictionaryTypeSyntax.self) { return "Dictionary" }
            guard let identifier = current.as(IdentifierTypeSyntax.self) else { return nil }
            let base = identifier.name.text
            guard let next = typeAliases[base] else { return base }
            type = next
        }
        return nil
    }
    /// The files' types marked `@resultBuilder`.
    let resultBuilders: Set<String>
    /// Operator functions of the files by operator: top-level ones first, then
    /// types' static ones by type name (see `Interpreter.callAppOperator`).
    let operatorFunctions: [String: [FunctionDeclSyntax]]
    /// Swift's operators and the files' (see `operatorTable`).
    let operators: OperatorTable
    /// The files' precedence groups' `lowerThan:` groups, by group name
    /// (see `Interpreter.regrouped`).
    let lowerThan: [String: Set<String>]
    public let variants: [LegacyVariant]
    /// The `#if` clauses with code the build leaves out, in every file: not
    /// checked, which the verification states.
    let inactiveCode: [(tag: SourceTag, directive: String)]
    /// Whether the build checked is a debug build (`DEBUG` defined): there
    /// `assert` and `assertionFailure` trap; a release build goes on past them.
    let isDebugBuild: Bool

    /// `build`: the `#if` clauses to read (a generated file may hold one
    /// delegate per build of its screen); the others are blanked out. Throws
    /// when the file cannot be verified at all (also for a context file with syntax errors).
    public convenience init(
        text original: String, displayPath: String, build: AppBuildConfiguration = AppBuildConfiguration(),
        context: [ContextFile] = []
    ) throws(InputProblem) {
        try self.init(
            Input(text: original, displayPath: displayPath, build: build),
            context: context.map { Input(text: $0.text, displayPath: $0.displayPath, build: build) })
    }

    /// The delegate's file and its context files, read for the delegate file's build.
    public init(_ input: Input, context: [Input]) throws(InputProblem) {
        let inputs = [input] + context
        if let problem = inputs.lazy.compactMap(\.syntaxError).first { throw problem }
        self.displayPath = input.displayPath
        (declaredTypes, tags, containers, enclosingFunctions, calleeNames, madeTypes) =
            (SyntaxMemo(), SyntaxMemo(), SyntaxMemo(), SyntaxMemo(), SyntaxMemo(), SyntaxMemo())
        inactiveCode = inputs.flatMap { file in file.inactive.map { (SourceTag(file: file.displayPath, line: $0.line), $0.directive) } }
        isDebugBuild = input.build.isCustomConditionSet(name: "DEBUG")
        let operators = Self.operatorTable(inputs.map(\.tree))
        self.operators = operators
        self.lowerThan = Self.lowerThanRelations(inputs.map(\.tree))
        let files = inputs.map { Self.fold($0.tree, text: $0.text, displayPath: $0.displayPath, operators: operators) }
        self.files = files
        let main = files[0]
        var types: [String: TypeModel] = [:]
        var declaredTwice: (second: TypeModel, first: TypeModel)?
        var codingKeysTwice: Set<String> = []
        var nestedTwice: [String: [TypeModel]] = [:]  // by simple name, for `qualifyNestedNamesakes`
        func collect(_ model: TypeModel) {
            if let first = types[model.name] ?? nestedTwice[model.name]?.first {
                if first !== model, first.isCodingKeys, model.isCodingKeys {
                    codingKeysTwice.insert(model.name)
                } else if first !== model, first.isNested || model.isNested {
                    if nestedTwice[model.name] == nil { nestedTwice[model.name] = [first] }
                    if !nestedTwice[model.name]!.contains(where: { $0 === model }) { nestedTwice[model.name]!.append(model) }
                } else if first !== model, declaredTwice == nil {
                    declaredTwice = (model, first)
                }
            } else {
                types[model.name] = model
            }
            model.nestedTypes.values.sorted { $0.name < $1.name }.forEach(collect)
        }
        /// `LayoutFeature.Action` beside `ChromeFeature.Action` (TCA's features): each nested one is
        /// kept by its qualified name, a top-level one by its simple name (`nestedTypeName(_:at:)`).
        func qualifyNestedNamesakes() {
            for (simple, models) in nestedTwice {
                types[simple] = models.first { !$0.isNested }
                for model in models where model.isNested && model.name == simple {
                    model.qualify()
                    if let other = types[model.name], other !== model, declaredTwice == nil { declaredTwice = (model, other) }
                    types[model.name] = model
                }
            }
        }
        let globals = TypeModel(name: "", kind: .frameworkExtension, nameNode: Syntax(main.tree))
        let declarations = files.flatMap { $0.tree.statements.compactMap { $0.item.as(DeclSyntax.self) } }
        let declared = declarations.compactMap(TypeModel.make)
        declared.forEach(collect)
        // A type declared in a function body (it captures nothing) is a type of the files, unless its name is taken.
        Self.localTypeDeclarations(in: files).compactMap(TypeModel.make).filter { types[$0.name] == nil }.forEach(collect)
        qualifyNestedNamesakes()
        let (aliases, builders) = Self.aliasesAndBuilders(in: files)
        for extensionDecl in declarations.compactMap({ $0.as(ExtensionDeclSyntax.self) }) {
            var name = String(extensionDecl.extendedType.trimmedDescription.split(separator: ".").last ?? "")
            // `typealias Constraint = NSLayoutConstraint; extension Constraint { ... }` extends what the alias names.
            if types[extensionDecl.extendedType.trimmedDescription] == nil, types[name] == nil, let aliased = Self.aliasedTypeName(name, in: aliases) {
                name = aliased
            }
            if let model = types[extensionDecl.extendedType.trimmedDescription] ?? types[name] {
                model.absorb(extensionDecl)
                model.nestedTypes.values.forEach(collect)
            } else {
                let model = TypeModel(extensionDecl, name: name, kind: .frameworkExtension, nameNode: Syntax(extensionDecl.extendedType))
                types[name] = model
                model.nestedTypes.values.forEach(collect)
            }
        }
        qualifyNestedNamesakes()
        nestedNamesakes = Set(nestedTwice.keys)
        declaresIsEqual = types.values.contains { $0.methods["isEqual"] != nil }
        typeDeclaredTwice = declaredTwice
        // Each `Codable` type's own `CodingKeys`: synthesized coding reads them from
        // their type (`codingKeys(of:)`); a use by name is of no known type.
        codingKeysTwice.forEach { types[$0] = nil }
        declarations.forEach(globals.absorbTopLevel)
        for model in types.values {
            model.setSupertypes(model.inheritedNames.compactMap { types[Interpreter.bareTypeName($0)] })  // `G<CGFloat>` is `G`
        }
        let constraints = ExtensionConstraints(types: types, aliases: aliases)
        types.values.forEach(constraints.restrict)
        types.values.forEach { $0.link() }
        globals.link()
        self.types = types
        self.globals = globals
        fileScopes = FileScopes([globals] + types.values.sorted { $0.name < $1.name })
        var frameworkShadowed = Interpreter.ShadowedNames()
        for model in types.values where model.kind == .frameworkExtension {
            for owner in model.lineage where owner.kind == .protocol {
                frameworkShadowed.properties.formUnion(owner.properties.filter { !$0.isStatic }.map(\.name))
                frameworkShadowed.methods.formUnion(owner.methods.keys)
            }
        }
        self.frameworkShadowed = frameworkShadowed
        moduleNames = Self.modules(of: files)
        declaresWeakProperties = types.values.contains { $0.properties.contains { $0.isWeak && !$0.isStatic } }
        asksUniqueReferences = files.contains { $0.lines.contains { $0.contains("isKnownUniquelyReferenced") } }
        declaresDeinitializers = types.values.contains { Interpreter.deinitializer(of: $0) != nil }
        noncopyableEnumDeinitializer = Interpreter.noncopyableEnumDeinitializer(in: types.values)
        (assignmentSites, mutationSites) = Self.memberWrites(in: files.map(\.tree))
        keepsStatePerMap = Self.keepsStatePerMap(in: files.map(\.tree))
        mapConstructions = Self.mapConstructions(in: files.map(\.tree))
        (typeAliases, resultBuilders) = (aliases, builders)
        operatorFunctions = Self.operatorFunctions([globals] + types.values.sorted { $0.name < $1.name })
        (delegateClasses, basesThroughSubclasses) = Self.leavesAndCreatedBases(
            Self.delegateClasses(declaredIn: main.tree, types: types), in: files.map(\.tree))
        guard let delegate = delegateClasses.first else {
            throw Self.problem(
                "no class conforms to NavigationLayoutDelegate; nothing to verify\(Self.missingSuperclass(in: main.tree, types: types))",
                in: displayPath)
        }
        delegateClass = delegate
        var variants: [LegacyVariant] = []
        for (index, line) in main.lines.enumerated() where line.hasPrefix(Self.variantPrefix) {
            do {
                variants.append(
                    try JSONDecoder().decode(LegacyVariant.self, from: Data(line.dropFirst(Self.variantPrefix.count).utf8)))
            } catch {
                throw Self.problem(
                    "unreadable navlint-legacy-variant line: \(DecodingError.plainDescription(of: error))", in: displayPath,
                    line: index + 1)
            }
        }
        self.variants = variants
    }

    /// The same files with `delegate` as the class to verify.
    private init(sharing other: DelegateSource, delegate: TypeModel) {
        displayPath = other.displayPath
        (declaredTypes, tags, containers, enclosingFunctions, calleeNames, madeTypes) =
            (other.declaredTypes, other.tags, other.containers, other.enclosingFunctions, other.calleeNames, other.madeTypes)
        files = other.files
        types = other.types
        globals = other.globals
        fileScopes = other.fileScopes
        typeDeclaredTwice = other.typeDeclaredTwice
        moduleNames = other.moduleNames
        declaresWeakProperties = other.declaresWeakProperties
        frameworkShadowed = other.frameworkShadowed
        asksUniqueReferences = other.asksUniqueReferences
        declaresDeinitializers = other.declaresDeinitializers
        noncopyableEnumDeinitializer = other.noncopyableEnumDeinitializer
        assignmentSites = other.assignmentSites
        mutationSites = other.mutationSites
        keepsStatePerMap = other.keepsStatePerMap
        mapConstructions = other.mapConstructions
        typeAliases = other.typeAliases
        resultBuilders = other.resultBuilders
        operatorFunctions = other.operatorFunctions
        operators = other.operators
        lowerThan = other.lowerThan
        variants = other.variants
        inactiveCode = other.inactiveCode
        isDebugBuild = other.isDebugBuild
        delegateClasses = other.delegateClasses
        basesThroughSubclasses = other.basesThroughSubclasses
        nestedNamesakes = other.nestedNamesakes
        declaresIsEqual = other.declaresIsEqual
        delegateClass = delegate
    }

    /// One source per class to verify, in name order (this one first when
    /// there is only one): `DelegateVerifier.verify` runs them all.
    var delegates: [DelegateSource] {
        delegateClasses.count == 1 ? [self] : delegateClasses.map { DelegateSource(sharing: self, delegate: $0) }
    }

    /// Whether findings and summaries name the class they are for: when the
    /// files hold several to verify, or one that inherits from another of theirs.
    public var namesDelegates: Bool { delegateClasses.count > 1 || delegateClasses.contains { $0.superclass != nil } }

    /// The classes to verify: those of the delegate's file that conform to
    /// `NavigationLayoutDelegate`, themselves or through a superclass or
    /// protocol, and their subclasses in the context files (the app installs
    /// `final class FleetLayout: BaseLayout`, which inherits the conformance;
    /// `leavesAndCreatedBases` then leaves out the bases no file creates).
    /// By name.
    private static func delegateClasses(declaredIn main: SourceFileSyntax, types: [String: TypeModel]) -> [TypeModel] {
        let declarations = main.statements.compactMap { $0.item.as(DeclSyntax.self) }
        // The file's classes, and those another file declares that this one makes a delegate
        // (`extension Screen: NavigationLayoutDelegate` in `Screen+Layout.swift`).
        let conformingExtensions = declarations.compactMap { $0.as(ExtensionDeclSyntax.self) }.filter(Self.declaresConformance)
        let own = Set(declarations.compactMap(TypeModel.make).map(\.name))
            .union(conformingExtensions.map { Interpreter.bareTypeName($0.extendedType.trimmedDescription) })
        return types.values.filter { model in
            model.kind == .class && model.lineage.contains { $0.conforms(to: "NavigationLayoutDelegate") }
                && model.lineage.contains { $0.kind == .class && own.contains($0.name) }
        }.sorted { $0.name < $1.name }
    }

    private static func declaresConformance(_ declaration: some DeclSyntaxProtocol) -> Bool {
        let clause = declaration.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
        return clause?.inheritedTypes.contains { Interpreter.bareTypeName($0.type.withoutAttributes.trimmedDescription) == DelegateAPI.delegateProtocol } ?? false
    }

    /// " (X's superclass Base is declared in no given file ...)" for a class
    /// of the file whose superclass may be the delegate the files lack, else "".
    private static func missingSuperclass(in main: SourceFileSyntax, types: [String: TypeModel]) -> String {
        for declaration in main.statements.compactMap({ $0.item.as(ClassDeclSyntax.self) }) {
            guard let name = declaration.inheritanceClause?.inheritedTypes.first?.type.withoutAttributes.trimmedDescription,
                types[name] == nil, !FrameworkTypes.isFramework(name)
            else { continue }
            return " (\(declaration.name.text)'s superclass \(name) is declared in no given file: give its file too)"
        }
        return ""
    }

    private static func problem(_ message: String, in path: String, line: Int = 1, column: Int? = nil) -> InputProblem {
        InputProblem(
            kind: .unverifiable, location: NavlintCore.SourceLocation(file: path, line: line, column: column), message: message)
    }

    /// The parser recovers by inventing nodes (a missing expression, ...): the
    /// interpreter would run that guess, not code anyone wrote, so a syntax
    /// error is an input problem.
    private static func firstSyntaxError(in parsed: SourceFileSyntax, displayPath: String) -> InputProblem? {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
        guard let first = diagnostics.first else { return nil }
        let converter = SourceLocationConverter(fileName: displayPath, tree: parsed)
        let location = first.location(converter: converter)
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return problem(
            "syntax error: \(first.message)\(more); the delegate is not verified", in: displayPath, line: location.line,
            column: location.column)
    }

    /// Swift's operators and the ones the files declare (`infix operator ~: ConstraintPriority`,
    /// with their precedence groups), so that expressions with the app's operators fold.
    private static func operatorTable(_ trees: [SourceFileSyntax]) -> OperatorTable {
        var table = OperatorTable.standardOperators
        for tree in trees { table.addSourceFile(tree) { _ in } }  // a clash keeps the first declaration
        return table
    }

    /// The operator functions of `owners` (in their order), by operator.
    private static func operatorFunctions(_ owners: [TypeModel]) -> [String: [FunctionDeclSyntax]] {
        var found: [String: [FunctionDeclSyntax]] = [:]
        for owner in owners {
            for (name, functions) in owner.methods where name.first.map({ !$0.isLetter && $0 != "_" }) == true {
                found[name, default: []] += functions
            }
        }
        return found
    }

    /// The `lowerThan:` groups of the files' top-level precedence groups, by group name.
    private static func lowerThanRelations(_ trees: [SourceFileSyntax]) -> [String: Set<String>] {
        var lowerThan: [String: Set<String>] = [:]
        for tree in trees {
            for statement in tree.statements {
                guard let group = statement.item.as(PrecedenceGroupDeclSyntax.self) else { continue }
                for attribute in group.groupAttributes {
                    guard let relation = attribute.as(PrecedenceGroupRelationSyntax.self),
                        relation.higherThanOrLowerThanLabel.text == "lowerThan"
                    else { continue }
                    lowerThan[group.name.text, default: []].formUnion(relation.precedenceGroups.map { $0.name.text })
                }
            }
        }
        return lowerThan
    }

    /// A file with its operator sequences folded into infix expressions; a
    /// sequence with an operator no file declares stays a sequence (and is
    /// reported not verified where it runs).
    private static func fold(_ parsed: SourceFileSyntax, text: String, displayPath: String, operators: OperatorTable) -> ParsedFile {
        let tree = operators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        return ParsedFile(
            displayPath: displayPath, tree: tree, converter: SourceLocationConverter(fileName: displayPath, tree: tree),
            lines: text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    /// A type the files declare (not only extend): what a call by its name
    /// creates. `UILayoutGuide()` stays the model's guide when the files
    /// extend `UILayoutGuide`; the extension only adds members.
    /// The qualified name of the nested type `name` means where `node` is, as
    /// Swift looks it up: in the types around it (and those their extensions
    /// extend), innermost first; `nil` when `name` is no shared nested name or
    /// none around it has it. `LayoutFeature.Action` written out is found as it is.
    func nestedTypeName(_ name: String, at node: Syntax) -> String? {
        if types[name] != nil, name.contains(".") { return name }
        guard nestedNamesakes.contains(Interpreter.bareTypeName(name)) else { return nil }
        let simple = Interpreter.bareTypeName(name)
        let outer = TypeModel.enclosingTypePath(of: node).joined(separator: ".").split(separator: ".")
        for length in stride(from: outer.count, through: 1, by: -1) {
            let candidate = outer.prefix(length).joined(separator: ".") + "." + simple
            if types[candidate] != nil { return candidate }
        }
        return nil
    }

    func appType(_ name: String) -> TypeModel? {
        types[name].flatMap { $0.kind == .frameworkExtension ? nil : $0 }
    }

    /// Every `typealias` of the files by name (the first one of a name wins),
    /// and the names of the types marked `@resultBuilder`.
    private static func aliasesAndBuilders(in files: [ParsedFile]) -> ([String: TypeSyntax], Set<String>) {
        final class Collector: SyntaxVisitor {
            var aliases: [String: TypeSyntax] = [:]
            var builders: Set<String> = []
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                if aliases[node.name.text] == nil { aliases[node.name.text] = node.initializer.value }
                return .skipChildren
            }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name) }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name) }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.attributes, node.name) }
            private func note(_ attributes: AttributeListSyntax, _ name: TokenSyntax) -> SyntaxVisitorContinueKind {
                let isBuilder = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "resultBuilder" }
                if isBuilder { builders.insert(name.text) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for file in files { collector.walk(file.tree) }
        return (collector.aliases, collector.builders)
    }

    /// Types declared inside function bodies, closures and accessors.
    private static func localTypeDeclarations(in files: [ParsedFile]) -> [DeclSyntax] {
        final class Collector: SyntaxVisitor {
            var found: [DeclSyntax] = []
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                if case .decl(let declaration) = node.item, declaration.asProtocol(DeclGroupSyntax.self) != nil,
                    node.parent?.parent?.is(SourceFileSyntax.self) != true
                {
                    found.append(declaration)
                }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        for file in files { collector.walk(file.tree) }
        return collector.found
    }

    /// The name of the delegate class.
    public var delegateName: String { delegateClass.name }

    func tag(_ node: some SyntaxProtocol) -> SourceTag {
        tags.value(for: node.id) {
            let root = node.root.id
            let file = files.first { $0.tree.id == root } ?? files[0]
            let location = node.startLocation(converter: file.converter)
            return SourceTag(file: file.displayPath, line: location.line, column: location.column)
        }
    }

    /// Where the delegate class is declared.
    var classTag: SourceTag { tag(delegateClass.nameNode) }

    /// Where the delegate implements `callback` (or inherits it from), or the class itself.
    func callbackTag(_ callback: String) -> SourceTag {
        delegateClass.anyMethod(named: callback).map { tag($0.name) } ?? classTag
    }

    /// The text of a line, for findings.
    func sourceLine(_ line: Int, in path: String) -> String? {
        guard let lines = files.first(where: { $0.displayPath == path })?.lines else { return nil }
        return line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
    }
}
