import Foundation

/// `navlint solve`: a constraint system as JSON in, the solved values as JSON out.
///
/// Input: `{"variables": [names], "constraints": [{"terms": {name: coefficient}, "constant": c,
/// "op": "==" | "<=" | ">=", "strength": 1...1000 | "required" | "strong" | "medium" | "weak"}],
/// "edits": [{"variable": name, "strength": ...}], "steps": [{"suggest": {name: value}}]}`, each
/// constraint meaning `sum(coefficient * variable) + constant OP 0`. Constraints are added in order,
/// then the edit variables (at the first step's suggestion, else 0), then each step suggests its values and solves; without steps there is one
/// solve. Output: `{"steps": [{"values": {name: value}}]}` with sorted keys, exit code 0; a solver error
/// is `{"error": {"kind", "constraint" | "edit" | "step": index, "message"}}`, exit code 1 (kind
/// `nonFinite` or `nonFiniteSuggestion` when the numbers overflow a Double while solving: the output
/// never holds `inf` or `nan`); malformed input, numbers beyond a Double's range included, is a
/// message and exit code 2. Unknown fields are ignored.
///
/// With `"timing": true` (the benchmark mode) the output is `{"timing": {"build": s, "steps": s},
/// "steps": [last step]}`, so timing 100 edits does not print 100 solutions.
public enum SolveDocument {
    /// Solves the JSON document `data`; returns the text to print and the process exit code.
    public static func run(_ data: Data) -> (output: String, exitCode: Int32) {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
            try document.validate()
        } catch let error as Malformed {
            return ("malformed input: \(error.message)", 2)
        } catch let error as DecodingError {
            return ("malformed input: \(describe(error, in: data))", 2)
        } catch {
            return ("malformed input: \(error)", 2)
        }
        return document.solve()
    }

    struct Malformed: Error { let message: String }

    /// A strength as a number (the priority) or one of kiwi's names.
    struct Strength: Decodable {
        let priority: Priority

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                guard (1...1000).contains(number) else {
                    throw Malformed(message: "strength \(number) is outside 1...1000")
                }
                priority = Priority(number)
                return
            }
            let name = try container.decode(String.self)
            let priorities: [String: Priority] = ["required": 1000, "strong": 750, "medium": 500, "weak": 250]
            guard let priority = priorities[name] else {
                throw Malformed(message: "unknown strength \"\(name)\"")
            }
            self.priority = priority
        }

        init(_ priority: Priority) { self.priority = priority }
    }

    struct ConstraintEntry: Decodable {
        let terms: [String: Double]
        let constant: Double?
        let op: String
        let strength: Strength?
    }

    struct EditEntry: Decodable {
        let variable: String
        let strength: Strength?
    }

    struct Step: Decodable {
        let suggest: [String: Double]?
    }

    struct Document: Decodable {
        let variables: [String]
        let constraints: [ConstraintEntry]
        let edits: [EditEntry]?
        let steps: [Step]?
        let timing: Bool?

        func validate() throws {
            var declared = Set<String>()
            for name in variables where !declared.insert(name).inserted {
                throw Malformed(message: "variable \"\(name)\" is declared twice")
            }
            for (index, entry) in constraints.enumerated() {
                guard Relation(rawValue: entry.op) != nil else {
                    throw Malformed(message: "constraint \(index): unknown op \"\(entry.op)\"")
                }
                if let name = entry.terms.keys.sorted().first(where: { !declared.contains($0) }) {
                    throw Malformed(message: "constraint \(index): undeclared variable \"\(name)\"")
                }
            }
            for (index, edit) in (edits ?? []).enumerated() where !declared.contains(edit.variable) {
                throw Malformed(message: "edit \(index): undeclared variable \"\(edit.variable)\"")
            }
            for (index, step) in (steps ?? []).enumerated() {
                if let name = (step.suggest ?? [:]).keys.sorted().first(where: { !declared.contains($0) }) {
                    throw Malformed(message: "step \(index): undeclared variable \"\(name)\"")
                }
            }
        }

        func solve() -> (output: String, exitCode: Int32) {
            let clock = ContinuousClock()
            let start = clock.now
            let variables = Dictionary(uniqueKeysWithValues: self.variables.map { ($0, Variable($0)) })
            let solver = Solver()
            for (index, entry) in constraints.enumerated() {
                // Sorted terms: the same document always builds the same rows.
                let terms = entry.terms.sorted { $0.key < $1.key }.map { Term(variables[$0.key]!, $0.value) }
                let constraint = Constraint(
                    Expression(terms: terms, constant: entry.constant ?? 0), Relation(rawValue: entry.op)!,
                    priority: (entry.strength ?? Strength(.required)).priority, label: "constraint \(index)")
                do { try solver.add(constraint) } catch { return failure(error, "constraint", index) }
            }
            // Each edit starts at the first step's suggestion, so that step moves nothing.
            let first = steps?.first?.suggest ?? [:]
            for (index, edit) in (edits ?? []).enumerated() {
                let priority = (edit.strength ?? Strength(750)).priority
                let value = first[edit.variable] ?? 0
                do { try solver.addEditVariable(variables[edit.variable]!, priority: priority, value: value) } catch {
                    return failure(error, "edit", index)
                }
            }
            let built = clock.now
            let steps = self.steps.flatMap { $0.isEmpty ? nil : $0 } ?? [Step(suggest: nil)]
            var results: [String] = []
            for (index, step) in steps.enumerated() {
                for (name, value) in (step.suggest ?? [:]).sorted(by: { $0.key < $1.key }) {
                    do { try solver.suggest(variables[name]!, value) } catch { return failure(error, "step", index) }
                }
                if timing != true || index == steps.count - 1 {
                    let values = self.variables.sorted().map { (name: $0, value: solver.value(of: variables[$0]!)) }
                    results.append(
                        "{\"values\": {" + values.map { "\(quoted($0.name)): \(number($0.value))" }.joined(separator: ", ")
                            + "}}")
                }
            }
            let output = "\"steps\": [" + results.joined(separator: ", ") + "]"
            guard timing == true else { return ("{" + output + "}", 0) }
            let seconds = { (duration: Duration) in
                Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
            }
            let timing = "\"timing\": {\"build\": \(seconds(built - start)), \"steps\": \(seconds(clock.now - built))}"
            return ("{" + output + ", " + timing + "}", 0)
        }

        private func failure(_ error: SolverError, _ what: String, _ index: Int) -> (output: String, exitCode: Int32) {
            let message = quoted(error.description)
            return ("{\"error\": {\"\(what)\": \(index), \"kind\": \(quoted(error.kind)), \"message\": \(message)}}", 1)
        }
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON number that round-trips the double (never `nan` or `inf`: the solver refuses changes
    /// that overflow, with ``SolverError/nonFinite(_:)`` or ``SolverError/nonFiniteSuggestion(_:)``).
    static func number(_ value: Double) -> String { value == 0 ? "0.0" : "\(value)" }

    /// The number Foundation's "Number 1e309 is not representable" names.
    private static func unrepresentable(in reason: String) -> String? {
        guard reason.hasPrefix("Number "), let end = reason.range(of: " is not representable") else { return nil }
        return String(reason[reason.index(reason.startIndex, offsetBy: 7)..<end.lowerBound])
    }

    /// Where the number `literal` first stands in the document, as " in constraint 3 (line 5)":
    /// Foundation rejects the whole text without saying where, and the user must find the constraint.
    static func place(of literal: String, in data: Data) -> String? {
        /// An array or object the scan is inside; `key` is the member it is the value of.
        struct Level {
            var key: String?
            var isArray: Bool
            var commas = 0
        }
        let bytes = [UInt8](data)
        let needle = Array(literal.utf8)
        var levels: [Level] = []
        var line = 1
        var inString = false, escaped = false
        var stringStart = 0, lastString = "", key: String?
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    lastString = String(decoding: bytes[stringStart..<index], as: UTF8.self)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "\""): inString = true; stringStart = index + 1
            case UInt8(ascii: ":"): key = lastString
            case UInt8(ascii: ","): if !levels.isEmpty { levels[levels.count - 1].commas += 1 }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                levels.append(Level(key: levels.last?.isArray == false ? key : nil, isArray: byte == UInt8(ascii: "[")))
            case UInt8(ascii: "]"), UInt8(ascii: "}"): _ = levels.popLast()
            default:
                guard bytes[index...].starts(with: needle), index == 0 || !"0123456789.eE+-".utf8.contains(bytes[index - 1]) else { continue }
                let names = ["constraints": "constraint", "edits": "edit", "steps": "step"]
                guard levels.count > 1, let name = levels[1].key.flatMap({ names[$0] }), levels[1].isArray else { return " (line \(line))" }
                return " in \(name) \(levels[1].commas) (line \(line))"
            }
        }
        return nil
    }

    static func describe(_ error: DecodingError, in data: Data) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? "" : " at \(path)"
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty && context.underlyingError == nil:
            // JSONDecoder only says the text is not JSON; JSONSerialization says why, such as
            // "Number 1e309 is not representable" for a number beyond a Double's range.
            do { _ = try JSONSerialization.jsonObject(with: data) } catch {
                guard let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return context.debugDescription }
                guard let number = unrepresentable(in: reason) else { return reason }
                return "the number \(number) is beyond a Double's range" + (place(of: number, in: data) ?? "")
            }
            return context.debugDescription
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            if let malformed = context.underlyingError as? Malformed { return malformed.message + path(context) }
            return context.debugDescription + path(context)
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\"" + path(context)
        @unknown default: return "\(error)"
        }
    }
}
