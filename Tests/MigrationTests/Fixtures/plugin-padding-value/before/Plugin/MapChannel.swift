import Foundation

/// The host framework's message channel, as the plug-in sees it: named
/// calls with loosely typed arguments, answered with a reply value.
@MainActor
protocol MapChannel: AnyObject {
    func setHandler(_ handler: @escaping @MainActor (_ method: String, _ arguments: [String: Any]) -> Any?)
}

/// Insets as they cross the channel: four optional numbers.
struct InsetsMessage {
    var top: Double?
    var left: Double?
    var bottom: Double?
    var right: Double?

    init(_ arguments: [String: Any]) {
        top = arguments["top"] as? Double
        left = arguments["left"] as? Double
        bottom = arguments["bottom"] as? Double
        right = arguments["right"] as? Double
    }
}
