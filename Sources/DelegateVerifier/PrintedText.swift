import SwiftSyntax

/// What `"\(v)"`, `String(describing: v)` and `print(v)` write for a value,
/// as Swift writes it. The text reaches labels (their width) and keys, so
/// a text the run cannot spell is stated, never guessed silently.
///
/// The interpreter holds every number as a `Double`: a whole number prints
/// `8` as an `Int` and `8.0` as a `CGFloat`, which only the written
/// expression's declarations tell (`numericKind(of:)`). Inside a collection,
/// a tuple, a struct or an enum's payload Swift writes values as `debugPrint`
/// does: strings quoted, an enum case with its module-qualified type name
/// (which the run cannot spell).
extension Interpreter {
    /// The text of `value`, the value of the expression `written` where the
    /// syntax is at hand: its declarations tell a number's type (or an
    /// array's elements'), read from the syntax around it and, given the
    /// run's scope, from the locals' declared types.
    func printed(_ value: Value, written: ExprSyntax?, in scope: Scope? = nil, self instance: Instance? = nil, at node: some SyntaxProtocol) throws -> String {
        if case .string(let text) = value { return text }  // most interpolations: nothing to look up
        if let call = written?.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ObjectIdentifier" {
            // Its text is the object's address: one per object, which is what keys built from it depend on.
            return "ObjectIdentifier(\(describe(value)))"
        }
        var kind = written.flatMap(staticKind(of:))
        if kind == nil, let written, let scope, let type = declaredType(of: written, in: scope, self: instance, at: node) {
            let declared = declaredType(type)
            kind = NumericKind.of(typeName: declared.baseName) ?? (declared.arrayElement ?? declared.setElement).flatMap(numericKind(ofType:))
        }
        return try text(of: value, numbers: kind, nested: false, at: Syntax(node))
    }

    /// What the syntax around an expression tells of its numbers' kind, once per expression.
    private func staticKind(of expression: ExprSyntax) -> NumericKind? {
        if let known = printedKinds[expression.id] { return known }
        let kind = numericKind(of: expression) ?? elementKind(ofLiteral: expression)
        printedKinds[expression.id] = kind
        return kind
    }

    /// `kind` is the numbers' kind (the value's, or a collection's elements').
    private func text(of value: Value, numbers kind: NumericKind?, nested: Bool, at node: Syntax) throws -> String {
        switch value {
        case .string(let text): return nested ? text.debugDescription : text
        case .number(let number): return numberText(number, kind, at: node)
        case .boxed: return describe(value)  // an `NSNumber` prints `8` and `2.5`
        case .bool(let flag): return String(flag)
        case .null: return "nil"
        case .symbol(let name) where !nested:
            return name  // a case of a framework enum (`.bottom`), as Swift prints a case
        case .type(let name):
            // A metatype prints its name unqualified (`type(of: self)` is `PromptRegion`).
            return String(name.split(separator: ".").last ?? "")
        case .buttonType(let type):
            // The SDK's `RawRepresentable` struct, printed as Swift prints a struct.
            return "NavigationButtonKnownType(rawValue: \(type.rawValue.debugDescription))"
        case .array(let elements):
            return try "[" + elements.map { try text(of: $0, numbers: kind, nested: true, at: node) }.joined(separator: ", ") + "]"
        case .tuple(let parts) where value.kind == "tuple":
            let texts = try parts.map { part in try (part.label.map { "\($0): " } ?? "") + text(of: part.value, numbers: nil, nested: true, at: node) }
            return "(" + texts.joined(separator: ", ") + ")"
        case .tuple where Self.geometryKinds.contains(value.kind), .rect, .insets:
            return Self.geometryText(value)
        case .range(let lower, let upper, let closed):
            return numberText(lower, kind, at: node) + (closed ? "..." : "..<") + numberText(upper, kind, at: node)
        case .enumCase(let made) where !nested:
            return try caseText(made, at: node)
        case .object(let instance):
            if let description = try customDescription(of: instance, at: node) { return description }
            if instance.type.kind == .struct {
                // `Spec(inset: 8.0, title: "Go")`: the stored properties in order, unqualified.
                let fields = try instance.type.storedProperties.map { property in
                    "\(property.name): " + (try text(of: instance.fields[property.name] ?? .null, numbers: storedKind(property), nested: true, at: node))
                }
                return instance.type.name + "(" + fields.joined(separator: ", ") + ")"
            }
        case .dictionary(let entries) where entries.count < 2:
            guard let entry = entries.first else { return "[:]" }
            return try "[" + text(of: entry.key, numbers: nil, nested: true, at: node) + ": " + text(of: entry.value, numbers: nil, nested: true, at: node) + "]"
        case .set(let elements) where elements.count < 2:
            return try "[" + elements.map { try text(of: $0, numbers: kind, nested: true, at: node) }.joined() + "]"
        default:
            break
        }
        let taken = describe(value)
        assumeUnlessConsole(node, "the text of a \(value.kind) value in a string is taken as \(taken) (Swift writes \(Self.unspelled(value)))")
        return taken
    }

    /// States what the run could not spell, unless the text only goes to the console.
    private func assumeUnlessConsole(_ node: Syntax, _ assumption: String) {
        if !Self.isConsoleOutput(node) { assume(node, assumption) }
    }

    /// Whether the text is written to the console only (an argument of
    /// `print`, `debugPrint` or `NSLog`, not `to:` a stream): nothing the
    /// layout sees depends on it, so what the run cannot spell there is not stated.
    private static func isConsoleOutput(_ node: Syntax) -> Bool {
        for ancestor in Swift.sequence(first: node, next: \.parent) {
            if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) { return false }
            guard let call = ancestor.as(FunctionCallExprSyntax.self) else { continue }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return ["print", "debugPrint", "NSLog"].contains(name) && !call.arguments.contains { $0.label?.text == "to" }
        }
        return false
    }

    /// The geometry values held as labelled tuples (`CGRect` and `UIEdgeInsets` have cases of their own).
    private static let geometryKinds: Set<String> = ["CGSize", "CGPoint", "NSDirectionalEdgeInsets"]

    /// Geometry as it prints: CoreGraphics' `CGRect`, `CGSize` and `CGPoint`
    /// as their `debugDescription` (`(x, y, w, h)`, `(w, h)`, `(x, y)`), edge
    /// insets (C structs UIKit gives no description) field by field.
    private static func geometryText(_ value: Value) -> String {
        let fields: [(label: String?, text: String)]
        switch value {
        case .rect(let rect): fields = [rect.x, rect.y, rect.width, rect.height].map { (nil, String($0)) }
        case .insets(let insets):
            fields = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)].map { ($0, String($1)) }
        case .tuple(let parts):
            let labelled = value.kind == "NSDirectionalEdgeInsets"
            fields = parts.map { part in
                let text = if case .number(let number) = part.value { String(number) } else { part.value.kind }
                return (labelled ? part.label : nil, text)
            }
        default: fields = []
        }
        let texts = fields.map { field in (field.label.map { "\($0): " } ?? "") + field.text }
        let named = fields.first?.label != nil ? value.kind : ""
        return named + "(" + texts.joined(separator: ", ") + ")"
    }

    /// Why the run cannot spell a value's text.
    private static func unspelled(_ value: Value) -> String {
        switch value {
        case .enumCase, .symbol, .object: "it with its module-qualified type name"
        case .dictionary, .set: "its elements in an order that changes from launch to launch"
        default: "its description, with the object's address"
        }
    }

    /// A whole number is an integer's text or a floating-point one's by its
    /// type; with a fraction it can only be floating-point.
    private func numberText(_ number: Double, _ kind: NumericKind?, at node: Syntax) -> String {
        guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return String(number) }
        switch kind {
        case .floating?: return String(number)
        case .integer?, .literal?: return String(Int(number))
        case nil:
            assumeUnlessConsole(node, "the whole number \(Int(number)) in a string is written as an integer (\(Int(number))): whether it is an Int or a floating-point number, written \(String(number)), could not be told from its declarations")
            return String(Int(number))
        }
    }

    /// `view("logo")`, `inset(8.0)`, `slot(index: 2, flag: true)`: a case
    /// with its associated values as their declared types print them.
    private func caseText(_ made: EnumValue, at node: Syntax) throws -> String {
        guard !made.payload.isEmpty else { return made.name }
        let declared = made.typeName.flatMap { source.types[$0] }?.enumCase(named: made.name)
        let parts = try made.payload.enumerated().map { index, argument in
            var type = declared.flatMap { index < $0.parameterTypes.count ? $0.parameterTypes[index] : nil }
            var optional = false
            if let wrapped = type?.as(OptionalTypeSyntax.self) {
                type = wrapped.wrappedType
                optional = true
            }
            var text = try self.text(of: argument.value, numbers: type.flatMap(numericKind(ofType:)), nested: true, at: node)
            if optional, !argument.value.isNull { text = "Optional(\(text))" }
            return (argument.label.map { "\($0): " } ?? "") + text
        }
        return made.name + "(" + parts.joined(separator: ", ") + ")"
    }

    /// The files' `description` of a value whose type (or a supertype, or a
    /// protocol it adopts) is `CustomStringConvertible`; `nil` without one.
    private func customDescription(of instance: Instance, at node: Syntax) throws -> String? {
        // An `NSObject` subclass (a view) is one; a protocol of the files may refine it.
        let conforming = instance.type.lineage.contains { model in
            model.conforms(to: "CustomStringConvertible") || (model.kind == .class && model.frameworkAncestor(in: source.types) != nil)
                || model.inheritedNames.contains { source.types[Self.bareTypeName($0)]?.conforms(to: "CustomStringConvertible") == true }
        }
        guard conforming, instance.type.property(named: "description") != nil else { return nil }
        guard case .string(let text) = try member("description", of: .object(instance), at: node) else { return nil }
        return text
    }

    /// An array literal's elements' kind (`"\([8, 2.5])"`).
    private func elementKind(ofLiteral expression: ExprSyntax) -> NumericKind? {
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        return NumericKind.unify(array.elements.map { numericKind(of: $0.expression) })
    }
}
