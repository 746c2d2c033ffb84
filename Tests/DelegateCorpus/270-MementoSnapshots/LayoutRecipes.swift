import GoogleNavigation
import UIKit

/// Spacing, all derived from Google's style values so the layout follows the SDK.
@MainActor
enum Spacing {
    static var edge: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    static var wideEdge: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var headerTop: CGFloat { NavigationStyleValues.headerTopPadding }
    static var buttonGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    static let speedGap: CGFloat = 4
}

/// The pieces of the guidance screen a recipe positions.
@MainActor
struct GuidanceParts {
    let turnCard: UIView
    let etaCard: UIView
    let speedWidget: UIView
    let logo: UIView
    let viewport: UIView
    let stack: UIView

    init(state: ActiveGuidanceUIState, stack: UIView) {
        turnCard = state.turnCard
        etaCard = state.etaCard
        speedWidget = state.speedWidget
        logo = state.googleLogo
        viewport = state.viewport
        self.stack = stack
    }
}

/// Pure functions from views to constraints. Nothing here activates anything:
/// the originator decides what is live.
@MainActor
enum LayoutRecipe {

    static func ready(
        on map: GMSMapView, logo: UIView, viewport: UIView, stack: UIView, wide: Bool
    ) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        let side = wide ? Spacing.wideEdge : Spacing.edge
        return [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonGap),

            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
            stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonGap),
            stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Spacing.buttonGap),
        ]
    }

    static func guidance(on map: GMSMapView, _ p: GuidanceParts, wide: Bool) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        var constraints = [
            p.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: Spacing.headerTop),
            p.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
            p.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            p.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),

            p.logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
            p.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Spacing.edge),
            p.speedWidget.bottomAnchor.constraint(equalTo: p.logo.topAnchor, constant: -Spacing.speedGap),

            p.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.edge),
        ]
        if wide {
            // Leading column: turn card on top, ETA card at the bottom, the
            // camera beside them.
            let hugSafeLeading = p.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            hugSafeLeading.priority = .defaultLow
            constraints += [
                p.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                p.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),

                p.stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: Spacing.buttonGap),
                p.stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Spacing.buttonGap),

                p.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                p.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                p.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                p.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: p.turnCard.trailingAnchor),
                p.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: p.etaCard.trailingAnchor),
                hugSafeLeading,
            ]
        } else {
            constraints += [
                p.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.edge),
                p.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -Spacing.edge),

                p.stack.topAnchor.constraint(greaterThanOrEqualTo: p.turnCard.bottomAnchor, constant: Spacing.buttonGap),

                p.viewport.topAnchor.constraint(equalTo: p.turnCard.bottomAnchor),
                p.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                p.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        return constraints
    }

    /// Bottoms that rest on `floor` (the ETA card, or a prompt covering it).
    static func dock(_ p: GuidanceParts, on floor: UIView, wide: Bool) -> [NSLayoutConstraint] {
        let top = floor.layoutMarginsGuide.topAnchor
        if wide {
            // The stack and the viewport sit beside the column: only the logo moves.
            return [p.logo.bottomAnchor.constraint(equalTo: top)]
        }
        return [
            p.logo.bottomAnchor.constraint(equalTo: top),
            p.stack.bottomAnchor.constraint(equalTo: top),
            p.viewport.bottomAnchor.constraint(equalTo: top),
        ]
    }

    /// The prompt takes the ETA card's place, growing upwards from its bottom.
    static func prompt(_ prompt: NavigationPromptView, over etaCard: UIView) -> [NSLayoutConstraint] {
        [
            prompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: etaCard.bottomAnchor),
        ]
    }
}
