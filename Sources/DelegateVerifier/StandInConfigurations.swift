import LayoutModel
import SwiftSyntax

/// A flag among the values a delegate is made with (`DelegateStandIns.swift`):
/// a `Bool` or a payload-free enum of the files, as a stand-in argument or a
/// field of one (`dependencies.flags.compactEta`). The app may pass any of its
/// values and each may decide the layout, so the verification runs each
/// (`StandInConfiguration.all`), not only the one a stand-in happens to hold.
struct StandInFlag: Hashable, Sendable {
    /// Where it is among the arguments: `compact`, `dependencies.flags.compactEta`.
    let path: String
    /// Its values, the first run's first (a shared value's own, `false`, the first case).
    let values: [FlagValue]
}

/// A value of a `StandInFlag`.
enum FlagValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    /// A case of an enum, or a shared value of a type (`static let roomy`), by name.
    case enumCase(String)

    var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .enumCase(let name): ".\(name)"
        }
    }
}

/// The flags' values of one run of the delegate's scenarios.
struct StandInConfiguration: Sendable {
    let values: [String: FlagValue]
    /// `flags.compactEta=true`: the flags not at their first value; `nil` for the first run's.
    let name: String?

    /// At most this many runs of every scenario: more flags run each other value alone.
    static let most = 16

    /// The first run's configuration (each flag at its first value), then the
    /// others: every combination when there are at most `most`, else each
    /// flag's other values one at a time (`isExhaustive` says which).
    static func all(_ flags: [StandInFlag]) -> [StandInConfiguration] {
        let first = Dictionary(uniqueKeysWithValues: flags.map { ($0.path, $0.values[0]) })
        let settings: [[String: FlagValue]] =
            isExhaustive(flags)
            ? flags.reduce(into: [[:]]) { partial, flag in
                partial = partial.flatMap { setting in flag.values.map { setting.merging([flag.path: $0]) { $1 } } }
            }
            : [first] + flags.flatMap { flag in flag.values.dropFirst().map { first.merging([flag.path: $0]) { $1 } } }
        return settings.map { setting in
            let changed = flags.filter { setting[$0.path] != $0.values[0] }.map { "\($0.path)=\(setting[$0.path]!)" }
            return StandInConfiguration(values: setting, name: changed.isEmpty ? nil : changed.joined(separator: ","))
        }
    }

    /// Whether `all` gives every combination of the flags' values.
    static func isExhaustive(_ flags: [StandInFlag]) -> Bool {
        flags.reduce(1) { $0 * $1.values.count } <= most
    }
}

extension Interpreter {
    /// The value of a flag of the stand-in arguments in this run, noting the
    /// flag (its values, `first` first: the value the code gave it, else the type's first) the first time it is met.
    func standInFlag(_ path: String, values: [FlagValue], first: FlagValue? = nil) -> FlagValue {
        let first = first ?? values[0]
        if !standInFlags.contains(where: { $0.path == path }) {
            standInFlags.append(StandInFlag(path: path, values: [first] + values.filter { $0 != first }))
        }
        return standInConfiguration[path] ?? first
    }

    /// What the assumption at the delegate's initializer says of the flags found:
    /// each a run of every scenario, in every combination or one at a time.
    var sweptFlagsText: String {
        guard !standInFlags.isEmpty else { return "" }
        let mode = StandInConfiguration.isExhaustive(standInFlags) ? "every combination" : "one flag changed at a time"
        let paths = standInFlags.map(\.path).joined(separator: ", ")
        return "; every scenario runs with each value of \(paths) (\(mode), \(StandInConfiguration.all(standInFlags).count) runs)"
    }

    /// A default argument of the delegate's `init()`: a flag takes this run's
    /// value, a struct's flag fields too (`config: ChromeConfig()`, its own values first).
    func sweptDefault(_ value: Value, of parameter: FunctionParameterSyntax) -> Value {
        let path = parameter.secondName?.text ?? parameter.firstName.text
        if let (values, enumType) = flagValues(of: parameter.type), let first = Self.flagValue(of: value) {
            return flagValue(standInFlag(path, values: values, first: first), of: enumType)
        }
        let copy = value.copied()
        sweepFlagFields(of: copy, path: path)
        return copy
    }

    /// The values a field or parameter of `type` can be swept over: `Bool`, or
    /// an enum of the files whose cases carry no payload.
    func flagValues(of type: TypeSyntax) -> (values: [FlagValue], enumType: TypeModel?)? {
        guard !type.is(OptionalTypeSyntax.self), !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) else { return nil }
        let name = declaredType(type).baseName
        if name == "Bool" { return ([.bool(false), .bool(true)], nil) }
        return source.appType(name).flatMap(Self.caseFlagValues)
    }

    /// The cases of an enum of the files that carry no payload, as flag values.
    private static func caseFlagValues(_ model: TypeModel) -> (values: [FlagValue], enumType: TypeModel?)? {
        guard model.kind == .enum, !model.cases.isEmpty, model.cases.allSatisfy({ $0.parameterTypes.isEmpty }) else { return nil }
        return (model.cases.map { .enumCase($0.name) }, model)
    }

    /// The values a field holding `value` can be swept over, when its type is not written.
    private func flagValues(holding value: Value) -> (values: [FlagValue], enumType: TypeModel?)? {
        switch value {
        case .bool: return ([.bool(false), .bool(true)], nil)
        case .enumCase(let value): return value.typeName.flatMap(source.appType).flatMap(Self.caseFlagValues)
        default: return nil
        }
    }

    /// `value` as the interpreter's value of a flag of `enumType` (`nil`: a `Bool`).
    func flagValue(_ value: FlagValue, of enumType: TypeModel?) -> Value {
        switch value {
        case .bool(let flag): .bool(flag)
        case .enumCase(let name): .enumCase(EnumValue(typeName: enumType?.name, name: name, payload: []))
        }
    }

    /// Sweeps the flag fields of a struct stand-in (a shared value such as
    /// `FeatureFlags.launch` or one made by `Options()`, its own values
    /// first) that the app can set: each takes this run's value. Only a struct
    /// without initializers of its own: its fields are the app's inputs, where
    /// an initializer may derive one from another, so that not every combination can happen.
    func sweepFlagFields(of value: Value, path: String) {
        guard case .object(let instance) = value, instance.type.kind == .struct, instance.type.initializers.isEmpty else { return }
        for property in instance.type.storedProperties where !(property.isLet && property.initializer != nil) {
            let hidden = property.declaration?.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) } ?? true
            // `var compact = false` declares no type: its value tells.
            guard !hidden, let current = instance.fields[property.name], let first = Self.flagValue(of: current),
                let (values, enumType) = property.type.map(flagValues(of:)) ?? flagValues(holding: current)
            else { continue }
            instance.fields[property.name] = flagValue(standInFlag("\(path).\(property.name)", values: values, first: first), of: enumType)
        }
    }

    /// The flag value an interpreter value holds, if it is one.
    private static func flagValue(of value: Value) -> FlagValue? {
        switch value {
        case .bool(let flag): .bool(flag)
        case .enumCase(let value) where value.payload.isEmpty: .enumCase(value.name)
        default: nil
        }
    }
}
