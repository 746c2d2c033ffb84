import GoogleNavigation
import UIKit

/// The views one guidance layout arranges.
@MainActor
struct GuidanceViews {
    let state: ActiveGuidanceUIState
    let stack: GMSNavigationHidingStackView
    let prompt: NavigationPromptView?

    /// What sits at the bottom: the prompt while one is up, else the ETA card.
    var footer: UIView { prompt ?? state.etaCard }
}

/// The candidate layouts, in the order they are tried.
@MainActor
enum VariantCatalog {
    static var padding: CGFloat { NavigationStyleValues.buttonHorizontalPadding }

    // MARK: Navigation ready

    static func ready(_ state: NavigationReadyUIState, stack: GMSNavigationHidingStackView, in map: GMSMapView,
                      wide: Bool) -> [LayoutVariant] {
        let safe = map.safeAreaLayoutGuide
        let rules = FitRules(
            onScreen: [.google(state.googleLogo), .container(stack)],
            apart: [(.google(state.googleLogo), .container(stack))],
            viewport: state.viewport)
        let floating = LayoutVariant(name: wide ? "ready.wide" : "ready", rules: rules) {
            state.viewport.pinned(to: safe)
                + [state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                   state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                   stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding),
                   stack.bottomAnchor.constraint(equalTo: state.googleLogo.layoutMarginsGuide.bottomAnchor),
                   stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor)]
        }
        return [floating]
    }

    // MARK: Active guidance

    static func guidance(_ views: GuidanceViews, in map: GMSMapView, wide: Bool) -> [LayoutVariant] {
        if wide {
            return [leadingColumn(views, in: map, slim: false), leadingColumn(views, in: map, slim: true)]
        }
        return [stacked(views, in: map, slim: false), stacked(views, in: map, slim: true)]
    }

    /// The fit rules every guidance variant shares; a slim variant leaves out what it hides.
    private static func guidanceRules(_ views: GuidanceViews, slim: Bool) -> FitRules {
        let state = views.state
        let logo = Measured.google(state.googleLogo)
        let stack = Measured.container(views.stack)
        let footer = Measured.google(views.footer)
        let turn = Measured.google(state.turnCard)
        var rules = FitRules(
            onScreen: [turn, .google(state.etaCard), logo, stack, footer],
            apart: [(turn, .google(state.etaCard)), (turn, footer), (logo, footer), (stack, footer),
                    (logo, stack), (logo, turn), (stack, turn)],
            viewport: state.viewport)
        if !slim {
            let speed = Measured.google(state.speedWidget)
            let progress = Measured.container(state.tripProgressBar)
            rules.onScreen += [speed, progress]
            rules.apart += [(speed, turn), (speed, footer), (speed, stack), (progress, stack), (progress, turn),
                            (progress, footer)]
        }
        return rules
    }

    /// Portrait: turn card across the top, ETA card (or prompt) across the bottom, viewport between.
    private static func stacked(_ views: GuidanceViews, in map: GMSMapView, slim: Bool) -> LayoutVariant {
        let state = views.state
        let safe = map.safeAreaLayoutGuide
        let footerTop = views.footer.layoutMarginsGuide.topAnchor
        return LayoutVariant(
            name: slim ? "stacked.slim" : "stacked", hides: slim ? [state.speedWidget, state.tripProgressBar] : [],
            rules: guidanceRules(views, slim: slim)
        ) {
            var constraints = [
                state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: footerTop),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
            constraints += chrome(views, in: map, top: state.turnCard.bottomAnchor, bottom: footerTop)
            if let prompt = views.prompt {
                constraints += [prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                                prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor)]
            }
            return constraints
        }
    }

    /// Wide mode: the cards (and the prompt) down the leading edge, the viewport beside them.
    private static func leadingColumn(_ views: GuidanceViews, in map: GMSMapView, slim: Bool) -> LayoutVariant {
        let state = views.state
        let safe = map.safeAreaLayoutGuide
        let footerTop = views.footer.layoutMarginsGuide.topAnchor
        return LayoutVariant(
            name: slim ? "leadingColumn.slim" : "leadingColumn",
            hides: slim ? [state.speedWidget, state.tripProgressBar] : [],
            rules: guidanceRules(views, slim: slim)
        ) {
            var constraints = [
                state.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
            constraints += chrome(views, in: map, top: safe.topAnchor, bottom: safe.bottomAnchor,
                                  logoBottom: footerTop)
            if let prompt = views.prompt {
                constraints += [prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
            }
            return constraints
        }
    }

    /// Logo and speed widget bottom-leading, buttons bottom-trailing, trip progress bar on the trailing edge.
    private static func chrome(_ views: GuidanceViews, in map: GMSMapView, top: NSLayoutYAxisAnchor,
                               bottom: NSLayoutYAxisAnchor, logoBottom: NSLayoutYAxisAnchor? = nil) -> [NSLayoutConstraint] {
        let state = views.state
        let safe = map.safeAreaLayoutGuide
        return [
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: logoBottom ?? bottom),
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.layoutMarginsGuide.topAnchor),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.tripProgressBar.topAnchor.constraint(equalTo: top),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: bottom),
            views.stack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -padding),
            views.stack.bottomAnchor.constraint(equalTo: bottom),
            views.stack.topAnchor.constraint(greaterThanOrEqualTo: top),
        ]
    }
}

@MainActor
extension UIView {
    func pinned(to guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [topAnchor.constraint(equalTo: guide.topAnchor), bottomAnchor.constraint(equalTo: guide.bottomAnchor),
         leadingAnchor.constraint(equalTo: guide.leadingAnchor), trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
    }
}
