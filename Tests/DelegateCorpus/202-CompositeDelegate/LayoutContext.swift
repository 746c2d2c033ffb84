import GoogleNavigation
import UIKit

/// The navigation phase the composite is in; parts read it from the context.
enum NavigationPhase: Equatable {
    case off
    case ready
    case guiding
}

/// State the layout parts share. The composite owns one context per map and
/// hands it to every part when it makes them; parts never talk to each other
/// directly, only through what they publish here.
@MainActor
final class LayoutContext {
    /// Marks the bottom of the open map: above the ETA card (portrait) and
    /// above any prompt on screen. Viewport, logo and buttons end on its top.
    let contentBottom: UILayoutGuide = {
        let guide = UILayoutGuide()
        guide.identifier = "LayoutContext.contentBottom"
        return guide
    }()

    private(set) var phase: NavigationPhase = .off
    private(set) var wideMode = false

    /// Published by the cards part while guidance is active.
    var turnCard: UIView?
    var etaCard: UIView?

    /// Published by the chrome part: the logo is where the speed widget stacks.
    var logo: UIView?

    /// Constraints the context itself owns (the guide's resting position).
    private var guideConstraints: [NSLayoutConstraint] = []

    func beginSession(on navMap: GMSMapView, state: NavigationUIState) {
        phase = .ready
        wideMode = state.wideMode
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        guideConstraints = [
            contentBottom.heightAnchor.constraint(equalToConstant: 0),
            contentBottom.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(guideConstraints)
    }

    func endSession(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(guideConstraints)
        guideConstraints = []
        navMap.removeLayoutGuide(contentBottom)
        turnCard = nil
        etaCard = nil
        logo = nil
        phase = .off
    }

    func enterGuidance(_ state: ActiveGuidanceUIState) {
        phase = .guiding
        wideMode = state.wideMode
    }

    func leaveGuidance(_ state: NavigationReadyUIState) {
        phase = .ready
        wideMode = state.wideMode
    }

    /// Returns true when the flag changed, so parts know whether to relayout.
    @discardableResult
    func update(from state: NavigationUIState) -> Bool {
        let changed = wideMode != state.wideMode
        wideMode = state.wideMode
        return changed
    }
}

@MainActor
extension NSLayoutConstraint {
    /// Team idiom: `anchor.constraint(...).with(priority: .defaultLow)`.
    func with(priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

@MainActor
extension NSLayoutConstraint {
    /// Deactivates and empties the list in one go.
    /// (Was a `mutating func tearDown()` on `Array where Element == NSLayoutConstraint`;
    /// navlint does not run `removeAll()`/`self = []` inside an Array extension.)
    static func tearDown(_ list: inout [NSLayoutConstraint]) {
        deactivate(list)
        list.removeAll()
    }
}
