import GoogleNavigation
import UIKit

/// The guidance-only Google views, handed over by `startGuidance`.
@MainActor
struct GuidanceViews {
    let turnCard: UIView
    let etaCard: UIView
    let tripProgressBar: UIView
    let speedWidget: UIView

    init(_ state: ActiveGuidanceUIState) {
        turnCard = state.turnCard
        etaCard = state.etaCard
        tripProgressBar = state.tripProgressBar
        speedWidget = state.speedWidget
    }

    var all: [UIView] { [turnCard, etaCard, tripProgressBar, speedWidget] }
}

/// Everything a slot may anchor to in the phase being laid out.
@MainActor
struct ChromeFrame {
    let map: GMSMapView
    let wide: Bool
    let metrics: ChromeMetrics
    let viewport: UIView
    let mute: UIView
    let guidance: GuidanceViews?
    let prompt: NavigationPromptView?

    var safe: UILayoutGuide { map.safeAreaLayoutGuide }

    /// Where the open map ends at the bottom: the prompt when one is up, else
    /// the ETA card. In wide mode both sit in the leading column, so the
    /// right-hand part of the map runs down to the safe area.
    var bottomEdge: NSLayoutYAxisAnchor {
        switch (guidance, wide) {
        case (nil, _), (_, true):
            safe.bottomAnchor
        case (.some(let cards), false):
            prompt?.topAnchor ?? cards.etaCard.topAnchor
        }
    }
}

/// One piece of chrome that knows how to pin itself.
@MainActor
protocol ChromeSlot {
    var view: UIView { get }
    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint]
}

extension ChromeSlot {
    /// Names constraints after the slot, for debugging.
    func tagged(_ made: [NSLayoutConstraint]) -> [NSLayoutConstraint] {
        made.forEach { $0.identifier = "chrome.\(String(describing: type(of: self)))" }
        return made
    }
}

// MARK: - Views of both states

struct ViewportSlot: ChromeSlot {
    let view: UIView

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        guard let cards = frame.guidance else {
            return pinned(
                view.topAnchor.constraint(equalTo: frame.safe.topAnchor),
                view.bottomAnchor.constraint(equalTo: frame.safe.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor))
        }
        // Principle 9: the camera frames the part of the map no card covers.
        let top = if frame.wide {
            view.topAnchor.constraint(equalTo: frame.safe.topAnchor)
        } else {
            view.topAnchor.constraint(equalTo: cards.turnCard.bottomAnchor)
        }
        let leading = if frame.wide {
            view.leadingAnchor.constraint(equalTo: cards.turnCard.trailingAnchor)
        } else {
            view.leadingAnchor.constraint(equalTo: frame.map.leadingAnchor)
        }
        return gather(
            top, leading,
            view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: frame.bottomEdge))
    }
}

struct LogoSlot: ChromeSlot {
    let view: UIView

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        let m = frame.metrics
        switch (frame.guidance, frame.wide) {
        case (nil, _):
            let inset = if frame.wide { m.button } else { m.element }
            return pinned(
                view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor, constant: inset),
                view.bottomAnchor.constraint(equalTo: frame.safe.bottomAnchor, constant: -m.small))
        case (.some, true):
            // Bottom leading of the open map, right of the card column.
            return pinned(
                view.leadingAnchor.constraint(equalTo: frame.viewport.leadingAnchor, constant: m.element),
                view.bottomAnchor.constraint(equalTo: frame.viewport.bottomAnchor, constant: -m.small))
        case (.some(let cards), false):
            // Above the speed widget, whatever its size, and above a prompt:
            // the prompt may be shorter than the speed widget sticks up.
            let resting = view.bottomAnchor.constraint(equalTo: cards.speedWidget.topAnchor)
            resting.priority = .defaultHigh
            let clearOfPrompt: [NSLayoutConstraint] = if let prompt = frame.prompt {
                [view.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -m.small)]
            } else {
                []
            }
            return gather(
                view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor, constant: m.element),
                view.bottomAnchor.constraint(lessThanOrEqualTo: cards.speedWidget.topAnchor),
                resting,
                clearOfPrompt)
        }
    }
}

/// The app's own mute toggle, floating top trailing.
struct MuteSlot: ChromeSlot {
    let view: UIView

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        let m = frame.metrics
        guard let cards = frame.guidance else {
            return pinned(
                view.topAnchor.constraint(equalTo: frame.safe.topAnchor, constant: m.buttonVertical),
                view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor, constant: -m.button))
        }
        let topAnchor = frame.wide ? frame.safe.topAnchor : cards.turnCard.bottomAnchor
        return pinned(
            view.topAnchor.constraint(equalTo: topAnchor, constant: m.buttonVertical),
            view.trailingAnchor.constraint(equalTo: cards.tripProgressBar.leadingAnchor, constant: -m.small))
    }
}

/// The SDK's hiding stack holding the compass (and the reporting button).
struct ButtonRailSlot: ChromeSlot {
    let view: UIView

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        let m = frame.metrics
        let trailing = if let cards = frame.guidance {
            view.trailingAnchor.constraint(equalTo: cards.tripProgressBar.leadingAnchor, constant: -m.small)
        } else {
            view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor, constant: -m.button)
        }
        return gather(
            trailing,
            view.bottomAnchor.constraint(equalTo: frame.bottomEdge, constant: -m.buttonVertical),
            view.topAnchor.constraint(greaterThanOrEqualTo: frame.mute.bottomAnchor, constant: m.buttonVertical))
    }
}

// MARK: - Guidance-only views

/// The turn card, the ETA card and the prompt: edge-to-edge at the top or
/// bottom of the map, or in the leading column in wide mode. Height and width
/// are the SDK's (principle 3); wide mode keeps the SDK's column width at the
/// leading edge (principle 10).
struct CardSlot: ChromeSlot {
    enum Edge { case top, bottom }

    let view: UIView
    let edge: Edge

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        let vertical = switch edge {
        case .top: view.topAnchor.constraint(equalTo: frame.map.topAnchor)
        case .bottom: view.bottomAnchor.constraint(equalTo: frame.map.bottomAnchor)
        }
        if frame.wide {
            return gather(vertical, view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor))
        }
        return gather(
            vertical,
            [view.leadingAnchor.constraint(equalTo: frame.map.leadingAnchor),
             view.trailingAnchor.constraint(equalTo: frame.map.trailingAnchor)])
    }
}

struct SpeedWidgetSlot: ChromeSlot {
    let view: UIView
    let etaCard: UIView

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        // Stacked on the ETA card's margins, as the SDK guide recommends.
        pinned(
            view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor, constant: frame.metrics.element),
            view.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor))
    }
}

struct TripProgressSlot: ChromeSlot {
    let view: UIView
    let turnCard: UIView

    func constraints(in frame: borrowing ChromeFrame) -> [NSLayoutConstraint] {
        let m = frame.metrics
        let top = frame.wide ? frame.safe.topAnchor : turnCard.bottomAnchor
        return pinned(
            view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor),
            view.topAnchor.constraint(equalTo: top, constant: m.small),
            view.bottomAnchor.constraint(equalTo: frame.bottomEdge, constant: -m.small))
    }
}
