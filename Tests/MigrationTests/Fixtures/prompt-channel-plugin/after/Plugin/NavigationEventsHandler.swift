import GoogleNavigation
import UIKit

/// Streams navigator events to the host app over the channel while it asks
/// for them: remaining time, and prompts coming and going (the host moves its
/// own widgets out of the way).
@MainActor
final class NavigationEventsHandler: NSObject, GMSNavigatorListener {
    private let channel: MethodChannel
    weak var navigator: GMSNavigator?
    private var isListening = false

    init(channel: MethodChannel) {
        self.channel = channel
        super.init()
    }

    func handle(call: MethodCall, result: @escaping (Any?) -> Void) {
        switch call.method {
        case "startListening":
            guard !isListening, let navigator else { return result(false) }
            navigator.addListener(self)
            isListening = true
            result(true)
        case "stopListening":
            navigator?.removeListener(self)
            isListening = false
            result(true)
        default:
            result(nil)
        }
    }

    func navigator(_ navigator: GMSNavigator, didUpdateRemainingTime time: TimeInterval) {
        channel.invokeMethod("onRemainingTimeChanged", arguments: time)
    }

    /// Called from the layout delegate's `willPresentPrompt` hook (was the listener's `navigatorWillPresentPrompt(_:)`).
    func willPresentPrompt(_ navigator: GMSNavigator) {
        channel.invokeMethod("onPromptVisibilityChanged", arguments: ["visible": true, "remainingTime": navigator.timeToNextDestination])
    }

    /// Called from the layout delegate's `didDismissPrompt` hook (was the listener's `navigatorDidDismissPrompt(_:)`).
    func didDismissPrompt() {
        channel.invokeMethod("onPromptVisibilityChanged", arguments: ["visible": false])
    }
}
