import GoogleNavigation
import UIKit

// The pure half of the navigation layout: a context in, a plan out. No views
// here, so LayoutPlannerTests assert on plans (`XCTAssertEqual(plan.pins, [...])`)
// without a map view or the SDK.

/// Something a pin names, by role. `PlanApplier` resolves roles against the
/// current state's views.
indirect enum Role: Hashable, Sendable {
    case map
    case safeArea
    /// The bottom of the open map: a zero-height guide the applier owns.
    case floor
    case viewport
    case logo
    case turnCard
    case etaCard
    case speedWidget
    case progressBar
    case buttonRail
    case prompt
    /// The `layoutMarginsGuide` of another role's view (to stack on a Google
    /// view's built-in margins).
    case margins(Role)
}

enum Edge: Hashable {
    case top, bottom, leading, trailing

    var isHorizontal: Bool {
        self == .leading || self == .trailing
    }
}

enum Relation: Hashable {
    case equal, atMost, atLeast
}

/// How hard a pin holds: `required`, or giving way to required pins.
enum Strength: Hashable {
    case required
    /// Held unless a required pin disagrees (UIKit's `defaultHigh`).
    case preferred
    /// Where an item rests when nothing else decides (UIKit's `defaultLow`).
    case resting
}

/// One constraint of a plan, by roles.
enum PinSpec: Hashable, Sendable {
    /// `item.edge (relation) target.targetEdge + constant`.
    case pin(Role, Edge, to: Role, Edge, CGFloat = 0, Relation = .equal, Strength = .required)
    /// A fixed height, for the app's own guides only: the SDK sizes its views.
    case height(Role, CGFloat)
}

struct PlanContext: Equatable, Sendable {
    enum Phase: Equatable {
        case off, ready, guidance
    }

    var phase: Phase
    var wide: Bool
    var showsPrompt: Bool
    /// The kinds of button the state offers.
    var buttons: [NavigationButtonKnownType]

    static let off = PlanContext(phase: .off, wide: false, showsPrompt: false, buttons: [])
}

struct LayoutPlan: Equatable, Sendable {
    /// What goes on the map, bottom to top (guides anywhere).
    var mounts: [Role]
    /// The button rail's buttons, top to bottom.
    var rail: [NavigationButtonKnownType]
    var pins: [PinSpec]

    static let empty = LayoutPlan(mounts: [], rail: [], pins: [])
}

struct LayoutPlanner {
    struct Metrics: Equatable {
        var edge: CGFloat = 16
        var wideEdge: CGFloat = 24
        var gap: CGFloat = 8
        var progressBarInset: CGFloat = 4

        func edge(wide: Bool) -> CGFloat {
            wide ? wideEdge : edge
        }
    }

    var metrics = Metrics()

    func plan(for context: PlanContext) -> LayoutPlan {
        switch context.phase {
        case .off:
            return .empty
        case .ready:
            return readyPlan(context)
        case .guidance:
            return guidancePlan(context)
        }
    }

    // MARK: - Phases

    /// The open map over the safe area, the logo bottom leading, the buttons
    /// down the trailing edge.
    private func readyPlan(_ context: PlanContext) -> LayoutPlan {
        let edge = metrics.edge(wide: context.wide)
        let gap = metrics.gap
        return LayoutPlan(
            mounts: [.floor, .viewport, .logo, .buttonRail],
            rail: railOrder(context.buttons),
            pins: floorPins() + [
                .pin(.viewport, .top, to: .safeArea, .top),
                .pin(.viewport, .leading, to: .safeArea, .leading),
                .pin(.viewport, .trailing, to: .safeArea, .trailing),
                .pin(.viewport, .bottom, to: .floor, .top),
                .pin(.logo, .leading, to: .safeArea, .leading, edge),
                .pin(.logo, .bottom, to: .floor, .top, -gap),
                .pin(.buttonRail, .top, to: .safeArea, .top, gap),
                .pin(.buttonRail, .trailing, to: .safeArea, .trailing, -edge),
                .pin(.buttonRail, .bottom, to: .floor, .top, -gap),
            ])
    }

    /// Turn card top and ETA card bottom on the leading edge. Narrow, the open
    /// map is between them and the speed widget stands on the ETA card's
    /// margins; wide, the open map is beside them with the speed widget in its
    /// bottom leading corner. The logo follows the speed widget; the trip
    /// progress bar runs down the trailing edge with the buttons inside it.
    private func guidancePlan(_ context: PlanContext) -> LayoutPlan {
        let edge = metrics.edge(wide: context.wide)
        let gap = metrics.gap
        var pins = floorPins() + [
            .pin(.turnCard, .top, to: .safeArea, .top),
            .pin(.turnCard, .leading, to: .safeArea, .leading),
            .pin(.viewport, .trailing, to: .safeArea, .trailing),
            .pin(.viewport, .bottom, to: .floor, .top),
            .pin(.logo, .leading, to: .speedWidget, .trailing, gap),
            .pin(.logo, .bottom, to: .floor, .top, -gap),
            .pin(.progressBar, .trailing, to: .safeArea, .trailing, -metrics.progressBarInset),
            .pin(.progressBar, .bottom, to: .floor, .top, -gap),
            .pin(.buttonRail, .trailing, to: .progressBar, .leading, -gap),
            .pin(.buttonRail, .bottom, to: .floor, .top, -gap),
        ]
        if context.wide {
            pins += [
                .pin(.etaCard, .bottom, to: .safeArea, .bottom),
                .pin(.etaCard, .leading, to: .safeArea, .leading),
                .pin(.viewport, .top, to: .safeArea, .top),
                .pin(.viewport, .leading, to: .turnCard, .trailing, 0, .atLeast),
                .pin(.viewport, .leading, to: .etaCard, .trailing, 0, .atLeast),
                .pin(.viewport, .leading, to: .safeArea, .leading, 0, .equal, .resting),
                .pin(.speedWidget, .leading, to: .viewport, .leading, edge),
                .pin(.speedWidget, .bottom, to: .floor, .top, -gap),
                .pin(.progressBar, .top, to: .safeArea, .top, gap),
                .pin(.buttonRail, .top, to: .safeArea, .top, gap),
            ]
        } else {
            // The ETA card across the bottom of the map, as in the SDK's sample.
            pins += [
                .pin(.etaCard, .bottom, to: .map, .bottom),
                .pin(.etaCard, .leading, to: .map, .leading),
                .pin(.floor, .bottom, to: .etaCard, .top, 0, .atMost),
                .pin(.viewport, .top, to: .turnCard, .bottom),
                .pin(.viewport, .leading, to: .safeArea, .leading),
                .pin(.speedWidget, .leading, to: .margins(.etaCard), .leading),
                .pin(.speedWidget, .bottom, to: .margins(.etaCard), .top),
                .pin(.progressBar, .top, to: .turnCard, .bottom, gap),
                .pin(.buttonRail, .top, to: .turnCard, .bottom, gap),
            ]
        }

        var mounts: [Role] = [
            .floor, .viewport, .turnCard, .etaCard, .progressBar, .speedWidget, .logo, .buttonRail,
        ]
        if context.showsPrompt {
            mounts.append(.prompt)
            pins += [
                .pin(.prompt, .leading, to: .safeArea, .leading),
                .pin(.prompt, .bottom, to: .map, .bottom),
                // The open map (viewport, logo, speed widget when wide, rail) ends above it.
                .pin(.floor, .bottom, to: .prompt, .top, 0, .atMost),
            ]
        }
        return LayoutPlan(mounts: mounts, rail: railOrder(context.buttons), pins: pins)
    }

    // MARK: - Parts

    /// The open map's bottom: resting on the safe area's bottom, never below it.
    private func floorPins() -> [PinSpec] {
        [
            .height(.floor, 0),
            .pin(.floor, .leading, to: .map, .leading),
            .pin(.floor, .trailing, to: .map, .trailing),
            .pin(.floor, .bottom, to: .safeArea, .bottom, 0, .atMost),
            .pin(.floor, .bottom, to: .safeArea, .bottom, 0, .equal, .resting),
        ]
    }

    /// Reporting above the compass, whatever order the SDK lists them in.
    private func railOrder(_ offered: [NavigationButtonKnownType]) -> [NavigationButtonKnownType] {
        [.reporting, .compass].filter { offered.contains($0) }
    }
}
