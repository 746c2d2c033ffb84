import DelegateFacts
import LayoutModel
import SwiftSyntax

/// A delegate whose only initializer takes arguments (`init(host:
/// UIViewController)`): the app passes values the files do not show, so the
/// run makes it with stand-ins where a parameter's type can be made honestly,
/// stated as one `delegate_assumption`; any other parameter stops the run.
extension Interpreter {
    /// The delegate made by its one initializer (but `init(coder:)`) with
    /// stand-in arguments; `nil` when the class declares no initializer.
    func makeWithStandIns(_ model: TypeModel) throws -> Value? {
        let declaring = model.lineage.first { $0.kind == .class && !$0.initializers.isEmpty }
        let initializers = declaring?.initializers.filter { $0.signature.parameterClause.parameters.map(\.firstName.text) != ["coder"] } ?? []
        guard let initializer = initializers.first else { return nil }
        let parameters = initializer.signature.parameterClause.parameters
        let signature = "init" + labelText(parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
        guard initializers.count == 1 else {
            throw unsupported(model.nameNode, "creating \(model.name) (it has no init(), no static factory returning it, and more than one initializer)")
        }
        var arguments: [Argument] = []
        var stated: [String] = []
        for parameter in parameters {
            let name = parameter.secondName?.text ?? parameter.firstName.text
            if let defaultValue = parameter.defaultValue {
                stated.append("\(name): \(defaultValue.value.trimmedDescription), its default")
                continue
            }
            guard let (value, description) = try standIn(for: parameter.type, at: parameter, path: name) else {
                if let made = try makeAsTheFilesDo(model) { return made }
                throw unsupported(
                    parameter,
                    "creating \(model.name) by \(signature) with no value for its parameter \(name): \(parameter.type.trimmedDescription) (the app's is not known and none can stand in: add `static func live() -> \(model.name)` making the delegate as the app does; the run uses it)")
            }
            arguments.append((parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text, value))
            stated.append("\(name): \(description)")
        }
        assume(
            initializer.initKeyword,
            "\(model.name) has no init(): it is made by \(signature) with stand-in arguments (\(stated.joined(separator: "; ")))\(sweptFlagsText); other values the app passes are not checked")
        standInArguments = arguments.map(\.value)
        return try instantiate(model, arguments: arguments, at: model.nameNode)
    }

    /// `DebugOverlay(Logging(Base()))` in the files' own code (an assembly,
    /// the app's setup): the delegate made as the first such expression makes
    /// it, where its arguments need nothing from where it is written (types,
    /// literals and implicit members only) or the type around it is made
    /// without arguments and makes it (`madeByItsOwner`), stated; `nil` when there is none.
    private func makeAsTheFilesDo(_ model: TypeModel) throws -> Value? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [FunctionCallExprSyntax] = []
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name, !node.arguments.isEmpty {
                    found.append(node)
                }
                return .visitChildren
            }
            /// Every name in it is a type's (capitalized) or an argument label or
            /// member after a dot, and it has no `self` and no closure.
            static func isSelfContained(_ call: FunctionCallExprSyntax) -> Bool {
                !call.tokens(viewMode: .sourceAccurate).contains { token in
                    switch token.tokenKind {
                    case .keyword(.self), .leftBrace: return true
                    case .identifier(let text) where text.first?.isLowercase == true:
                        let parent = token.parent
                        return !(parent?.is(LabeledExprSyntax.self) == true || parent?.parent?.is(MemberAccessExprSyntax.self) == true)
                    default: return false
                    }
                }
            }
        }
        let finder = Finder(model.name)
        source.files.forEach { finder.walk($0.tree) }
        for call in finder.found {
            let made: Instance?
            if Finder.isSelfContained(call) {
                made = if case .object(let made)? = try? value(of: ExprSyntax(call), in: Scope(), self: nil) { made } else { nil }
            } else {
                made = madeByItsOwner(call)
            }
            guard let made, made.type === model else { continue }
            let place = tag(call)
            assume(
                model.nameNode,
                "\(model.name) has no init(): it is made as \(place.file):\(place.line) makes it, \(call.trimmedDescription); other values the app passes are not checked")
            return .object(made)
        }
        return nil
    }

    /// `installed = DebugOverlay(logging)` in an assembly's `init()`: the
    /// instance that call makes when the type around it is made without
    /// arguments. The whole initializer runs, as the app runs it before navigation starts.
    private func madeByItsOwner(_ call: FunctionCallExprSyntax) -> Instance? {
        let owner = enclosingType(of: Syntax(call))
        guard owner !== source.globals, owner.kind == .class || owner.kind == .struct, owner.isCreatableWithoutArguments,
            !owner.conforms(to: DelegateAPI.delegateProtocol)
        else { return nil }
        capturedConstruction = (call.id, nil)
        defer { capturedConstruction = nil }
        _ = try? instantiate(owner, arguments: [], at: owner.nameNode)
        return capturedConstruction?.made
    }

    /// A value of `type` that stands for whatever the app passes without
    /// deciding anything: `nil` for an optional, a fresh UIKit view controller
    /// or view, a value of the files' type made without arguments, a closure
    /// returning `Void` that does nothing; a flag (`Bool`, a payload-free enum)
    /// and a struct's flag fields take each value, a run each (`path` names
    /// them: `dependencies.flags.compactEta`); `nil` for any other type (a
    /// number, the map view, a type with required fields), whose value would decide the layout.
    private func standIn(for type: TypeSyntax, at node: some SyntaxProtocol, path: String) throws -> (Value, String)? {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) {
            guard attributed.specifiers.isEmpty else { return nil }  // `inout`
            type = attributed.baseType
        }
        if let name = type.as(IdentifierTypeSyntax.self)?.name.text, let aliased = source.typeAliases[name] { return try standIn(for: aliased, at: node, path: path) }
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (.null, "nil") }
        if let (values, enumType) = flagValues(of: type) {
            let value = standInFlag(path, values: values)
            return (flagValue(value, of: enumType), values.map(\.description).joined(separator: " or "))
        }
        if let function = type.as(FunctionTypeSyntax.self) {
            guard ["Void", "()"].contains(function.returnClause.type.trimmedDescription) else { return nil }
            let empty = ClosureExprSyntax(statements: CodeBlockItemListSyntax([]))
            return (.closure(Closure(syntax: empty, scope: Scope(), selfInstance: nil)), "a closure doing nothing")
        }
        let name = declaredType(type).baseName
        if name == Self.modelledControllerClass { return (try makeFrameworkController([], at: node), "a new \(name)") }
        if UIKitViews.isView(name), name != "GMSNavigationHidingStackView" {
            return (.item(try makeView(name, [], name: "stand-in \(name)", at: node)), "a new \(name)")
        }
        if let model = source.appType(name), hasArgumentFreeInit(model) {
            let made = try instantiate(model, arguments: [], at: node)
            sweepFlagFields(of: made, path: path)
            return (made, "\(name)()")
        }
        if let model = source.appType(name), let found = try sharedOrMemberwiseStandIn(model, at: node, path: path) { return found }
        // `metrics: ChromeMetricsProviding` (dependency injection): the files' one type conforming to it.
        if let model = source.appType(name), model.kind == .protocol {
            let conforming = source.types.values.filter { $0.kind != .protocol && $0.inheritedNames.contains { Self.bareTypeName($0) == name } }
            if conforming.count == 1, let only = conforming.first, hasArgumentFreeInit(only) {
                return (try instantiate(only, arguments: [], at: node), "\(only.name)(), the files' one type conforming to \(name)")
            }
        }
        return nil
    }

    /// A type's one shared value of its own type (`static let launch = FeatureFlags(...)`,
    /// `static let standard: Theme`), or each of its shared values, a run each
    /// (`ScreenConfig.compact`, `.roomy`: a delegate configured per screen), else a struct made memberwise from stand-ins
    /// of its fields without initial values (`Dependencies(theme: Theme.standard, flags: FeatureFlags.launch)`).
    private func sharedOrMemberwiseStandIn(_ model: TypeModel, at node: some SyntaxProtocol, path: String) throws -> (Value, String)? {
        let shared = model.properties.filter { property in
            guard property.isStatic, property.getter == nil else { return false }
            if let type = property.type { return declaredType(type).baseName == model.name }
            let made = property.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression
            return made?.as(DeclReferenceExprSyntax.self)?.baseName.text == model.name || made?.as(MemberAccessExprSyntax.self).map { $0.base == nil && $0.declName.baseName.text == "init" } == true
        }
        if shared.count == 1, let only = shared.first, let value = try staticValue(only.name, of: model, at: node)?.copied() {
            sweepFlagFields(of: value, path: path)
            return (value, "\(model.name).\(only.name) (its one shared value)")
        }
        if shared.count > 1, case .enumCase(let name) = standInFlag(path, values: shared.map { .enumCase($0.name) }),
            let value = try staticValue(name, of: model, at: node)?.copied()
        {
            sweepFlagFields(of: value, path: path)
            return (value, shared.map { "\(model.name).\($0.name)" }.joined(separator: " or ") + " (its shared values)")
        }
        guard model.hasMemberwiseInitializer else { return nil }
        var arguments: [Argument] = []
        var parts: [String] = []
        for property in model.storedProperties where property.initializer == nil {
            guard let type = property.type, let (value, description) = try standIn(for: type, at: node, path: "\(path).\(property.name)") else { return nil }
            arguments.append((property.name, value))
            parts.append("\(property.name): \(description)")
        }
        return (try instantiate(model, arguments: arguments, at: node), "\(model.name)(\(parts.joined(separator: ", ")))")
    }

    /// Whether `Type()` makes a complete value: a class as Swift accepts it,
    /// a struct by its `init()` or by a memberwise initializer whose every
    /// stored property has an initial value (or is an optional `var`).
    private func hasArgumentFreeInit(_ model: TypeModel) -> Bool {
        switch model.kind {
        case .class: return model.isCreatableWithoutArguments
        case .struct:
            if model.initializer(labels: []) != nil { return true }
            guard model.hasMemberwiseInitializer else { return false }
            return model.storedProperties.allSatisfy { property in
                property.initializer != nil || property.isLazy
                    || (!property.isLet && (property.type?.is(OptionalTypeSyntax.self) == true || property.type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true))
            }
        default: return false
        }
    }
}
