import Foundation
import SwiftSyntax

/// `JSONEncoder().encode(preferences)`: the JSON of a value the run holds, as
/// Swift's synthesized `Encodable` writes it (each stored property under its
/// name or its `CodingKeys` raw value, a `nil` optional left out, an enum by
/// its raw value or its case's key), as `Data` the files may keep and `JSONDecoder` decode back
/// (`JSONDecoding.swift`): preferences round-tripped through JSON. A custom
/// `encode(to:)` and values whose JSON form the
/// model does not hold (geometry, dictionaries not keyed by strings) stop the run.
extension Interpreter {
    func encodeJSON(_ arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        guard arguments.count == 1, arguments[0].label == nil else { throw unsupported(call, "this call of JSONEncoder.encode") }
        let json = try encodable(arguments[0].value, as: nil, at: call)
        let data = try JSONSerialization.data(withJSONObject: json, options: [.fragmentsAllowed, .sortedKeys])
        return .data(String(decoding: data, as: UTF8.self))
    }

    /// What `JSONSerialization` writes for `value` (of the declared `type`, when known).
    private func encodable(_ value: Value, as type: TypeSyntax?, at call: FunctionCallExprSyntax) throws -> Any {
        let declared = type.map(declaredType)
        switch value {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .string(let text): return text
        case .number(let number), .boxed(let number, _):
            let integral = declared.flatMap { NumericKind.of(typeName: $0.baseName) }.map { $0 == .integer } ?? (number.rounded() == number)
            if integral, let whole = Int(exactly: number) { return whole }
            return number
        case .array(let elements), .set(let elements):
            let element = declared?.arrayElement
            return try elements.map { try encodable($0, as: element, at: call) }
        case .dictionary(let entries):
            var object: [String: Any] = [:]
            let valueType = declared?.dictionaryTypes?.value
            for entry in entries {
                guard case .string(let key) = entry.key else { throw unsupported(call, "encoding a dictionary keyed by \(entry.key.kind) to JSON") }
                object[key] = try encodable(entry.value, as: valueType, at: call)
            }
            return object
        case .enumCase(let enumValue):
            guard let model = enumValue.typeName.flatMap({ source.types[$0] }), let found = model.enumCase(named: enumValue.name) else {
                throw unsupported(call, "encoding \(describe(value)) to JSON")
            }
            if let raw = found.rawValue { return try encodable(raw, as: nil, at: call) }
            return try encodableCase(found, enumValue.payload, of: model, at: call)
        case .object(let instance) where instance.type.kind == .struct || instance.type.kind == .class:
            let model = instance.type
            guard model.conforms(to: "Encodable") || model.conforms(to: "Codable") else {
                throw unsupported(call, "encoding \(model.name), which is not Encodable, to JSON")
            }
            if model.lineage.contains(where: { $0.method(named: "encode", labels: ["to"]) != nil }) {
                throw unsupported(call, "the custom encode(to:) of \(model.name)")
            }
            let keys = codingKeys(of: model)
            var object: [String: Any] = [:]
            for property in model.storedProperties where !property.isLazy {
                guard let key = keys.map({ $0[property.name] }) ?? property.name else { continue }
                let field = try self.field(property.name, of: instance, at: call) ?? .null
                if field.isNull { continue }  // `encodeIfPresent`: a `nil` optional is left out
                object[key] = try encodable(field, as: property.type, at: call)
            }
            return object
        default:
            throw unsupported(call, "encoding \(value.kind) to JSON")
        }
    }

    /// A case of an enum without raw values, as the synthesized `Encodable`
    /// writes it: `{"case": {"label": value, "_1": value}}` (`JSONDecoding`'s `decodedCase`).
    private func encodableCase(_ found: TypeModel.Case, _ payload: [Argument], of model: TypeModel, at call: FunctionCallExprSyntax) throws -> Any {
        guard model.conforms(to: "Encodable") || model.conforms(to: "Codable") else {
            throw unsupported(call, "encoding \(model.name), which is not Encodable, to JSON")
        }
        guard model.method(named: "encode", labels: ["to"]) == nil, payload.count == found.parameterTypes.count else {
            throw unsupported(call, "encoding \(model.name).\(found.name) to JSON")
        }
        let keys = caseCodingKeys(found, of: model)
        var fields: [String: Any] = [:]
        for (index, (key, type)) in zip(keys.fields, found.parameterTypes).enumerated() where !payload[index].value.isNull {
            fields[key] = try encodable(payload[index].value, as: type, at: call)
        }
        return [keys.key: fields]
    }
}
