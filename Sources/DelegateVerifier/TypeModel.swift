import DelegateFacts
import SwiftSyntax

/// What the interpreter needs from a type declared in the given files — a
/// class, struct, enum or protocol, or the extensions of a framework type
/// (`extension UIView { func pinEdges(to:) }`): stored properties in order
/// (with initial values and observers), computed properties, methods,
/// initializers, enum cases and nested types. Extensions add to it.
final class TypeModel {
    enum Kind {
        case `class`, `struct`, `enum`, `protocol`
        /// Only extensions of a type the files do not declare (UIKit's, Swift's).
        case frameworkExtension
    }

    /// A stored or computed property.
    /// A class: every field and assignment looks one up, and copying nine
    /// syntax references each time showed in profiles.
    final class Property {
        let name: String
        let isStatic: Bool
        let isLazy: Bool
        let initializer: ExprSyntax?
        /// The declared type, to read implicit members (`var mode: Mode = .compact`).
        let type: TypeSyntax?
        let willSet: CodeBlockItemListSyntax?
        let didSet: CodeBlockItemListSyntax?
        /// The getter of a computed property.
        let getter: CodeBlockItemListSyntax?
        let setter: AccessorDeclSyntax?
        /// The property wrapper's attribute (`@Activated`), which the interpreter does not run.
        let wrapper: String?
        let node: Syntax
        /// `weak var`: what it holds goes once nothing else keeps it (`WeakReferences`).
        let isWeak: Bool

        init(
            name: String, isStatic: Bool, isLazy: Bool, initializer: ExprSyntax?, type: TypeSyntax?,
            willSet: CodeBlockItemListSyntax?, didSet: CodeBlockItemListSyntax?, getter: CodeBlockItemListSyntax?,
            setter: AccessorDeclSyntax?, wrapper: String? = nil, node: Syntax
        ) {
            self.wrapper = wrapper
            self.name = name
            self.isStatic = isStatic
            self.isLazy = isLazy
            self.initializer = initializer
            self.type = type
            self.willSet = willSet
            self.didSet = didSet
            self.getter = getter
            self.setter = setter
            self.node = node
            isWeak = node.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.weak) } ?? false
        }

        /// The `var`/`let` declaration holding the property (`nil` for a case or parameter).
        var declaration: VariableDeclSyntax? { node.parent?.parent?.as(VariableDeclSyntax.self) }
        var isLet: Bool { declaration?.bindingSpecifier.tokenKind == .keyword(.let) }
        /// Whether a storyboard or nib connects it (`@IBOutlet`): the run has neither.
        var isOutlet: Bool {
            declaration?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" } ?? false
        }
    }

    /// An enum case: its raw value (explicit or implied) and payload labels.
    struct Case {
        let name: String
        let rawValue: Value?
        let parameterLabels: [String?]
        let parameterTypes: [TypeSyntax]
        /// The associated values' default values (`case edge(UIView, inset: CGFloat = 0)`).
        let parameterDefaults: [ExprSyntax?]

        /// Whether arguments with these labels make the case (those with defaults may be left out).
        func takes(_ labels: [String?]) -> Bool {
            var remaining = labels[...]
            for (label, fallback) in zip(parameterLabels, parameterDefaults) {
                if let next = remaining.first, next == label {
                    remaining = remaining.dropFirst()
                } else if fallback == nil {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    /// The simple name, or for a nested type whose simple name another type of
    /// the files has too, the qualified one (`LayoutFeature.Action`: `qualify()`).
    private(set) var name: String
    let kind: Kind
    /// Where the type is declared (its name token, or the first extension's type).
    let nameNode: Syntax
    private(set) var properties: [Property] = []
    private(set) var methods: [String: [FunctionDeclSyntax]] = [:]
    private(set) var initializers: [InitializerDeclSyntax] = []
    private(set) var subscripts: [SubscriptDeclSyntax] = []
    private(set) var nestedTypes: [String: TypeModel] = [:]
    private(set) var cases: [Case] = []
    /// Superclass, protocols and raw type, as written.
    private(set) var inheritedNames: [String] = []
    /// `~Copyable`: a value of it is moved, never copied, and its `deinit` runs where it is dropped (`Deinitializers`).
    private(set) var isNoncopyable = false
    /// The types of the files this one inherits from or conforms to, linked by `DelegateSource`.
    private(set) var supertypes: [TypeModel] = []
    /// `lineage` (but the type itself) and the properties by name, worked out by `link` once every
    /// type's supertypes are known (lookups run on every member access).
    private var linked: (lineage: [TypeModel], properties: [String: Property])?
    /// The type arguments a class inherits from its generic superclasses of the
    /// files (`DriveLayout: ThemedLayout<NightTheme>` binds `Theme`), nearest
    /// first; every instance is made with them (`GenericDelegates.swift`). Set by `link`.
    private(set) var inheritedGenericArguments: [String: TypeSyntax] = [:]
    /// Member typealiases (`typealias S = ActiveGuidanceUIState`), as written.
    private(set) var typeAliasMembers: [String: String] = [:]
    /// A protocol's associated types and the types its property requirements
    /// are declared with (`var state: S { get }`): what binds them in a conforming type.
    private(set) var associatedTypes: Set<String> = []
    private(set) var propertyRequirements: [(name: String, type: String)] = []
    /// A protocol's method requirements, by `memberKey` (an extension's member
    /// of the same key is a default implementation, dispatched dynamically).
    private(set) var methodRequirements: Set<String> = []
    /// The attributes of a protocol's method requirements, by member key: a
    /// result builder named there is its implementations' too (SE-0289).
    private(set) var requirementAttributes: [String: AttributeListSyntax] = [:]
    /// The generic parameters of the type's declaration, in order (what
    /// `Signal<NavPhase>` binds, `GenericArguments.swift`).
    private(set) var genericParameters: [String] = []
    /// Members of constrained extensions this type does not have, and the
    /// member keys whose choice is not known (`ExtensionConstraints.restrict`).
    private(set) var excluded: Set<SyntaxIdentifier> = []
    private(set) var undecided: [String: String] = [:]

    var isValueType: Bool { kind == .struct || kind == .enum }

    /// Whether an instance has a lifetime of its own that a `deinit` ends: a class's, a `~Copyable` struct's.
    var hasLifetime: Bool { kind == .class || (kind == .struct && isNoncopyable) }

    /// Whether it is declared inside another type (or an extension).
    var isNested: Bool { qualifiedName.contains(".") }

    /// Names it by its qualified name (`DelegateSource`: two nested types share a simple name).
    func qualify() { name = qualifiedName }

    /// `NavigationLayout.UpdatePhase.Request`: the name with the types (or extended types) it is nested in.
    var qualifiedName: String {
        // From above the declaration (the name token's parent).
        guard let declaration = nameNode.parent?.parent else { return Interpreter.bareTypeName(name) }
        return (Self.enclosingTypePath(of: declaration) + [Interpreter.bareTypeName(name)]).joined(separator: ".")
    }

    /// The names of the types and extended types `node` is nested in, outermost
    /// first (`extension A.B { struct C { <node> } }` → `["A.B", "C"]`).
    static func enclosingTypePath(of node: Syntax) -> [String] {
        Swift.sequence(first: node, next: \.parent).compactMap { ancestor -> String? in
            if let extended = ancestor.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedDescription }
            return ancestor.asProtocol(DeclGroupSyntax.self) != nil ? ancestor.asProtocol(NamedDeclSyntax.self)?.name.text : nil
        }.reversed()
    }

    init(_ declaration: some DeclGroupSyntax, name: String, kind: Kind, nameNode: Syntax) {
        self.name = name
        self.kind = kind
        self.nameNode = nameNode
        absorb(declaration)
    }

    /// An empty model: the files' top-level declarations (`globals`).
    init(name: String, kind: Kind, nameNode: Syntax) {
        self.name = name
        self.kind = kind
        self.nameNode = nameNode
    }

    /// A model of a declaration, or `nil` for declarations that are not types.
    static func make(_ decl: DeclSyntax) -> TypeModel? {
        if let node = decl.as(ClassDeclSyntax.self) { return TypeModel(node, name: node.name.text, kind: .class, nameNode: Syntax(node.name)) }
        if let node = decl.as(ActorDeclSyntax.self) { return TypeModel(node, name: node.name.text, kind: .class, nameNode: Syntax(node.name)) }
        if let node = decl.as(StructDeclSyntax.self) { return TypeModel(node, name: node.name.text, kind: .struct, nameNode: Syntax(node.name)) }
        if let node = decl.as(EnumDeclSyntax.self) { return TypeModel(node, name: node.name.text, kind: .enum, nameNode: Syntax(node.name)) }
        if let node = decl.as(ProtocolDeclSyntax.self) {
            return TypeModel(node, name: node.name.text, kind: .protocol, nameNode: Syntax(node.name))
        }
        return nil
    }

    /// Adds the members and conformances of a declaration or an extension.
    func absorb(_ declaration: some DeclGroupSyntax) {
        inheritedNames += declaration.inheritanceClause?.inheritedTypes.map(\.type.withoutAttributes.trimmedDescription) ?? []
        isNoncopyable = isNoncopyable || inheritedNames.contains("~Copyable")
        if let generic = declaration.asProtocol(WithGenericParametersSyntax.self) {
            for name in generic.genericParameterClause?.parameters.map(\.name.text) ?? [] where !genericParameters.contains(name) {
                genericParameters.append(name)
            }
        }
        for member in declaration.memberBlock.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                // A protocol's requirements are the conforming type's to implement.
                if kind == .protocol && variable.bindings.allSatisfy({ $0.accessorBlock.map(Self.isRequirement) ?? true }) {
                    propertyRequirements += variable.bindings.compactMap { binding in
                        binding.typeAnnotation.map { (binding.pattern.trimmedDescription, $0.type.trimmedDescription) }
                    }
                    continue
                }
                add(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if kind == .protocol && function.body == nil {
                    methodRequirements.insert(Self.memberKey(function))
                    if !function.attributes.isEmpty { requirementAttributes[Self.memberKey(function)] = function.attributes }
                    continue
                }
                methods[function.name.text, default: []].append(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                if kind == .protocol && subscriptDecl.accessorBlock.map(Self.isRequirement) ?? true { continue }
                subscripts.append(subscriptDecl)
            } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
                add(caseDecl)
            } else if let nested = TypeModel.make(decl) {
                nestedTypes[nested.name] = nested
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                typeAliasMembers[alias.name.text] = alias.initializer.value.trimmedDescription
            } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
                associatedTypes.insert(associated.name.text)
            }
        }
    }

    /// `{ get }` / `{ get set }` without bodies: a protocol requirement.
    private static func isRequirement(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { $0.body == nil }
    }

    /// Whether the type (or an extension of it) declares it conforms to `protocolName`.
    func conforms(to protocolName: String) -> Bool {
        inheritedNames.contains { Interpreter.bareTypeName($0) == protocolName }
    }

    /// Whether calling `name` with `labels` on the type runs a framework
    /// protocol's empty default (`DelegateAPI.emptyDefaultMethods`): the type
    /// or a supertype conforms to that protocol.
    func runsEmptyDefault(_ name: String, labels: [String?]) -> Bool {
        let signature = "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
        return DelegateAPI.emptyDefaultMethods.contains { protocolName, methods in
            methods.contains(signature) && lineage.contains { $0.conforms(to: protocolName) }
        }
    }

    /// The first inherited name no file declares: a class's framework superclass
    /// (`UIView`, `UIStackView`) or an enum's raw type.
    func frameworkAncestor(in types: [String: TypeModel]) -> String? {
        for name in inheritedNames {
            if let model = types[Interpreter.bareTypeName(name)], model.kind != .frameworkExtension {
                if model.kind == .class, let found = model.frameworkAncestor(in: types) { return found }
            } else {
                return name
            }
        }
        return nil
    }

    /// The type and its supertypes, nearest first, each once.
    var lineage: [TypeModel] { linked.map { [self] + $0.lineage } ?? searchLineage() }

    /// Sets the supertypes; `link()` once all types have theirs.
    func setSupertypes(_ types: [TypeModel]) {
        supertypes = types
        linked = nil
    }

    /// Fixes the lineage and the property table; the model is read-only (and
    /// shared by the scenario runs' threads) from then on.
    func link() {
        let lineage = searchLineage()
        var table: [String: Property] = [:]
        for model in lineage.reversed() {
            for property in model.properties.reversed() where !excluded.contains(property.node.id) { table[property.name] = property }
        }
        // Without the type itself: a model holding itself would never be freed, nor the syntax it holds.
        linked = (Array(lineage.dropFirst()), table)
        guard kind == .class else { return }
        for declaring in lineage where declaring.kind == .class {
            for inherited in declaring.nameNode.parent?.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes ?? [] {
                guard let identifier = inherited.type.withoutAttributes.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause,
                    let superclass = declaring.supertypes.first(where: { $0.name == identifier.name.text })
                else { continue }
                for (parameter, argument) in zip(superclass.genericParameters, arguments.arguments) {
                    guard case .type(let type) = argument.argument, !Interpreter.isGenericParameter(type),
                        inheritedGenericArguments[parameter] == nil
                    else { continue }
                    inheritedGenericArguments[parameter] = type
                }
            }
        }
    }

    private func searchLineage() -> [TypeModel] {
        var seen: Set<ObjectIdentifier> = []
        var order: [TypeModel] = []
        var pending = [self]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            order.append(next)
            pending += next.supertypes
        }
        return order
    }

    func property(named name: String) -> Property? {
        if let linked { return linked.properties[name] }
        for model in lineage {
            if let found = model.properties.first(where: { $0.name == name && !excluded.contains($0.node.id) }) { return found }
        }
        return nil
    }

    /// Every stored instance property, supertypes' first.
    var storedProperties: [Property] {
        lineage.reversed().flatMap { $0.properties.filter { !$0.isStatic && $0.getter == nil } }
    }

    /// A struct keeps its memberwise initializer unless its own declaration
    /// (not an extension) declares an initializer.
    var hasMemberwiseInitializer: Bool {
        kind == .struct && initializers.allSatisfy { initializer in
            Swift.sequence(first: Syntax(initializer), next: \.parent).dropFirst()
                .first { $0.asProtocol(DeclGroupSyntax.self) != nil }?.is(ExtensionDeclSyntax.self) ?? false
        }
    }

    /// Whether `Type()` compiles: the nearest class or struct in the lineage
    /// that declares initializers (a class declaring none inherits its
    /// superclass's) has one callable without arguments, or is a class that
    /// overrides each designated initializer of the next such superclass and so
    /// inherits its convenience ones (`convenience init()`); declaring none, it
    /// has `init()` (a struct's memberwise one is checked where it runs).
    var isCreatableWithoutArguments: Bool {
        var declaring = lineage.filter { $0.kind == kind && !$0.initializers.isEmpty }[...]
        while let nearest = declaring.popFirst() {
            if nearest.initializer(labels: []) != nil { return true }
            guard kind == .class, let parent = declaring.first else { return false }
            let own = Set(nearest.initializers.map(Self.labels))
            let designated = parent.initializers.filter { !$0.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } }
            guard designated.allSatisfy({ own.contains(Self.labels($0)) }) else { return false }
        }
        return true
    }

    private static func labels(_ initializer: InitializerDeclSyntax) -> [String] {
        initializer.signature.parameterClause.parameters.map(\.firstName.text)
    }

    /// The type's own static methods callable without arguments that return
    /// it (`Self` or its name), in source order: how an app creates a class
    /// whose initializers are private (`static func roomy() -> SplitLayout`).
    var staticFactories: [FunctionDeclSyntax] { staticFactories(making: name) }

    /// The type's static methods callable without arguments that return the
    /// type `made` (its own `Self`, or the name), in source order.
    func staticFactories(making made: String) -> [FunctionDeclSyntax] {
        methods.values.joined().filter { method in
            let returned = method.signature.returnClause?.type.trimmedDescription
            return method.isStatic && method.signature.parameterClause.parameters.accepts([]) && (returned == made || made == name && returned == "Self")
        }.sorted { $0.position < $1.position }
    }

    /// The method `name` whose parameters accept `labels` (unlabelled
    /// arguments as `nil`), allowing for defaulted parameters; the type's own,
    /// then its supertypes' (protocol extensions included).
    func method(named name: String, labels: [String?]) -> FunctionDeclSyntax? {
        methods(named: name, labels: labels).first
    }

    /// Every method `name` whose parameters accept `labels`: the nearest
    /// type's first (an override hides what it overrides), in source order.
    func methods(named name: String, labels: [String?]) -> [FunctionDeclSyntax] {
        for model in lineage {
            let found = model.methods[name]?.filter {
                !excluded.contains($0.id) && $0.signature.parameterClause.parameters.accepts(labels)
            } ?? []
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Leaves out the members of constrained extensions the type does not
    /// have, and records the choices not known (`ExtensionConstraints`); before `link()`.
    func restrict(excluding excluded: Set<SyntaxIdentifier>, undecided: [String: String]) {
        self.excluded = excluded
        self.undecided = undecided
    }

    /// The type's methods and properties grouped by what tells them apart for
    /// a caller (`Self.memberKey`), in source order.
    func memberGroups() -> [String: [Syntax]] {
        var groups: [String: [Syntax]] = [:]
        for function in methods.values.joined() { groups[Self.memberKey(function), default: []].append(Syntax(function)) }
        for property in properties { groups[Self.memberKey(property), default: []].append(property.node) }
        return groups.mapValues { $0.sorted { $0.position < $1.position } }
    }

    /// `func name(_: UIView, to: CGFloat)` (with `static`), `var name`: a member
    /// as overloading tells it apart (by labels and parameter types).
    static func memberKey(_ function: FunctionDeclSyntax) -> String {
        let parameters = function.signature.parameterClause.parameters.map {
            "\($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text): \($0.type.trimmedDescription)"
        }
        return "\(function.isStatic ? "static " : "")func \(function.name.text)(\(parameters.joined(separator: ", ")))"
    }

    static func memberKey(_ property: Property) -> String { "\(property.isStatic ? "static " : "")var \(property.name)" }

    /// The nearest declaration of a method `name` (any labels): the type's own, else an inherited one.
    func anyMethod(named name: String) -> FunctionDeclSyntax? {
        lineage.lazy.compactMap { $0.methods[name]?.first }.first
    }

    /// Whether the type or a supertype declares a method `name` (any labels).
    func hasMethod(named name: String) -> Bool {
        lineage.contains { $0.methods[name] != nil }
    }

    /// The subscript taking `labels` (static or not), the type's own, then its supertypes'.
    func subscriptDecl(labels: [String?], isStatic: Bool) -> SubscriptDeclSyntax? {
        for model in lineage {
            if let found = model.subscripts.first(where: {
                $0.isStatic == isStatic && $0.parameterClause.parameters.accepts(labels, inSubscript: true)
            }) {
                return found
            }
        }
        return nil
    }

    /// The class this one inherits from, when the files declare it.
    var superclass: TypeModel? { kind == .class ? supertypes.first { $0.kind == .class } : nil }

    func initializer(labels: [String?]) -> InitializerDeclSyntax? {
        initializers.first { $0.signature.parameterClause.parameters.accepts(labels) }
    }

    /// Whether this is a protocol declaring `name` an `@objc optional`
    /// requirement (a method or a property a conforming class may leave out).
    func declaresOptionalRequirement(named name: String) -> Bool {
        guard kind == .protocol, let declaration = nameNode.parent?.as(ProtocolDeclSyntax.self) else { return false }
        return declaration.memberBlock.members.contains { member in
            let decl = member.decl
            guard decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) == true
            else { return false }
            if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
            return decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            } ?? false
        }
    }

    /// Every initializer taking `labels`, in source order (`Interpreter.initializer(of:_:)` picks one by the arguments).
    func initializers(labels: [String?]) -> [InitializerDeclSyntax] {
        initializers.filter { $0.signature.parameterClause.parameters.accepts(labels) }
    }

    /// The attributes written on the type's declaration (`dynamicCallable`).
    var attributeNames: [String] {
        guard let declaration = nameNode.parent?.asProtocol(WithAttributesSyntax.self) else { return [] }
        return declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// A `CodingKey` enum (each `Codable` type may nest its own `CodingKeys`).
    var isCodingKeys: Bool { kind == .enum && inheritedNames.contains("CodingKey") }

    func enumCase(named name: String) -> Case? {
        cases.first { $0.name == name }
    }

    /// The case `name` a call with these labels makes: `nil` when a static
    /// method of that name takes the labels and the case does not
    /// (`.y(.bottom, offset: 8)` for `static func y(_:offset:)` beside `case y(Side, constant: CGFloat)`).
    func enumCase(named name: String, labels: [String?]) -> Case? {
        guard let found = enumCase(named: name) else { return nil }
        return found.takes(labels) || method(named: name, labels: labels)?.isStatic != true ? found : nil
    }

    private func add(_ caseDecl: EnumCaseDeclSyntax) {
        let rawType = inheritedNames.first
        for element in caseDecl.elements {
            let name = element.name.unescapedText  // a backticked keyword, named as uses spell it
            var raw: Value?
            if let literal = element.rawValue?.value {
                raw = TypeModel.literalValue(literal)
            } else if rawType == "String" {
                raw = .string(name)
            } else if let rawType, ["Int", "CGFloat", "Double", "Float", "UInt"].contains(rawType) {
                // Implied: one more than the previous case's.
                if case .number(let previous)? = cases.last?.rawValue { raw = .number(previous + 1) } else { raw = .number(0) }
            }
            let labels = element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
            let types = element.parameterClause?.parameters.map(\.type) ?? []
            let defaults = element.parameterClause?.parameters.map { $0.defaultValue?.value } ?? []
            cases.append(Case(name: name, rawValue: raw, parameterLabels: labels, parameterTypes: types, parameterDefaults: defaults))
        }
    }

    /// A raw value written as a literal.
    private static func literalValue(_ expression: ExprSyntax) -> Value? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) { return Interpreter.number(literal: literal.literal.text).map(Value.number) }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Interpreter.number(literal: literal.literal.text).map(Value.number) }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return .string(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            case .number(let number)? = literalValue(prefix.expression)
        {
            return .number(-number)
        }
        return nil
    }

    /// Top-level variables and functions of the files, kept as the static
    /// members of the `globals` model.
    func absorbTopLevel(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            add(variable, forceStatic: true)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            methods[function.name.text, default: []].append(function)
        }
    }

    /// Attributes of a variable that are not property wrappers; any other
    /// (`@Activated`, a package's `@UserDefault`) may run code on every read and
    /// write. `@Published` is plain storage that publishes as it is set (`Combine.swift`).
    static let attributesThatAreNoWrappers: Set<String> = [
        "objc", "nonobjc", "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged", "NSCopying", "MainActor",
        "available", "inlinable", "usableFromInline", "preconcurrency", "Published", "exclusivity", "_spi",
        "ObservationIgnored",  // an `@Observable` class's untracked property (`ObservationTracking.swift`)
    ]

    private func add(_ variable: VariableDeclSyntax, forceStatic: Bool = false) {
        let isStatic = forceStatic || variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            .first { !Self.attributesThatAreNoWrappers.contains($0) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.unescapedText else { continue }
            var willSet: CodeBlockItemListSyntax?
            var didSet: CodeBlockItemListSyntax?
            var getter: CodeBlockItemListSyntax?
            var setter: AccessorDeclSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let body): getter = body
            case .accessors(let accessors):
                for accessor in accessors {
                    switch accessor.accessorSpecifier.tokenKind {
                    case .keyword(.willSet): willSet = accessor.body?.statements
                    case .keyword(.didSet): didSet = accessor.body?.statements
                    case .keyword(.get): getter = accessor.body?.statements
                    case .keyword(.set): setter = accessor
                    default: break
                    }
                }
            case nil: break
            @unknown default: break
            }
            properties.append(
                Property(
                    name: name, isStatic: isStatic, isLazy: isLazy, initializer: binding.initializer?.value,
                    type: binding.typeAnnotation?.type, willSet: willSet, didSet: didSet, getter: getter, setter: setter,
                    wrapper: wrapper, node: Syntax(binding)))
        }
    }
}

extension FunctionParameterListSyntax {
    /// Whether a call with these argument labels can bind to the parameters
    /// (of a subscript: `SubscriptDeclSyntax`'s labels rule).
    func accepts(_ labels: [String?], inSubscript: Bool = false) -> Bool {
        binding(labels, inSubscript: inSubscript) != nil
    }

    /// The arguments (by index) each parameter binds, as Swift binds them:
    /// by label, a variadic parameter taking the unlabelled arguments after
    /// it, a parameter with a default left out; and a trailing closure
    /// passing over a defaulted parameter that takes no closure
    /// (`pin(a, b) { ... }` for `_ inset: CGFloat = 0, _ make: () -> T`).
    /// `nil` when the labels do not fit; `lenient` then fits what it can
    /// and leaves the rest unbound.
    func binding(_ labels: [String?], inSubscript: Bool = false, lenient: Bool = false) -> [Range<Int>]? {
        let parameters = Array(self)
        func match(_ parameter: Int, _ argument: Int, lenient: Bool) -> [Range<Int>]? {
            guard parameter < parameters.count else { return argument == labels.count || lenient ? [] : nil }
            let current = parameters[parameter]
            if argument < labels.count, current.takes(label: labels[argument], inSubscript: inSubscript) {
                // A variadic parameter takes the unlabelled arguments after it, but a trailing closure meant for a later one.
                var last = argument + 1
                if current.takesMany { while last < labels.count, labels[last] == nil { last += 1 } }
                for end in stride(from: last, to: argument, by: -1) {
                    if let rest = match(parameter + 1, end, lenient: lenient) { return [argument..<end] + rest }
                }
            }
            guard current.defaultValue != nil || current.takesMany || lenient else { return nil }
            return match(parameter + 1, argument, lenient: lenient).map { [argument..<argument] + $0 }
        }
        return match(0, 0, lenient: false) ?? (lenient ? match(0, 0, lenient: true) : nil)
    }
}

extension FunctionParameterSyntax {
    /// The name the body uses.
    var internalName: String { (secondName ?? firstName).text }

    /// Whether an argument with `label` binds to this parameter: the same
    /// label, or a trailing closure (no label) for a parameter of function type.
    /// A variadic parameter (`_ views: UIView...`) or a parameter pack's (`_ items: repeat each T`):
    /// it takes the unlabelled arguments after its own, as an array.
    var takesMany: Bool { ellipsis != nil || type.is(PackExpansionTypeSyntax.self) }

    /// A subscript's parameter has a label only when it is written twice
    /// (`subscript(key key: Key)`); `subscript(key: Key)` is called `x[k]`.
    func takes(label: String?, inSubscript: Bool = false) -> Bool {
        let own = firstName.tokenKind == .wildcard || (inSubscript && secondName == nil) ? nil : firstName.text
        return label == own || (label == nil && type.isFunctionType)
    }
}

extension TypeSyntax {
    /// `() -> Void`, `@escaping (Int) -> Void`, `(() -> Void)?`, or a
    /// `typealias` of one declared in an enclosing type or at the top level of
    /// the file: what a trailing closure can bind to.
    var isFunctionType: Bool {
        if self.is(FunctionTypeSyntax.self) { return true }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.isFunctionType }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.isFunctionType }
        if let optional = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optional.wrappedType.isFunctionType }
        if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.type.isFunctionType
        }
        if let identifier = self.as(IdentifierTypeSyntax.self), let aliased = Self.functionAlias(identifier.name.text, visibleFrom: Syntax(self)) {
            return aliased.isFunctionType
        }
        return false
    }

    /// `typealias Maker = (Int) -> Int` declared in a type enclosing `node` or
    /// at the top level of its file: the type it names (`run { ... }` binds a
    /// trailing closure to `run(make: Maker)`).
    private static func functionAlias(_ name: String, visibleFrom node: Syntax) -> TypeSyntax? {
        var current = node.parent
        while let next = current {
            let members: [Syntax] =
                if let group = next.asProtocol(DeclGroupSyntax.self) { group.memberBlock.members.map { Syntax($0.decl) } }
                else if let file = next.as(SourceFileSyntax.self) { file.statements.map { Syntax($0.item) } }
                else { [] }
            if let alias = members.lazy.compactMap({ $0.as(TypeAliasDeclSyntax.self) }).first(where: { $0.name.text == name }) {
                return alias.genericParameterClause == nil ? alias.initializer.value : nil
            }
            current = next.parent
        }
        return nil
    }
}

extension WithModifiersSyntax {
    /// Declared `static` or `class` (a subscript, a method).
    var isStatic: Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension SubscriptDeclSyntax {
    /// The body of the `get` (a subscript without accessors is all getter).
    var getter: CodeBlockItemListSyntax? {
        if case .getter(let body)? = accessorBlock?.accessors { return body }
        guard case .accessors(let accessors)? = accessorBlock?.accessors else { return nil }
        return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }

    var setter: AccessorDeclSyntax? {
        guard case .accessors(let accessors)? = accessorBlock?.accessors else { return nil }
        return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }
}

extension TypeSyntax {
    /// The type without its attributes: `@MainActor NavigationLayoutDelegate`
    /// and `@preconcurrency P` in an inheritance clause conform to the protocol.
    var withoutAttributes: TypeSyntax { self.as(AttributedTypeSyntax.self)?.baseType ?? self }
}

extension TokenSyntax {
    /// The name without the backticks that let a keyword be one (`` `default` `` is `default`), as uses spell it.
    var unescapedText: String { identifier?.name ?? text }
}
