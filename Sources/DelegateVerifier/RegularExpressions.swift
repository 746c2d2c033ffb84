import SwiftSyntax

/// Swift's `Regex`: literals (`/(\d+)/`, `#/.../#`), `Regex(text)` and
/// `Regex(text, as:)`, matched by Swift's own engine against the text the
/// run holds: `firstMatch(of:)`, `wholeMatch(of:)`, `prefixMatch(of:)`,
/// `matches(of:)`, `contains`, `replacing(_:with:)`, `ranges(of:)`,
/// `firstRange(of:)`, `split(separator:)`, `trimmingPrefix`, and the
/// regex's own `firstMatch(in:)` ... with `ignoresCase()`,
/// `dotMatchesNewlines()`, `anchorsMatchLineEndings()`. A match is a tuple:
/// the whole match and the captures in order (`match.1`, a named capture by
/// its name), then `output` and `range`; a regex made from text has an
/// `AnyRegexOutput`, read as `match[1].substring` or `match.output[1].range`.
/// `String.Index` ranges are character offsets, as in `StringMethods.swift`.
/// A regex built with the `RegexBuilder` DSL is not modelled (it stops).
extension Interpreter {
    /// A regex value: an instance of the run's `Regex` type holding its pattern.
    func makeRegex(_ pattern: String, typed: Bool) -> Value {
        let model = regexType ?? TypeModel(name: "Regex", kind: .struct, nameNode: Syntax(source.delegateClass.nameNode))
        regexType = model
        let instance = Instance(type: model)
        instance.fields = ["pattern": .string(pattern), "typed": .bool(typed)]
        instance.isInitialized = true
        return .object(instance)
    }

    /// `/.../` and `#/.../#` (extended syntax when it spans lines).
    func regexLiteral(_ literal: RegexLiteralExprSyntax) -> Value {
        let pattern = literal.regex.text
        return makeRegex(literal.openingPounds != nil && pattern.contains("\n") ? "(?x)" + pattern : pattern, typed: true)
    }

    /// `Regex(text)`, `Regex(text, as: T.self)`; a pattern that does not compile throws.
    func constructRegex(_ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value {
        guard case .string(let pattern)? = arguments.first?.value, arguments.first?.label == nil,
            arguments.count == 1 || arguments.count == 2 && arguments[1].label == "as"
        else { throw unsupported(call, "a Regex made this way (\(labelText(arguments.map(\.label)))): the RegexBuilder DSL is not modelled") }
        guard (try? Regex(pattern)) != nil else { throw Thrown(value: .library("RegexCompilationError")) }
        return makeRegex(pattern, typed: arguments.count == 2)
    }

    private func regex(_ value: Value) -> (pattern: String, typed: Bool)? {
        guard case .object(let instance) = value, let regexType, instance.type === regexType,
            case .string(let pattern)? = instance.fields["pattern"], case .bool(let typed)? = instance.fields["typed"]
        else { return nil }
        return (pattern, typed)
    }

    /// Whether a value is one of the run's regexes.
    func isRegex(_ value: Value) -> Bool { regex(value) != nil }

    /// `regex.firstMatch(in: text)` and the options that make a new regex; `nil` when `receiver` is no regex.
    func callRegexMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let (pattern, typed) = regex(receiver) else { return nil }
        let flags = ["ignoresCase": "i", "dotMatchesNewlines": "s", "anchorsMatchLineEndings": "m"]
        if let flag = flags[name], arguments.count <= 1 {
            var on = true
            if let argument = arguments.first {
                guard case .bool(let flag) = argument.value else { throw unsupported(call, "\(name)(_:) with \(argument.value.kind)") }
                on = flag
            }
            return makeRegex("(?\(on ? "" : "-")\(flag))" + pattern, typed: typed)
        }
        guard ["firstMatch", "wholeMatch", "prefixMatch"].contains(name), arguments.map(\.label) == ["in"],
            case .string(let text) = arguments[0].value
        else { throw unsupported(call, "the Regex method \(name)\(labelText(arguments.map(\.label)))") }
        return try match(name, pattern, typed: typed, in: text, at: call)
    }

    /// `text.firstMatch(of: regex)` and the other `String` methods taking a regex; `nil` when none is given.
    func callRegexStringMethod(_ name: String, of text: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        guard let (pattern, typed) = arguments.lazy.compactMap({ self.regex($0.value) }).first else { return nil }
        let compiled = try compile(pattern, at: call)
        switch (name, arguments.map(\.label)) {
        case ("firstMatch", ["of"]), ("wholeMatch", ["of"]), ("prefixMatch", ["of"]):
            return try match(name, pattern, typed: typed, in: text, at: call)
        case ("matches", ["of"]):
            return .array(text.matches(of: compiled).map { matchValue($0, in: text, typed: typed) })
        case ("contains", [nil]):
            return .bool(text.contains(compiled))
        case ("starts", ["with"]):
            return .bool(text.starts(with: compiled))
        case ("firstRange", ["of"]):
            return text.firstRange(of: compiled).map { rangeValue($0, in: text) } ?? .null
        case ("ranges", ["of"]):
            return .array(text.ranges(of: compiled).map { rangeValue($0, in: text) })
        case ("replacing", [nil, "with"]):
            guard case .string(let replacement) = arguments[1].value else { break }
            return .string(text.replacing(compiled, with: replacement))
        case ("split", ["separator"]):
            return .array(text.split(separator: compiled).map { .string(String($0)) })
        case ("trimmingPrefix", [nil]):
            return .string(String(text.trimmingPrefix(compiled)))
        default: break
        }
        throw unsupported(call, "the String method \(name)\(labelText(arguments.map(\.label))) with a Regex")
    }

    private func compile(_ pattern: String, at node: some SyntaxProtocol) throws -> Regex<AnyRegexOutput> {
        do { return try Regex(pattern) } catch { throw unsupported(node, "the regex /\(pattern)/, which Swift's engine here does not compile") }
    }

    private func match(_ kind: String, _ pattern: String, typed: Bool, in text: String, at node: some SyntaxProtocol) throws -> Value {
        let compiled = try compile(pattern, at: node)
        let found = switch kind {
        case "wholeMatch": try compiled.wholeMatch(in: text)
        case "prefixMatch": try compiled.prefixMatch(in: text)
        default: try compiled.firstMatch(in: text)
        }
        return found.map { matchValue($0, in: text, typed: typed) } ?? .null
    }

    /// A match: typed, the whole match and captures by position (and name), then
    /// `output` and `range`; from text, `output` is the `AnyRegexOutput` elements.
    private func matchValue(_ match: Regex<AnyRegexOutput>.Match, in text: String, typed: Bool) -> Value {
        let range = ("range", rangeValue(match.range, in: text))
        if typed {
            let parts: [Argument] = match.output.map { ($0.name, $0.substring.map { .string(String($0)) } ?? .null) }
            return .tuple(parts + [("output", .tuple(parts)), range])
        }
        let elements = match.output.map { element -> Value in
            .tuple([
                ("substring", element.substring.map { .string(String($0)) } ?? .null),
                ("range", element.range.map { rangeValue($0, in: text) } ?? .null),
                ("name", element.name.map(Value.string) ?? .null),
            ])
        }
        return .tuple([("output", .array(elements)), range])
    }

    /// `match[1]`, `match["name"]` of a match made from text (its `AnyRegexOutput`).
    func regexOutputElement(of match: [Argument], _ key: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard match.count == 2, match[0].label == "output", case .array(let elements) = match[0].value else { return nil }
        switch key {
        case .number(let position):
            guard let slot = Int(exactly: position), elements.indices.contains(slot) else { throw crash(node, "a capture index out of range") }
            return elements[slot]
        case .string(let name):
            return elements.first { if case .tuple(let parts) = $0, case .string(name)? = parts.last?.value { true } else { false } } ?? .null
        default: return nil
        }
    }

    private func rangeValue(_ range: Range<String.Index>, in text: String) -> Value {
        .range(
            lower: Double(text.distance(from: text.startIndex, to: range.lowerBound)),
            upper: Double(text.distance(from: text.startIndex, to: range.upperBound)), closed: false)
    }
}
