// AnimatedNavLayout+Constraints.swift
// The constraint sets for each state. Nothing here activates anything.

import UIKit
import GoogleNavigation

extension AnimatedNavLayout {

    var edgeInset: CGFloat { isWide ? 16 : 8 }

    /// Navigation ready: the camera frames the whole safe area.
    func readyFrame(on navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let viewport else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        return [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ] + chrome(in: viewport)
    }

    /// Guidance: the camera frames what the cards (and a prompt) leave open.
    func guidanceFrame(on navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let viewport, let turnCard, let etaCard else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        let gap = NavigationStyleValues.headerFooterHorizontalPadding
        var set: [NSLayoutConstraint]
        if isWide {
            set = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor, constant: gap),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        } else {
            let floor = prompt?.topAnchor ?? etaCard.layoutMarginsGuide.topAnchor
            set = [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
        }
        set += chrome(in: viewport)
        return set
    }

    /// Logo bottom-leading and compass top-trailing, inside the camera frame.
    func chrome(in viewport: UIView) -> [NSLayoutConstraint] {
        var set: [NSLayoutConstraint] = []
        if let logo {
            set.append(logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edgeInset))
            set.append(logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -edgeInset))
        }
        if let compass {
            set.append(compass.topAnchor.constraint(equalTo: viewport.topAnchor, constant: edgeInset))
            set.append(compass.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -edgeInset))
        }
        return set
    }

    /// Turn card on top, ETA card at the bottom (the leading column in wide
    /// mode), speed widget above the logo, reporting button bottom-trailing.
    func guidanceCards(on navMap: GMSMapView) -> [NSLayoutConstraint] {
        guard let turnCard, let etaCard, let viewport else { return [] }
        let safe = navMap.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        var set = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        ]
        if isWide {
            set.append(turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
            set.append(etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
        } else {
            set.append(turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side))
            set.append(etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side))
        }
        if let speedWidget, let logo {
            set.append(speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edgeInset))
            set.append(speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -edgeInset))
        }
        if let reporting {
            set.append(reporting.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -edgeInset))
            set.append(reporting.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -edgeInset))
        }
        return set
    }

    /// A prompt sits right above the ETA card and is as wide as it.
    func pins(for prompt: NavigationPromptView) -> [NSLayoutConstraint] {
        guard let etaCard else { return [] }
        return [
            prompt.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            prompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor),
        ]
    }
}
