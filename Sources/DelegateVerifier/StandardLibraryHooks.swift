import SwiftSyntax

/// The standard library's customisation points the files can implement:
/// their own `~=` for expression patterns, `appendInterpolation` in an
/// extension of `DefaultStringInterpolation`, a type of theirs made from
/// interpolated literals by its own `StringInterpolation`, a `TextOutputStream` that
/// `print(_:to:)` writes to.
extension Interpreter {
    /// `case .compass:` over a value the files' `~=` takes: Swift matches an
    /// expression pattern with `~=`, the files' overload before equality.
    /// The pattern takes the overload's first parameter type (`.compass` a
    /// `NavigationButtonKnownType`); `nil` when no overload takes both.
    func appPatternMatch(_ pattern: Value, _ value: Value, at node: some SyntaxProtocol) throws -> Bool? {
        guard let overloads = source.operatorFunctions["~="] else { return nil }
        for function in overloads {
            let parameters = Array(function.signature.parameterClause.parameters)
            let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
            guard parameters.count == 2, accepts(parameters[1].type, value, generics: generics) else { continue }
            let typed = try coerce(pattern, to: parameters[0].type)
            guard accepts(parameters[0].type, typed, generics: generics) else { continue }
            let labels = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
            return try holds(call(function, on: nil, arguments: [(labels[0], typed), (labels[1], value)]), at: node)
        }
        return nil
    }

    /// The field an interpolation's text gathers in while the files' `appendInterpolation` runs.
    private static let interpolatedText = " text"

    /// `"\(entry: phase, serial)"`: the files' `appendInterpolation` (an
    /// extension of `DefaultStringInterpolation`) that the segment's arguments
    /// call, with `appendLiteral` and the default `appendInterpolation`
    /// gathering the text; `nil` for a segment the default interpolation
    /// prints. A segment of several or labelled arguments the files declare
    /// nothing for stops the run (it would not compile without one).
    func customInterpolation(_ segment: ExpressionSegmentSyntax, in scope: Scope, self instance: Instance?) throws -> String? {
        guard let model = interpolationModel else {
            if segment.expressions.count != 1 || segment.expressions.first?.label != nil { throw unsupported(segment, "a string interpolation with arguments \(labelText(segment.expressions.map { $0.label?.text })) that the files declare no appendInterpolation for") }
            return nil
        }
        let arguments: [Argument] = try segment.expressions.map { ($0.label?.text, try value(of: $0.expression, in: scope, self: instance)) }
        guard let method = try appOverload(of: model, "appendInterpolation", arguments, at: segment) else {
            if arguments.count != 1 || arguments[0].label != nil { throw unsupported(segment, "a string interpolation \(labelText(arguments.map(\.label))) none of the files' appendInterpolation methods takes") }
            return nil
        }
        let interpolation = Instance(type: model)
        interpolation.fields[Self.interpolatedText] = .string("")
        _ = try call(method, on: interpolation, arguments: arguments)
        guard case .string(let text)? = interpolation.fields[Self.interpolatedText] else { return "" }
        return text
    }

    /// A type's own `StringInterpolation` (it is `ExpressibleByStringInterpolation` with a nested one).
    static func interpolation(of model: TypeModel) -> TypeModel? {
        guard model.lineage.contains(where: { $0.conforms(to: "ExpressibleByStringInterpolation") }) else { return nil }
        return model.lineage.lazy.compactMap { $0.nestedTypes["StringInterpolation"] }.first
    }

    /// `"\(logo).bottom == \(openMap).top"` where the files' `Pin` with its own
    /// `StringInterpolation` is expected: made as Swift makes it, by
    /// `Pin.StringInterpolation(literalCapacity:interpolationCount:)`, its
    /// `appendLiteral` and `appendInterpolation` segment by segment, and
    /// `Pin(stringInterpolation:)` (not from the literal's default text by
    /// `init(stringLiteral:)`); an array literal of such literals where `[Pin]`
    /// is expected, element by element (an annotation, a parameter, a stored property
    /// of a memberwise initializer, a declared result). `nil` for another expression or type.
    func interpolatedLiteral(_ expression: ExprSyntax, expecting type: TypeSyntax, in scope: Scope, self instance: Instance?) throws -> Value? {
        let declared = declaredType(type)
        if let array = expression.as(ArrayExprSyntax.self), let element = declared.arrayElement {
            guard expression.holdsInterpolatedLiteral else { return nil }
            return .array(try array.elements.map { try coerce(value(of: $0.expression, expecting: element, in: scope, self: instance), to: element) })
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self), expression.isInterpolatedLiteral,
            let model = source.types[declared.baseName], let interpolationType = Self.interpolation(of: model)
        else { return nil }
        // Swift alternates: a literal (empty where none is written) before, between and after the interpolations.
        var texts = [""]
        var interpolations: [ExpressionSegmentSyntax] = []
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                texts[texts.count - 1] += try unescaped(plain, of: literal)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                interpolations.append(interpolation)
                texts.append("")
            }
        }
        let builder = try instantiate(
            interpolationType,
            arguments: [("literalCapacity", .number(Double(texts.map(\.utf8.count).reduce(0, +)))), ("interpolationCount", .number(Double(interpolations.count)))],
            at: literal)
        for (index, text) in texts.enumerated() {
            if index > 0 {
                let interpolation = interpolations[index - 1]
                let arguments: [Argument] = try interpolation.expressions.map { ($0.label?.text, try value(of: $0.expression, in: scope, self: instance)) }
                _ = try callMethod("appendInterpolation", on: builder, arguments, at: interpolation)
            }
            _ = try callMethod("appendLiteral", on: builder, [(nil, .string(text))], at: literal)
        }
        return try instantiate(model, arguments: [("stringInterpolation", builder)], at: literal)
    }

    /// `appendLiteral(_:)` and the default `appendInterpolation(_:)` called
    /// inside the files' `appendInterpolation`; `nil` for another call.
    func interpolationMethod(_ name: String, of instance: Instance, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard case .string(let text)? = instance.fields[Self.interpolatedText], arguments.count == 1, arguments[0].label == nil,
            name == "appendLiteral" || name == "appendInterpolation"
        else { return nil }
        instance.fields[Self.interpolatedText] = .string(text + (try printed(arguments[0].value, written: call.as(FunctionCallExprSyntax.self)?.arguments.first?.expression, at: call)))
        return .void
    }

    /// `print(a, b, to: &log)`: written to the files' `TextOutputStream` (or
    /// a string) as Swift writes it, item by item with the separator between,
    /// then the terminator; the stream's final value goes back to `&log`.
    func print(_ arguments: [Argument], at call: some SyntaxProtocol) throws {
        guard let index = arguments.firstIndex(where: { $0.label == "to" }) else { return }
        var stream = arguments[index].value
        let separator = arguments.first { $0.label == "separator" }.map { describe($0.value) } ?? " "
        let terminator = arguments.first { $0.label == "terminator" }.map { describe($0.value) } ?? "\n"
        let written = call.as(FunctionCallExprSyntax.self)?.arguments.filter { $0.label == nil }.map(\.expression)
        let items = try arguments.filter { $0.label == nil }.enumerated().map { index, item in
            try printed(item.value, written: written.flatMap { index < $0.count ? $0[index] : nil }, at: call)
        }
        var writes: [String] = []
        for (position, item) in items.enumerated() { writes += (position == 0 ? [] : [separator]) + [item] }
        for text in writes + [terminator] {
            switch stream {
            case .string(let written): stream = .string(written + text)
            case .object: _ = try callMethod("write", on: stream, [(nil, .string(text))], at: call)
            default: throw unsupported(call, "print(_:to:) writing to \(stream.kind)")
            }
        }
        inoutResults = [(index, stream)]
    }
}

extension ExprSyntax {
    /// A string literal with at least one `\(...)`.
    var isInterpolatedLiteral: Bool {
        self.as(StringLiteralExprSyntax.self)?.segments.contains { $0.is(ExpressionSegmentSyntax.self) } == true
    }

    /// An interpolated literal, or an array literal with one (what `interpolatedLiteral` makes).
    var holdsInterpolatedLiteral: Bool {
        isInterpolatedLiteral || self.as(ArrayExprSyntax.self)?.elements.contains { $0.expression.isInterpolatedLiteral } == true
    }
}
