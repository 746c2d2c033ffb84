import GoogleNavigation
import UIKit

/// One way to lay the chrome out: the modes it is for, the parts it cannot do
/// without, the parts that rule it out, and the placement tree.
struct Arrangement {
    enum Mode: Hashable {
        case narrow, wide
    }

    let name: String
    let modes: Set<Mode>
    let requires: Set<Part>
    let excludes: Set<Part>
    let placement: Placement

    /// The parts this arrangement puts on the map (when the state offers them).
    var places: Set<Part> { placement.parts }
}

/// The screen's arrangements in order of preference. The delegate negotiates:
/// the first arrangement for the map's mode whose required parts the state
/// offers, none of whose excluded parts it offers, and whose placement resolves,
/// is the layout. A part the state offers that the winner does not place stays
/// off the map.
@MainActor
enum ArrangementCatalog {
    static let gap: CGFloat = 8

    static var all: [Arrangement] {
        let guidanceParts: Set<Part> = [.viewport, .turnCard, .etaCard, .speedWidget, .logo, .buttons]
        let readyParts: Set<Part> = [.viewport, .logo, .buttons]
        let padding = NavigationStyleValues.buttonHorizontalPadding
        return [
            Arrangement(name: "guidance.wide", modes: [.wide], requires: guidanceParts, excludes: [],
                        placement: guidanceWide),
            Arrangement(name: "guidance.narrow", modes: [.narrow], requires: guidanceParts, excludes: [],
                        placement: guidanceNarrow),
            Arrangement(name: "ready.wide", modes: [.wide], requires: readyParts, excludes: [.turnCard, .etaCard],
                        placement: ready(buttonInset: padding * 1.5)),
            Arrangement(name: "ready", modes: [.narrow, .wide], requires: readyParts, excludes: [.turnCard, .etaCard],
                        placement: ready(buttonInset: padding)),
        ]
    }

    // MARK: - Navigation ready

    static func ready(buttonInset: CGFloat) -> Placement {
        .all([
            .equal(.part(.viewport), .top, .safeArea, .top),
            .equal(.part(.viewport), .leading, .safeArea, .leading),
            .equal(.part(.viewport), .trailing, .safeArea, .trailing),
            .equal(.part(.viewport), .bottom, .openMap, .top),
            .equal(.part(.logo), .bottom, .openMap, .top, -gap),
            .equal(.part(.logo), .leading, .safeArea, .leading, gap),
            .equal(.part(.buttons), .top, .safeArea, .top, gap),
            .equal(.part(.buttons), .bottom, .openMap, .top, -gap),
            .equal(.part(.buttons), .trailing, .safeArea, .trailing, -buttonInset),
        ])
    }

    // MARK: - Guidance

    /// Turn card at the top and ETA card at the bottom of the leading edge (across
    /// the map when narrow, a column when wide); the speed widget on the ETA card.
    static var cards: Placement {
        .all([
            .equal(.part(.turnCard), .top, .safeArea, .top),
            .equal(.part(.turnCard), .leading, .safeArea, .leading),
            .equal(.part(.etaCard), .bottom, .safeArea, .bottom),
            .equal(.part(.etaCard), .leading, .safeArea, .leading),
            .equal(.part(.speedWidget), .bottom, .margins(.etaCard), .top),
            .equal(.part(.speedWidget), .leading, .margins(.etaCard), .leading),
        ])
    }

    static var guidanceNarrow: Placement {
        .all([
            cards,
            .atMost(.openMap, .bottom, .part(.etaCard), .top),
            .atMost(.openMap, .bottom, .part(.speedWidget), .top),
            .equal(.part(.viewport), .top, .part(.turnCard), .bottom),
            .equal(.part(.viewport), .leading, .safeArea, .leading),
            .equal(.part(.viewport), .trailing, .safeArea, .trailing),
            .equal(.part(.viewport), .bottom, .openMap, .top),
            .equal(.part(.logo), .leading, .safeArea, .leading, gap),
            .equal(.part(.logo), .bottom, .openMap, .top, -gap),
            rail(from: .part(.turnCard), .bottom),
            promptLane,
        ])
    }

    static var guidanceWide: Placement {
        .all([
            cards,
            .equal(.part(.viewport), .top, .safeArea, .top),
            .atLeast(.part(.viewport), .leading, .part(.turnCard), .trailing),
            .atLeast(.part(.viewport), .leading, .part(.etaCard), .trailing),
            .soft(.equal(.part(.viewport), .leading, .safeArea, .leading), .defaultLow),
            .equal(.part(.viewport), .trailing, .safeArea, .trailing),
            .equal(.part(.viewport), .bottom, .openMap, .top),
            .equal(.part(.logo), .leading, .part(.viewport), .leading, gap),
            .equal(.part(.logo), .bottom, .openMap, .top, -gap),
            rail(from: .safeArea, .top),
            promptLane,
        ])
    }

    /// The trailing rail: the trip progress bar on the edge, the buttons inside it,
    /// both from `top` down to the open map's bottom.
    static func rail(from top: Target, _ topEdge: Edge) -> Placement {
        .all([
            .equal(.part(.progressBar), .top, top, topEdge, gap),
            .equal(.part(.progressBar), .bottom, .openMap, .top, -gap),
            .equal(.part(.progressBar), .trailing, .safeArea, .trailing, -gap),
            .equal(.part(.buttons), .top, top, topEdge, gap),
            .equal(.part(.buttons), .bottom, .openMap, .top, -gap),
            .equal(.part(.buttons), .trailing, .part(.progressBar), .leading, -gap),
        ])
    }

    /// A prompt, when one is up, at the bottom over the cards; the open map above it.
    static var promptLane: Placement {
        .prefer(
            .all([
                .equal(.part(.prompt), .leading, .safeArea, .leading),
                .equal(.part(.prompt), .bottom, .mapView, .bottom),
                .atMost(.openMap, .bottom, .part(.prompt), .top),
            ]),
            otherwise: .nothing)
    }
}
