import GoogleNavigation
import UIKit

/// Everything the navigation chrome layout depends on. Plain data: the SDK's
/// state objects and the prompt are compared by identity (NSObject equality).
struct LayoutState: Equatable {
    enum Screen: Equatable {
        case hidden
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
    }

    var screen: Screen = .hidden
    var isWide = false
    var prompt: NavigationPromptView?

    var isGuiding: Bool {
        if case .guidance = screen { return true }
        return false
    }
}

enum LayoutAction {
    case enable(NavigationReadyUIState)
    case disable
    case startGuidance(ActiveGuidanceUIState)
    case stopGuidance(NavigationReadyUIState)
    case resize(wide: Bool)
    case showPrompt(NavigationPromptView)
    case hidePrompt(NavigationPromptView)
    case changePrompt(new: NavigationPromptView, old: NavigationPromptView)
}

/// Pure: the next state for an action.
@MainActor
func reduce(_ state: LayoutState, _ action: LayoutAction) -> LayoutState {
    var next = state
    switch action {
    case .enable(let ready):
        next = LayoutState(screen: .ready(ready), isWide: ready.wideMode, prompt: nil)
    case .disable:
        next = LayoutState()
    case .startGuidance(let guidance):
        next.screen = .guidance(guidance)
        next.isWide = guidance.wideMode
    case .stopGuidance(let ready):
        next.screen = .ready(ready)
        next.isWide = ready.wideMode
        next.prompt = nil
    case .resize(let wide):
        next.isWide = wide
    case .showPrompt(let prompt), .changePrompt(new: let prompt, old: _):
        guard next.isGuiding else { break }
        next.prompt = prompt
    case .hidePrompt(let prompt):
        if next.prompt == prompt { next.prompt = nil }
    }
    return next
}

/// A minimal unidirectional store: `send` reduces, then tells the
/// subscribers the old and the new state when something changed.
@MainActor
final class LayoutStore {
    typealias Subscriber = (_ old: LayoutState, _ new: LayoutState) -> Void

    private(set) var state = LayoutState()
    private var subscribers: [Subscriber] = []

    func subscribe(_ subscriber: @escaping Subscriber) {
        subscribers.append(subscriber)
    }

    func send(_ action: LayoutAction) {
        let old = state
        state = reduce(old, action)
        guard state != old else { return }
        subscribers.forEach { $0(old, state) }
    }
}
