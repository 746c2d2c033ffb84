//  ChromeHostView+Constraints.swift
//  The constraint sets updateConstraints() installs.

import GoogleNavigation

extension ChromeHostView {

    func readyConstraints() -> [NSLayoutConstraint] {
        guard let googleLogo, let viewport else { return [] }
        let safe = safeAreaLayoutGuide
        var result = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
        ]
        if let compassButton {
            result += [
                compassButton.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
                compassButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            ]
        }
        return result
    }

    func compactGuidanceConstraints(_ g: GuidanceViews) -> [NSLayoutConstraint] {
        guard let googleLogo, let viewport else { return [] }
        let safe = safeAreaLayoutGuide
        let etaTop = g.etaCard.layoutMarginsGuide.topAnchor
        let yielding = [
            viewport.bottomAnchor.constraint(equalTo: etaTop),
            googleLogo.bottomAnchor.constraint(equalTo: etaTop, constant: -8),
            g.buttonStack.bottomAnchor.constraint(equalTo: etaTop, constant: -8),
            g.tripProgressBar.bottomAnchor.constraint(equalTo: etaTop, constant: -8),
        ]
        yielding.forEach { $0.priority = .defaultHigh }
        return yielding + [
            g.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            g.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            g.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            g.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            g.speedWidget.leadingAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.leadingAnchor),
            g.speedWidget.bottomAnchor.constraint(equalTo: etaTop),
            viewport.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            googleLogo.leadingAnchor.constraint(equalTo: g.speedWidget.trailingAnchor, constant: 8),
            g.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            g.tripProgressBar.topAnchor.constraint(equalTo: g.turnCard.bottomAnchor, constant: 8),
            g.buttonStack.trailingAnchor.constraint(equalTo: g.tripProgressBar.leadingAnchor, constant: -8),
            g.buttonStack.topAnchor.constraint(greaterThanOrEqualTo: g.turnCard.bottomAnchor, constant: 8),
        ]
    }

    func wideGuidanceConstraints(_ g: GuidanceViews) -> [NSLayoutConstraint] {
        guard let googleLogo, let viewport else { return [] }
        let safe = safeAreaLayoutGuide
        let beside = viewport.leadingAnchor.constraint(equalTo: g.turnCard.trailingAnchor)
        beside.priority = .defaultLow
        return [
            g.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            g.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: centerXAnchor),
            g.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            g.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            g.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: centerXAnchor),
            g.speedWidget.leadingAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.leadingAnchor),
            g.speedWidget.bottomAnchor.constraint(equalTo: g.etaCard.layoutMarginsGuide.topAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: g.turnCard.trailingAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: g.etaCard.trailingAnchor),
            beside,
            googleLogo.leadingAnchor.constraint(equalTo: g.etaCard.trailingAnchor, constant: 8),
            googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            g.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            g.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
            g.tripProgressBar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            g.buttonStack.trailingAnchor.constraint(equalTo: g.tripProgressBar.leadingAnchor, constant: -8),
            g.buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
            g.buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 8),
        ]
    }

    func constraints(forPrompt prompt: NavigationPromptView, guidance g: GuidanceViews) -> [NSLayoutConstraint] {
        guard let googleLogo, let viewport else { return [] }
        let safe = safeAreaLayoutGuide
        if isWide {
            return [
                prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                prompt.leadingAnchor.constraint(equalTo: g.etaCard.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: g.etaCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: prompt.trailingAnchor),
            ]
        }
        return [
            prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
            googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -8),
            g.buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -8),
            g.tripProgressBar.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -8),
        ]
    }
}
