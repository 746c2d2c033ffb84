import GoogleNavigation
import UIKit

// The navigation layout as a state machine whose states are values: each
// state carries the function that takes the next event to the next state,
// performing the layout on the way. No enum of states, no switch over "where
// are we": a state only knows the events it cares about.

/// Everything the SDK tells the layout, as one event type.
enum LayoutEvent {
    case enable(GMSMapView, NavigationReadyUIState)
    case disable(GMSMapView, NavigationReadyUIState)
    case start(GMSMapView, ActiveGuidanceUIState)
    case stop(GMSMapView, NavigationReadyUIState)
    case resize(GMSMapView, NavigationUIState)
    case showPrompt(GMSMapView, NavigationPromptView)
    case hidePrompt(GMSMapView, NavigationPromptView)
    case changePrompt(GMSMapView, new: NavigationPromptView, old: NavigationPromptView)
}

/// A state: a name for logs and tests, and the transition out of it.
struct LayoutState {
    let name: String
    let next: @MainActor (LayoutEvent) -> LayoutState
}

/// What the states need from outside: numbers and the animation effect
/// (tests swap `animate` for one that runs the changes and completion at once).
struct Env {
    var promptSlideDuration: TimeInterval = 0.25
    var buttonSpacing: CGFloat = 10
    var animate: @MainActor (TimeInterval, @escaping () -> Void, @escaping () -> Void) -> Void = { duration, changes, done in
        UIView.animate(withDuration: duration, animations: changes, completion: { _ in done() })
    }
}

// MARK: - States

/// Navigation off: nothing of ours on the map.
@MainActor
func idle(_ env: Env) -> LayoutState {
    LayoutState(name: "idle") { event in
        guard case let .enable(map, ui) = event else { return idle(env) }
        let session = Session(map: map)
        session.open()
        let scene = ReadyScene(ui: ui, session: session, env: env)
        scene.show()
        return ready(env, scene)
    }
}

/// Navigation ready: logo, viewport and the compass.
@MainActor
func ready(_ env: Env, _ scene: ReadyScene) -> LayoutState {
    LayoutState(name: "ready") { event in
        switch event {
        case let .start(_, ui):
            scene.hide(keepingSharedViews: true)
            let guidance = GuidanceScene(ui: ui, session: scene.session, env: env)
            guidance.show()
            return guiding(env, guidance, prompt: nil)

        case let .resize(_, newState):
            guard newState.wideMode != scene.wide else { return ready(env, scene) }
            return ready(env, scene.relaidOut(wide: newState.wideMode))

        case .disable:
            scene.hide(keepingSharedViews: false)
            scene.session.close()
            return idle(env)

        case .enable, .stop, .showPrompt, .hidePrompt, .changePrompt:
            return ready(env, scene)
        }
    }
}

/// Active guidance, with at most one prompt on screen.
@MainActor
func guiding(_ env: Env, _ scene: GuidanceScene, prompt: PromptSlot?) -> LayoutState {
    LayoutState(name: prompt == nil ? "guiding" : "guiding+prompt") { event in
        switch event {
        case let .showPrompt(map, newPrompt):
            let slot = PromptSlot.slideIn(newPrompt, on: map, above: scene.session, env: env)
            return guiding(env, scene, prompt: slot)

        case let .hidePrompt(map, oldPrompt):
            guard let slot = prompt, slot.view === oldPrompt else { return guiding(env, scene, prompt: prompt) }
            slot.slideOut(on: map, env: env)
            return guiding(env, scene, prompt: nil)

        case let .changePrompt(map, newPrompt, oldPrompt):
            if let slot = prompt, slot.view === oldPrompt {
                slot.slideOut(on: map, env: env)
            }
            let slot = PromptSlot.slideIn(newPrompt, on: map, above: scene.session, env: env)
            return guiding(env, scene, prompt: slot)

        case let .resize(_, newState):
            guard newState.wideMode != scene.wide else { return guiding(env, scene, prompt: prompt) }
            return guiding(env, scene.relaidOut(wide: newState.wideMode), prompt: prompt)

        case let .stop(_, ui):
            prompt?.remove()
            scene.hide(keepingSharedViews: true)
            let back = ReadyScene(ui: ui, session: scene.session, env: env)
            back.show()
            return ready(env, back)

        case .disable:
            prompt?.remove()
            scene.hide(keepingSharedViews: false)
            scene.session.close()
            return idle(env)

        case .enable, .start:
            return guiding(env, scene, prompt: prompt)
        }
    }
}
