import GoogleNavigation
import UIKit

// MARK: - Any navigation state

/// The camera fills the open map.
struct ViewportPlacer<Input: ChromeState>: SlotPlacer {
    func items(for input: Input) -> [any Mountable] {
        [input.viewport]
    }

    func constraints(for input: Input, in open: OpenMap) -> [NSLayoutConstraint] {
        let viewport = input.viewport
        return [
            viewport.topAnchor.constraint(equalTo: open.top),
            viewport.leadingAnchor.constraint(equalTo: open.leading),
            viewport.trailingAnchor.constraint(equalTo: open.safeArea.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: open.floor.topAnchor),
        ]
    }
}

/// The Google logo in the bottom leading corner of the open map.
struct LogoPlacer<Input: ChromeState>: SlotPlacer {
    func items(for input: Input) -> [any Mountable] {
        [input.googleLogo]
    }

    func constraints(for input: Input, in open: OpenMap) -> [NSLayoutConstraint] {
        [
            input.googleLogo.leadingAnchor.constraint(equalTo: open.leading, constant: open.inset),
            input.googleLogo.bottomAnchor.constraint(equalTo: open.floor.topAnchor, constant: -open.inset),
        ]
    }
}

/// The SDK's buttons in a hiding stack down the trailing side of the open map.
struct ButtonRailPlacer<Input: ChromeState>: SlotPlacer {
    let stack: GMSNavigationHidingStackView
    let kinds: [NavigationButtonKnownType]
    /// A view the rail keeps clear of on its trailing side; nil: the safe area's edge.
    var beside: ((Input) -> UIView)? = nil

    func prepare(for input: Input) {
        stack.arrangedSubviews = Array(buttonViews(input.buttons, kinds: kinds))
    }

    func items(for input: Input) -> [any Mountable] {
        stack.arrangedSubviews.isEmpty ? [] : [stack]
    }

    func constraints(for input: Input, in open: OpenMap) -> [NSLayoutConstraint] {
        guard !stack.arrangedSubviews.isEmpty else { return [] }
        let trailing = beside.map { stack.trailingAnchor.constraint(equalTo: $0(input).leadingAnchor, constant: -open.gap) }
            ?? stack.trailingAnchor.constraint(equalTo: open.safeArea.trailingAnchor, constant: -open.inset)
        return [
            stack.topAnchor.constraint(equalTo: open.top, constant: open.inset),
            trailing,
            stack.bottomAnchor.constraint(equalTo: open.floor.topAnchor, constant: -open.inset),
        ]
    }
}

// MARK: - Active guidance

/// Turn card top leading. The ETA card docks across the bottom when compact (the
/// open map ends above it) and closes the leading column when wide.
struct CardPlacer: SlotPlacer {
    func items(for state: ActiveGuidanceUIState) -> [any Mountable] {
        [state.turnCard, state.etaCard]
    }

    func constraints(for state: ActiveGuidanceUIState, in open: OpenMap) -> [NSLayoutConstraint] {
        let safe = open.safeArea
        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: open.map.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if !open.wide {
            constraints.append(open.floor.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor))
        }
        return constraints
    }
}

/// The speed widget rides on the logo.
struct SpeedWidgetPlacer: SlotPlacer {
    func items(for state: ActiveGuidanceUIState) -> [any Mountable] {
        [state.speedWidget]
    }

    func constraints(for state: ActiveGuidanceUIState, in open: OpenMap) -> [NSLayoutConstraint] {
        stack(state.speedWidget, on: state.googleLogo, gap: open.gap)
    }
}

/// The trip progress bar down the trailing edge of the open map.
struct TripProgressPlacer: SlotPlacer {
    func items(for state: ActiveGuidanceUIState) -> [any Mountable] {
        [state.tripProgressBar]
    }

    func constraints(for state: ActiveGuidanceUIState, in open: OpenMap) -> [NSLayoutConstraint] {
        let bar = state.tripProgressBar
        return [
            bar.topAnchor.constraint(equalTo: open.top, constant: open.inset),
            bar.trailingAnchor.constraint(equalTo: open.safeArea.trailingAnchor, constant: -open.inset),
            bar.bottomAnchor.constraint(equalTo: open.floor.topAnchor, constant: -open.inset),
        ]
    }
}

// MARK: - Session and prompts

/// The open map's floor: rests on the safe area's bottom for the whole session;
/// docked cards and prompts hold it above themselves.
struct OpenFloorPlacer: SlotPlacer {
    let floor: UILayoutGuide

    func items(for map: GMSMapView) -> [any Mountable] {
        [floor]
    }

    func constraints(for map: GMSMapView, in open: OpenMap) -> [NSLayoutConstraint] {
        let resting = floor.bottomAnchor.constraint(equalTo: open.safeArea.bottomAnchor)
        resting.priority = .defaultLow
        return [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: open.safeArea.bottomAnchor),
            resting,
        ]
    }
}

/// A prompt across the bottom of the map; the open map ends above it. Its
/// bottom constraint carries `slideIdentifier` so the delegate can slide it.
struct PromptPlacer: SlotPlacer {
    static let slideIdentifier = "prompt.slide"

    func items(for prompt: NavigationPromptView) -> [any Mountable] {
        [prompt]
    }

    func constraints(for prompt: NavigationPromptView, in open: OpenMap) -> [NSLayoutConstraint] {
        let slide = prompt.bottomAnchor.constraint(equalTo: open.map.bottomAnchor)
        slide.identifier = Self.slideIdentifier
        return [
            slide,
            prompt.leadingAnchor.constraint(equalTo: open.safeArea.leadingAnchor),
            open.floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
    }
}
