import GoogleNavigation
import UIKit

/// A layout as a value: given some state and the map, the constraints it wants.
/// Witnesses compose (`combined(with:)`), focus (`pullback`) and switch (`when`).
@MainActor
struct LayoutWitness<State> {
    let apply: @MainActor (State, GMSMapView) -> [NSLayoutConstraint]
}

extension LayoutWitness {
    static var empty: LayoutWitness<State> {
        LayoutWitness { _, _ in [] }
    }

    func combined(with other: LayoutWitness<State>) -> LayoutWitness<State> {
        LayoutWitness { state, map in self.apply(state, map) + other.apply(state, map) }
    }

    static func combine(_ witnesses: LayoutWitness<State>...) -> LayoutWitness<State> {
        witnesses.reduce(.empty) { $0.combined(with: $1) }
    }

    /// Runs this witness on a part of a bigger state.
    func pullback<Global>(_ focus: @escaping @MainActor (Global) -> State) -> LayoutWitness<Global> {
        LayoutWitness<Global> { global, map in self.apply(focus(global), map) }
    }

    /// Runs this witness on the part of a bigger state a key path reaches.
    func pullback<Global>(_ path: KeyPath<Global, State>) -> LayoutWitness<Global> {
        pullback { global in global[keyPath: path] }
    }

    /// Only contributes when the predicate holds for the state.
    func when(_ predicate: @escaping @MainActor (State) -> Bool) -> LayoutWitness<State> {
        LayoutWitness { state, map in predicate(state) ? self.apply(state, map) : [] }
    }

    /// Lifts the witness to an optional state: nothing when there is none.
    func optional() -> LayoutWitness<State?> {
        LayoutWitness<State?> { state, map in
            guard let state else { return [] }
            return self.apply(state, map)
        }
    }
}

// MARK: - States the witnesses read

/// The logo and the button stack, floating above whatever closes the map at the bottom.
@MainActor
struct FloatingChrome {
    let logo: UIView
    let buttons: GMSNavigationHidingStackView
    let leadingEdge: NSLayoutXAxisAnchor
    let trailingEdge: NSLayoutXAxisAnchor
    let trailingInset: CGFloat
    let bottomEdge: NSLayoutYAxisAnchor
    let topLimit: NSLayoutYAxisAnchor
}

@MainActor
struct ReadyContext {
    let state: NavigationReadyUIState
    let map: GMSMapView
    let buttons: GMSNavigationHidingStackView
    var wide: Bool
}

@MainActor
struct PromptContext {
    let prompt: NavigationPromptView
    let wide: Bool
}

@MainActor
struct GuidanceContext {
    let state: ActiveGuidanceUIState
    let map: GMSMapView
    let buttons: GMSNavigationHidingStackView
    var wide: Bool
    var prompt: NavigationPromptView?

    var safeArea: UILayoutGuide { map.safeAreaLayoutGuide }

    /// Top of what covers the bottom of the map: a bottom prompt (taller than the
    /// ETA card it covers) while one is up, else the ETA card. Wide mode keeps both
    /// in the leading column, so the open map reaches the safe area's bottom.
    var openBottom: NSLayoutYAxisAnchor {
        if wide { return safeArea.bottomAnchor }
        return prompt?.topAnchor ?? state.etaCard.topAnchor
    }

    var columnTop: NSLayoutYAxisAnchor {
        wide ? safeArea.topAnchor : state.turnCard.bottomAnchor
    }

    var promptContext: PromptContext? {
        prompt.map { PromptContext(prompt: $0, wide: wide) }
    }
}

@MainActor
enum Spacing {
    static var element: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var button: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var vertical: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static var cardTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static let beside: CGFloat = 4
}
