// Minimal stand-ins for the Capacitor iOS bridge types the plugin uses.
// Vendored so the native side builds and tests without the Capacitor pod;
// the signatures follow Capacitor 6 (`CAPPlugin`, `CAPPluginCall`,
// `CAPBridgedPlugin`, `CAPPluginMethod`). Keep this file small: anything the
// plugin does not call does not belong here.

import Foundation

typealias PluginCallResultData = [String: Any]

enum CAPPluginReturnType: String { case none, promise, callback }

struct CAPPluginMethod {
    let name: String
    let returnType: CAPPluginReturnType
}

@MainActor
protocol CAPBridgedPlugin: AnyObject {
    var identifier: String { get }
    var jsName: String { get }
    var pluginMethods: [CAPPluginMethod] { get }
}

@MainActor
class CAPPluginCall {
    let callbackId: String
    let options: [String: Any]
    private(set) var resolved: PluginCallResultData?
    private(set) var rejected: (message: String, code: String?)?

    init(callbackId: String, options: [String: Any]) {
        self.callbackId = callbackId
        self.options = options
    }

    func getString(_ key: String) -> String? { options[key] as? String }
    func getBool(_ key: String) -> Bool? { options[key] as? Bool }
    func getBool(_ key: String, _ defaultValue: Bool) -> Bool { getBool(key) ?? defaultValue }

    /// JavaScript numbers arrive as `Double` or `Int` depending on the JSON
    /// encoder; Capacitor's `getDouble` accepts both.
    func getDouble(_ key: String) -> Double? {
        if let value = options[key] as? Double { return value }
        if let value = options[key] as? Int { return Double(value) }
        return nil
    }

    func resolve(_ data: PluginCallResultData = [:]) { resolved = data }
    func reject(_ message: String, _ code: String? = nil) { rejected = (message, code) }
}

@MainActor
class CAPPlugin: NSObject {
    private(set) var sentEvents: [(name: String, data: [String: Any])] = []

    /// Called once by the bridge after the plugin is registered.
    func load() {}

    func notifyListeners(_ eventName: String, data: [String: Any]) {
        sentEvents.append((eventName, data))
    }
}
