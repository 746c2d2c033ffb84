import GoogleNavigation
import UIKit

/// Tracks what is on screen as sets and dictionaries keyed by slot, and applies
/// only the difference between two states.
@MainActor
final class SlotLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Slot: Int, Hashable, CaseIterable {
        case viewport, turnCard, etaCard, speedWidget, logo, buttons

        static let guidanceOnly: Set<Slot> = [.turnCard, .etaCard, .speedWidget]
    }

    /// Top to bottom in the button column.
    private static let buttonRank: [NavigationButtonKnownType: Int] = [.reporting: 0, .compass: 1]

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let contentBottom = UILayoutGuide()
    private var installed: [Slot: UIView] = [:]
    private var constraintsBySlot: [Slot: [NSLayoutConstraint]] = [:]
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var shownButtons: Set<NavigationButtonKnownType> = []
    private var wide = false

    private var installedSlots: Set<Slot> { Set(installed.keys) }

    // MARK: - Diffing

    private func transition(
        to views: [Slot: UIView], buttons: [NavigationUIButton], wide: Bool, on map: GMSMapView
    ) {
        self.wide = wide
        let leaving = installedSlots.subtracting(views.keys)
        let replaced = Set(views.filter { slot, view in installed[slot].map { $0 !== view } ?? false }.keys)

        NSLayoutConstraint.deactivate(constraintsBySlot.values.flatMap { $0 })
        constraintsBySlot.removeAll()
        for slot in leaving.union(replaced).sorted(by: { $0.rawValue < $1.rawValue }) {
            installed.removeValue(forKey: slot)?.removeFromSuperview()
        }

        updateButtons(buttons)
        var next = views
        next[.buttons] = buttonStack
        for slot in next.keys.sorted(by: { $0.rawValue < $1.rawValue }) where installed[slot] == nil {
            if let view = next[slot] { map.addSubview(view) }
        }
        installed = next

        constraintsBySlot = Dictionary(uniqueKeysWithValues: next.keys.map { ($0, constraints(for: $0, in: next, map: map)) })
            .filter { !$0.value.isEmpty }
        NSLayoutConstraint.activate(constraintsBySlot.values.flatMap { $0 })
    }

    private func updateButtons(_ buttons: [NavigationUIButton]) {
        let byType = Dictionary(buttons.map { ($0.type, $0.view) }, uniquingKeysWith: { first, _ in first })
        let newTypes = Set(byType.keys)
        let changed = shownButtons.symmetricDifference(newTypes)
        let ordered = byType.keys
            .sorted { Self.buttonRank[$0, default: .max] < Self.buttonRank[$1, default: .max] }
            .compactMap { byType[$0] }
        let sameViews = ordered.count == buttonStack.arrangedSubviews.count
            && zip(ordered, buttonStack.arrangedSubviews).allSatisfy { $0 === $1 }
        if !changed.isEmpty || !sameViews {
            buttonStack.arrangedSubviews = ordered
        }
        shownButtons = newTypes
    }

    private func constraints(for slot: Slot, in views: [Slot: UIView], map: GMSMapView) -> [NSLayoutConstraint] {
        guard let view = views[slot] else { return [] }
        let safe = map.safeAreaLayoutGuide
        let belowHeader = views[.turnCard]?.bottomAnchor ?? safe.topAnchor
        switch slot {
        case .viewport:
            return [
                view.topAnchor.constraint(equalTo: belowHeader),
                view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
        case .turnCard:
            return [view.topAnchor.constraint(equalTo: safe.topAnchor),
                    view.leadingAnchor.constraint(equalTo: safe.leadingAnchor)]
        case .etaCard:
            return [
                view.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : map.leadingAnchor),
                contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: view.topAnchor),
            ]
        case .speedWidget:
            guard let logo = views[.logo] else { return [] }
            return [view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    view.bottomAnchor.constraint(equalTo: logo.topAnchor)]
        case .logo:
            return [view.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    view.bottomAnchor.constraint(equalTo: contentBottom.topAnchor)]
        case .buttons:
            return [
                view.topAnchor.constraint(equalTo: belowHeader),
                view.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            ]
        }
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let rest = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        rest.priority = .defaultLow
        sessionConstraints = [rest, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)
        transition(to: [.viewport: newState.viewport, .logo: newState.googleLogo],
                   buttons: newState.buttons, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(constraintsBySlot.values.flatMap { $0 } + sessionConstraints + promptConstraints)
        constraintsBySlot = [:]
        sessionConstraints = []
        promptConstraints = []
        installed.values.forEach { $0.removeFromSuperview() }
        installed = [:]
        buttonStack.arrangedSubviews = []
        shownButtons = []
        navMap.removeLayoutGuide(contentBottom)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        let views: [Slot: UIView] = [
            .viewport: newState.viewport, .turnCard: newState.turnCard, .etaCard: newState.etaCard,
            .speedWidget: newState.speedWidget, .logo: newState.googleLogo,
        ]
        transition(to: views, buttons: newState.buttons, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        transition(to: [.viewport: newState.viewport, .logo: newState.googleLogo],
                   buttons: newState.buttons, wide: newState.wideMode, on: navMap)
        assert(installedSlots.isDisjoint(with: Slot.guidanceOnly))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != wide, let eta = installed[.etaCard] else { return }
        wide = newState.wideMode
        let old = constraintsBySlot[.etaCard] ?? []
        NSLayoutConstraint.deactivate(old)
        let fresh = constraints(for: .etaCard, in: installed, map: navMap)
        constraintsBySlot[.etaCard] = fresh
        NSLayoutConstraint.activate(fresh)
        eta.setNeedsLayout()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        oldPrompt.removeFromSuperview()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
