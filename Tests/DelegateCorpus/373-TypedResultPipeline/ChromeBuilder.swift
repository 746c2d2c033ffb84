import GoogleNavigation
import UIKit

/// Spacing and motion, from Google's style values so our controls line up with the cards.
enum Chrome {
    static var edge: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    static var columnGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttonSpacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    /// How far below the map a prompt starts and ends its slide: more than any prompt is tall.
    static let promptTravel: CGFloat = 320
    static let promptIn: TimeInterval = 0.3
    static let promptOut: TimeInterval = 0.25
}

/// What one stage puts on the map: the views, back to front, and their constraints.
struct ChromeLayout {
    var views: [UIView] = []
    var pins: [NSLayoutConstraint] = []

    static let empty = ChromeLayout()
}

/// What the builders pin against.
@MainActor
struct ChromeFrame {
    let map: GMSMapView
    /// Bottom of the open map: rests on the safe area, held above the docked ETA card and prompts.
    let floor: UILayoutGuide
    let wide: Bool

    var safe: UILayoutGuide { map.safeAreaLayoutGuide }
}

@MainActor
enum ChromeBuilder {
    static func button(_ kind: NavigationButtonKnownType, in buttons: [NavigationUIButton]) throws(ChromeError) -> UIView {
        guard let match = buttons.first(where: { $0.type == kind }) else {
            throw .missingButton(kind)
        }
        return match.view
    }

    /// Every kind asked for, in that order, or the first one missing.
    static func buttons(_ kinds: [NavigationButtonKnownType], in buttons: [NavigationUIButton]) throws(ChromeError) -> [UIView] {
        try kinds.map { kind throws(ChromeError) in try button(kind, in: buttons) }
    }

    /// The rail's buttons: all of `kinds` when the state has them, else the ones it has.
    static func railButtons(_ kinds: [NavigationButtonKnownType], in buttons: [NavigationUIButton],
                            log: (ChromeError) -> Void) -> [UIView] {
        do throws(ChromeError) {
            return try self.buttons(kinds, in: buttons)
        } catch .missingButton(let kind) {
            log(.missingButton(kind))
            return kinds.compactMap { try? button($0, in: buttons) }
        } catch {
            log(error)
            return []
        }
    }

    static func ready(_ state: NavigationReadyUIState, rail: UIView, in frame: ChromeFrame) -> ChromeLayout {
        let (viewport, logo, safe) = (state.viewport, state.googleLogo, frame.safe)
        return ChromeLayout(
            views: [viewport, logo, rail],
            pins: [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: frame.floor.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Chrome.edge),
                logo.bottomAnchor.constraint(equalTo: frame.floor.topAnchor, constant: -Chrome.edge),
                rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: Chrome.edge),
                rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Chrome.edge),
                rail.bottomAnchor.constraint(equalTo: frame.floor.topAnchor, constant: -Chrome.edge),
            ])
    }

    /// Compact: turn card on top, ETA card docked at the bottom, the camera between.
    /// Wide: both cards in the leading column, the camera and the logo beside it.
    static func guidance(_ state: ActiveGuidanceUIState, rail: UIView, in frame: ChromeFrame) -> ChromeLayout {
        let (turnCard, etaCard, viewport) = (state.turnCard, state.etaCard, state.viewport)
        let (logo, speed, safe) = (state.googleLogo, state.speedWidget, frame.safe)

        let etaBottom = if frame.wide { safe.bottomAnchor } else { frame.map.bottomAnchor }
        let openTop = if frame.wide { safe.topAnchor } else { turnCard.bottomAnchor }
        let viewportLeading = if frame.wide {
            viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor, constant: Chrome.columnGap)
        } else {
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        }
        let logoLeading = if frame.wide {
            logo.leadingAnchor.constraint(equalTo: etaCard.trailingAnchor, constant: Chrome.edge)
        } else {
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Chrome.edge)
        }
        // Docked across the bottom, the ETA card is opaque under the camera: keep the floor above it.
        let dock: [NSLayoutConstraint] = if frame.wide {
            []
        } else {
            [frame.floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)]
        }

        return ChromeLayout(
            views: [viewport, turnCard, etaCard, speed, logo, rail],
            pins: dock + [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: etaBottom),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),

                viewport.topAnchor.constraint(equalTo: openTop),
                viewportLeading,
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: frame.floor.topAnchor),

                logoLeading,
                logo.bottomAnchor.constraint(equalTo: frame.floor.topAnchor, constant: -Chrome.edge),
                speed.bottomAnchor.constraint(equalTo: logo.layoutMarginsGuide.topAnchor),
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),

                rail.topAnchor.constraint(equalTo: openTop, constant: Chrome.edge),
                rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Chrome.edge),
                rail.bottomAnchor.constraint(equalTo: frame.floor.topAnchor, constant: -Chrome.edge),
            ])
    }

    /// A layout is applied only when it pins something.
    static func validated(_ layout: ChromeLayout, for stage: Stage) -> Result<ChromeLayout, ChromeError> {
        layout.pins.isEmpty ? .failure(.emptyLayout(stage)) : .success(layout)
    }
}
