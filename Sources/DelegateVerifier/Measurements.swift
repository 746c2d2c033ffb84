import Foundation
import SwiftSyntax

/// Foundation's lengths, as design-token code uses them: `Measurement<UnitLength>`
/// (a value and its unit), `UnitLength` (a symbol and a linear converter to
/// metres: Foundation's units and the files' own, `UnitLength(symbol:converter:)`),
/// `UnitConverterLinear`, and `Decimal`, a number here (digits past a
/// `Double`'s precision are not kept; no layout constant needs them).
/// The values are tuples whose labels name their type (`Value.tupleTypeNames`),
/// so their fields read as Foundation's properties and the files' extensions
/// of `Measurement` and `UnitLength` apply.
extension Interpreter {
    /// Foundation's `UnitLength` class properties: their symbols and metres per unit.
    private static let lengthUnits: [String: (symbol: String, metres: Double)] = [
        "megameters": ("Mm", 1e6), "kilometers": ("km", 1000), "hectometers": ("hm", 100), "decameters": ("dam", 10),
        "meters": ("m", 1), "decimeters": ("dm", 0.1), "centimeters": ("cm", 0.01), "millimeters": ("mm", 0.001),
        "micrometers": ("µm", 1e-6), "nanometers": ("nm", 1e-9), "picometers": ("pm", 1e-12), "inches": ("in", 0.0254),
        "feet": ("ft", 0.3048), "yards": ("yd", 0.9144), "miles": ("mi", 1609.34), "scandinavianMiles": ("smi", 10000),
        "nauticalMiles": ("NM", 1852), "fathoms": ("ftm", 1.8288), "furlongs": ("fur", 201.168),
    ]

    private static func converter(coefficient: Double, constant: Double = 0) -> Value {
        .tuple([("coefficient", .number(coefficient)), ("constant", .number(constant))])
    }

    private static func lengthUnit(_ symbol: String, _ converter: Value) -> Value {
        .tuple([("symbol", .string(symbol)), ("converter", converter)])
    }

    private static func measurement(_ value: Double, _ unit: Value) -> Value {
        .tuple([("value", .number(value)), ("unit", unit)])
    }

    /// `Measurement(value:unit:)`, `UnitLength(symbol:converter:)`,
    /// `UnitConverterLinear(coefficient:constant:)`, `Decimal(...)` and
    /// `NSDecimalNumber(decimal:)`; `nil` for other calls.
    func constructMeasure(_ name: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        func argument(_ label: String) throws -> Double? {
            try arguments.first { $0.label == label }.map { try number($0.value, at: call) }
        }
        switch (name, arguments.map(\.label)) {
        case ("UnitConverterLinear", ["coefficient"]), ("UnitConverterLinear", ["coefficient", "constant"]):
            return Self.converter(coefficient: try argument("coefficient")!, constant: try argument("constant") ?? 0)
        case ("UnitLength", ["symbol", "converter"]):
            guard case .string(let symbol) = arguments[0].value, try linearConverter(arguments[1].value, at: call) != nil else {
                throw unsupported(call, "a UnitLength made from \(arguments[0].value.kind) and \(arguments[1].value.kind)")
            }
            return Self.lengthUnit(symbol, arguments[1].value)
        case ("Measurement", ["value", "unit"]):
            return Self.measurement(try argument("value")!, try lengthUnit(arguments[1].value, at: call))
        case ("Decimal", []): return .number(0)
        case ("Decimal", [nil]): return .number(try number(arguments[0].value, at: call))
        case ("Decimal", ["string"]):
            guard case .string(let text) = arguments[0].value else { return nil }
            return Double(text).map(Value.number) ?? .null
        case ("NSDecimalNumber", ["decimal"]), ("NSDecimalNumber", ["value"]):
            return .boxed(try number(arguments[0].value, at: call), type: "NSNumber")
        default: return nil
        }
    }

    /// `UnitLength.millimeters` and the files' own units (`extension UnitLength { static let points = ... }`).
    func measureTypeMember(_ name: String, of typeName: String) -> Value? {
        switch (typeName, name) {
        case ("UnitLength", _): Self.lengthUnits[name].map { Self.lengthUnit($0.symbol, Self.converter(coefficient: $0.metres)) }
        case ("Decimal", "zero"): .number(0)
        case ("Decimal", "one"): .number(1)
        default: nil
        }
    }

    /// `m.converted(to: .points)`, `converter.baseUnitValue(fromValue:)`,
    /// `converter.value(fromBaseUnitValue:)`; `nil` for other calls.
    func measureMethod(_ name: String, on receiver: Value, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        switch (receiver.kind, name, arguments.map(\.label)) {
        case ("Measurement", "converted", ["to"]):
            let (amount, unit) = try measurementParts(receiver, at: call)
            let target = try lengthUnit(arguments[0].value, at: call)
            if equals(unit, target) == true { return Self.measurement(amount, target) }  // Foundation keeps the value
            return Self.measurement(try value(in: target, fromBase: baseValue(amount, unit, at: call), at: call), target)
        case ("UnitConverterLinear", "baseUnitValue", ["fromValue"]):
            let (coefficient, constant) = try linearConverter(receiver, at: call)!
            return .number(try number(arguments[0].value, at: call) * coefficient + constant)
        case ("UnitConverterLinear", "value", ["fromBaseUnitValue"]):
            let (coefficient, constant) = try linearConverter(receiver, at: call)!
            return .number((try number(arguments[0].value, at: call) - constant) / coefficient)
        default: return nil
        }
    }

    /// `a + b` and `a - b` of measurements (in `a`'s unit when both have it,
    /// else in metres, as Foundation does), `m * 2`, `2 * m`, `m / 2`, and
    /// comparisons in metres; `nil` for other operands.
    func measureArithmetic(_ symbol: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        switch (left.kind, right.kind) {
        case ("Measurement", "Measurement"):
            let (a, aUnit) = try measurementParts(left, at: node), (b, bUnit) = try measurementParts(right, at: node)
            let (x, y) = (try baseValue(a, aUnit, at: node), try baseValue(b, bUnit, at: node))
            let sameUnit = equals(aUnit, bUnit) == true
            let metres = Self.lengthUnit("m", Self.converter(coefficient: 1))
            switch symbol {
            case "+": return sameUnit ? Self.measurement(a + b, aUnit) : Self.measurement(x + y, metres)
            case "-": return sameUnit ? Self.measurement(a - b, aUnit) : Self.measurement(x - y, metres)
            case "==": return .bool(x == y)
            case "!=": return .bool(x != y)
            case "<": return .bool(x < y)
            case ">": return .bool(x > y)
            case "<=": return .bool(x <= y)
            case ">=": return .bool(x >= y)
            default: throw unsupported(node, "\(symbol) of two measurements")
            }
        case ("Measurement", "number") where ["*", "/"].contains(symbol):
            let (a, unit) = try measurementParts(left, at: node), b = try number(right, at: node)
            return Self.measurement(symbol == "*" ? a * b : a / b, unit)
        case ("number", "Measurement") where symbol == "*":
            let (b, unit) = try measurementParts(right, at: node)
            return Self.measurement(try number(left, at: node) * b, unit)
        default: return nil
        }
    }

    private func measurementParts(_ value: Value, at node: some SyntaxProtocol) throws -> (Double, Value) {
        guard case .tuple(let parts) = value, parts.count == 2 else { throw unsupported(node, "a measurement from \(value.kind)") }
        return (try number(parts[0].value, at: node), parts[1].value)
    }

    /// A unit value, or an implicit one (`.millimeters`, the files' `.points`) read as `UnitLength`'s.
    private func lengthUnit(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        if value.kind == "UnitLength" { return value }
        if case .symbol(let name) = value, let unit = try typeMember(name, of: "UnitLength", at: node), unit.kind == "UnitLength" { return unit }
        throw unsupported(node, "the unit \(describe(value)) (lengths are modelled: UnitLength)")
    }

    /// A linear converter's coefficient and constant; `nil` for another value.
    private func linearConverter(_ value: Value, at node: some SyntaxProtocol) throws -> (Double, Double)? {
        guard case .tuple(let parts) = value, value.kind == "UnitConverterLinear" else { return nil }
        return (try number(parts[0].value, at: node), try number(parts[1].value, at: node))
    }

    /// The value in metres.
    private func baseValue(_ value: Double, _ unit: Value, at node: some SyntaxProtocol) throws -> Double {
        let (coefficient, constant) = try converter(ofUnit: unit, at: node)
        return value * coefficient + constant
    }

    /// A value in metres in `unit`.
    private func value(in unit: Value, fromBase base: Double, at node: some SyntaxProtocol) throws -> Double {
        let (coefficient, constant) = try converter(ofUnit: unit, at: node)
        return (base - constant) / coefficient
    }

    /// A length unit's linear converter to metres.
    private func converter(ofUnit unit: Value, at node: some SyntaxProtocol) throws -> (Double, Double) {
        guard case .tuple(let parts) = unit, let converter = try linearConverter(parts[1].value, at: node) else {
            throw unsupported(node, "a measurement whose unit is \(unit.kind)")
        }
        return converter
    }
}
