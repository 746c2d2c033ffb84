import SwiftSyntax

/// What layout code reads of the app's environment to pick a variant (feature
/// flags): `UserDefaults.standard` and `ProcessInfo.processInfo`, as on a
/// fresh install launched without arguments, and `Bundle.main`'s Info.plist
/// entries, which are not among the files given (read as absent). Values the code itself sets are
/// read back; every other read (a registered default among them) is stated as
/// an assumption, as the layout then depends on a setting the run cannot know.
extension Interpreter {
    private static let userDefaults = "UserDefaults.standard"
    private static let processInfo = "ProcessInfo.processInfo"
    private static let mainBundle = "Bundle.main"

    /// `UserDefaults.standard`, `ProcessInfo.processInfo`.
    func environmentObject(_ typeName: String, _ name: String) -> Value? {
        switch (typeName, name) {
        case ("UserDefaults", "standard"): .library(Self.userDefaults)
        case ("ProcessInfo", "processInfo"): .library(Self.processInfo)
        case ("Bundle", "main"): .library(Self.mainBundle)
        default: nil
        }
    }

    /// `ProcessInfo.processInfo.arguments` (the app's name alone), `environment` (empty), and its flags (false).
    func environmentMember(_ name: String, of description: String, at node: some SyntaxProtocol) -> Value? {
        guard description == Self.processInfo else { return nil }
        if name == "systemUptime" { return .number(readClock(at: node)) }
        let value: Value
        switch name {
        case "arguments": value = .array([.string("App")])
        case "environment": value = .dictionary([])
        case "isLowPowerModeEnabled", "isMacCatalystApp", "isiOSAppOnMac": value = .bool(false)
        default: return nil
        }
        assume(node, "ProcessInfo.processInfo.\(name) is read as for an app launched without arguments: \(value.environmentText)")
        return value
    }

    /// `UserDefaults.standard`'s getters (`bool(forKey:)`, ...: what the code
    /// set or registered, else an unset key's value), `set(_:forKey:)`,
    /// `removeObject(forKey:)` and `register(defaults:)`.
    func callEnvironment(_ name: String, on description: String, _ arguments: [Argument], at call: some SyntaxProtocol) throws -> Value? {
        if description == Self.mainBundle, name == "object", arguments.map(\.label) == ["forInfoDictionaryKey"], case .string(let key) = arguments[0].value {
            assume(call, "Bundle.main.object(forInfoDictionaryKey: \"\(key)\") is read as absent (nil): the app's Info.plist is not among the files given, so the layout with its value is not checked")
            return .null
        }
        guard description == Self.userDefaults else { return nil }
        func key(_ index: Int) throws -> String {
            guard arguments.count > index, case .string(let key) = arguments[index].value else {
                throw unsupported(call, "a UserDefaults key that is not a string")
            }
            return key
        }
        switch (name, arguments.map(\.label)) {
        case ("set", [nil, "forKey"]):
            defaultsSet[try key(1)] = arguments[0].value
            return .void
        case ("removeObject", ["forKey"]):
            defaultsSet[try key(0)] = nil
            return .void
        case ("register", ["defaults"]):
            guard case .dictionary(let entries) = arguments[0].value else { throw unsupported(call, "registering \(arguments[0].value.kind)") }
            for entry in entries { if case .string(let key) = entry.key { defaultsRegistered[key] = entry.value } }
            return .void
        case (_, ["forKey"]):
            let key = try key(0)
            if let value = defaultsSet[key] { return value }
            // A registered default is what a fresh install reads, and only that: the user's other value is not run.
            if let value = defaultsRegistered[key] {
                assume(call, "UserDefaults.standard.\(name)(forKey: \"\(key)\") is read as its registered default: \(value.environmentText); other values are not checked")
                return value
            }
            let unset: Value
            switch name {
            case "bool": unset = .bool(false)
            case "integer", "double", "float": unset = .number(0)
            case "string", "object", "array", "dictionary", "stringArray", "data", "url": unset = .null
            default: return nil
            }
            assume(call, "UserDefaults.standard.\(name)(forKey: \"\(key)\") is read as on a fresh install: \(unset.environmentText)")
            return unset
        default:
            return nil
        }
    }
}

private extension Value {
    var environmentText: String {
        switch self {
        case .bool(let flag): "\(flag)"
        case .number(let number): "\(Int(number))"
        case .null: "nil"
        case .array(let elements): "[\(elements.map { if case .string(let text) = $0 { "\"\(text)\"" } else { $0.kind } }.joined(separator: ", "))]"
        case .dictionary(let entries) where entries.isEmpty: "[:]"
        default: kind
        }
    }
}
