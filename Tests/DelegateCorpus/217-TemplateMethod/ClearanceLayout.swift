import GoogleNavigation
import UIKit

/// Shared behaviour of the app's layouts: a session-long "clearance" guide
/// marking the open map above whatever covers the bottom (the ETA card, a
/// prompt), the viewport, logo and the hiding stack of Google buttons on it.
/// Subclasses place the cards and say where the clearance ends in guidance.
class ClearanceLayout: ChromeLayout {
    override class var chromeIdentifier: String { "clearance" }

    let clearance = UILayoutGuide()
    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    /// Buttons from the bottom of the stack up; the last goes first when room runs out.
    class var buttonPriority: [NavigationButtonKnownType] { [.reporting, .compass] }

    /// Space kept between stacked Google views.
    var stackGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    override func makeGuides() -> [UILayoutGuide] {
        clearance.identifier = "\(Self.chromeIdentifier).clearance"
        return super.makeGuides() + [clearance]
    }

    override func makeChrome() -> [UIView] {
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        return super.makeChrome() + [buttonStack]
    }

    func arrange(_ buttons: [NavigationUIButton]) {
        buttonStack.arrangedSubviews = Self.buttonPriority.compactMap { type in
            buttons.first { $0.type == type }?.view
        }
    }

    override func readyConstraints() -> [NSLayoutConstraint] {
        guard let map, let state = readyState else { return super.readyConstraints() }
        arrange(state.buttons)
        let safe = map.safeAreaLayoutGuide
        return super.readyConstraints() + sessionClearance(in: map) + [
            clearance.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: clearance.bottomAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edgeInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -stackGap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edgeInset),
            buttonStack.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -stackGap),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: stackGap),
        ]
    }

    /// The guidance pieces every layout shares: the trip progress bar on the
    /// trailing edge and the buttons beside it, both above the clearance.
    override func guidanceConstraints() -> [NSLayoutConstraint] {
        guard let map, let state = guidanceState else { return [] }
        arrange(state.buttons)
        let safe = map.safeAreaLayoutGuide
        let bar = state.tripProgressBar
        return sessionClearance(in: map) + [
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -stackGap),
            bar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: stackGap),
            bar.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -stackGap),
            buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -stackGap),
            buttonStack.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -stackGap),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: state.turnCard.bottomAnchor, constant: stackGap),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: clearance.bottomAnchor),
        ]
    }

    /// A prompt at the bottom keeps the clearance above it.
    override func promptConstraints(for prompt: NavigationPromptView) -> [NSLayoutConstraint] {
        super.promptConstraints(for: prompt) + [
            clearance.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
        ]
    }

    private func sessionClearance(in map: GMSMapView) -> [NSLayoutConstraint] {
        [
            clearance.topAnchor.constraint(equalTo: map.safeAreaLayoutGuide.topAnchor),
            clearance.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            clearance.trailingAnchor.constraint(equalTo: map.trailingAnchor),
        ]
    }

    override func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        super.disableNavigationUI(navMap: navMap, oldState: oldState)
        buttonStack.arrangedSubviews = []
    }
}
