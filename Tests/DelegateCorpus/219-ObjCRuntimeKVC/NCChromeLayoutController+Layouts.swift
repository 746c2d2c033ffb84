//  NCChromeLayoutController+Layouts.swift
//  The constraint sets: ready, guidance (compact / wide) and prompt.

import GoogleNavigation

extension NCChromeLayoutController {

    func installReadyLayout(in map: GMSMapView) {
        guard let logo = views.nc_view(forKey: NCViewKey.logo),
              let viewport = views.nc_view(forKey: NCViewKey.viewport) else { return }
        let gap = flag(forKey: "isWideLayout") ? NCMetrics.wideGap : NCMetrics.compactGap
        let safe = map.safeAreaLayoutGuide
        map.nc_addAutoLayoutSubview(viewport)
        map.nc_addAutoLayoutSubview(logo)
        readyConstraints.addObjects(from: [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        ])
        if let compass = views.nc_view(forKey: NCViewKey.compass) {
            map.nc_addAutoLayoutSubview(compass)
            readyConstraints.addObjects(from: [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
            ])
        }
        readyConstraints.nc_setConstraintsActive(true)
    }

    func installGuidanceLayout(in map: GMSMapView) {
        guard let turnCard = views.nc_view(forKey: NCViewKey.turnCard),
              let etaCard = views.nc_view(forKey: NCViewKey.etaCard),
              let tripBar = views.nc_view(forKey: NCViewKey.tripProgress),
              let speed = views.nc_view(forKey: NCViewKey.speedWidget),
              let stack = views.nc_view(forKey: NCViewKey.buttonStack),
              let logo = views.nc_view(forKey: NCViewKey.logo),
              let viewport = views.nc_view(forKey: NCViewKey.viewport) else { return }
        let safe = map.safeAreaLayoutGuide
        let gap = NCMetrics.compactGap

        // Shared by both variants.
        guidanceConstraints.addObjects(from: [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            tripBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            stack.trailingAnchor.constraint(equalTo: tripBar.leadingAnchor, constant: -gap),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])

        if flag(forKey: "isWideLayout") {
            let viewportBeside = viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor)
            viewportBeside.priority = .defaultLow
            guidanceConstraints.addObjects(from: [
                turnCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                etaCard.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                viewportBeside,
                logo.leadingAnchor.constraint(equalTo: etaCard.trailingAnchor, constant: gap),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                tripBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                tripBar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
                stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: gap),
            ])
        } else {
            let viewportBottom = viewport.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
            let logoBottom = logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -gap)
            let stackBottom = stack.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -gap)
            let barBottom = tripBar.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor, constant: -gap)
            for yielding in [viewportBottom, logoBottom, stackBottom, barBottom] {
                yielding.priority = .defaultHigh   // a prompt may push them up
            }
            guidanceConstraints.addObjects(from: [
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewportBottom,
                logo.leadingAnchor.constraint(equalTo: speed.trailingAnchor, constant: gap),
                logoBottom,
                tripBar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
                barBottom,
                stackBottom,
                stack.topAnchor.constraint(greaterThanOrEqualTo: turnCard.bottomAnchor, constant: gap),
            ])
        }
        guidanceConstraints.nc_setConstraintsActive(true)
    }

    func installPromptLayout(in map: GMSMapView) {
        guard let prompt = views.nc_view(forKey: NCViewKey.prompt),
              let etaCard = views.nc_view(forKey: NCViewKey.etaCard),
              let viewport = views.nc_view(forKey: NCViewKey.viewport),
              let logo = views.nc_view(forKey: NCViewKey.logo),
              let stack = views.nc_view(forKey: NCViewKey.buttonStack),
              let tripBar = views.nc_view(forKey: NCViewKey.tripProgress) else { return }
        let safe = map.safeAreaLayoutGuide
        let gap = NCMetrics.compactGap
        promptConstraints.add(prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
        if flag(forKey: "isWideLayout") {
            promptConstraints.addObjects(from: [
                prompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: etaCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: prompt.trailingAnchor),
            ])
        } else {
            promptConstraints.addObjects(from: [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
                logo.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
                tripBar.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap),
            ])
        }
        promptConstraints.nc_setConstraintsActive(true)
    }
}
