import Foundation
import GoogleNavigation
import UIKit

// The iOS half of the `nav_chrome` plugin. The Dart side talks to us through
// the "com.fleet.nav_chrome/methods" channel; we answer through `ChromeResult`
// and push layout events back through the "com.fleet.nav_chrome/events" sink.

/// What a FlutterResult looks like to us: called once with a value, an error, or nil.
typealias ChromeResult = (Any?) -> Void

/// The event side of the channel (a FlutterEventSink in the app target).
@MainActor
protocol ChromeEventChannel: AnyObject {
    func send(_ event: String, _ payload: [String: Any])
}

/// Keeps events until Dart starts listening (the stream is opened lazily on the Dart side).
@MainActor
final class BufferedEventChannel: ChromeEventChannel {
    private(set) var pending: [(String, [String: Any])] = []
    var forward: ((String, [String: Any]) -> Void)?

    func send(_ event: String, _ payload: [String: Any]) {
        if let forward {
            forward(event, payload)
        } else {
            pending.append((event, payload))
            if pending.count > 32 { pending.removeFirst() }
        }
    }

    func listen(_ handler: @escaping (String, [String: Any]) -> Void) {
        forward = handler
        let queued = pending
        pending.removeAll()
        queued.forEach { handler($0.0, $0.1) }
    }
}

/// State shared between the method handler and the layout delegate. Dart sends
/// numbers as NSNumber (ints and doubles alike) and nested maps as dictionaries,
/// so we keep the raw payload and read it with the helpers below.
@MainActor
final class NavChromeStore {
    static let shared = NavChromeStore()

    /// The payload of the last `configure` call, merged over the defaults.
    var arguments: [String: Any] = NavChromeStore.defaultArguments
    let events = BufferedEventChannel()

    static let defaultArguments: [String: Any] = [
        "edgePadding": NSNumber(value: 12.0),
        "buttonSpacing": 12,
        "showSpeedWidget": true,
        "showTripProgress": NSNumber(value: true),
        "viewportInsets": ["top": 0.0, "bottom": NSNumber(value: 4)] as [String: Any],
        "promptAnimationMs": 250,
    ]

    func merge(_ payload: [String: Any]) {
        arguments.merge(payload) { _, new in new }
    }
}

extension Dictionary where Key == String, Value == Any {
    /// A number from the channel: NSNumber, a boxed Double/Int, or a numeric string.
    func number(_ key: String) -> CGFloat? {
        switch self[key] {
        case let value as NSNumber:
            return CGFloat(value.doubleValue)
        case let value as String:
            return Double(value).map { CGFloat($0) }
        default:
            return nil
        }
    }

    func number(_ key: String, or fallback: CGFloat) -> CGFloat {
        number(key) ?? fallback
    }

    func flag(_ key: String, or fallback: Bool) -> Bool {
        (self[key] as? NSNumber)?.boolValue ?? fallback
    }

    func map(_ key: String) -> [String: Any] {
        self[key] as? [String: Any] ?? [:]
    }
}

/// The method channel handler: one closure per method name.
@MainActor
final class NavChromePlugin {
    private let store: NavChromeStore
    private let delegate: NavChromeLayoutDelegate
    private var handlers: [String: (Any?) -> Void] = [:]
    private var lastResult: ChromeResult?

    init(store: NavChromeStore = .shared) {
        self.store = store
        self.delegate = NavChromeLayoutDelegate(store: store)
        registerHandlers()
    }

    /// Must run before navigation is turned on (the SDK throws afterwards).
    func attach(to mapView: GMSMapView, session: GMSNavigationSession) {
        do {
            try mapView.setLayoutDelegate(delegate)
        } catch {
            store.events.send("error", ["message": "setLayoutDelegate failed: \(error)"])
            return
        }
        mapView.enableNavigation(with: session)
    }

    func handle(method: String, arguments: Any?, result: @escaping ChromeResult) {
        guard let handler = handlers[method] else {
            result(["code": "unimplemented", "method": method])
            return
        }
        lastResult = result
        handler(arguments)
        lastResult?(nil)
        lastResult = nil
    }

    private func registerHandlers() {
        handlers["configure"] = { [weak self] arguments in
            guard let self, let payload = arguments as? [String: Any] else { return }
            self.store.merge(payload)
            self.delegate.relayout()
        }
        handlers["setEdgePadding"] = { [weak self] arguments in
            guard let self, let value = arguments as? NSNumber else { return }
            self.store.arguments["edgePadding"] = value
            self.delegate.relayout()
        }
        handlers["setViewportInsets"] = { [weak self] arguments in
            guard let self, let insets = arguments as? [String: Any] else { return }
            self.store.arguments["viewportInsets"] = insets
            self.delegate.relayout()
        }
        handlers["listen"] = { [weak self] _ in
            self?.store.events.listen { event, payload in
                print("nav_chrome event \(event): \(payload)")
            }
        }
    }
}
