import GoogleNavigation
import UIKit

// Free functions of the navigation layout. Each takes what it lays out and the
// world last; none keeps state, so the snapshot tests call them directly.

/// The views of one navigation state and the constraints placing them.
struct Placement {
    var views: [UIView]
    var railItems: [UIView]
    var pins: [NSLayoutConstraint]

    static let empty = Placement(views: [], railItems: [], pins: [])
}

/// The buttons for the rail, reporting above the compass; found by type, as
/// the SDK may hand them over in any order.
@MainActor
func railItems(from buttons: [NavigationUIButton]) -> [UIView] {
    let compass = buttons.first { $0.type == .compass }?.view
    let reporting = buttons.first { $0.type == .reporting }?.view
    return [reporting, compass].compactMap { $0 }
}

// MARK: - States

/// Navigation ready: the open map over the whole safe area, the logo in the
/// bottom leading corner, the buttons down the trailing edge.
@MainActor
func readyPlacement(
    _ state: NavigationReadyUIState, rail: UIView, in map: GMSMapView, wide: Bool, world: LayoutWorld
) -> Placement {
    let metrics = world.metrics()
    let safe = map.safeAreaLayoutGuide
    let edge = metrics.edge(wide: wide)
    let viewport = state.viewport
    let logo = state.googleLogo
    return Placement(
        views: [viewport, logo, rail],
        railItems: railItems(from: state.buttons),
        pins: [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -metrics.gap),
            rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: metrics.gap),
            rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            rail.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -metrics.gap),
        ])
}

/// Active guidance. Turn card at the top and ETA card at the bottom of the
/// leading edge; narrow, the open map lies between them, wide, beside them.
/// The logo stands in the open map's bottom leading corner; its trailing edge
/// has the trip progress bar, and inside it the speed widget with the buttons
/// above. Everything in the open map stands on the viewport's bottom, which a
/// prompt pushes up (`promptPins`).
@MainActor
func guidancePlacement(
    _ state: ActiveGuidanceUIState, rail: UIView, in map: GMSMapView, wide: Bool, world: LayoutWorld
) -> Placement {
    let metrics = world.metrics()
    let safe = map.safeAreaLayoutGuide
    let edge = metrics.edge(wide: wide)
    let gap = metrics.gap
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    let logo = state.googleLogo
    let speed = state.speedWidget
    let progress = state.tripProgressBar

    var pins = [
        turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -gap),
        progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.progressBarInset),
        progress.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -gap),
        speed.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -gap),
        speed.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -gap),
        rail.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -gap),
        rail.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
    ]

    // The viewport's bottom rests on what is below the open map, at less than
    // required priority so a prompt can push it higher.
    let restingBottom: NSLayoutConstraint
    if wide {
        restingBottom = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        besideColumn.priority = .defaultLow
        pins += [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
            viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
            besideColumn,
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge),
            progress.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
            rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        ]
    } else {
        restingBottom = viewport.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
        pins += [
            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: edge),
            progress.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
            rail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gap),
        ]
    }
    restingBottom.priority = .defaultHigh
    pins.append(restingBottom)

    return Placement(
        views: [viewport, turnCard, etaCard, progress, speed, logo, rail],
        railItems: railItems(from: state.buttons),
        pins: pins)
}

/// Adds the views, fills the rail, then activates the pins.
@MainActor
func mount(_ placement: Placement, rail: GMSNavigationHidingStackView, on map: GMSMapView, world: LayoutWorld) {
    for view in placement.views {
        map.addSubview(view)
    }
    rail.arrangedSubviews = placement.railItems
    NSLayoutConstraint.activate(placement.pins)
    world.log("mounted \(placement.views.count) views, \(placement.pins.count) pins")
}

/// Deactivates the pins, empties the rail, then removes the views.
@MainActor
func unmount(_ placement: Placement, rail: GMSNavigationHidingStackView, world: LayoutWorld) {
    NSLayoutConstraint.deactivate(placement.pins)
    rail.arrangedSubviews = []
    for view in placement.views.reversed() {
        view.removeFromSuperview()
    }
    world.log("unmounted \(placement.views.count) views")
}

/// Swaps the pins of views already on the map (a resize).
@MainActor
func repin(from old: Placement, to new: Placement, world: LayoutWorld) {
    NSLayoutConstraint.deactivate(old.pins)
    NSLayoutConstraint.activate(new.pins)
    world.log("repinned \(new.pins.count) pins")
}

// MARK: - Prompts

/// The prompt at the bottom of the leading edge; the open map ends above it.
@MainActor
func promptPins(_ prompt: NavigationPromptView, above viewport: UIView, in map: GMSMapView) -> [NSLayoutConstraint] {
    [
        prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
        prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
}

/// Where a prompt comes from and goes to: up from below on a narrow map; on a
/// wide map, in from the leading edge (physical, so mirrored by hand).
@MainActor
func promptOffstage(in map: GMSMapView, wide: Bool, world: LayoutWorld) -> CGAffineTransform {
    if world.reduceMotion() {
        return .identity
    }
    let travel = world.metrics().promptTravel
    guard wide else {
        return CGAffineTransform(translationX: 0, y: travel)
    }
    return CGAffineTransform(translationX: world.isRTL(map) ? travel : -travel, y: 0)
}

/// Narrow, the prompt spans the bottom: top corners rounded (the SDK's
/// default). Wide, it docks into the leading column: only the top corner facing
/// the open map is rounded. `CACornerMask` is physical, so it is mirrored here.
@MainActor
func promptCorners(in map: GMSMapView, wide: Bool, world: LayoutWorld) -> CACornerMask {
    guard wide else {
        return [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
    return world.isRTL(map) ? .layerMinXMinYCorner : .layerMaxXMinYCorner
}
