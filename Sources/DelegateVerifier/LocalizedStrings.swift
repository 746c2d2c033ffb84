import LayoutModel
import SwiftSyntax

/// Localized text and boxed rectangles, as Foundation makes them.
///
/// `NSLocalizedString("Search along route", comment: "...")` and
/// `String(localized:)` read no strings table in a run: the text is the key
/// (the development-language string), or the `value:` / `defaultValue:`
/// given, as Foundation returns when the table has no entry. Stated once per
/// place, as other languages' lengths are not checked.
/// `NSValue(cgRect:)` is the rectangle itself (Swift bridges `NSValue` and
/// `CGRect`: `as? CGRect` and `.cgRectValue` read it back).
extension Interpreter {
    func constructLocalizedOrBoxed(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        let labels = arguments.map(\.label)
        switch (name, labels.first ?? "") {
        case ("NSLocalizedString", nil):
            guard labels.allSatisfy({ $0 == nil || ["tableName", "bundle", "value", "comment"].contains($0!) }) else { return nil }
            return localized(arguments[0].value, fallback: arguments.first { $0.label == "value" }?.value, name: "NSLocalizedString", at: call)
        case ("String", "localized"):
            guard labels.dropFirst().allSatisfy({ ["defaultValue", "table", "bundle", "locale", "comment"].contains($0 ?? "") }) else { return nil }
            return localized(arguments[0].value, fallback: arguments.first { $0.label == "defaultValue" }?.value, name: "String(localized:)", at: call)
        case ("String", "format"):
            // `String(format: "%@.%d", a, b)`, `String(format:arguments:)`, `String(format:locale:arguments:)`.
            guard case .string(let format) = arguments[0].value else { return nil }
            var values: [Argument] = arguments.dropFirst().filter { $0.label != "locale" }
            if values.count == 1, values[0].label == "arguments", case .array(let list) = values[0].value { values = list.map { (nil, $0) } }
            guard values.allSatisfy({ $0.label == nil }) else { return nil }
            return try formatted(format, values.map(\.value), at: call)
        case ("NSValue", "cgRect"):
            guard labels.count == 1, case .rect = arguments[0].value else { return nil }
            return arguments[0].value
        default: return nil
        }
    }

    /// `bundle.localizedString(forKey:value:table:)`: as `NSLocalizedString`.
    func bundleLocalizedString(_ name: String, on description: String, _ arguments: [Argument], at call: some SyntaxProtocol) -> Value? {
        guard description.hasPrefix("Bundle"), name == "localizedString", arguments.map(\.label) == ["forKey", "value", "table"] else { return nil }
        return localized(arguments[0].value, fallback: arguments[1].value, name: "localizedString(forKey:value:table:)", at: call)
    }

    /// `String(format:)` as Foundation formats: `%@` and `%s` the value's
    /// description, the integer and floating-point conversions through
    /// Foundation itself, `%%`, and positional arguments (`%1$@`).
    private func formatted(_ format: String, _ values: [Value], at call: some SyntaxProtocol) throws -> Value {
        var result = ""
        var rest = Substring(format)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" { result += "%"; rest = rest.dropFirst(); continue }
            // `1$`, flags, width and precision, length modifiers, then the conversion.
            let spec = rest.prefix { "0123456789$.-+ #'lhqLzjt".contains($0) }
            guard let conversion = rest.dropFirst(spec.count).first else { throw unsupported(call, "String(format:) with the format \"\(format)\"") }
            rest = rest.dropFirst(spec.count + 1)
            var flags = spec
            var index = next
            if let dollar = spec.firstIndex(of: "$"), let position = Int(spec[..<dollar]) {
                index = position - 1
                flags = spec[spec.index(after: dollar)...]
            } else {
                next += 1
            }
            guard values.indices.contains(index) else { throw crash(call, "String(format:) reads more arguments than it is given") }
            let value = values[index]
            switch conversion {
            case "@", "s": result += describe(value)
            case "d", "i", "u", "x", "X", "o":
                let number = try self.number(value, at: call)
                let plain = flags.filter { !"lhqLzjt".contains($0) }
                result += String(format: "%\(plain)ll\(conversion)", Int64(number.rounded(.towardZero)))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                result += String(format: "%\(flags.filter { !"lhqLzjt".contains($0) })\(conversion)", try self.number(value, at: call))
            default: throw unsupported(call, "String(format:) with the conversion %\(conversion)")
            }
        }
        return .string(result + rest)
    }

    /// The development-language text of a localized string: the key, or a non-empty fallback.
    private func localized(_ key: Value, fallback: Value?, name: String, at call: some SyntaxProtocol) -> Value? {
        guard case .string(let text) = key else { return nil }
        var result = text
        if case .string(let value)? = fallback, !value.isEmpty { result = value }
        assume(call, "\(name) is read as its development-language text \"\(result)\" (no strings table is read): other languages' lengths are not checked", perCall: false)
        return .string(result)
    }
}
