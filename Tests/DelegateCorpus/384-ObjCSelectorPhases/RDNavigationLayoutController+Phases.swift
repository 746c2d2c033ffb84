//  RDNavigationLayoutController+Phases.swift
//  RideDesk Driver
//
//  One method per phase and width, named as the Objective-C original named
//  them. Each adds its constraints to the context; the controller activates
//  them. Views the SDK sizes (cards, logo, speed widget) are only pinned.

import GoogleNavigation

extension RDNavigationLayoutController {

    func setUpReadyCompact(_ context: RDLayoutContext) {
        setUpReady(context, inset: kRDChromeInset)
    }

    func setUpReadyWide(_ context: RDLayoutContext) {
        setUpReady(context, inset: kRDChromeWideInset)
    }

    func setUpGuidanceCompact(_ context: RDLayoutContext) {
        let safe = context.mapView.safeAreaLayoutGuide
        let turnCard = context.view(RDViewKey.turnCard)
        let viewport = context.view(RDViewKey.viewport)
        // Turn card across the top, camera right under it.
        context.add([
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        setUpGuidanceCommon(context, top: turnCard.bottomAnchor, logoLeading: safe.leadingAnchor, inset: kRDChromeInset)
    }

    func setUpGuidanceWide(_ context: RDLayoutContext) {
        let safe = context.mapView.safeAreaLayoutGuide
        let turnCard = context.view(RDViewKey.turnCard)
        let viewport = context.view(RDViewKey.viewport)
        // Turn card at the top of the leading column, camera beside it.
        context.add([
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        setUpGuidanceCommon(context, top: safe.topAnchor, logoLeading: turnCard.trailingAnchor, inset: kRDChromeWideInset)
    }

    // MARK: - Shared pieces

    private func setUpReady(_ context: RDLayoutContext, inset: CGFloat) {
        let safe = context.mapView.safeAreaLayoutGuide
        let floor = context.floorGuide
        let viewport = context.view(RDViewKey.viewport)
        let logo = context.view(RDViewKey.logo)
        let stack = context.buttonStack
        context.add([
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
        ])
    }

    /// ETA card docked at the bottom leading corner (the open map's floor stays
    /// above it), logo and speed widget bottom leading of the camera, progress
    /// bar and buttons down the trailing side.
    private func setUpGuidanceCommon(
        _ context: RDLayoutContext, top: NSLayoutYAxisAnchor, logoLeading: NSLayoutXAxisAnchor, inset: CGFloat
    ) {
        let safe = context.mapView.safeAreaLayoutGuide
        let floor = context.floorGuide
        let etaCard = context.view(RDViewKey.etaCard)
        let viewport = context.view(RDViewKey.viewport)
        let logo = context.view(RDViewKey.logo)
        let speed = context.view(RDViewKey.speedWidget)
        let progress = context.view(RDViewKey.tripProgress)
        let stack = context.buttonStack
        context.add([
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            logo.leadingAnchor.constraint(equalTo: logoLeading, constant: inset),
            logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -kRDChromeInset),
            progress.topAnchor.constraint(equalTo: top, constant: inset),
            progress.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            stack.topAnchor.constraint(equalTo: top, constant: inset),
            stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -kRDChromeInset),
        ])
    }
}

#if canImport(ObjectiveC)
// The selectors the original exposed; `runSetUp(on:)` finds them by name.
extension RDNavigationLayoutController {
    @objc(setUpReadyCompact:) private func rd_setUpReadyCompact(_ context: RDLayoutContext) { setUpReadyCompact(context) }
    @objc(setUpReadyWide:) private func rd_setUpReadyWide(_ context: RDLayoutContext) { setUpReadyWide(context) }
    @objc(setUpGuidanceCompact:) private func rd_setUpGuidanceCompact(_ context: RDLayoutContext) { setUpGuidanceCompact(context) }
    @objc(setUpGuidanceWide:) private func rd_setUpGuidanceWide(_ context: RDLayoutContext) { setUpGuidanceWide(context) }
}
#endif
