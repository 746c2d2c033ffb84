import GoogleNavigation
import UIKit

// MARK: - Services the layout delegate resolves

@MainActor
protocol ChromeTheme: AnyObject {
    var promptFadeDuration: TimeInterval { get }
    var buttonStackSpacing: CGFloat { get }
    func style(prompt: NavigationPromptView)
}

@MainActor
protocol ChromeMetrics {
    /// Leading inset of the logo and the speed widget.
    var elementInset: CGFloat { get }
    /// Trailing inset of the floating buttons.
    var buttonInset: CGFloat { get }
    /// Vertical gap between floating elements and the cards.
    var verticalGap: CGFloat { get }
    /// Gap above the turn card in wide mode.
    var cardTopPadding: CGFloat { get }
}

/// What both navigation states show.
struct SharedChrome {
    let logo: UIView
    let viewport: UIView
    let buttonStack: GMSNavigationHidingStackView
    /// Top = top of whatever covers the bottom of the map (ETA card, prompt).
    let bottomCover: UILayoutGuide
}

/// What only active guidance shows.
struct GuidanceCards {
    let turnCard: UIView
    let etaCard: UIView
    let tripProgressBar: UIView
    let speedWidget: UIView

    var all: [UIView] { [turnCard, etaCard, tripProgressBar, speedWidget] }
}

@MainActor
protocol ChromeLayoutBuilding {
    func readyLayout(_ chrome: SharedChrome, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint]
    func guidanceLayout(_ chrome: SharedChrome, cards: GuidanceCards, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint]
    func promptLayout(_ prompt: NavigationPromptView, chrome: SharedChrome, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint]
}

// MARK: - Live implementations

@MainActor
final class DriveTheme: ChromeTheme {
    let promptFadeDuration: TimeInterval = 0.25
    var buttonStackSpacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    func style(prompt: NavigationPromptView) {
        prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        prompt.layer.shadowOpacity = 0.2
    }
}

@MainActor
struct StyleValueMetrics: ChromeMetrics {
    var elementInset: CGFloat { NavigationStyleValues.elementHorizontalPadding }
    var buttonInset: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    var verticalGap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    var cardTopPadding: CGFloat { NavigationStyleValues.headerTopPadding }
}

@MainActor
struct StandardChromeLayoutBuilder: ChromeLayoutBuilding {
    let metrics: ChromeMetrics

    func readyLayout(_ chrome: SharedChrome, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        return coverGuide(chrome.bottomCover, on: map) + [
            chrome.bottomCover.topAnchor.constraint(equalTo: safe.bottomAnchor),

            chrome.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            chrome.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            chrome.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            chrome.viewport.bottomAnchor.constraint(equalTo: chrome.bottomCover.topAnchor),
        ] + floatingChrome(chrome, leadingEdge: safe.leadingAnchor, trailingEdge: safe.trailingAnchor,
                           topLimit: safe.topAnchor, trailingInset: metrics.buttonInset)
    }

    func guidanceLayout(_ chrome: SharedChrome, cards: GuidanceCards, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        var constraints = coverGuide(chrome.bottomCover, on: map)
        if wide {
            // Leading column: turn card on top, ETA card at the bottom; the map opens beside it.
            constraints += [
                cards.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.cardTopPadding),
                cards.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                cards.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                cards.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                chrome.bottomCover.topAnchor.constraint(equalTo: safe.bottomAnchor),

                chrome.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                chrome.viewport.leadingAnchor.constraint(equalTo: cards.turnCard.trailingAnchor),
                chrome.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                chrome.viewport.bottomAnchor.constraint(equalTo: chrome.bottomCover.topAnchor),
            ]
        } else {
            let pullDown = chrome.bottomCover.topAnchor.constraint(equalTo: cards.etaCard.topAnchor)
            pullDown.priority = .defaultHigh
            constraints += [
                cards.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                cards.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                cards.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                cards.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                cards.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                cards.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                chrome.bottomCover.topAnchor.constraint(lessThanOrEqualTo: cards.etaCard.topAnchor),
                pullDown,

                chrome.viewport.topAnchor.constraint(equalTo: cards.turnCard.bottomAnchor),
                chrome.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                chrome.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                chrome.viewport.bottomAnchor.constraint(equalTo: chrome.bottomCover.topAnchor),
            ]
        }
        let columnTop = wide ? safe.topAnchor : cards.turnCard.bottomAnchor
        constraints += [
            cards.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            cards.tripProgressBar.topAnchor.constraint(equalTo: columnTop, constant: metrics.verticalGap),
            cards.tripProgressBar.bottomAnchor.constraint(equalTo: chrome.bottomCover.topAnchor, constant: -metrics.verticalGap),

            cards.speedWidget.leadingAnchor.constraint(equalTo: chrome.logo.leadingAnchor),
            cards.speedWidget.bottomAnchor.constraint(equalTo: chrome.logo.layoutMarginsGuide.topAnchor),
        ]
        let leadingEdge = wide ? chrome.viewport.leadingAnchor : safe.leadingAnchor
        constraints += floatingChrome(chrome, leadingEdge: leadingEdge, trailingEdge: cards.tripProgressBar.leadingAnchor,
                                      topLimit: columnTop, trailingInset: metrics.elementInset / 3)
        return constraints
    }

    func promptLayout(_ prompt: NavigationPromptView, chrome: SharedChrome, on map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        var constraints = [
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ]
        if !wide {
            // Full width at the bottom: lift the open map above it.
            constraints.append(prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            constraints.append(chrome.bottomCover.topAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
        }
        return constraints
    }

    // MARK: Helpers

    private func coverGuide(_ guide: UILayoutGuide, on map: GMSMapView) -> [NSLayoutConstraint] {
        [
            guide.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ]
    }

    /// Logo bottom-leading, buttons bottom-trailing, both above the bottom cover.
    private func floatingChrome(
        _ chrome: SharedChrome, leadingEdge: NSLayoutXAxisAnchor, trailingEdge: NSLayoutXAxisAnchor,
        topLimit: NSLayoutYAxisAnchor, trailingInset: CGFloat
    ) -> [NSLayoutConstraint] {
        [
            chrome.logo.leadingAnchor.constraint(equalTo: leadingEdge, constant: metrics.elementInset),
            chrome.logo.bottomAnchor.constraint(equalTo: chrome.bottomCover.topAnchor, constant: -metrics.verticalGap),

            chrome.buttonStack.trailingAnchor.constraint(equalTo: trailingEdge, constant: -trailingInset),
            chrome.buttonStack.bottomAnchor.constraint(equalTo: chrome.bottomCover.topAnchor, constant: -metrics.verticalGap),
            chrome.buttonStack.topAnchor.constraint(greaterThanOrEqualTo: topLimit, constant: metrics.verticalGap),
        ]
    }
}
