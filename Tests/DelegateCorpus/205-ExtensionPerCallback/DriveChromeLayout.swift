import GoogleNavigation
import UIKit

/// Places the SDK's navigation chrome on the driver map screen.
///
/// The class only holds state; each group of SDK callbacks lives in its own
/// extension file:
/// - `DriveChromeLayout+Ready.swift`    enable / disable navigation UI
/// - `DriveChromeLayout+Guidance.swift` start / stop guidance, size changes
/// - `DriveChromeLayout+Prompts.swift`  show / hide / change prompts
@MainActor
final class DriveChromeLayout: NavigationLayoutDelegate {

    // MARK: - Navigation-ready state

    /// The logo, viewport and compass are handed over by both states (same objects).
    var logo: UIView?
    var viewport: UIView?
    var compass: UIView?
    var readyConstraints: [NSLayoutConstraint] = []

    // MARK: - Active guidance state

    var guidance: ActiveGuidanceUIState?
    var buttonStack: GMSNavigationHidingStackView?
    /// Constraints that do not change for the whole guidance session.
    var guidanceConstraints: [NSLayoutConstraint] = []
    /// Horizontal placement of the turn and ETA cards; depends on wide mode.
    var cardColumnConstraints: [NSLayoutConstraint] = []
    /// What rests on the bottom chrome (ETA card, or the prompt while one is up).
    var bottomEdgeConstraints: [NSLayoutConstraint] = []
    /// Last wide-mode flag the SDK gave us.
    var isWide = false

    // MARK: - Prompt state

    var prompt: NavigationPromptView?
    var promptConstraints: [NSLayoutConstraint] = []

    init() {}

    // MARK: - Layout values

    var cardInset: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    var cardTopInset: CGFloat { NavigationStyleValues.headerTopPadding }
    var buttonEdgeInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    var buttonTopInset: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    var elementGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    var promptAnimationDuration: TimeInterval { 0.25 }

    // MARK: - Shared helpers

    /// Adds a Google view directly to the map, ready for Auto Layout.
    func place(_ view: UIView, on navMap: GMSMapView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== navMap {
            navMap.addSubview(view)
        }
    }

    /// Swaps one constraint set for another.
    func swap(_ current: inout [NSLayoutConstraint], for next: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(current)
        current = next
        NSLayoutConstraint.activate(next)
    }

    /// Viewport, logo and speed widget rest on `edge` (the ETA card's margin or a prompt's top).
    func bottomEdge(
        of state: ActiveGuidanceUIState, viewportBottom: NSLayoutYAxisAnchor,
        chromeBottom: NSLayoutYAxisAnchor, gap: CGFloat
    ) -> [NSLayoutConstraint] {
        [
            state.viewport.bottomAnchor.constraint(equalTo: viewportBottom),
            state.googleLogo.bottomAnchor.constraint(equalTo: chromeBottom, constant: -gap),
            state.speedWidget.bottomAnchor.constraint(equalTo: chromeBottom, constant: -gap),
        ]
    }
}
