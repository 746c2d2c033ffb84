import GoogleNavigation
import UIKit

/// Everything the layout reads from the outside world, injected so tests can
/// replace it (`.preview`) without a map or the SDK's style values.
struct LayoutEnvironment: Sendable {
    var metrics: @Sendable (Bool) -> Metrics
    var log: @Sendable (String) -> Void
    var isCompact: @Sendable (CGSize) -> Bool

    static let live = LayoutEnvironment(
        metrics: { wide in Metrics.standard(wide: wide) },
        log: { message in print("[NavLayout] \(message)") },
        isCompact: { size in size.height < 480 }
    )

    static var preview: LayoutEnvironment {
        LayoutEnvironment(
            metrics: { _ in Metrics(edgeInset: 8, stackSpacing: 4, cardGap: 8, promptSlide: 0) },
            log: { _ in },
            isCompact: { _ in false }
        )
    }
}

/// Spacing the layout uses, in points.
struct Metrics: Equatable, Sendable {
    var edgeInset: CGFloat
    var stackSpacing: CGFloat
    var cardGap: CGFloat
    var promptSlide: TimeInterval

    static func standard(wide: Bool) -> Metrics {
        Metrics(
            edgeInset: wide ? NavigationStyleValues.headerFooterHorizontalPadding : 0,
            stackSpacing: NavigationStyleValues.buttonVerticalPadding,
            cardGap: NavigationStyleValues.elementHorizontalPadding,
            promptSlide: 0.3
        )
    }
}

/// The items a constraint description can name.
enum Item: Hashable, Sendable {
    case map, safeArea, contentBottom
    case logo, viewport, buttons
    case turnCard, etaCard, etaCardMargins, speedWidget
}

enum YEdge: Sendable { case top, bottom }
enum XEdge: Sendable { case leading, trailing }

enum Relation: Sendable { case equal, atMost, atLeast }

/// A constraint, described without UIKit objects so it can be compared in tests.
enum Pin: Equatable, Sendable {
    case x(Item, XEdge, to: Item, XEdge, Relation, CGFloat)
    case y(Item, YEdge, to: Item, YEdge, Relation, CGFloat, priority: Float)
    case height(Item, CGFloat)

    static func x(_ item: Item, _ edge: XEdge, _ target: Item, inset: CGFloat = 0) -> Pin {
        .x(item, edge, to: target, edge, .equal, edge == .leading ? inset : -inset)
    }

    static func y(_ item: Item, _ edge: YEdge, _ target: Item, _ targetEdge: YEdge,
                  _ relation: Relation = .equal, _ constant: CGFloat = 0) -> Pin {
        .y(item, edge, to: target, targetEdge, relation, constant, priority: 1000)
    }
}

// MARK: - Pure layout functions

/// The pins every navigation state shares: the content-bottom guide rests on
/// the safe area unless a card or prompt pushes it up.
func contentGuidePins() -> [Pin] {
    [
        .height(.contentBottom, 0),
        .y(.contentBottom, .bottom, to: .safeArea, .bottom, .equal, 0, priority: 250),
    ]
}

func readyPins(_ metrics: Metrics) -> [Pin] {
    [
        .x(.viewport, .leading, .safeArea),
        .x(.viewport, .trailing, .safeArea),
        .y(.viewport, .top, .safeArea, .top),
        .y(.viewport, .bottom, .contentBottom, .top),

        .x(.logo, .leading, .safeArea, inset: metrics.edgeInset),
        .y(.logo, .bottom, .contentBottom, .top),

        .x(.buttons, .trailing, .safeArea, inset: metrics.edgeInset),
        .y(.buttons, .top, .safeArea, .top, .atLeast),
        .y(.buttons, .bottom, .contentBottom, .top),
    ]
}

func guidancePins(_ metrics: Metrics, wide: Bool) -> [Pin] {
    var pins: [Pin] = [
        .x(.turnCard, .leading, .safeArea, inset: metrics.edgeInset),
        .y(.turnCard, .top, .safeArea, .top),

        .x(.etaCard, .leading, .safeArea, inset: metrics.edgeInset),
        .y(.etaCard, .bottom, .map, .bottom),
        .y(.contentBottom, .bottom, .etaCard, .top, .atMost),

        .x(.speedWidget, .leading, .safeArea, inset: metrics.edgeInset),
        .y(.speedWidget, .bottom, .etaCardMargins, .top),

        .x(.logo, .leading, to: .speedWidget, .trailing, .equal, metrics.cardGap),
        .y(.logo, .bottom, .contentBottom, .top),

        .x(.viewport, .leading, .safeArea),
        .x(.viewport, .trailing, .safeArea),
        .y(.viewport, .top, .turnCard, .bottom),
        .y(.viewport, .bottom, .contentBottom, .top),

        .x(.buttons, .trailing, .safeArea, inset: metrics.edgeInset),
        .y(.buttons, .top, .turnCard, .bottom, .atLeast, metrics.stackSpacing),
        .y(.buttons, .bottom, .contentBottom, .top),
    ]
    if !wide {
        // Portrait: the cards span the screen; in wide mode the SDK sizes the
        // leading column itself.
        pins.append(.x(.turnCard, .trailing, .safeArea, inset: metrics.edgeInset))
        pins.append(.x(.etaCard, .trailing, .safeArea, inset: metrics.edgeInset))
    }
    return pins
}
