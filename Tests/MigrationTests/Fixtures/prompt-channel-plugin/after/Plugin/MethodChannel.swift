import Foundation

/// A call from the host app: a method name and its loosely typed arguments.
struct MethodCall {
    var method: String
    var arguments: Any?
}

/// The host framework's two-way channel, as the plug-in sees it: calls come
/// in through the handler, events go out with `invokeMethod`.
@MainActor
protocol MethodChannel: AnyObject {
    func invokeMethod(_ method: String, arguments: Any?)
    func setMethodCallHandler(_ handler: @escaping @MainActor (MethodCall, @escaping (Any?) -> Void) -> Void)
}
