import GoogleNavigation
import UIKit

// The drive screen's chrome, one slot per Google view (and our button column).
// A slot is a type, not a value: it has nothing to store, only a key for the
// constraint registry, the view it takes from the SDK state and the
// constraints that place it. Phases are lists of slot types
// (`DrivePhases.swift`); the delegate installs them one by one through
// `install(_:in:)`.

/// What a slot sees while it makes its constraints.
@MainActor
struct SlotContext {
    let map: GMSMapView
    let wide: Bool
    /// Zero-height guide marking the bottom of the open map for the session.
    let openFloor: UILayoutGuide
    let buttonColumn: GMSNavigationHidingStackView
    let ready: NavigationReadyUIState?
    let guidance: ActiveGuidanceUIState?

    var safe: UILayoutGuide { map.safeAreaLayoutGuide }
    var edge: CGFloat { wide ? 16 : 12 }
    var gap: CGFloat { 8 }

    /// The logo and viewport exist in both states; the SDK hands them over in either.
    var googleLogo: UIView? { guidance?.googleLogo ?? ready?.googleLogo }
    var viewport: UIView? { guidance?.viewport ?? ready?.viewport }
}

@MainActor
protocol ChromeSlot {
    /// Registry key; also the prefix of every constraint identifier.
    static var key: String { get }
    /// The view this slot places, or nil when the state has none for it.
    static func view(in context: SlotContext) -> UIView?
    /// The constraints placing `view(in:)`. Never a width or height for SDK-sized views.
    static func constraints(in context: SlotContext) -> [NSLayoutConstraint]
}

/// Slots whose view exists only during guidance: they are taken off the map when guidance ends.
@MainActor
protocol GuidanceOnlySlot: ChromeSlot {}

extension ChromeSlot {
    /// Identifiers read `drive.turnCard.0`, `drive.turnCard.1`, ... in the debugger.
    static func tagged(_ constraints: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        for (index, constraint) in constraints.enumerated() {
            constraint.identifier = "drive.\(key).\(index)"
        }
        return constraints
    }
}

// MARK: - Slots present in both states

enum ViewportSlot: ChromeSlot {
    static let key = "viewport"
    static func view(in context: SlotContext) -> UIView? { context.viewport }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        guard let viewport = context.viewport else { return [] }
        let safe = context.safe
        // Ready: the whole open map. Guidance: below the turn card (compact), or
        // beside the card column (wide).
        let top: NSLayoutConstraint
        let leading: NSLayoutConstraint
        switch (context.guidance, context.wide) {
        case (nil, _):
            top = viewport.topAnchor.constraint(equalTo: safe.topAnchor)
            leading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        case (let guidance?, false):
            top = viewport.topAnchor.constraint(equalTo: guidance.turnCard.bottomAnchor)
            leading = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
        case (let guidance?, true):
            top = viewport.topAnchor.constraint(equalTo: safe.topAnchor)
            leading = viewport.leadingAnchor.constraint(equalTo: guidance.turnCard.trailingAnchor)
        }
        return tagged([
            top,
            leading,
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: context.openFloor.topAnchor),
        ])
    }
}

enum LogoSlot: ChromeSlot {
    static let key = "googleLogo"
    static func view(in context: SlotContext) -> UIView? { context.googleLogo }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        guard let logo = context.googleLogo, let viewport = context.viewport else { return [] }
        // Bottom leading of the camera area, as the SDK recommends.
        return tagged([
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: context.edge),
            logo.bottomAnchor.constraint(equalTo: context.openFloor.topAnchor, constant: -context.edge),
        ])
    }
}

enum ButtonColumnSlot: ChromeSlot {
    static let key = "buttons"

    static func view(in context: SlotContext) -> UIView? {
        context.buttonColumn.arrangedSubviews.isEmpty ? nil : context.buttonColumn
    }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        let column = context.buttonColumn
        let top: NSLayoutConstraint
        let trailing: NSLayoutConstraint
        if let guidance = context.guidance {
            let topLine = context.wide ? context.safe.topAnchor : guidance.turnCard.bottomAnchor
            top = column.topAnchor.constraint(equalTo: topLine, constant: context.edge)
            trailing = column.trailingAnchor.constraint(
                equalTo: guidance.tripProgressBar.leadingAnchor, constant: -context.gap)
        } else {
            top = column.topAnchor.constraint(equalTo: context.safe.topAnchor, constant: context.edge)
            trailing = column.trailingAnchor.constraint(equalTo: context.safe.trailingAnchor, constant: -context.edge)
        }
        return tagged([
            top,
            trailing,
            column.bottomAnchor.constraint(equalTo: context.openFloor.topAnchor, constant: -context.edge),
        ])
    }
}

// MARK: - Guidance-only slots

enum TurnCardSlot: GuidanceOnlySlot {
    static let key = "turnCard"
    static func view(in context: SlotContext) -> UIView? { context.guidance?.turnCard }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        guard let card = context.guidance?.turnCard else { return [] }
        // Top of the leading column in both modes; the SDK sizes the card.
        return tagged([
            card.topAnchor.constraint(equalTo: context.safe.topAnchor),
            card.leadingAnchor.constraint(equalTo: context.safe.leadingAnchor),
        ])
    }
}

enum ETACardSlot: GuidanceOnlySlot {
    static let key = "etaCard"
    static func view(in context: SlotContext) -> UIView? { context.guidance?.etaCard }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        guard let card = context.guidance?.etaCard else { return [] }
        var pins = [
            card.bottomAnchor.constraint(equalTo: context.safe.bottomAnchor),
            card.leadingAnchor.constraint(equalTo: context.safe.leadingAnchor),
        ]
        if !context.wide {
            // Docked across the bottom: the open map ends above it. In wide mode
            // it sits in the leading column, beside the camera.
            pins.append(context.openFloor.bottomAnchor.constraint(lessThanOrEqualTo: card.topAnchor))
        }
        return tagged(pins)
    }
}

enum TripProgressSlot: GuidanceOnlySlot {
    static let key = "tripProgressBar"
    static func view(in context: SlotContext) -> UIView? { context.guidance?.tripProgressBar }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        guard let guidance = context.guidance else { return [] }
        let bar = guidance.tripProgressBar
        let topLine = context.wide ? context.safe.topAnchor : guidance.turnCard.bottomAnchor
        return tagged([
            bar.topAnchor.constraint(equalTo: topLine, constant: context.edge),
            bar.trailingAnchor.constraint(equalTo: context.safe.trailingAnchor, constant: -context.edge),
            bar.bottomAnchor.constraint(equalTo: context.openFloor.topAnchor, constant: -context.edge),
        ])
    }
}

enum SpeedWidgetSlot: GuidanceOnlySlot {
    static let key = "speedWidget"
    static func view(in context: SlotContext) -> UIView? { context.guidance?.speedWidget }

    static func constraints(in context: SlotContext) -> [NSLayoutConstraint] {
        guard let widget = context.guidance?.speedWidget, let logo = context.googleLogo else { return [] }
        // Right above the logo; the widget sizes itself for its four states.
        return tagged([
            widget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -context.gap),
            widget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
        ])
    }
}
