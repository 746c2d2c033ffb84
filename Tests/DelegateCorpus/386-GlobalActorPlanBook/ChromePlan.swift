import GoogleNavigation

/// The actor our layout planning runs on when it runs ahead of time. Plans are
/// plain `Sendable` values: worked out here (or synchronously, by the same pure
/// functions, when the book is not ready yet) and applied on the main actor.
@globalActor
actor ChromePlanning {
    static let shared = ChromePlanning()
}

/// Things a plan talks about: the SDK's views, our button stack, the prompt,
/// and the lines they are pinned to.
enum PlanItem: String, Sendable, Hashable {
    case viewport, turnCard, etaCard, tripProgressBar, speedWidget, googleLogo, buttons, prompt
    case safeArea, map, floor
    /// The ETA card's `layoutMarginsGuide` (stack Google views on Google margins).
    case etaCardMargins
}

enum PlanEdge: Sendable, Hashable {
    case top, bottom, leading, trailing
}

enum PlanRelation: Sendable, Hashable {
    case equal, lessOrEqual
}

/// One constraint, as data: `item.edge (relation) target.targetEdge + constant`.
struct PlanPin: Sendable, Hashable {
    var item: PlanItem
    var edge: PlanEdge
    var relation: PlanRelation = .equal
    var target: PlanItem
    var targetEdge: PlanEdge
    var constant: CGFloat = 0
    var priority: Float = 1000
}

enum PlanStage: Sendable, Hashable, CaseIterable {
    case ready, guidance
}

struct PlanKey: Sendable, Hashable {
    var stage: PlanStage
    var wide: Bool

    static let all: [PlanKey] = PlanStage.allCases.flatMap { stage in
        [PlanKey(stage: stage, wide: false), PlanKey(stage: stage, wide: true)]
    }
}

struct PlanMetrics: Sendable, Hashable {
    var inset: CGFloat
    var wideInset: CGFloat
    var gap: CGFloat

    static let standard = PlanMetrics(inset: 10, wideInset: 18, gap: 8)
}

/// A whole state's layout: what is mounted (back to front) and how it is pinned.
struct ChromePlan: Sendable, Equatable {
    var key: PlanKey
    var mounted: [PlanItem]
    var pins: [PlanPin]
}

/// The planner: pure functions of the key and the metrics, callable from any
/// isolation (the main actor calls them when the plan book is not ready).
enum ChromePlanner {
    nonisolated static func plan(_ key: PlanKey, metrics: PlanMetrics) -> ChromePlan {
        switch key.stage {
        case .ready: return ready(key, metrics: metrics)
        case .guidance: return guidance(key, metrics: metrics)
        }
    }

    nonisolated static func prompt() -> [PlanPin] {
        [
            PlanPin(item: .prompt, edge: .bottom, target: .map, targetEdge: .bottom),
            PlanPin(item: .prompt, edge: .leading, target: .safeArea, targetEdge: .leading),
            PlanPin(item: .floor, edge: .bottom, relation: .lessOrEqual, target: .prompt, targetEdge: .top),
        ]
    }

    private nonisolated static func ready(_ key: PlanKey, metrics: PlanMetrics) -> ChromePlan {
        let inset = key.wide ? metrics.wideInset : metrics.inset
        return ChromePlan(key: key, mounted: [.viewport, .googleLogo, .buttons], pins: [
            PlanPin(item: .viewport, edge: .top, target: .safeArea, targetEdge: .top),
            PlanPin(item: .viewport, edge: .leading, target: .safeArea, targetEdge: .leading),
            PlanPin(item: .viewport, edge: .trailing, target: .safeArea, targetEdge: .trailing),
            PlanPin(item: .viewport, edge: .bottom, target: .floor, targetEdge: .top),
            PlanPin(item: .googleLogo, edge: .leading, target: .safeArea, targetEdge: .leading, constant: inset),
            PlanPin(item: .googleLogo, edge: .bottom, target: .floor, targetEdge: .top, constant: -inset),
            PlanPin(item: .buttons, edge: .top, target: .safeArea, targetEdge: .top, constant: inset),
            PlanPin(item: .buttons, edge: .trailing, target: .safeArea, targetEdge: .trailing, constant: -inset),
            PlanPin(item: .buttons, edge: .bottom, target: .floor, targetEdge: .top, constant: -inset),
        ])
    }

    /// Compact: turn card across the top, camera under it, speed widget on the
    /// ETA card's margins and the logo above it (kept above a prompt).
    /// Wide: both cards in the leading column, camera and logo beside it.
    private nonisolated static func guidance(_ key: PlanKey, metrics: PlanMetrics) -> ChromePlan {
        let inset = key.wide ? metrics.wideInset : metrics.inset
        var pins: [PlanPin] = [
            PlanPin(item: .turnCard, edge: .top, target: .safeArea, targetEdge: .top),
            PlanPin(item: .turnCard, edge: .leading, target: .safeArea, targetEdge: .leading),
            PlanPin(item: .etaCard, edge: .bottom, target: .safeArea, targetEdge: .bottom),
            PlanPin(item: .etaCard, edge: .leading, target: .safeArea, targetEdge: .leading),
            PlanPin(item: .floor, edge: .bottom, relation: .lessOrEqual, target: .etaCard, targetEdge: .top),
            PlanPin(item: .speedWidget, edge: .bottom, target: .etaCardMargins, targetEdge: .top),
            PlanPin(item: .speedWidget, edge: .leading, target: .etaCardMargins, targetEdge: .leading),
            PlanPin(item: .viewport, edge: .trailing, target: .safeArea, targetEdge: .trailing),
            PlanPin(item: .viewport, edge: .bottom, target: .floor, targetEdge: .top),
            PlanPin(item: .tripProgressBar, edge: .trailing, target: .safeArea, targetEdge: .trailing, constant: -inset),
            PlanPin(item: .tripProgressBar, edge: .bottom, target: .floor, targetEdge: .top, constant: -inset),
            PlanPin(item: .buttons, edge: .trailing, target: .tripProgressBar, targetEdge: .leading, constant: -metrics.gap),
            PlanPin(item: .buttons, edge: .bottom, target: .floor, targetEdge: .top, constant: -inset),
        ]
        if key.wide {
            pins += [
                PlanPin(item: .viewport, edge: .top, target: .safeArea, targetEdge: .top),
                PlanPin(item: .viewport, edge: .leading, target: .turnCard, targetEdge: .trailing),
                PlanPin(item: .googleLogo, edge: .leading, target: .viewport, targetEdge: .leading, constant: inset),
                PlanPin(item: .googleLogo, edge: .bottom, target: .floor, targetEdge: .top, constant: -inset),
                PlanPin(item: .tripProgressBar, edge: .top, target: .safeArea, targetEdge: .top, constant: inset),
                PlanPin(item: .buttons, edge: .top, target: .safeArea, targetEdge: .top, constant: inset),
            ]
        } else {
            pins += [
                PlanPin(item: .viewport, edge: .top, target: .turnCard, targetEdge: .bottom),
                PlanPin(item: .viewport, edge: .leading, target: .safeArea, targetEdge: .leading),
                PlanPin(item: .googleLogo, edge: .leading, target: .safeArea, targetEdge: .leading, constant: inset),
                // Rides on the speed widget, but never under it nor under a prompt.
                PlanPin(item: .googleLogo, edge: .bottom, target: .speedWidget, targetEdge: .top, constant: -metrics.gap, priority: 750),
                PlanPin(item: .googleLogo, edge: .bottom, relation: .lessOrEqual, target: .speedWidget, targetEdge: .top, constant: -metrics.gap),
                PlanPin(item: .googleLogo, edge: .bottom, relation: .lessOrEqual, target: .floor, targetEdge: .top, constant: -inset),
                PlanPin(item: .tripProgressBar, edge: .top, target: .turnCard, targetEdge: .bottom, constant: inset),
                PlanPin(item: .buttons, edge: .top, target: .turnCard, targetEdge: .bottom, constant: inset),
            ]
        }
        return ChromePlan(
            key: key,
            mounted: [.viewport, .turnCard, .etaCard, .speedWidget, .googleLogo, .tripProgressBar, .buttons],
            pins: pins
        )
    }
}

/// Plans worked out ahead of time, off the main actor.
@ChromePlanning
final class PlanBook {
    private var plans: [PlanKey: ChromePlan] = [:]

    nonisolated init() {}

    func prepareAll(metrics: PlanMetrics) -> [PlanKey: ChromePlan] {
        for key in PlanKey.all where plans[key] == nil {
            plans[key] = ChromePlanner.plan(key, metrics: metrics)
        }
        return plans
    }
}
