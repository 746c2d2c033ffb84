import GoogleNavigation
import UIKit

/// The navigation chrome as an explicit state machine. The machine decides
/// what has to happen on each transition and returns it as `Effect`s; it never
/// touches the view hierarchy itself (the delegate interprets the effects), so
/// transitions are unit-tested by comparing effect lists.
@MainActor
enum ChromeState {
    case off
    case ready(NavigationReadyUIState, wide: Bool)
    case guiding(ActiveGuidanceUIState, wide: Bool, prompt: NavigationPromptView?)

    var name: String {
        switch self {
        case .off: return "off"
        case .ready(_, let wide): return wide ? "ready.wide" : "ready"
        case .guiding(_, let wide, let prompt): return (wide ? "guiding.wide" : "guiding") + (prompt == nil ? "" : "+prompt")
        }
    }
}

/// Constraint groups the interpreter keeps by tag.
enum ConstraintTag: Hashable {
    /// The open-map floor guide: lives from enable to disable.
    case session
    case ready
    case guidance
    /// Keeps the open map above the prompt on screen.
    case promptKeepClear
    /// Pins of one prompt; they go with it when it is removed.
    case promptPins(ObjectIdentifier)
}

@MainActor
enum Effect {
    case addGuide(UILayoutGuide)
    case removeGuide(UILayoutGuide)
    case add(UIView)
    case remove(UIView)
    case arrangeButtons([UIView])
    case activate(ConstraintTag, [NSLayoutConstraint])
    case deactivate(ConstraintTag)
    case fadeIn(NavigationPromptView)
    /// Animates the prompt out; removes it (and its pins) when done.
    case fadeOut(NavigationPromptView)
    /// Removes the prompt on screen (if any) at once, and any still fading out.
    case dropPrompts(NavigationPromptView?)
}

@MainActor
struct ChromeMachine {
    let map: GMSMapView
    let floor: UILayoutGuide
    let buttonColumn: GMSNavigationHidingStackView
    private(set) var state: ChromeState = .off
    /// The last few states, newest last, for crash breadcrumbs.
    private(set) var history: [ChromeState] = []

    var breadcrumbs: String { history.map(\.name).joined(separator: " > ") }

    init(map: GMSMapView, floor: UILayoutGuide, buttonColumn: GMSNavigationHidingStackView) {
        self.map = map
        self.floor = floor
        self.buttonColumn = buttonColumn
    }

    mutating func transition(to new: ChromeState) -> [Effect] {
        let old = state
        var effects: [Effect] = []

        switch (old, new) {
        case (.off, .ready(let ready, let wide)):
            effects += [.addGuide(floor), .activate(.session, ChromeLayout.floor(floor, in: map))]
            effects += enterReady(ready, wide: wide)

        case (.ready(let ready, _), .off):
            effects += leaveReady(ready)
            effects += [.deactivate(.session), .removeGuide(floor)]

        case (.ready(let ready, _), .guiding(let guidance, let wide, _)):
            effects += leaveReady(ready)
            effects += enterGuidance(guidance, wide: wide)

        case (.guiding(let guidance, _, let prompt), .ready(let ready, let wide)):
            // Guidance may end with a prompt still up: it goes with guidance.
            effects += [.dropPrompts(prompt), .deactivate(.promptKeepClear)]
            effects += leaveGuidance(guidance)
            effects += enterReady(ready, wide: wide)

        case (.ready(let ready, let oldWide), .ready(_, let newWide)) where oldWide != newWide:
            effects += [.deactivate(.ready), .activate(.ready, ChromeLayout.ready(ready, wide: newWide, map: map, floor: floor, buttons: buttonColumn))]

        case (.guiding(let guidance, let oldWide, _), .guiding(_, let newWide, _)) where oldWide != newWide:
            // A prompt on screen keeps its pins (and its place in front).
            effects += [.deactivate(.guidance), .activate(.guidance, ChromeLayout.guidance(guidance, wide: newWide, map: map, floor: floor, buttons: buttonColumn))]

        case (.guiding(_, _, nil), .guiding(_, _, let shown?)):
            effects += showPrompt(shown)

        case (.guiding(_, _, let shown?), .guiding(_, _, nil)):
            effects += [.deactivate(.promptKeepClear), .fadeOut(shown)]

        case (.guiding(_, _, let previous?), .guiding(_, _, let next?)) where previous !== next:
            effects += [.deactivate(.promptKeepClear), .fadeOut(previous)]
            effects += showPrompt(next)

        case (.ready, .ready), (.guiding, .guiding):
            break  // same width class, same prompt: nothing moves

        case (.off, _), (_, .off):
            assertionFailure("unexpected transition \(old.name) -> \(new.name) after \(breadcrumbs)")
        }

        state = new
        history.append(new)
        if history.count > 12 { history.removeFirst(history.count - 12) }
        return effects
    }

    // MARK: - Building blocks

    private func enterReady(_ ready: NavigationReadyUIState, wide: Bool) -> [Effect] {
        let buttons = ChromeLayout.buttons(ready.buttons, [.compass])
        var effects: [Effect] = [.add(ready.viewport), .add(ready.googleLogo), .arrangeButtons(buttons)]
        if !buttons.isEmpty { effects.append(.add(buttonColumn)) }
        effects.append(.activate(.ready, ChromeLayout.ready(ready, wide: wide, map: map, floor: floor, buttons: buttonColumn, showsButtons: !buttons.isEmpty)))
        return effects
    }

    private func leaveReady(_ ready: NavigationReadyUIState) -> [Effect] {
        [.deactivate(.ready), .arrangeButtons([]), .remove(buttonColumn), .remove(ready.googleLogo), .remove(ready.viewport)]
    }

    private func enterGuidance(_ guidance: ActiveGuidanceUIState, wide: Bool) -> [Effect] {
        let buttons = ChromeLayout.buttons(guidance.buttons, [.compass, .reporting])
        var effects: [Effect] = [guidance.viewport, guidance.turnCard, guidance.etaCard,
                                 guidance.tripProgressBar, guidance.googleLogo, guidance.speedWidget].map { .add($0) }
        effects.append(.arrangeButtons(buttons))
        if !buttons.isEmpty { effects.append(.add(buttonColumn)) }
        effects.append(.activate(.guidance, ChromeLayout.guidance(guidance, wide: wide, map: map, floor: floor, buttons: buttonColumn, showsButtons: !buttons.isEmpty)))
        return effects
    }

    private func leaveGuidance(_ guidance: ActiveGuidanceUIState) -> [Effect] {
        var effects: [Effect] = [.deactivate(.guidance), .arrangeButtons([]), .remove(buttonColumn)]
        effects += [guidance.speedWidget, guidance.googleLogo, guidance.tripProgressBar,
                    guidance.etaCard, guidance.turnCard, guidance.viewport].map { .remove($0) }
        return effects
    }

    private func showPrompt(_ prompt: NavigationPromptView) -> [Effect] {
        let placed = ChromeLayout.prompt(prompt, map: map, floor: floor)
        return [.add(prompt),
                .activate(.promptPins(ObjectIdentifier(prompt)), placed.pins),
                .activate(.promptKeepClear, [placed.keepClear]),
                .fadeIn(prompt)]
    }
}
