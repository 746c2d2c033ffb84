import GoogleNavigation
import UIKit

private let spacing = NavigationStyleValues.elementHorizontalPadding

// MARK: - Navigation ready

extension ChromeLayout where Context == ScreenContext {
    /// Camera, logo and the SDK's buttons over the whole safe area.
    static var readyMap: Self {
        Self(
            views: { [$0.viewport, $0.googleLogo, $0.buttonStack] },
            place: { ctx in
                ctx.buttonStack.arrangedSubviews = ctx.buttons.map(\.view)
                return [
                    ctx.viewport.topAnchor.constraint(equalTo: ctx.safeArea.topAnchor),
                    ctx.viewport.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
                    ctx.viewport.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor),
                    ctx.viewport.bottomAnchor.constraint(equalTo: ctx.contentBottom.topAnchor),

                    ctx.googleLogo.leadingAnchor.constraint(equalTo: ctx.safeArea.leadingAnchor),
                    ctx.googleLogo.bottomAnchor.constraint(equalTo: ctx.contentBottom.topAnchor),

                    ctx.buttonStack.trailingAnchor.constraint(equalTo: ctx.safeArea.trailingAnchor, constant: -spacing),
                    ctx.buttonStack.topAnchor.constraint(equalTo: ctx.safeArea.topAnchor),
                    ctx.buttonStack.bottomAnchor.constraint(equalTo: ctx.contentBottom.topAnchor),
                ]
            },
            teardown: { $0.buttonStack.arrangedSubviews = [] })
    }

    static var ready: Self {
        .combine(
            .readyMap,
            ChromeLayout<BadgeContext>.badge.pullback(\ScreenContext.readyBadge))
    }

    static var guidance: Self {
        ChromeLayout<GuidanceContext>
            .combine(.cards, .guidanceMap, ChromeLayout<BadgeContext>.badge.pullback(\GuidanceContext.badgeSlot))
            .pullback(\ScreenContext.guiding)
    }
}

extension ScreenContext {
    var readyBadge: BadgeContext {
        BadgeContext(badge: badge, top: safeArea.topAnchor, leading: safeArea.leadingAnchor)
    }
}

// MARK: - Active guidance

extension ChromeLayout where Context == GuidanceContext {
    /// Turn card on top and ETA card at the bottom; in wide mode both run
    /// down the leading edge.
    static var cards: Self {
        Self(
            views: { [$0.views.turnCard, $0.views.etaCard] },
            place: { ctx in
                let (turnCard, etaCard) = (ctx.views.turnCard, ctx.views.etaCard)
                let screen = ctx.screen
                var constraints = [
                    turnCard.topAnchor.constraint(equalTo: screen.navMap.topAnchor),
                    turnCard.leadingAnchor.constraint(equalTo: screen.safeArea.leadingAnchor),
                    etaCard.bottomAnchor.constraint(equalTo: screen.navMap.bottomAnchor),
                ]
                if screen.wideMode {
                    constraints.append(etaCard.leadingAnchor.constraint(equalTo: screen.safeArea.leadingAnchor))
                } else {
                    constraints += [
                        etaCard.leadingAnchor.constraint(equalTo: screen.navMap.leadingAnchor),
                        screen.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                    ]
                }
                return constraints
            },
            teardown: { _ in })
    }

    /// Camera, logo, speed widget, progress bar and buttons around the cards.
    static var guidanceMap: Self {
        Self(
            views: { [$0.screen.viewport, $0.screen.googleLogo, $0.views.speedWidget,
                      $0.views.tripProgressBar, $0.screen.buttonStack] },
            place: { ctx in
                let screen = ctx.screen
                let safe = screen.safeArea
                let (turnCard, etaCard) = (ctx.views.turnCard, ctx.views.etaCard)
                let (speed, progress) = (ctx.views.speedWidget, ctx.views.tripProgressBar)
                let (viewport, logo, stack) = (screen.viewport, screen.googleLogo, screen.buttonStack)
                stack.arrangedSubviews = screen.buttons.map(\.view)

                // Wide mode: the map is what the leading column leaves.
                let mapLeading = screen.wideMode ? turnCard.trailingAnchor : safe.leadingAnchor
                let mapTop = screen.wideMode ? safe.topAnchor : turnCard.bottomAnchor
                let mapBottom = screen.wideMode ? safe.bottomAnchor : screen.contentBottom.topAnchor

                var constraints = [
                    viewport.topAnchor.constraint(equalTo: mapTop),
                    viewport.leadingAnchor.constraint(equalTo: mapLeading),
                    viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    viewport.bottomAnchor.constraint(equalTo: mapBottom),

                    logo.leadingAnchor.constraint(equalTo: mapLeading),
                    logo.bottomAnchor.constraint(equalTo: mapBottom),

                    progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spacing),
                    progress.topAnchor.constraint(equalTo: mapTop, constant: spacing),
                    progress.bottomAnchor.constraint(equalTo: mapBottom, constant: -spacing),

                    stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -spacing),
                    stack.topAnchor.constraint(equalTo: mapTop),
                    stack.bottomAnchor.constraint(equalTo: mapBottom),
                ]
                if screen.wideMode {
                    constraints += [
                        speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
                        speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
                    ]
                } else {
                    constraints += [
                        speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                        speed.bottomAnchor.constraint(equalTo: logo.topAnchor),
                    ]
                }
                return constraints
            },
            teardown: { $0.screen.buttonStack.arrangedSubviews = [] })
    }
}

extension GuidanceContext {
    /// Under the turn card, in line with its content.
    var badgeSlot: BadgeContext {
        BadgeContext(badge: screen.badge, top: views.turnCard.bottomAnchor,
                     leading: views.turnCard.layoutMarginsGuide.leadingAnchor)
    }
}

// MARK: - The app's badge

extension ChromeLayout where Context == BadgeContext {
    static var badge: Self {
        Self(
            views: { [$0.badge] },
            place: { ctx in [
                ctx.badge.topAnchor.constraint(equalTo: ctx.top, constant: spacing),
                ctx.badge.leadingAnchor.constraint(equalTo: ctx.leading, constant: spacing),
                ctx.badge.widthAnchor.constraint(equalToConstant: 88),
                ctx.badge.heightAnchor.constraint(equalToConstant: 28),
            ] },
            teardown: { _ in })
    }
}
