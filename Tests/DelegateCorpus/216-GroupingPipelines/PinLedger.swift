import GoogleNavigation
import UIKit

/// The part of a navigation session a pin or a view belongs to. Later phases
/// sit on top of earlier ones and are torn down first.
enum LayoutPhase: Int, CaseIterable {
    case session
    case ready
    case guidance
    case prompt
}

/// What a pin positions, so the ledger can answer "which pins hold the logo".
enum Slot: String, CaseIterable {
    case clearance, viewport, logo, buttons, turnCard, etaCard, progress, speed, prompt
}

/// One constraint the delegate owns, tagged with its phase and slot.
struct Pin {
    let phase: LayoutPhase
    let slot: Slot
    let order: Int
    let constraint: NSLayoutConstraint
}

/// Everything the delegate put on the map, grouped by phase.
@MainActor
struct PinLedger {
    private(set) var pins: [Pin] = []
    private(set) var views: [(phase: LayoutPhase, view: UIView)] = []

    /// Tags a batch of (slot, constraint) pairs with a phase, keeping their
    /// written order, and activates them in (phase, order) order.
    mutating func record(_ phase: LayoutPhase, _ batch: [(Slot, NSLayoutConstraint)]) {
        let tagged = batch.enumerated().map { offset, pair in
            Pin(phase: phase, slot: pair.0, order: pins.count + offset, constraint: pair.1)
        }
        pins += tagged
        let ordered = tagged.sorted { ($0.phase.rawValue, $0.order) < ($1.phase.rawValue, $1.order) }
        NSLayoutConstraint.activate(ordered.map(\.constraint))
    }

    /// Adds each view once to `container` and remembers the phase it came with.
    mutating func add(_ phase: LayoutPhase, _ newViews: [UIView], to container: UIView) {
        let known = Set(views.map { ObjectIdentifier($0.view) })
        let fresh = newViews.filter { !known.contains(ObjectIdentifier($0)) }
        fresh.forEach(container.addSubview)
        views += fresh.map { (phase: phase, view: $0) }
    }

    /// Deactivates the pins of the given phases and forgets them.
    mutating func releasePins(of phases: Set<LayoutPhase>) {
        let byPhase = Dictionary(grouping: pins, by: \.phase)
        let leaving = byPhase
            .filter { phases.contains($0.key) }
            .flatMap { $0.value }
        NSLayoutConstraint.deactivate(leaving.map(\.constraint))
        pins = pins.filter { !phases.contains($0.phase) }
    }

    /// Deactivates the pins holding one slot (a prompt being swapped out).
    mutating func releasePins(of phase: LayoutPhase, slot: Slot) {
        let (leaving, staying) = pins.reduce(into: ([Pin](), [Pin]())) { split, pin in
            if pin.phase == phase && pin.slot == slot { split.0.append(pin) } else { split.1.append(pin) }
        }
        NSLayoutConstraint.deactivate(leaving.map(\.constraint))
        pins = staying
    }

    /// Removes the views that came with the given phases, newest first.
    mutating func removeViews(of phases: Set<LayoutPhase>) {
        let leaving = views.filter { phases.contains($0.phase) }.reversed()
        leaving.forEach { $0.view.removeFromSuperview() }
        let gone = Set(leaving.map { ObjectIdentifier($0.view) })
        views.removeAll { gone.contains(ObjectIdentifier($0.view)) }
    }

    /// Forgets a single view (a prompt) without touching the others.
    mutating func forget(_ view: UIView) {
        views.removeAll { $0.view === view }
    }

    func pinCount(by phase: LayoutPhase) -> Int {
        Dictionary(grouping: pins, by: \.phase).mapValues(\.count)[phase] ?? 0
    }

    var isEmpty: Bool { pins.isEmpty && views.isEmpty }
}

/// The buttons in the order the stack shows them from the bottom: the
/// reporting button stays longest, the compass goes first when room runs out.
enum ButtonOrder {
    static let preferred: [NavigationButtonKnownType] = [.reporting, .compass]

    /// Picks the buttons by `type`, never by their place in `buttons`.
    @MainActor
    static func views(in buttons: [NavigationUIButton]) -> [UIView] {
        let byType = Dictionary(buttons.map { ($0.type, $0.view) }, uniquingKeysWith: { first, _ in first })
        return preferred.compactMap { byType[$0] }
    }
}

/// Spacing the team uses around the SDK's views, derived from Google's values.
enum Spacing {
    @MainActor static var side: CGFloat { NavigationStyleValues.buttonHorizontalPadding }
    @MainActor static var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }
    @MainActor static var column: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    @MainActor static var top: CGFloat { NavigationStyleValues.headerTopPadding }
    static let logoLift: CGFloat = 8
    static let barInset: CGFloat = 8
    static let fadeSteps: [TimeInterval] = Array(stride(from: 0.0, to: 0.4, by: 0.1))
}
