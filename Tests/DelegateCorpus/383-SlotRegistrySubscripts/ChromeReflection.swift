import GoogleNavigation
import UIKit

/// Reflection by hand over the SDK's state objects: each lists the views it
/// hands over under its property names, the labels `Mirror` would give
/// (`Mirror` sees nothing of these Objective-C classes). A label with no
/// `ChromeSlot` is a view we do not show: the screen starts empty and only
/// what gets a slot is added.
@MainActor
protocol ChromeReflecting: NavigationUIState {
    var reflectedViews: [(label: String, view: UIView)] { get }
    var reflectedButtons: [NavigationUIButton] { get }
}

extension NavigationReadyUIState: ChromeReflecting {
    var reflectedViews: [(label: String, view: UIView)] {
        [("viewport", viewport), ("googleLogo", googleLogo)]
    }

    var reflectedButtons: [NavigationUIButton] { buttons }
}

extension ActiveGuidanceUIState: ChromeReflecting {
    var reflectedViews: [(label: String, view: UIView)] {
        [
            ("turnCard", turnCard),
            ("etaCard", etaCard),
            ("tripProgressBar", tripProgressBar),
            ("speedWidget", speedWidget),
            ("googleLogo", googleLogo),
            ("viewport", viewport),
        ]
    }

    var reflectedButtons: [NavigationUIButton] { buttons }
}

extension ChromeReflecting {
    /// The handed-over views that have a slot, and the labels of those that do not.
    func slottedViews() -> (views: [ChromeSlot: UIView], unslotted: [String]) {
        var views: [ChromeSlot: UIView] = [:]
        var unslotted: [String] = []
        for child in reflectedViews {
            if let slot = ChromeSlot(rawValue: child.label) {
                views[slot] = child.view
            } else {
                unslotted.append(child.label)
            }
        }
        return (views, unslotted)
    }

    /// "ActiveGuidanceUIState(wide)" for logs.
    var debugName: String {
        "\(String(describing: type(of: self)))(\(wideMode ? "wide" : "compact"))"
    }
}
