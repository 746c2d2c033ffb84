import GoogleNavigation
import UIKit

struct LayoutMetrics: Equatable {
    var buttonInset: CGFloat, buttonGap: CGFloat, elementGap: CGFloat

    @MainActor static var live: LayoutMetrics {
        LayoutMetrics(buttonInset: NavigationStyleValues.buttonHorizontalPadding,
                      buttonGap: NavigationStyleValues.buttonVerticalPadding,
                      elementGap: NavigationStyleValues.elementHorizontalPadding)
    }
}

/// The store's side of the effects: closures over the real views, injected
/// like a TCA dependency so the reducer stays free of UIKit objects.
struct LayoutEnvironment {
    var mount: @MainActor (LayoutItem) -> Void
    var unmount: @MainActor (LayoutItem) -> Void
    var arrangeButtons: @MainActor ([ButtonSlot]) -> Void
    var fadeIn: @MainActor (LayoutItem) -> Void
    var fadeOut: @MainActor (LayoutItem, @escaping @MainActor () -> Void) -> Void
    var send: @MainActor (LayoutFeature.Action) -> Void
}

struct LayoutFeature: LayoutReducer {
    struct State: Equatable {
        var chrome = ChromeFeature.State()
        var prompt = PromptFeature.State()
        var mounted: Set<LayoutItem> = []
    }

    enum Action: Equatable {
        case chrome(ChromeFeature.Action)
        case prompt(PromptFeature.Action)
    }

    let metrics: LayoutMetrics
    let environment: LayoutEnvironment

    private var body: CombineReducers<State, Action> {
        CombineReducers([
            Scope(state: \State.chrome, action: { (action: Action) -> ChromeFeature.Action? in
                if case let .chrome(child) = action { return child }
                return nil
            }, child: ChromeFeature()).erased,
            Scope(state: \State.prompt, action: { (action: Action) -> PromptFeature.Action? in
                if case let .prompt(child) = action { return child }
                if case .chrome(.disable) = action { return .reset }
                return nil
            }, child: PromptFeature()).erased,
            Reduce(self.render).erased,
        ])
    }

    func reduce(into state: inout State, action: Action) -> [Effect] {
        body.reduce(into: &state, action: action)
    }

    /// The root reducer: turns the new state into a full relayout.
    private func render(_ state: inout State, _ action: Action) -> [Effect] {
        let env = environment
        let wanted = Self.items(for: state)
        let removed = state.mounted.subtracting(wanted)
        let added = wanted.subtracting(state.mounted)
        state.mounted = wanted

        // Guides first, prompts last, so every constraint has something to hold on to.
        let ordered = added.sorted { Self.mountOrder($0) < Self.mountOrder($1) }
        let slots = state.chrome.buttons
        return [
            .deactivate,
            removed.isEmpty ? .none : .run { removed.forEach(env.unmount) },
            ordered.isEmpty ? .none : .run { ordered.forEach(env.mount) },
            .activate(pins(for: state)),
            state.chrome.phase == .off ? .none : .run { env.arrangeButtons(slots) },
        ] + promptAnimations(for: action)
    }

    private func promptAnimations(for action: Action) -> [Effect] {
        let env = environment
        func fadeOut(_ id: ObjectIdentifier) -> Effect {
            .run { env.fadeOut(.prompt(id)) { env.send(.prompt(.didDisappear(id))) } }
        }
        switch action {
        case let .prompt(.show(id)):
            return [.run { env.fadeIn(.prompt(id)) }]
        case let .prompt(.change(new, old)):
            return [.run { env.fadeIn(.prompt(new)) }, fadeOut(old)]
        case let .prompt(.hide(id)):
            return [fadeOut(id)]
        default:
            return [.none]
        }
    }

    static func items(for state: State) -> Set<LayoutItem> {
        var items: Set<LayoutItem> = []
        switch state.chrome.phase {
        case .off:
            return items
        case .ready:
            items = [.floor, .logo, .viewport, .buttons]
        case .guidance:
            items = [.floor, .logo, .viewport, .buttons, .turnCard, .etaCard, .speedWidget, .tripProgressBar]
            if let current = state.prompt.current { items.insert(.prompt(current)) }
            state.prompt.outgoing.forEach { items.insert(.prompt($0)) }
        }
        return items
    }

    static func mountOrder(_ item: LayoutItem) -> Int {
        if case .prompt = item { return 2 }
        return item == .floor ? 0 : 1
    }
}

// MARK: - The layout, as data

extension LayoutFeature {
    func pins(for state: State) -> [Pin] {
        switch state.chrome.phase {
        case .off: return []
        case .ready: return floorPins + readyPins
        case .guidance: return floorPins + guidancePins(state)
        }
    }

    /// The floor is the strip at the bottom that map content must stay above.
    private var floorPins: [Pin] {
        [Pin(.floor, .leading, to: .map), Pin(.floor, .trailing, to: .map), Pin(.floor, .bottom, to: .map)]
    }

    private var readyPins: [Pin] {
        [
            Pin(.floor, .top, to: .safeArea, .bottom),
            Pin(.viewport, .top, to: .safeArea),
            Pin(.viewport, .leading, to: .safeArea),
            Pin(.viewport, .trailing, to: .safeArea),
            Pin(.viewport, .bottom, to: .floor, .top),
            Pin(.logo, .leading, to: .safeArea, offset: metrics.elementGap),
            Pin(.logo, .bottom, to: .floor, .top, offset: -metrics.buttonGap),
            Pin(.buttons, .trailing, to: .safeArea, offset: -metrics.buttonInset),
            Pin(.buttons, .top, to: .safeArea, offset: metrics.buttonGap),
            Pin(.buttons, .bottom, to: .floor, .top, offset: -metrics.buttonGap),
        ]
    }

    private func guidancePins(_ state: State) -> [Pin] {
        var pins: [Pin] = [
            Pin(.turnCard, .top, to: .map),
            Pin(.turnCard, .leading, to: .safeArea),
            Pin(.turnCard, .trailing, .atMost, to: .safeArea),
            Pin(.etaCard, .bottom, to: .map),
            Pin(.etaCard, .leading, to: .safeArea),
            Pin(.etaCard, .trailing, .atMost, to: .safeArea),
            Pin(.floor, .top, .atMost, to: .etaCard, .top, margins: true),
            Pin(.floor, .top, to: .etaCard, .top, margins: true, priority: 750),
            Pin(.speedWidget, .leading, to: .safeArea),
            Pin(.speedWidget, .bottom, to: .floor, .top),
            Pin(.logo, .leading, to: .safeArea, offset: metrics.elementGap),
            Pin(.logo, .bottom, to: .speedWidget, .top),
            Pin(.tripProgressBar, .trailing, to: .safeArea, offset: -4),
            Pin(.tripProgressBar, .top, to: .turnCard, .bottom, margins: true, offset: metrics.buttonGap),
            Pin(.tripProgressBar, .bottom, to: .floor, .top, offset: -metrics.buttonGap),
            Pin(.buttons, .trailing, to: .tripProgressBar, .leading, offset: -metrics.buttonInset),
            Pin(.buttons, .top, to: .turnCard, .bottom, offset: metrics.buttonGap),
            Pin(.buttons, .bottom, to: .floor, .top, offset: -metrics.buttonGap),
        ]
        if state.chrome.isWide {
            // Cards keep their SDK width in the leading column; the camera frames the rest.
            pins += [
                Pin(.viewport, .top, to: .safeArea),
                Pin(.viewport, .leading, to: .turnCard, .trailing),
                Pin(.viewport, .trailing, to: .safeArea),
                Pin(.viewport, .bottom, to: .safeArea),
            ]
        } else {
            pins += [
                Pin(.viewport, .top, to: .turnCard, .bottom),
                Pin(.viewport, .leading, to: .safeArea),
                Pin(.viewport, .trailing, to: .safeArea),
                Pin(.viewport, .bottom, to: .floor, .top),
            ]
        }
        if let current = state.prompt.current {
            pins += promptPins(current)
            pins.append(Pin(.floor, .top, .atMost, to: .prompt(current), .top))
        }
        for old in state.prompt.outgoing {
            pins += promptPins(old)
        }
        return pins
    }

    private func promptPins(_ id: ObjectIdentifier) -> [Pin] {
        [
            Pin(.prompt(id), .bottom, to: .map),
            Pin(.prompt(id), .leading, to: .safeArea),
            Pin(.prompt(id), .trailing, .atMost, to: .safeArea),
        ]
    }
}
