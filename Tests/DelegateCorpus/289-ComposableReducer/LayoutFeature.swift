import GoogleNavigation
import UIKit

// MARK: - Vocabulary: the reducers talk about items, the store resolves them to views

enum LayoutItem: Hashable {
    case map, safeArea, floor, logo, viewport, buttons
    case turnCard, etaCard, speedWidget, tripProgressBar
    case prompt(ObjectIdentifier)
}

enum LayoutEdge: Hashable {
    case top, bottom, leading, trailing
    var isHorizontal: Bool { self == .leading || self == .trailing }
}

/// One Auto Layout relation between two items, as plain data.
struct Pin: Hashable {
    enum Relation: Hashable { case equal, atMost, atLeast }
    var item: LayoutItem, edge: LayoutEdge, relation: Relation
    var target: LayoutItem, targetEdge: LayoutEdge, usesTargetMargins: Bool
    var constant: CGFloat, priority: Float

    init(_ item: LayoutItem, _ edge: LayoutEdge, _ relation: Relation = .equal,
         to target: LayoutItem, _ targetEdge: LayoutEdge? = nil, margins: Bool = false,
         offset constant: CGFloat = 0, priority: Float = 1000) {
        (self.item, self.edge, self.relation) = (item, edge, relation)
        (self.target, self.targetEdge, self.usesTargetMargins) = (target, targetEdge ?? edge, margins)
        (self.constant, self.priority) = (constant, priority)
    }
}

enum ButtonSlot: Hashable {
    case compass, reporting

    @MainActor static func slots(in buttons: [NavigationUIButton]) -> [ButtonSlot] {
        buttons.compactMap { button in
            switch button.type {
            case .compass: return .compass
            case .reporting: return .reporting
            default: return nil
            }
        }
    }
}

/// What a reducer asks the store to do.
enum Effect {
    case activate([Pin])
    case deactivate
    case run(@MainActor () -> Void)
    case none
}

// MARK: - Reducer plumbing (our small stand-in for TCA's)

@MainActor
protocol LayoutReducer {
    associatedtype State
    associatedtype Action
    func reduce(into state: inout State, action: Action) -> [Effect]
}

extension LayoutReducer {
    var erased: @MainActor (inout State, Action) -> [Effect] {
        { state, action in self.reduce(into: &state, action: action) }
    }
}

struct Reduce<State, Action>: LayoutReducer {
    let body: @MainActor (inout State, Action) -> [Effect]
    init(_ body: @escaping @MainActor (inout State, Action) -> [Effect]) { self.body = body }
    func reduce(into state: inout State, action: Action) -> [Effect] { body(&state, action) }
}

/// Runs a child reducer on a slice of the parent's state, for the actions it owns.
struct Scope<ParentState, ParentAction, Child: LayoutReducer>: LayoutReducer {
    let state: WritableKeyPath<ParentState, Child.State>
    let action: (ParentAction) -> Child.Action?
    let child: Child

    func reduce(into parent: inout ParentState, action parentAction: ParentAction) -> [Effect] {
        guard let childAction = action(parentAction) else { return [] }
        return child.reduce(into: &parent[keyPath: state], action: childAction)
    }
}

/// Runs reducers one after the other, concatenating their effects.
struct CombineReducers<State, Action>: LayoutReducer {
    let reducers: [@MainActor (inout State, Action) -> [Effect]]
    init(_ reducers: [@MainActor (inout State, Action) -> [Effect]]) { self.reducers = reducers }
    func reduce(into state: inout State, action: Action) -> [Effect] {
        reducers.flatMap { $0(&state, action) }
    }
}

// MARK: - Child features

struct ChromeFeature: LayoutReducer {
    enum Phase: Equatable { case off, ready, guidance }

    struct State: Equatable {
        var phase: Phase = .off
        var isWide = false
        var buttons: [ButtonSlot] = []
    }

    enum Action: Equatable {
        case enable(isWide: Bool, buttons: [ButtonSlot])
        case startGuidance(isWide: Bool, buttons: [ButtonSlot])
        case stopGuidance(isWide: Bool, buttons: [ButtonSlot])
        case sizeChanged(isWide: Bool)
        case disable
    }

    func reduce(into state: inout State, action: Action) -> [Effect] {
        switch action {
        case let .enable(isWide, buttons), let .stopGuidance(isWide, buttons):
            (state.phase, state.isWide, state.buttons) = (.ready, isWide, buttons)
        case let .startGuidance(isWide, buttons):
            (state.phase, state.isWide, state.buttons) = (.guidance, isWide, buttons)
        case let .sizeChanged(isWide):
            state.isWide = isWide
        case .disable:
            state = State()
        }
        return [.none]
    }
}

struct PromptFeature: LayoutReducer {
    struct State: Equatable {
        var current: ObjectIdentifier?
        var outgoing: [ObjectIdentifier] = []
    }

    enum Action: Equatable {
        case show(ObjectIdentifier)
        case change(to: ObjectIdentifier, from: ObjectIdentifier)
        case hide(ObjectIdentifier)
        case didDisappear(ObjectIdentifier)
        case reset
    }

    func reduce(into state: inout State, action: Action) -> [Effect] {
        switch action {
        case let .show(id):
            state.current = id
        case let .change(new, old):
            state.current = new
            state.outgoing.append(old)
        case let .hide(id):
            if state.current == id { state.current = nil }
            state.outgoing.append(id)
        case let .didDisappear(id):
            state.outgoing.removeAll { $0 == id }
        case .reset:
            state = State()
        }
        return [.none]
    }
}
