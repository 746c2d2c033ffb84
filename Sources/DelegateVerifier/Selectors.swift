import SwiftSyntax

/// `#selector(promptWillShow(_:))`: a method named for Objective-C dispatch.
/// It is run where the code says when: `NotificationCenter`'s
/// `addObserver(_:selector:name:object:)` (on each matching post, as block
/// observers are) and `perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)`
/// (at once) or `perform(_:with:afterDelay:)` (on the main queue,
/// `SelectorMessages.swift`), on the target's method of the files. Target-action
/// (`addTarget(_:action:for:)`, a gesture recognizer's `init(target:action:)`)
/// runs on user input only, a cosmetic no-op. A `#selector` kept in a
/// variable, picked by `?:` or put in a collection is a value those calls
/// take later; one handed to any other call is not interpreted: what would
/// run it, and when, is not known. `NSSelectorFromString("layoutForState:map:")`
/// names a method by its Objective-C selector (`@objc(name)`, else the one
/// Swift gives it: `layout(forState:map:)`, `layoutWithState:map:` for `layout(state:map:)`).
struct SelectorName {
    let name: String
    /// The argument labels written (`nil` for `_`); `nil` when the selector names the method alone.
    let labels: [String?]?
    /// The selector as written, for messages.
    let text: String
    /// The Objective-C selector of `NSSelectorFromString`, which names the method instead of `name` and `labels`.
    var objectiveC: String? = nil

    /// As the code wrote it, for messages.
    var written: String { objectiveC == nil ? "#selector(\(text))" : text }
}

extension Interpreter {
    /// `#isolation` (the main actor: the SDK calls the delegate on the main
    /// thread), `#function`, `#file`, `#fileID`, `#filePath`, `#line`, `#column`
    /// (where written: as a default argument Swift gives the caller's, text for
    /// logs); `nil` for other macros.
    func sourceLocationMacro(_ macro: MacroExpansionExprSyntax) -> Value? {
        let place = tag(macro)
        switch macro.macroName.text {
        case "isolation": return .library("MainActor.shared")
        case "function":
            let function = Swift.sequence(first: Syntax(macro), next: \.parent).lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first
            return .string(function.map { "\($0.name.text)(\($0.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))" } ?? "")
        case "file", "fileID", "filePath": return .string(place.file)
        case "line": return .number(Double(place.line))
        case "column": return .number(Double(place.column))
        default: return nil
        }
    }

    func selector(_ macro: MacroExpansionExprSyntax) throws -> Value {
        let written = macro.arguments.trimmedDescription
        guard Self.runsSelector(macro) else {
            throw unsupported(
                macro,
                "#selector(\(written)) here (a selector is run only by NotificationCenter's addObserver(_:selector:name:object:), perform(_:), perform(_:with:), perform(_:with:with:), perform(_:with:afterDelay:), responds(to:) and target-action)")
        }
        guard macro.arguments.count == 1, let argument = macro.arguments.first else { throw unsupported(macro, "#selector(\(written))") }
        let expression = argument.expression
        if let accessor = argument.label?.text {
            // `#selector(getter: Participant.preferredInset)`: the accessor's Objective-C selector, for `responds(to:)`.
            guard let property = (expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self))?.baseName.text,
                accessor == "getter" || accessor == "setter"
            else { throw unsupported(macro, "#selector(\(written))") }
            let objectiveC = accessor == "getter" ? property : "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
            return .selector(SelectorName(name: property, labels: nil, text: written, objectiveC: objectiveC))
        }
        guard let reference = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self) else {
            throw unsupported(macro, "#selector(\(written))")
        }
        let labels = reference.argumentNames.map { names in
            names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
        }
        return .selector(SelectorName(name: reference.baseName.text, labels: labels, text: written))
    }

    /// Whether `#selector` is an argument of a call that runs it (or of
    /// target-action, which never runs in a callback), or no call's argument
    /// (a value kept for such a call: `let action = wide ? #selector(a) : #selector(b)`).
    private static func runsSelector(_ macro: MacroExpansionExprSyntax) -> Bool {
        guard let argument = macro.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else {
            return macro.parent?.is(LabeledExprSyntax.self) != true
        }
        let labels = call.arguments.map { $0.label?.text }
        let label = argument.label?.text
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        switch (callee, labels) {
        case ("addObserver", [nil, "selector", "name", "object"]): return label == "selector"
        case ("perform", [nil]), ("perform", [nil, "with"]), ("perform", [nil, "with", "with"]), ("perform", [nil, "with", "afterDelay"]):
            return label == nil && argument.id == call.arguments.first?.id
        case ("cancelPreviousPerformRequests", ["withTarget", "selector", "object"]): return label == "selector"
        case ("responds", ["to"]): return label == "to"
        case ("addTarget", [nil, "action", "for"]), ("addTarget", [nil, "action"]): return label == "action"
        default: return callee.hasSuffix("GestureRecognizer") && labels == ["target", "action"] && label == "action"
        }
    }

    /// The method of `model` (or a supertype) a selector names.
    func method(for selector: SelectorName, in model: TypeModel) -> FunctionDeclSyntax? {
        if let objectiveC = selector.objectiveC {
            // The method `@objc(name)` gives the selector (a thunk beside a Swift method of that name), then an
            // `@objc` one, then any: Swift exposes only those, the run is lenient about the attribute.
            let named = model.lineage.flatMap { $0.methods.values.joined() }.filter { Self.objectiveCSelectors(of: $0).contains(objectiveC) }
            return named.min { (Self.exposure(of: $0), $0.position) < (Self.exposure(of: $1), $1.position) }
        }
        return model.lineage.lazy.compactMap { type in
            selector.labels.map { type.method(named: selector.name, labels: $0) } ?? type.anyMethod(named: selector.name)
        }.first
    }

    /// 0 for a method `@objc(name:)` names, 1 for one marked `@objc`, 2 for any other.
    private static func exposure(of function: FunctionDeclSyntax) -> Int {
        let objc = function.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.attributeName.trimmedDescription == "objc" }
        if objc.contains(where: { if case .objCName? = $0.arguments { true } else { false } }) { return 0 }
        return objc.isEmpty ? 2 : 1
    }

    /// The Objective-C selectors a method may have: its `@objc(name:)`, else
    /// Swift's, the first label joined to the name as is (`layoutForState:`
    /// for `layout(forState:)`) or after `With` (`layoutWithState:` for `layout(state:)`).
    static func objectiveCSelectors(of function: FunctionDeclSyntax) -> [String] {
        for attribute in function.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                case .objCName(let pieces)? = attribute.arguments
            else { continue }
            return [pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()]
        }
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? "" : $0.firstName.text }
        guard let first = labels.first else { return [name] }
        let rest = labels.dropFirst().map { "\($0):" }.joined()
        guard !first.isEmpty else { return [name + ":" + rest] }
        let capitalized = first.prefix(1).uppercased() + first.dropFirst()
        return [name + capitalized + ":" + rest, name + "With" + capitalized + ":" + rest]
    }

    /// Whether `model` (or a superclass) has the property whose getter or
    /// setter the Objective-C selector names (`preferredInset`, `setPreferredInset:`):
    /// `responds(to:)` is true for an implemented `@objc optional` property too.
    func hasAccessor(for selector: SelectorName, in model: TypeModel) -> Bool {
        guard let objectiveC = selector.objectiveC else { return false }
        let classes = model.lineage.filter { $0.kind != .protocol }
        if !objectiveC.contains(":") { return classes.contains { $0.property(named: objectiveC).map { !$0.isStatic } ?? false } }
        guard objectiveC.hasPrefix("set"), objectiveC.hasSuffix(":"), objectiveC.filter({ $0 == ":" }).count == 1 else { return false }
        let stem = objectiveC.dropFirst(3).dropLast()
        let name = stem.prefix(1).lowercased() + stem.dropFirst()
        return classes.contains { type in
            guard let property = type.property(named: name), !property.isStatic else { return false }
            let isVar = property.node.ancestorOrSelf(mapping: { $0.as(VariableDeclSyntax.self) })?.bindingSpecifier.tokenKind == .keyword(.var)
            return isVar && (property.getter == nil || property.setter != nil)
        }
    }

    /// `NSSelectorFromString("layoutForState:map:")`: a selector by its Objective-C name.
    func selector(fromString arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        guard arguments.count == 1, case .string(let text) = arguments[0].value else {
            throw unsupported(call, "NSSelectorFromString of \(arguments.first?.value.kind ?? "nothing")")
        }
        return .selector(SelectorName(name: text, labels: nil, text: "NSSelectorFromString(\"\(text)\")", objectiveC: text))
    }

    /// `target.perform(selector, with: ...)`: the target's method of the files,
    /// given as many of the objects as it takes. Its result is not modelled.
    func perform(_ selector: SelectorName, on target: Value, _ objects: [Value], at call: some SyntaxProtocol) throws -> Value {
        let model: TypeModel?
        switch target {
        case .object(let instance): model = instance.type
        case .item(let item): model = attachedInstance(item)?.type
        default: model = nil
        }
        guard let method = model.flatMap({ method(for: selector, in: $0) }) else {
            throw unsupported(call, "\(selector.written) on \(target.kind), which has no such method in the given files")
        }
        let labels = method.signature.parameterClause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        guard labels.count <= objects.count else {
            throw unsupported(call, "\(selector.written) given \(objects.count) of its \(labels.count) arguments")
        }
        _ = try callMethod(method.name.text, on: target, zip(labels, objects).map { ($0, $1) }, at: call)
        return .library("the result of perform(_:)")
    }

    /// A posted notification to a selector observer: its target's method, with
    /// the notification when it takes one. `NotificationCenter` does not keep
    /// the target: one nothing else keeps would be gone, so the run stops there.
    func deliver(_ note: Value, to target: Value, _ selector: SelectorName, at call: some SyntaxProtocol) throws {
        if case .object(let instance) = target, !isKeptAlive(instance) {
            throw unsupported(
                call, "a notification to \(selector.written) of \(target.kind), which nothing the run sees keeps (NotificationCenter does not keep its observers)")
        }
        let takesNote = selector.labels.map { !$0.isEmpty } ?? true
        _ = try perform(selector, on: target, takesNote ? [note] : [], at: call)
    }
}
