import GoogleNavigation
import UIKit

/// Which slots each navigation state shows, back to front (the order they are
/// added to the map). Adding a Google view to the screen is adding its slot
/// type here.
@MainActor
enum DrivePhases {
    static let ready: [any ChromeSlot.Type] = [
        ViewportSlot.self,
        LogoSlot.self,
        ButtonColumnSlot.self,
    ]

    static let guidance: [any ChromeSlot.Type] = [
        ViewportSlot.self,
        TurnCardSlot.self,
        ETACardSlot.self,
        TripProgressSlot.self,
        LogoSlot.self,
        SpeedWidgetSlot.self,
        ButtonColumnSlot.self,
    ]

    /// Guidance slots that the ready state does not show.
    static var guidanceOnly: [any GuidanceOnlySlot.Type] {
        guidance.compactMap { $0 as? any GuidanceOnlySlot.Type }
    }
}

/// Where prompts go: docked across the bottom, the open map held above them.
@MainActor
enum PromptSlot {
    static let key = "prompt"

    static func constraints(for prompt: NavigationPromptView, in context: SlotContext) -> (pins: [NSLayoutConstraint], keepClear: NSLayoutConstraint) {
        let pins = [
            prompt.bottomAnchor.constraint(equalTo: context.map.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: context.safe.leadingAnchor),
        ]
        let keepClear = context.openFloor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)
        return (pins, keepClear)
    }
}
