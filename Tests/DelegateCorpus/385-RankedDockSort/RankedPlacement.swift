import GoogleNavigation

/// Everything the drive screen places. The raw value is only a tie-breaker.
enum ChromeSlot: String, CaseIterable {
    case viewport, turnCard, etaCard, tripProgressBar, speedWidget, googleLogo, buttons
}

/// A vertical line a dock starts from.
enum TopLine: Equatable {
    case safeTop
    case below(ChromeSlot)
}

/// How a slot is docked. SDK-sized views (cards, logo, speed widget) are only
/// ever docked by a corner: no dock gives them a width or a height.
enum Dock: Equatable {
    /// The camera: between `top` and the open map's floor, edge to edge.
    case fill(top: TopLine)
    /// Top leading corner of the safe area.
    case topLeading
    /// Bottom leading corner of the safe area; the open map's floor stays above it.
    case bottomBand
    /// Bottom leading corner of the open map, stacked upwards by rank.
    case cornerStack
    /// Down the trailing side from `top` to the floor, laid inwards by rank.
    case trailingRail(top: TopLine)
}

/// One row of the placement list: which slot, in which drawing layer, at which
/// rank inside its dock. Rows are sorted (layer, rank, slot) before anything is
/// mounted, so the map's subview order is the list's order.
struct RankedPlacement {
    var slot: ChromeSlot
    var layer: Int
    var rank: Int
    var dock: Dock

    var slotName: String { slot.rawValue }
}

/// The ranking rules, in one place so a design review reads one file.
@MainActor
enum PlacementRanking {
    /// Back to front, then rank, then name (stable across runs).
    static let drawingOrder = [
        KeyPathComparator(\RankedPlacement.layer),
        KeyPathComparator(\RankedPlacement.rank),
    ]

    static func ready() -> [RankedPlacement] {
        [
            RankedPlacement(slot: .buttons, layer: 3, rank: 0, dock: .trailingRail(top: .safeTop)),
            RankedPlacement(slot: .googleLogo, layer: 2, rank: 0, dock: .cornerStack),
            RankedPlacement(slot: .viewport, layer: 0, rank: 0, dock: .fill(top: .safeTop)),
        ]
    }

    /// Compact: everything on the trailing rail starts under the turn card.
    /// Wide: the turn card sits in the leading column, so the rail starts at the top.
    static func guidance(wide: Bool) -> [RankedPlacement] {
        let railTop: TopLine = wide ? .safeTop : .below(.turnCard)
        return [
            RankedPlacement(slot: .speedWidget, layer: 2, rank: 1, dock: .cornerStack),
            RankedPlacement(slot: .googleLogo, layer: 2, rank: 0, dock: .cornerStack),
            RankedPlacement(slot: .etaCard, layer: 1, rank: 1, dock: .bottomBand),
            RankedPlacement(slot: .turnCard, layer: 1, rank: 0, dock: .topLeading),
            RankedPlacement(slot: .buttons, layer: 3, rank: 1, dock: .trailingRail(top: railTop)),
            RankedPlacement(slot: .tripProgressBar, layer: 3, rank: 0, dock: .trailingRail(top: railTop)),
            RankedPlacement(slot: .viewport, layer: 0, rank: 0, dock: .fill(top: .below(.turnCard))),
        ]
    }

    /// Which SDK view goes in which slot, by key path into the state.
    static let readySlots: [(path: PartialKeyPath<NavigationReadyUIState>, slot: ChromeSlot)] = [
        (\.viewport, .viewport),
        (\.googleLogo, .googleLogo),
    ]

    static let guidanceSlots: [(path: PartialKeyPath<ActiveGuidanceUIState>, slot: ChromeSlot)] = [
        (\.viewport, .viewport),
        (\.turnCard, .turnCard),
        (\.etaCard, .etaCard),
        (\.tripProgressBar, .tripProgressBar),
        (\.speedWidget, .speedWidget),
        (\.googleLogo, .googleLogo),
    ]

    static func views<State>(of state: State, table: [(path: PartialKeyPath<State>, slot: ChromeSlot)]) -> [ChromeSlot: UIView] {
        var views: [ChromeSlot: UIView] = [:]
        for (path, slot) in table {
            if let view = state[keyPath: path] as? UIView {
                views[slot] = view
            }
        }
        return views
    }
}

/// What docks resolve against.
struct DockFrame {
    let safe: UILayoutGuide
    let floor: UILayoutGuide
    let views: [ChromeSlot: UIView]
    let inset: CGFloat
    let gap: CGFloat
}

/// Turns sorted rows into constraints. Stacks and rails are chained in rank
/// order (ties broken by name), one gap between neighbours.
@MainActor
func resolveDocks(_ rows: [RankedPlacement], in frame: DockFrame) -> [NSLayoutConstraint] {
    var pins: [NSLayoutConstraint] = []

    func top(_ line: TopLine) -> NSLayoutYAxisAnchor {
        switch line {
        case .safeTop: return frame.safe.topAnchor
        case .below(let slot): return frame.views[slot]?.bottomAnchor ?? frame.safe.topAnchor
        }
    }

    func chain(_ dockRows: [RankedPlacement]) -> [UIView] {
        dockRows
            .sorted { ($0.rank, $0.slotName) < ($1.rank, $1.slotName) }
            .compactMap { frame.views[$0.slot] }
    }

    for row in rows {
        guard let view = frame.views[row.slot] else { continue }
        switch row.dock {
        case .fill(let line):
            pins += [
                view.topAnchor.constraint(equalTo: top(line)),
                view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: frame.safe.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: frame.floor.topAnchor),
            ]
        case .topLeading:
            pins += [
                view.topAnchor.constraint(equalTo: frame.safe.topAnchor),
                view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor),
            ]
        case .bottomBand:
            pins += [
                view.bottomAnchor.constraint(equalTo: frame.safe.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor),
                frame.floor.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor),
            ]
        case .cornerStack, .trailingRail:
            continue
        }
    }

    // Bottom leading corner: rank 0 on the floor, each next one above it.
    let corner = chain(rows.filter { $0.dock == .cornerStack })
    let cornerGaps = [frame.inset] + repeatElement(frame.gap, count: max(corner.count - 1, 0))
    var below: NSLayoutYAxisAnchor = frame.floor.topAnchor
    for (view, gap) in zip(corner, cornerGaps) {
        pins += [
            view.bottomAnchor.constraint(equalTo: below, constant: -gap),
            view.leadingAnchor.constraint(equalTo: frame.safe.leadingAnchor, constant: frame.inset),
        ]
        below = view.topAnchor
    }

    // Trailing rail: rank 0 on the trailing edge, each next one inwards of it.
    let rail = rows
        .filter { if case .trailingRail = $0.dock { return true } else { return false } }
        .sorted { ($0.rank, $0.slotName) < ($1.rank, $1.slotName) }
    let railGaps = [frame.inset] + Array(repeating: frame.gap, count: max(rail.count - 1, 0))
    var outer: NSLayoutXAxisAnchor = frame.safe.trailingAnchor
    for (row, gap) in zip(rail, railGaps) {
        guard let view = frame.views[row.slot], case .trailingRail(let line) = row.dock else { continue }
        pins += [
            view.trailingAnchor.constraint(equalTo: outer, constant: -gap),
            view.topAnchor.constraint(equalTo: top(line), constant: frame.inset),
            view.bottomAnchor.constraint(equalTo: frame.floor.topAnchor, constant: -frame.inset),
        ]
        outer = view.leadingAnchor
    }
    return pins
}
