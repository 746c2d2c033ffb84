import UIKit
import GoogleNavigation

/// What the screen should look like. The delegate diffs the old and the new spec.
struct LayoutSpec: Equatable {
    enum Phase: String, Equatable {
        case off, ready, guidance
    }

    enum Bottom: Equatable {
        case safeArea
        case card
        case prompt(id: ObjectIdentifier)
    }

    var phase: Phase = .off
    var wide = false
    var bottom: Bottom = .safeArea

    static let off = LayoutSpec()

    func with(_ change: (inout LayoutSpec) -> Void) -> LayoutSpec {
        var copy = self
        change(&copy)
        return copy
    }
}

/// The Google views of the current phase, taken from the state the SDK passed in.
@MainActor
struct Elements {
    var viewport: UIView?
    var logo: UIView?
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?
    var buttons: [NavigationUIButton] = []
    weak var prompt: NavigationPromptView?

    init() {}

    init(ready state: NavigationReadyUIState) {
        viewport = state.viewport
        logo = state.googleLogo
        buttons = state.buttons.filter { $0.type == .compass }
    }

    init(guidance state: ActiveGuidanceUIState) {
        viewport = state.viewport
        logo = state.googleLogo
        turnCard = state.turnCard
        etaCard = state.etaCard
        speedWidget = state.speedWidget
        buttons = state.buttons.filter { [.compass, .reporting].contains($0.type) }
    }

    var views: [UIView] { [viewport, turnCard, etaCard, speedWidget, logo].compactMap { $0 } }
}
