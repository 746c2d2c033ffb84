import GoogleNavigation
import UIKit

/// A layout step as a value: `let recipe = LayoutRecipe { map, state in ... }; recipe(navMap, state)`.
@MainActor
struct LayoutRecipe<State> {
    typealias Body = (GMSMapView, State) -> [NSLayoutConstraint]
    private let body: Body

    init(_ body: @escaping Body) {
        self.body = body
    }

    @discardableResult
    func callAsFunction(_ navMap: GMSMapView, _ state: State) -> [NSLayoutConstraint] {
        let constraints = body(navMap, state)
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Runs two recipes as one.
    func then(_ next: LayoutRecipe<State>) -> LayoutRecipe<State> {
        LayoutRecipe { navMap, state in self.body(navMap, state) + next.body(navMap, state) }
    }
}

/// Reads the SDK state through key paths and adds the lookups we always need.
@MainActor
@dynamicMemberLookup
struct GuidanceChrome {
    let state: ActiveGuidanceUIState

    subscript<Value>(dynamicMember keyPath: KeyPath<ActiveGuidanceUIState, Value>) -> Value {
        state[keyPath: keyPath]
    }

    var compass: UIView? { state.buttons.first { $0.type == .compass }?.view }
    var reporting: UIView? { state.buttons.first { $0.type == .reporting }?.view }
    var floatingButtons: [UIView] { [reporting, compass].compactMap { $0 } }
}

enum ChromeSpacing {
    static let barGap: CGFloat = 8
    static let promptAnimation: TimeInterval = 0.2
}
