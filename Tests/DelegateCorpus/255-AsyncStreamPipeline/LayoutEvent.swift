import GoogleNavigation
import UIKit

/// One SDK layout callback, as it travels through the render pipeline.
///
/// The callbacks only describe what happened; the render task owned by
/// `StreamingLayoutDelegate` applies them, one at a time and in order, on the
/// main actor. Every payload is a main-actor class, so the enum is `Sendable`.
enum LayoutEvent: Sendable {
    case navigationEnabled(GMSMapView, NavigationReadyUIState)
    case navigationDisabled(GMSMapView, NavigationReadyUIState)
    case guidanceStarted(GMSMapView, ActiveGuidanceUIState)
    case guidanceStopped(GMSMapView, NavigationReadyUIState)
    case sizeChanged(GMSMapView, NavigationUIState)
    case promptShown(GMSMapView, NavigationPromptView)
    case promptHidden(GMSMapView, NavigationPromptView)
    case promptChanged(GMSMapView, new: NavigationPromptView, old: NavigationPromptView)
}

extension LayoutEvent {
    /// Short tag for the pipeline's debug log.
    var name: String {
        switch self {
        case .navigationEnabled: return "enable"
        case .navigationDisabled: return "disable"
        case .guidanceStarted: return "startGuidance"
        case .guidanceStopped: return "stopGuidance"
        case .sizeChanged: return "sizeChanged"
        case .promptShown: return "showPrompt"
        case .promptHidden: return "hidePrompt"
        case .promptChanged: return "changePrompt"
        }
    }
}

/// What the screen should show; the render pass turns it into views and constraints.
enum ScreenPhase {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)

    var isGuiding: Bool {
        if case .guidance = self { return true }
        return false
    }
}

/// Spacing used by the pipeline, all derived from the SDK's style values.
enum Spacing {
    static var edge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttonSide: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let promptIn: TimeInterval = 0.25
    static let promptOut: TimeInterval = 0.2
}
