import Foundation
import SwiftSyntax

/// `String`'s methods, on identifiers and names read from configuration.
/// A `Substring` (what `split`, `prefix` and `dropFirst` give) is held as a
/// `String`: it prints, compares, counts and converts (`String(part)`) the
/// same. A `String.Index` is held as the offset of its character
/// (`firstIndex(of:)`), for `text[..<i]`, `index(after:)` and
/// `distance(from:to:)`; out-of-bounds indices crash the app, as in Swift.
/// A `Character` is held as its one-character `String`: a string is the
/// sequence of its characters for `for ... in`, `map`, `filter` (a `String`
/// again), `split(whereSeparator:)` and the other sequence methods.
extension Interpreter {
    func callStringMethod(_ name: String, of text: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        if let matched = try callRegexStringMethod(name, of: text, arguments, at: call) { return matched }
        let first = arguments.first?.value
        switch (name, arguments.map(\.label)) {
        case ("uppercased", []): return .string(text.uppercased())
        case ("lowercased", []): return .string(text.lowercased())
        case ("reversed", []): return .string(String(text.reversed()))
        case ("hasPrefix", [nil]), ("starts", ["with"]), ("hasSuffix", [nil]), ("contains", [nil]):
            guard case .string(let part) = first! else { return nil }
            return .bool(name == "hasSuffix" ? text.hasSuffix(part) : name == "contains" ? text.contains(part) : text.hasPrefix(part))
        case ("split", let labels) where labels.first == "separator" && Set(labels).isSubset(of: ["separator", "maxSplits", "omittingEmptySubsequences"]):
            return try split(text, arguments, at: call)
        case ("split", let labels) where arguments.last.map({ $0.value.isCallable || $0.value.isKeyPath }) == true
            && (labels.last! == nil || labels.last! == "whereSeparator")
            && Set(labels.dropLast().compactMap { $0 }).isSubset(of: ["maxSplits", "omittingEmptySubsequences"]):
            return try split(text, arguments, at: call)
        case ("components", ["separatedBy"]):
            if case .string(let separator) = first! { return .array(text.components(separatedBy: separator).map(Value.string)) }
            return characterSet(first!).map { .array(text.components(separatedBy: $0).map(Value.string)) }
        case ("trimmingCharacters", ["in"]):
            return characterSet(first!).map { .string(text.trimmingCharacters(in: $0)) }
        case ("replacingOccurrences", ["of", "with"]):
            guard case .string(let target) = first!, case .string(let replacement) = arguments[1].value else { return nil }
            return .string(text.replacingOccurrences(of: target, with: replacement))
        case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", []), ("dropFirst", [nil]), ("dropLast", []), ("dropLast", [nil]):
            guard let count = Int(exactly: try first.map { try number($0, at: call) } ?? 1) else { return nil }
            guard count >= 0 else { throw crash(call, "\(name) with a negative count") }
            let part = switch name {
            case "prefix": text.prefix(count)
            case "suffix": text.suffix(count)
            case "dropFirst": text.dropFirst(count)
            default: text.dropLast(count)
            }
            return .string(String(part))
        case ("padding", ["toLength", "withPad", "startingAt"]):
            // Foundation's: cut to the length, or filled out with the pad repeated from `startingAt`.
            guard case .string(let pad) = arguments[1].value, !pad.isEmpty,
                let length = Int(exactly: try number(first!, at: call)), let start = Int(exactly: try number(arguments[2].value, at: call)),
                length >= 0, start >= 0, start < pad.count
            else { throw crash(call, "padding(toLength:withPad:startingAt:) with an empty pad or an index out of its bounds") }
            guard text.count < length else { return .string(String(text.prefix(length))) }
            let filler = String(repeating: pad, count: (length - text.count) / pad.count + 2).dropFirst(start)
            return .string(text + filler.prefix(length - text.count))
        case ("prefix", ["while"]), ("drop", ["while"]):
            let test = try function(from: arguments, at: call)
            let kept = try text.prefix { [unowned self] in try holds(test(.string(String($0))), at: call) }
            return .string(name == "prefix" ? String(kept) : String(text.dropFirst(kept.count)))
        case ("suffix", ["from"]), ("prefix", ["upTo"]), ("prefix", ["through"]):
            let offset = try number(first!, at: call)
            guard let index = Int(exactly: offset), index >= 0, index <= text.count - (name == "prefix" && arguments[0].label == "through" ? 1 : 0) else {
                throw crash(call, "a String index out of bounds")
            }
            return .string(String(name == "suffix" ? text.dropFirst(index) : text.prefix(arguments[0].label == "through" ? index + 1 : index)))
        case ("range", ["of"]):
            // Offsets of characters, as `firstIndex(of:)` gives: `text[..<found.lowerBound]`.
            guard case .string(let part) = first! else { return nil }
            guard let found = text.range(of: part) else { return .null }
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            return .range(lower: Double(lower), upper: Double(lower + text[found].count), closed: false)
        case ("firstIndex", ["of"]), ("lastIndex", ["of"]):
            guard case .string(let character) = first!, character.count == 1 else { return nil }
            let found = name == "firstIndex" ? text.firstIndex(of: character.first!) : text.lastIndex(of: character.first!)
            return found.map { .number(Double(text.distance(from: text.startIndex, to: $0))) } ?? .null
        case ("index", ["after"]), ("index", ["before"]), ("index", [nil, "offsetBy"]):
            let step = try arguments.count == 2 ? number(arguments[1].value, at: call) : arguments[0].label == "after" ? 1 : -1
            let moved = try number(first!, at: call) + step
            guard moved >= 0, moved <= Double(text.count) else { throw crash(call, "a String index moved out of bounds") }
            return .number(moved)
        case ("distance", ["from", "to"]):
            return .number(try number(arguments[1].value, at: call) - number(first!, at: call))
        case ("filter", _):
            guard case .array(let kept)? = try callSequenceMethod(name, on: .string(text), arguments, at: call) else { return nil }
            return .string(kept.map(describe).joined())
        case (let method, _) where Self.characterSequenceMethods.contains(method):
            return try callSequenceMethod(name, on: .string(text), arguments, at: call)
        default:
            return nil
        }
    }

    /// Sequence methods a `String` answers as the sequence of its characters.
    private static let characterSequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy", "reduce",
        "enumerated", "min", "max", "sorted",
    ]

    /// `Character` properties, of a one-character `String`; `nil` for another name.
    func characterProperty(_ name: String, of text: String) -> Value? {
        guard let character = text.first, text.count == 1 else { return nil }
        return switch name {
        case "isWhitespace": .bool(character.isWhitespace)
        case "isNewline": .bool(character.isNewline)
        case "isNumber": .bool(character.isNumber)
        case "isLetter": .bool(character.isLetter)
        case "isUppercase": .bool(character.isUppercase)
        case "isLowercase": .bool(character.isLowercase)
        case "isPunctuation": .bool(character.isPunctuation)
        case "isWholeNumber": .bool(character.isWholeNumber)
        case "wholeNumberValue": character.wholeNumberValue.map { .number(Double($0)) } ?? .null
        case "value" where text.unicodeScalars.count == 1: .number(Double(text.unicodeScalars.first!.value))  // a `Unicode.Scalar`'s
        default: nil
        }
    }

    /// `String`'s mutating methods: the changed text (for the caller to write
    /// back) and the method's result; `nil` for another method (one of the
    /// files' `extension String`). A `Character` is a one-character `String`,
    /// so `append(_:)` takes either; indices are character offsets.
    func mutateString(_ name: String, of text: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> (collection: Value, result: Value)? {
        var text = text
        var result = Value.void
        let first = arguments.first?.value
        func offset(_ value: Value, upTo limit: Int) throws -> String.Index {
            guard let index = Int(exactly: try number(value, at: call)), index >= 0, index <= limit else {
                throw crash(call, "a String index out of bounds")
            }
            return text.index(text.startIndex, offsetBy: index)
        }
        switch (name, arguments.map(\.label)) {
        case ("append", [nil]), ("append", ["contentsOf"]):
            guard case .string(let added) = first! else {
                text += try sequence(first!, at: call).map(describe).joined()
                break
            }
            text += added
        case ("insert", [nil, "at"]), ("insert", ["contentsOf", "at"]):
            guard case .string(let added) = first! else { throw unsupported(call, "inserting \(first!.kind) into a String") }
            text.insert(contentsOf: added, at: try offset(arguments[1].value, upTo: text.count))
        case ("remove", ["at"]):
            guard !text.isEmpty else { throw crash(call, "remove(at:) of an empty String") }
            result = .string(String(text.remove(at: try offset(first!, upTo: text.count - 1))))
        case ("removeFirst", []), ("removeLast", []):
            guard !text.isEmpty else { throw crash(call, "\(name) of an empty String") }
            result = .string(String(name == "removeFirst" ? text.removeFirst() : text.removeLast()))
        case ("removeFirst", [nil]), ("removeLast", [nil]):
            guard let count = Int(exactly: try number(first!, at: call)), count >= 0, count <= text.count else {
                throw crash(call, "\(name) of more than the String holds")
            }
            if name == "removeFirst" { text.removeFirst(count) } else { text.removeLast(count) }
        case ("popLast", []): result = text.popLast().map { .string(String($0)) } ?? .null
        case ("removeAll", []), ("removeAll", ["keepingCapacity"]): text = ""
        case ("removeAll", ["where"]), ("removeAll", [nil]):
            let test = try function(from: arguments, at: call)
            text = try text.filter { [unowned self] in try !holds(test(.string(String($0))), at: call) }
        default: return nil
        }
        return (.string(text), result)
    }

    /// `text[i]` (a character, as a `String`), `text[..<i]`, `text[i...]`, `text[a..<b]` with offsets as indices.
    func stringSubscript(_ text: String, _ position: Value, at node: some SyntaxProtocol) throws -> Value? {
        let characters = Array(text)
        switch position {
        case .number(let offset):
            guard let index = Int(exactly: offset), characters.indices.contains(index) else { throw crash(node, "a String index out of bounds") }
            return .string(String(characters[index]))
        case .range(let lower, let upper, let closed):
            let start = lower.isInfinite ? 0 : Int(lower)
            let end = upper.isInfinite ? characters.count : Int(upper) + (closed ? 1 : 0)
            guard start >= 0, start <= end, end <= characters.count else { throw crash(node, "a String range out of bounds") }
            return .string(String(characters[start..<end]))
        default:
            return nil
        }
    }

    /// `split(separator:maxSplits:omittingEmptySubsequences:)`: a one-character
    /// separator is a `Character`, a longer one a `String`; with a closure
    /// (`whereSeparator:` or trailing), Swift's own split asks it of each character.
    private func split(_ text: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard let (maxSplits, omitting) = try splitOptions(arguments, at: call) else { return nil }
        let parts: [Substring]
        if let test = arguments.last, test.value.isCallable || test.value.isKeyPath {
            let isSeparator = try function(from: [test], at: call)
            parts = try text.split(maxSplits: maxSplits, omittingEmptySubsequences: omitting) { [unowned self] in
                try holds(isSeparator(.string(String($0))), at: call)
            }
        } else {
            guard case .string(let separator) = arguments[0].value, !separator.isEmpty else { return nil }
            parts = separator.count == 1
                ? text.split(separator: separator.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                : text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
        }
        return .array(parts.map { .string(String($0)) })
    }

    /// `maxSplits:` and `omittingEmptySubsequences:` of a `split` call; `nil` for a flag not known.
    private func splitOptions(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> (maxSplits: Int, omitting: Bool)? {
        let maxSplits = try arguments.first { $0.label == "maxSplits" }.map { Int(try number($0.value, at: call)) } ?? Int.max
        guard maxSplits >= 0 else { throw crash(call, "split with a negative maxSplits") }
        guard let flag = arguments.first(where: { $0.label == "omittingEmptySubsequences" })?.value else { return (maxSplits, true) }
        guard case .bool(let omitting) = flag else { return nil }
        return (maxSplits, omitting)
    }

    /// `.whitespaces`, `.whitespacesAndNewlines`, `.newlines`; `nil` for another value.
    private func characterSet(_ value: Value) -> CharacterSet? {
        switch value {
        case .symbol("whitespaces"): .whitespaces
        case .symbol("whitespacesAndNewlines"): .whitespacesAndNewlines
        case .symbol("newlines"): .newlines
        default: nil
        }
    }
}
