import GoogleNavigation
import UIKit

/// Every Google view lives in a slot; slots are installed in z-order.
final class SlotTableLayoutDelegate: NavigationLayoutDelegate {
    enum Slot: Int, CaseIterable, Comparable {
        case viewport, turnCard, etaCard, speedWidget, logo, compass, buttonStack, prompt

        static func < (lhs: Slot, rhs: Slot) -> Bool { lhs.rawValue < rhs.rawValue }

        var isGuidanceOnly: Bool {
            switch self {
            case .turnCard, .etaCard, .speedWidget, .buttonStack, .prompt: return true
            case .viewport, .logo, .compass: return false
            }
        }
    }

    private var slots: [Slot: (view: UIView, constraints: [NSLayoutConstraint])] = [:]
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var padding: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
    private var gap: CGFloat { NavigationStyleValues.buttonVerticalPadding }

    // MARK: Slot bookkeeping

    private func install(_ entries: [Slot: (view: UIView, constraints: [NSLayoutConstraint])], in navMap: UIView) {
        for slot in Slot.allCases.sorted() {
            guard let entry = entries[slot] else { continue }
            entry.view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(entry.view)
            slots[slot] = entry
        }
        for slot in Slot.allCases.sorted() {
            guard let entry = entries[slot] else { continue }
            NSLayoutConstraint.activate(entry.constraints)
        }
    }

    private func clear(where predicate: (Slot) -> Bool) {
        for (slot, entry) in slots where predicate(slot) {
            NSLayoutConstraint.deactivate(entry.constraints)
            entry.view.removeFromSuperview()
            slots[slot] = nil
        }
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let inset = newState.wideMode ? padding * 2 : padding
        var entries: [Slot: (view: UIView, constraints: [NSLayoutConstraint])] = [:]
        let viewport = newState.viewport
        entries[.viewport] = (viewport, [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ])
        let logo = newState.googleLogo
        entries[.logo] = (logo, [
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
        ])
        if let compass = newState.buttons.first(where: { $0.type == .compass })?.view {
            entries[.compass] = (compass, [
                compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
                compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            ])
        }
        install(entries, in: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        clear { _ in true }
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clear { _ in true }
        install(guidanceEntries(navMap, newState), in: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        clear { $0.isGuidanceOnly }
        clear { _ in true }
        buttonStack.arrangedSubviews = []
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance = newState as? ActiveGuidanceUIState, slots[.turnCard] != nil else { return }
        let prompt = slots[.prompt]?.view as? NavigationPromptView
        clear { _ in true }
        install(guidanceEntries(navMap, guidance), in: navMap)
        if let prompt { showPrompt(navMap: navMap, newPrompt: prompt) }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        let safe = navMap.safeAreaLayoutGuide
        var constraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        for (slot, entry) in slots where [.viewport, .logo, .buttonStack].contains(slot) {
            let spacing: CGFloat = slot == .viewport ? 0 : gap
            constraints.append(entry.view.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -spacing))
        }
        install([.prompt: (newPrompt, constraints)], in: navMap)
        UIView.animate(withDuration: 0.3) { navMap.layoutIfNeeded() }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        UIView.animate(withDuration: 0.2, animations: { oldPrompt.alpha = 0 }, completion: { _ in
            self.clear { $0 == .prompt }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        clear { $0 == .prompt }
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Guidance slots

    private func guidanceEntries(_ navMap: UIView, _ state: ActiveGuidanceUIState) -> [Slot: (view: UIView, constraints: [NSLayoutConstraint])] {
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard
        let trailingEdge = { (card: UIView) -> NSLayoutConstraint in
            state.wideMode
                ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -self.padding)
        }
        func low(_ c: NSLayoutConstraint) -> NSLayoutConstraint { c.priority = .defaultLow; return c }

        var entries: [Slot: (view: UIView, constraints: [NSLayoutConstraint])] = [:]
        entries[.turnCard] = (turn, [
            turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            trailingEdge(turn),
        ])
        entries[.etaCard] = (eta, [
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            trailingEdge(eta),
        ])
        entries[.viewport] = (state.viewport, [
            state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor),
            low(state.viewport.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)),
            state.viewport.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
        ])
        entries[.speedWidget] = (state.speedWidget, [
            state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            state.speedWidget.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
        ])
        entries[.logo] = (state.googleLogo, [
            state.googleLogo.leadingAnchor.constraint(equalTo: state.speedWidget.trailingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
            state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor, constant: -gap),
            low(state.googleLogo.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)),
        ])
        buttonStack.arrangedSubviews = state.buttons.map(\.view)
        entries[.buttonStack] = (buttonStack, [
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            buttonStack.topAnchor.constraint(greaterThanOrEqualTo: turn.layoutMarginsGuide.bottomAnchor, constant: gap),
            buttonStack.bottomAnchor.constraint(lessThanOrEqualTo: eta.layoutMarginsGuide.topAnchor, constant: -gap),
            low(buttonStack.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)),
        ])
        return entries
    }
}
