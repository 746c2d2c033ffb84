import GoogleNavigation

/// The Google views the navigation-ready state hands over.
@MainActor
struct ReadyChrome {
    let logo: UIView
    let viewport: UIView
    let compass: UIView?

    init(_ state: NavigationReadyUIState) {
        logo = state.googleLogo
        viewport = state.viewport
        compass = state.buttons.view(ofType: .compass)
    }
}

/// The Google views the active-guidance state hands over.
@MainActor
struct GuidanceChrome {
    let turnCard: UIView
    let etaCard: UIView
    let speedWidget: UIView
    let logo: UIView
    let viewport: UIView
    let compass: UIView?
    let reporting: UIView?

    init(_ state: ActiveGuidanceUIState) {
        turnCard = state.turnCard
        etaCard = state.etaCard
        speedWidget = state.speedWidget
        logo = state.googleLogo
        viewport = state.viewport
        compass = state.buttons.view(ofType: .compass)
        reporting = state.buttons.view(ofType: .reporting)
    }
}

enum NavigationPhase {
    case inactive
    case ready(ReadyChrome)
    case guiding(GuidanceChrome)
}

struct LayoutState {
    var phase: NavigationPhase = .inactive
    var isWide = false
}

@MainActor
extension Array where Element == NavigationUIButton {
    /// Buttons are found by type; the SDK may reorder the array.
    func view(ofType type: NavigationButtonKnownType) -> UIView? {
        first { $0.type == type }?.view
    }
}

/// Turns the SDK's delegate callbacks into bindable layout state.
@MainActor
final class LayoutViewModel {
    let state = Observable(LayoutState())
    let prompt = Observable<NavigationPromptView?>(nil)

    func navigationEnabled(_ ready: NavigationReadyUIState) {
        state.value = LayoutState(phase: .ready(ReadyChrome(ready)), isWide: ready.wideMode)
    }

    func navigationDisabled() {
        if prompt.value != nil { prompt.value = nil }
        state.value = LayoutState()
    }

    func guidanceStarted(_ guidance: ActiveGuidanceUIState) {
        state.value = LayoutState(phase: .guiding(GuidanceChrome(guidance)), isWide: guidance.wideMode)
    }

    func guidanceStopped(_ ready: NavigationReadyUIState) {
        if prompt.value != nil { prompt.value = nil }
        state.value = LayoutState(phase: .ready(ReadyChrome(ready)), isWide: ready.wideMode)
    }

    func containerResized(isWide: Bool) {
        guard state.value.isWide != isWide else { return }
        state.value.isWide = isWide
    }

    func promptShown(_ newPrompt: NavigationPromptView) {
        prompt.value = newPrompt
    }

    func promptHidden(_ oldPrompt: NavigationPromptView) {
        if prompt.value === oldPrompt { prompt.value = nil }
    }
}
