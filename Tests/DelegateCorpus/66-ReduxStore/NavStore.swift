import GoogleNavigation
import UIKit

/// The whole navigation chrome, as a value.
struct NavUIState: Equatable {
    enum Phase: Equatable {
        case off, ready, guiding
    }

    var phase: Phase = .off
    var wide = false
    var prompt: ObjectIdentifier?

    var showsPrompt: Bool { phase == .guiding && prompt != nil }
}

enum Action {
    case enable(wide: Bool)
    case disable
    case startGuidance(wide: Bool)
    case stopGuidance
    case resize(wide: Bool)
    case showPrompt(ObjectIdentifier)
    case hidePrompt
}

func reduce(_ state: NavUIState, _ action: Action) -> NavUIState {
    var next = state
    switch action {
    case .enable(let wide):
        next = NavUIState(phase: .ready, wide: wide, prompt: nil)
    case .disable:
        next = NavUIState()
    case .startGuidance(let wide) where state.phase == .ready:
        next.phase = .guiding
        next.wide = wide
    case .startGuidance:
        break
    case .stopGuidance:
        next.phase = .ready
        next.prompt = nil
    case .resize(let wide):
        next.wide = wide
    case .showPrompt(let id) where state.phase == .guiding:
        next.prompt = id
    case .showPrompt:
        break
    case .hidePrompt:
        next.prompt = nil
    }
    return next
}
