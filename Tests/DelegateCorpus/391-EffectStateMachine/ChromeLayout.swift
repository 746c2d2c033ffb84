import GoogleNavigation
import UIKit

/// Where things go, per state. Pure: it only makes constraints.
///
/// Compact guidance: turn card on top, ETA card docked at the bottom, the
/// camera between them. Wide guidance: both cards in the leading column (turn
/// card top, ETA card bottom), the camera beside it. Logo bottom leading of
/// the camera with the speed widget above it; trip progress bar and buttons
/// on the trailing side. Everything floating ends at the open-map floor, which
/// stays above the docked ETA card and any prompt.
@MainActor
enum ChromeLayout {
    static func inset(wide: Bool) -> CGFloat { wide ? 20 : 12 }
    static let gap: CGFloat = 8

    static func floor(_ floor: UILayoutGuide, in map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        return [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
    }

    static func ready(_ state: NavigationReadyUIState, wide: Bool, map: GMSMapView,
                      floor: UILayoutGuide, buttons: GMSNavigationHidingStackView,
                      showsButtons: Bool? = nil) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let inset = inset(wide: wide)
        var constraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
        ]
        // Asked before the buttons are arranged when a state is entered (the effects run later).
        if showsButtons ?? !buttons.arrangedSubviews.isEmpty {
            constraints += [
                buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                buttons.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            ]
        }
        return constraints
    }

    static func guidance(_ state: ActiveGuidanceUIState, wide: Bool, map: GMSMapView,
                         floor: UILayoutGuide, buttons: GMSNavigationHidingStackView,
                      showsButtons: Bool? = nil) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let inset = inset(wide: wide)
        let turn = state.turnCard, eta = state.etaCard, viewport = state.viewport
        let bar = state.tripProgressBar, logo = state.googleLogo

        var constraints = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
        ]
        if wide {
            // Camera beside the card column, from the top.
            constraints += [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
                bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
            ]
        } else {
            constraints += [
                viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
                bar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: inset),
            ]
        }
        // Asked before the buttons are arranged when a state is entered (the effects run later).
        if showsButtons ?? !buttons.arrangedSubviews.isEmpty {
            constraints += [
                buttons.topAnchor.constraint(equalTo: bar.topAnchor),
                buttons.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
                buttons.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            ]
        }
        return constraints
    }

    static func prompt(_ prompt: NavigationPromptView, map: GMSMapView,
                       floor: UILayoutGuide) -> (pins: [NSLayoutConstraint], keepClear: NSLayoutConstraint) {
        ([prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
          prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor)],
         floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
    }

    /// Buttons by type in the order given; the SDK may reorder `buttons`.
    static func buttons(_ buttons: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first(where: { $0.type == kind })?.view }
    }
}
