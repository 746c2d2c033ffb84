import GoogleNavigation
import UIKit

// MARK: - Rule vocabulary

/// One vertical edge rule: (anchor on the item, anchor on the target, constant).
typealias YRule = (KeyPath<UIView, NSLayoutYAxisAnchor>, KeyPath<UIView, NSLayoutYAxisAnchor>, CGFloat)
/// One horizontal edge rule: (anchor on the item, anchor on the target, constant).
typealias XRule = (KeyPath<UIView, NSLayoutXAxisAnchor>, KeyPath<UIView, NSLayoutXAxisAnchor>, CGFloat)
/// One size rule: (dimension on the item, dimension on the target, multiplier).
typealias DimensionRule = (KeyPath<UIView, NSLayoutDimension>, KeyPath<UIView, NSLayoutDimension>, CGFloat)

/// Where a placed view lives on the stage.
typealias Slot = ReferenceWritableKeyPath<Stage, UIView?>

/// Which navigation phase the map is in.
enum Phase {
    case off, ready, guidance
}

// MARK: - Stage

/// The views the delegate places, by role. Rows name views through `Slot` key paths.
@MainActor
final class Stage {
    var map: UIView?
    var viewport: UIView?
    var logo: UIView?
    var buttonStack: UIView?
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?
    var progressBar: UIView?
    var prompt: UIView?

    /// Copies the state's views into their slots, table driven.
    func load<State>(_ state: State, _ table: [(KeyPath<State, UIView>, Slot)]) {
        for (source, slot) in table {
            self[keyPath: slot] = state[keyPath: source]
        }
    }

    func views(_ slots: [Slot]) -> [UIView] {
        slots.compactMap { self[keyPath: $0] }
    }

    func clear(_ slots: [Slot]) {
        slots.forEach { self[keyPath: $0] = nil }
    }

    /// The constraints of one row; a row whose item or target is not on stage gives none.
    func constraints(for row: Row) -> [NSLayoutConstraint] {
        guard let item = self[keyPath: row.item], let target = self[keyPath: row.target] else { return [] }
        return item.pinned(to: target, row.y) + item.pinned(to: target, row.x) + item.sized(to: target, row.size)
    }
}

/// One row of a layout table: the item, what it is pinned to, and the rules between them.
struct Row {
    let item: Slot
    let target: Slot
    var y: [YRule] = []
    var x: [XRule] = []
    var size: [DimensionRule] = []
}

// MARK: - Generic helpers

extension UIView {
    /// Applies edge rules of one axis: `item.anchor == target.anchor + constant`.
    func pinned<Anchor: NSLayoutAnchor<Anchor>>(
        to target: UIView,
        _ rules: [(KeyPath<UIView, Anchor>, KeyPath<UIView, Anchor>, CGFloat)]
    ) -> [NSLayoutConstraint] {
        rules.map { own, other, constant in
            self[keyPath: own].constraint(equalTo: target[keyPath: other], constant: constant)
        }
    }

    /// Applies size rules: `item.dimension == target.dimension * multiplier`.
    func sized(to target: UIView, _ rules: [DimensionRule]) -> [NSLayoutConstraint] {
        rules.map { own, other, multiplier in
            self[keyPath: own].constraint(equalTo: target[keyPath: other], multiplier: multiplier)
        }
    }
}

// MARK: - The tables

@MainActor
enum LayoutTable {
    static let inset = NavigationStyleValues.buttonHorizontalPadding
    static let gap = NavigationStyleValues.buttonVerticalPadding

    static let readyViews: [(KeyPath<NavigationReadyUIState, UIView>, Slot)] = [
        (\.viewport, \.viewport),
        (\.googleLogo, \.logo),
    ]
    static let guidanceViews: [(KeyPath<ActiveGuidanceUIState, UIView>, Slot)] = [
        (\.viewport, \.viewport),
        (\.googleLogo, \.logo),
        (\.turnCard, \.turnCard),
        (\.etaCard, \.etaCard),
        (\.speedWidget, \.speedWidget),
        (\.tripProgressBar, \.progressBar),
    ]

    /// Bottom first: the hiding stack puts element 0 at its bottom.
    static let readyButtons: [NavigationButtonKnownType] = [.compass]
    static let guidanceButtons: [NavigationButtonKnownType] = [.reporting, .compass]

    static let readySlots: [Slot] = [\.viewport, \.logo, \.buttonStack]
    static let guidanceSlots: [Slot] = [\.turnCard, \.etaCard, \.speedWidget, \.progressBar]
    static let allSlots: [Slot] = readySlots + guidanceSlots + [\.prompt]

    static let ready: [Row] = [
        Row(item: \.viewport, target: \.map,
            y: [(\.topAnchor, \.safeAreaLayoutGuide.topAnchor, 0),
                (\.bottomAnchor, \.safeAreaLayoutGuide.bottomAnchor, 0)],
            x: [(\.leadingAnchor, \.safeAreaLayoutGuide.leadingAnchor, 0),
                (\.trailingAnchor, \.safeAreaLayoutGuide.trailingAnchor, 0)]),
        Row(item: \.logo, target: \.viewport,
            y: [(\.bottomAnchor, \.bottomAnchor, 0)],
            x: [(\.leadingAnchor, \.leadingAnchor, 0)]),
        Row(item: \.buttonStack, target: \.viewport,
            y: [(\.topAnchor, \.topAnchor, 0), (\.bottomAnchor, \.bottomAnchor, 0)],
            x: [(\.trailingAnchor, \.trailingAnchor, -inset)]),
    ]

    static let guidance: [Row] = [
        Row(item: \.turnCard, target: \.map,
            y: [(\.topAnchor, \.topAnchor, 0)],
            x: [(\.leadingAnchor, \.safeAreaLayoutGuide.leadingAnchor, 0)]),
        Row(item: \.etaCard, target: \.map,
            y: [(\.bottomAnchor, \.bottomAnchor, 0)],
            x: [(\.leadingAnchor, \.safeAreaLayoutGuide.leadingAnchor, 0)]),
        Row(item: \.logo, target: \.viewport,
            y: [(\.bottomAnchor, \.bottomAnchor, 0)],
            x: [(\.leadingAnchor, \.leadingAnchor, 0)]),
        Row(item: \.speedWidget, target: \.logo,
            y: [(\.bottomAnchor, \.topAnchor, -gap)],
            x: [(\.leadingAnchor, \.leadingAnchor, 0)]),
        Row(item: \.progressBar, target: \.viewport,
            y: [(\.centerYAnchor, \.centerYAnchor, 0)],
            x: [(\.trailingAnchor, \.trailingAnchor, -inset)],
            size: [(\.heightAnchor, \.heightAnchor, 0.5)]),
        Row(item: \.buttonStack, target: \.viewport,
            y: [(\.topAnchor, \.topAnchor, 0), (\.bottomAnchor, \.bottomAnchor, 0)]),
        Row(item: \.buttonStack, target: \.progressBar,
            x: [(\.trailingAnchor, \.leadingAnchor, -gap)]),
    ]

    /// Portrait: the camera frames the band between the turn card and the ETA card.
    static let portraitViewport: [Row] = [
        Row(item: \.viewport, target: \.turnCard, y: [(\.topAnchor, \.bottomAnchor, 0)]),
        Row(item: \.viewport, target: \.map,
            x: [(\.leadingAnchor, \.safeAreaLayoutGuide.leadingAnchor, 0),
                (\.trailingAnchor, \.safeAreaLayoutGuide.trailingAnchor, 0)]),
    ]
    /// Wide: the cards form a leading column; the camera frames what is beside it.
    static let wideViewport: [Row] = [
        Row(item: \.viewport, target: \.map,
            y: [(\.topAnchor, \.safeAreaLayoutGuide.topAnchor, 0)],
            x: [(\.trailingAnchor, \.safeAreaLayoutGuide.trailingAnchor, 0)]),
        Row(item: \.viewport, target: \.turnCard, x: [(\.leadingAnchor, \.trailingAnchor, 0)]),
    ]

    static let floorOnEtaCard = Row(item: \.viewport, target: \.etaCard, y: [(\.bottomAnchor, \.topAnchor, 0)])
    static let floorOnSafeArea = Row(item: \.viewport, target: \.map,
                                     y: [(\.bottomAnchor, \.safeAreaLayoutGuide.bottomAnchor, 0)])
    static let floorOnPrompt = Row(item: \.viewport, target: \.prompt, y: [(\.bottomAnchor, \.topAnchor, 0)])

    static let promptPins: [Row] = [
        Row(item: \.prompt, target: \.map,
            y: [(\.bottomAnchor, \.bottomAnchor, 0)],
            x: [(\.leadingAnchor, \.safeAreaLayoutGuide.leadingAnchor, 0)]),
    ]

    /// Everything the phase lays out, besides the prompt's own pins.
    static func rows(for phase: Phase, wide: Bool, prompting: Bool) -> [Row] {
        switch phase {
        case .off:
            return []
        case .ready:
            return ready
        case .guidance:
            let viewport = wide ? wideViewport : portraitViewport
            let floor = prompting ? floorOnPrompt : (wide ? floorOnSafeArea : floorOnEtaCard)
            return guidance + viewport + [floor]
        }
    }
}
