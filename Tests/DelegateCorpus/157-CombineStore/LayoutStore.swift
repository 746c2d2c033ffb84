import Combine
import GoogleNavigation
import UIKit

/// What the SDK told the delegate, as events the callbacks send.
enum LayoutEvent {
    case enabled(GMSMapView, NavigationReadyUIState)
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
    case resized(wide: Bool)
    case disabled
}

/// Where navigation is, with the SDK's state for it.
enum NavPhase {
    case off, ready(NavigationReadyUIState), guidance(ActiveGuidanceUIState)

    var isOff: Bool { if case .off = self { return true } else { return false } }
}

/// The layout's state, published so the app's overlays can follow it too.
@MainActor
final class LayoutStore: ObservableObject {
    @Published var phase: NavPhase = .off
    @Published var isWide = false
    @Published var prompt: NavigationPromptView?
}
