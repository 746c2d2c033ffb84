import GoogleNavigation
import UIKit

/// The scenes: what each state puts on the map and where. Pure functions of the
/// state, the width and the prompts; `render` does the rest.
extension SceneLayoutDelegate {
    private static let gap: CGFloat = 8

    func readyScene(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> ChromeScene {
        let safe = navMap.safeAreaLayoutGuide
        let gap = Self.gap
        let padding = NavigationStyleValues.buttonHorizontalPadding
        var scene = ChromeScene()
        scene.buttons = Self.orderedButtons(state.buttons)
        scene.place(.viewport, state.viewport, [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
        ])
        scene.place(.logo, state.googleLogo, [
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
        ])
        scene.place(.buttons, buttonStack, [
            buttonStack.topAnchor.constraint(equalToSystemSpacingBelow: safe.topAnchor, multiplier: 1),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: wide ? -padding * 1.5 : -padding),
        ])
        return scene
    }

    func guidanceScene(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> ChromeScene {
        let safe = navMap.safeAreaLayoutGuide
        let gap = Self.gap
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let bar = state.tripProgressBar
        var scene = ChromeScene()
        scene.buttons = Self.orderedButtons(state.buttons)

        // Cards: the turn card at the top and the ETA card at the bottom of the
        // leading edge, across the map when narrow, a column when wide.
        scene.place(.turnCard, turnCard, [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ])
        scene.place(.etaCard, etaCard, [
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ])
        scene.place(.speedWidget, state.speedWidget, [
            state.speedWidget.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            state.speedWidget.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
        ])

        // The open map: below the turn card when narrow, beside the column when wide.
        if wide {
            let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hug.priority = .defaultLow
            scene.place(.viewport, viewport, [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                hug,
            ])
        } else {
            scene.place(.viewport, viewport, [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
            ])
        }
        scene.place(.viewport, viewport, [
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
        ])
        scene.place(.logo, state.googleLogo, [
            state.googleLogo.leadingAnchor.constraint(
                equalTo: wide ? viewport.leadingAnchor : safe.leadingAnchor, constant: gap),
            state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
        ])

        // The trailing rail: the trip progress bar on the edge, the buttons inside it.
        let railTop = wide ? safe.topAnchor : turnCard.bottomAnchor
        scene.place(.progressBar, bar, [
            bar.topAnchor.constraint(equalToSystemSpacingBelow: railTop, multiplier: 1),
            bar.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
        ])
        scene.place(.buttons, buttonStack, [
            buttonStack.topAnchor.constraint(equalTo: bar.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
            bar.leadingAnchor.constraint(equalToSystemSpacingAfter: buttonStack.trailingAnchor, multiplier: 1),
        ])

        // Prompts at the bottom, over the cards; the open map stays above them.
        for prompt in leavingPrompts + shownPrompts {
            scene.place(.prompt, prompt, [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
            ])
        }
        return scene
    }

    /// Compass first: the hiding stack gives up views from the end when short of room.
    static func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        buttons
            .sorted { ($0.type == .compass ? 0 : 1) < ($1.type == .compass ? 0 : 1) }
            .map(\.view)
    }
}
