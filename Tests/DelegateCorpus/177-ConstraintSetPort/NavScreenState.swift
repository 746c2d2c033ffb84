import GoogleNavigation

/// What the nav screen shows: one value, re-rendered whole on every change (our Android
/// screen applied a ConstraintSet per state the same way).
enum NavScreenState {
    case idle
    case ready(NavigationReadyUIState)
    case navigating(ActiveGuidanceUIState, prompt: NavigationPromptView?)

    var name: String {
        switch self {
        case .idle: return "idle"
        case .ready: return "ready"
        case .navigating(_, let prompt): return prompt == nil ? "navigating" : "navigating+prompt"
        }
    }
}

/// dimens.xml
enum Dimens {
    static let margin: CGFloat = 8
    static let columnPercent: CGFloat = 0.5         // wide mode: cards stay left of this guideline (start side)
    static let progressBarEndPercent: CGFloat = 0.55
    static let speedWidgetBias: CGFloat = 0.5
    static let promptFadeSeconds: TimeInterval = 0.2
}
