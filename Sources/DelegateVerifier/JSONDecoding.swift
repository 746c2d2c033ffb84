import Foundation
import SwiftSyntax

/// `JSONDecoder().decode(Config.self, from: Data(json.utf8))`: layout
/// configuration decoded from JSON text the files hold (an embedded default,
/// a remote config's fallback), as Swift's synthesized `Decodable` does: each
/// stored property from the key of its name (or its `CodingKeys` raw value),
/// `let`s with an initial value left out, a missing key a `nil` optional or
/// a thrown `DecodingError`; an enum by its raw value, or without raw values by
/// its case's key. A custom `init(from:)`, a decoder's strategies and
/// types the model does not hold stop the run.
extension Interpreter {
    func decodeJSON(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard arguments.count == 2, arguments[1].label == "from", case .type(let typeName) = arguments[0].value else {
            throw unsupported(call, "this call of JSONDecoder.decode")
        }
        guard case .data(let text) = arguments[1].value else {
            throw unsupported(call, "decoding JSON from \(arguments[1].value.kind) (only text the files hold is decoded)")
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw Thrown(value: .library("DecodingError.dataCorrupted"))
        }
        return try decoded(json, as: typeName, at: call)
    }

    /// `JSONSerialization.jsonObject(with: Data(json.utf8))` of text the files
    /// hold: Foundation's objects as Swift sees them, `[String: Any]`, `[Any]`,
    /// `String`, numbers and booleans as `NSNumber`s (`as? Double`, `as? Bool`
    /// bridge them), `null` as `NSNull`; text that is not JSON throws.
    func jsonObject(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard let data = arguments.first, data.label == "with" else { throw unsupported(call, "this call of JSONSerialization.jsonObject") }
        guard case .data(let text) = data.value else {
            throw unsupported(call, "parsing JSON from \(data.value.kind) (only text the files hold is parsed)")
        }
        do {
            return Self.jsonValue(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
        } catch {
            throw Thrown(value: .library("NSError(NSCocoaErrorDomain)"))
        }
    }

    private static func jsonValue(_ json: Any) -> Value {
        switch json {
        case let object as [String: Any]:
            .dictionary(object.keys.sorted().map { Entry(key: .string($0), value: jsonValue(object[$0]!)) })
        case let array as [Any]: .array(array.map(jsonValue))
        case let text as String: .string(text)
        case let flag as Bool: .boxed(flag ? 1 : 0, type: "NSNumber")
        case let number as NSNumber: .boxed(number.doubleValue, type: "NSNumber")
        default: .library("NSNull")
        }
    }

    /// `json` as a value of the type named `typeName`.
    private func decoded(_ json: Any, as typeName: String, at call: FunctionCallExprSyntax) throws -> Value {
        if let kind = NumericKind.of(typeName: typeName) {
            guard let number = json as? NSNumber, !Self.isJSONBoolean(json) || kind == .floating else { throw mismatch(typeName) }
            return .number(number.doubleValue)
        }
        switch typeName {
        case "String": return try (json as? String).map(Value.string) ?? { throw mismatch(typeName) }()
        case "Bool": return try (Self.isJSONBoolean(json) ? json as? Bool : nil).map(Value.bool) ?? { throw mismatch(typeName) }()
        default: break
        }
        guard let model = source.types[typeName] else { throw unsupported(call, "decoding \(typeName) from JSON") }
        if model.kind == .enum, !model.cases.contains(where: { $0.rawValue != nil }) {
            return try decodedCase(json, of: model, at: call)
        }
        if model.kind == .enum {
            let raw: Value = (json as? String).map(Value.string) ?? (json as? NSNumber).map { .number($0.doubleValue) } ?? .null
            let made = try instantiate(model, arguments: [("rawValue", raw)], at: call)
            if made.isNull { throw mismatch(typeName) }
            return made
        }
        guard model.kind == .struct || model.kind == .class,
            model.conforms(to: "Decodable") || model.conforms(to: "Codable")
        else { throw unsupported(call, "decoding \(typeName), which is not Decodable, from JSON") }
        if model.lineage.contains(where: { $0.initializer(labels: ["from"]) != nil }) {
            throw unsupported(call, "the custom init(from:) of \(typeName)")
        }
        guard let object = json as? [String: Any] else { throw mismatch(typeName) }
        let keys = codingKeys(of: model)
        let instance = Instance(type: model)
        for property in model.storedProperties where !property.isLazy {
            // A `let` with an initial value, or a property `CodingKeys` leaves out, keeps its initial value.
            if let initial = property.initializer, property.isLet || (keys.map { $0[property.name] == nil } ?? false) {
                instance.fields[property.name] = try coerce(value(of: initial, in: Scope(), self: instance), to: property.type)
                continue
            }
            guard let type = property.type else { throw unsupported(property.node, "decoding \(property.name) without a declared type") }
            let key = keys?[property.name] ?? property.name
            instance.fields[property.name] = try decodedField(object[key], as: type, named: key, at: call)
        }
        instance.isInitialized = true
        return .object(instance)
    }

    /// An enum without raw values, as Swift's synthesized `Decodable` reads it:
    /// an object with one key, the case's name, holding an object of its
    /// associated values by label (`_0`, `_1` for unlabelled ones), renamed by
    /// the enum's `CodingKeys` and the case's own (`InsetCodingKeys`).
    private func decodedCase(_ json: Any, of model: TypeModel, at call: FunctionCallExprSyntax) throws -> Value {
        guard model.conforms(to: "Decodable") || model.conforms(to: "Codable") else {
            throw unsupported(call, "decoding \(model.name), which is not Decodable, from JSON")
        }
        if model.initializer(labels: ["from"]) != nil { throw unsupported(call, "the custom init(from:) of \(model.name)") }
        let caseKeys = codingKeys(of: model)
        guard let object = json as? [String: Any], object.count == 1, let (key, payload) = object.first,
            let found = model.cases.first(where: { (caseKeys?[$0.name] ?? $0.name) == key }),
            let fields = payload as? [String: Any]
        else { throw mismatch(model.name) }
        var values: [Argument] = []
        for (index, fieldKey) in caseCodingKeys(found, of: model).fields.enumerated() {
            let (label, type) = (found.parameterLabels[index], found.parameterTypes[index])
            if fields[fieldKey] == nil, found.parameterDefaults[index] != nil {
                throw unsupported(call, "decoding \(model.name).\(found.name) without its associated value \(fieldKey), which has a default value")
            }
            values.append((label, try decodedField(fields[fieldKey], as: type, named: fieldKey, at: call)))
        }
        return .enumCase(EnumValue(typeName: model.name, name: found.name, payload: values))
    }

    /// A property's value: `nil` for a missing key or `null` in an optional,
    /// arrays and `[String: T]` element by element.
    private func decodedField(_ json: Any?, as type: TypeSyntax, named key: String, at call: FunctionCallExprSyntax) throws -> Value {
        let declared = declaredType(type)
        let isOptional = declared.unwrapped.id != type.id
        guard let json, !(json is NSNull) else {
            if isOptional { return .null }
            throw Thrown(value: .library("DecodingError.keyNotFound(\"\(key)\")"))
        }
        if let element = declared.arrayElement {
            guard let elements = json as? [Any] else { throw mismatch(declared.baseName) }
            return .array(try elements.map { try decodedField($0, as: element, named: key, at: call) })
        }
        if let dictionary = declared.dictionaryTypes {
            guard let entries = json as? [String: Any], declaredType(dictionary.key).baseName == "String" else {
                throw mismatch(declared.baseName)
            }
            return .dictionary(try entries.keys.sorted().map {
                Entry(key: .string($0), value: try decodedField(entries[$0], as: dictionary.value, named: $0, at: call))
            })
        }
        return try decoded(json, as: declared.baseName, at: call)
    }

    /// Synthesized `Codable`'s keys for an enum case: the case's own (its
    /// `CodingKeys` raw value, or its name) and its associated values' (their
    /// `<Case>CodingKeys` raw values, or their labels, `_0` for none).
    func caseCodingKeys(_ found: TypeModel.Case, of model: TypeModel) -> (key: String, fields: [String]) {
        let labelKeys = codingKeys(of: model, named: found.name.prefix(1).uppercased() + found.name.dropFirst() + "CodingKeys")
        let fields = found.parameterLabels.enumerated().map { index, label in
            let name = label ?? "_\(index)"
            return labelKeys?[name] ?? name
        }
        return (codingKeys(of: model)?[found.name] ?? found.name, fields)
    }

    /// The raw values of the `enum CodingKeys` (or the enum `name`) declared in
    /// the type or an extension of it, by case name (a case without one is its
    /// name); `nil` when there is none (every key is its property's name).
    func codingKeys(of model: TypeModel, named name: String = "CodingKeys") -> [String: String]? {
        let groups = source.files.flatMap { file in
            file.tree.statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }.filter {
                $0.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription == model.name
            }
        } + [model.nameNode.parent?.asProtocol(DeclGroupSyntax.self)].compactMap { $0 }
        for group in groups {
            for member in group.memberBlock.members {
                guard let keys = member.decl.as(EnumDeclSyntax.self), keys.name.text == name else { continue }
                var result: [String: String] = [:]
                for caseDecl in keys.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }) {
                    for element in caseDecl.elements {
                        let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                        result[element.name.text] = raw ?? element.name.text
                    }
                }
                return result
            }
        }
        return nil
    }

    /// `true` or `false` in the text: Foundation bridges the numbers 0 and 1 to `Bool` as well (`0 is Bool`
    /// holds), so a boolean is told by its number's type, `char`.
    private static func isJSONBoolean(_ json: Any) -> Bool {
        guard let number = json as? NSNumber else { return false }
        return json is Bool && String(cString: number.objCType) == "c"
    }

    /// A JSON value of another type than the property's: Swift throws `DecodingError.typeMismatch`.
    private func mismatch(_ typeName: String) -> Thrown {
        Thrown(value: .library("DecodingError.typeMismatch(\(typeName))"))
    }
}
