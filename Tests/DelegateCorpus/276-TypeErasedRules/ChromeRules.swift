//  ChromeRules.swift — the navigation chrome's rules and rule sets.

import GoogleNavigation
import UIKit

/// Where rules hang things: the map, its safe area and the guide marking the
/// bottom of the open map (above the ETA card and any prompt).
@MainActor
struct RuleEnvironment {
    let map: GMSMapView
    let contentBottom: UILayoutGuide
    var safeArea: UILayoutGuide { map.safeAreaLayoutGuide }
}

enum ChromeSpacing {
    static let logoInset: CGFloat = 8
    static let barInset: CGFloat = 8
    static var widgetGap: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    static var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
}

/// Bottom leading of the open map, in both states (it turns into the re-center button).
struct LogoRule<State: ChromeState>: LayoutRule {
    let env: RuleEnvironment

    func constraints(for state: State) -> [NSLayoutConstraint] {
        // In wide guidance the cards own the leading column: the logo goes to
        // the camera area's bottom leading corner instead.
        let leading = state.isGuiding && state.wideMode ? state.viewport.leadingAnchor : env.safeArea.leadingAnchor
        return [
            state.googleLogo.leadingAnchor.constraint(equalTo: leading, constant: ChromeSpacing.logoInset),
            state.googleLogo.bottomAnchor.constraint(equalTo: env.contentBottom.topAnchor),
        ]
    }
}

struct ReadyViewportRule: LayoutRule {
    let env: RuleEnvironment

    func constraints(for state: NavigationReadyUIState) -> [NSLayoutConstraint] {
        [
            state.viewport.topAnchor.constraint(equalTo: env.safeArea.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: env.safeArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: env.safeArea.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: env.contentBottom.topAnchor),
        ]
    }
}

/// Turn card at the top, ETA card at the bottom, both on the leading edge. They
/// reach under the status bar and the home indicator themselves.
struct CardsRule: LayoutRule {
    let env: RuleEnvironment

    func constraints(for state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        var result = [
            state.turnCard.topAnchor.constraint(equalTo: env.map.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: env.safeArea.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: env.map.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: env.safeArea.leadingAnchor),
        ]
        if !state.wideMode {
            result.append(env.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor))
        }
        return result
    }
}

struct GuidanceViewportRule: LayoutRule {
    let env: RuleEnvironment

    func constraints(for state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let viewport = state.viewport
        let common = [
            viewport.trailingAnchor.constraint(equalTo: env.safeArea.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: env.contentBottom.topAnchor),
        ]
        if state.wideMode {
            return common + [
                viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: env.safeArea.topAnchor),
            ]
        }
        return common + [
            viewport.leadingAnchor.constraint(equalTo: env.safeArea.leadingAnchor),
            viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        ]
    }
}

/// The trip progress bar on the trailing edge, the buttons beside it.
struct TrailingRailRule: LayoutRule {
    let env: RuleEnvironment
    let stack: GMSNavigationHidingStackView

    func constraints(for state: ActiveGuidanceUIState) -> [NSLayoutConstraint] {
        let bar = state.tripProgressBar
        let top = state.wideMode ? env.safeArea.topAnchor : state.turnCard.bottomAnchor
        return [
            bar.topAnchor.constraint(equalTo: top, constant: ChromeSpacing.barInset),
            bar.trailingAnchor.constraint(equalTo: env.safeArea.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: env.contentBottom.topAnchor),
            stack.topAnchor.constraint(equalTo: top),
            stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor),
            stack.bottomAnchor.constraint(equalTo: env.contentBottom.topAnchor),
        ]
    }
}

/// A view right above another one, leading edges aligned. Written for a plain
/// view; pulled back onto a state with a key path.
struct StackedAboveRule: LayoutRule {
    let below: UIView
    let gap: CGFloat

    func constraints(for view: UIView) -> [NSLayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: below.leadingAnchor),
            view.bottomAnchor.constraint(equalTo: below.topAnchor, constant: -gap),
        ]
    }
}

@MainActor
enum ChromeRuleSets {
    static func ready(_ env: RuleEnvironment, stack: GMSNavigationHidingStackView) -> [ErasedRule<NavigationReadyUIState>] {
        [
            ErasedRule(ReadyViewportRule(env: env)),
            ErasedRule(LogoRule<NavigationReadyUIState>(env: env)),
            ErasedRule { state in
                let inset = state.wideMode ? ChromeSpacing.buttonInset : ChromeSpacing.buttonInset / 2
                return [
                    stack.topAnchor.constraint(equalTo: env.safeArea.topAnchor),
                    stack.trailingAnchor.constraint(equalTo: env.safeArea.trailingAnchor, constant: -inset),
                    stack.bottomAnchor.constraint(equalTo: env.contentBottom.topAnchor),
                ]
            },
        ]
    }

    static func guidance(_ env: RuleEnvironment, stack: GMSNavigationHidingStackView,
                         logo: UIView) -> [AnyLayoutRule<ActiveGuidanceUIState>] {
        [
            AnyLayoutRule(CardsRule(env: env)),
            AnyLayoutRule(GuidanceViewportRule(env: env)),
            AnyLayoutRule(TrailingRailRule(env: env, stack: stack)),
            LogoRule<ActiveGuidanceUIState>(env: env).erased(),
            AnyLayoutRule(StackedAboveRule(below: logo, gap: ChromeSpacing.widgetGap)
                .pulledBack(along: \ActiveGuidanceUIState.speedWidget)),
        ]
    }

    /// On the ETA card's margin; in compact width the prompt spans the map, so
    /// the open map ends above it.
    static func prompt(_ env: RuleEnvironment, guidance: ActiveGuidanceUIState) -> AnyLayoutRule<NavigationPromptView> {
        AnyLayoutRule { prompt in
            var result = [
                prompt.leadingAnchor.constraint(equalTo: env.safeArea.leadingAnchor),
                prompt.bottomAnchor.constraint(equalTo: guidance.etaCard.layoutMarginsGuide.topAnchor),
            ]
            if !guidance.wideMode {
                result.append(env.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
            }
            return result
        }
    }
}
