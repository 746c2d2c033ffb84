import UIKit
import GoogleNavigation

/// Swift-concurrency flavoured delegate: layout happens synchronously in the callback, the
/// prompt animations run in `Task { @MainActor in ... }` and await UIKit's completion.
final class AsyncLayoutDelegate: NavigationLayoutDelegate {

    enum Slot: String, CaseIterable {
        case ready, guidance, cards, bottom, prompt
    }

    private var slots: [Slot: [NSLayoutConstraint]] = [:]
    private var placedViews: [UIView] = []
    private var stack: GMSNavigationHidingStackView?
    private weak var etaCard: UIView?
    private weak var viewport: UIView?
    private weak var logo: UIView?
    private var promptTask: Task<Void, Never>?
    private weak var prompt: NavigationPromptView?

    static let animationDuration: TimeInterval = 0.25

    init() {}

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        viewport = newState.viewport
        logo = newState.googleLogo
        let hiding = makeStack(newState.buttons.filter { $0.type == .compass }, on: navMap)
        place([newState.viewport, newState.googleLogo], on: navMap)
        set(.ready, [
            newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor,
                                                         constant: newState.wideMode ? 16 : 8),
            hiding.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            hiding.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: 8),
        ])
        pinBottom(to: safe.bottomAnchor)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptTask?.cancel()
        prompt?.removeFromSuperview()
        Slot.allCases.forEach { clear($0) }
        placedViews.forEach { $0.removeFromSuperview() }
        placedViews.removeAll()
        stack = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        clear(.ready); clear(.bottom)
        placedViews.forEach { $0.removeFromSuperview() }
        placedViews.removeAll()

        let safe = navMap.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding
        viewport = newState.viewport
        logo = newState.googleLogo
        etaCard = newState.etaCard
        let hiding = makeStack(newState.buttons.filter { $0.type == .compass || $0.type == .reporting }, on: navMap)
        place([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo], on: navMap)
        navMap.bringSubviewToFront(hiding)

        set(.guidance, [
            newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
            newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            newState.viewport.topAnchor.constraint(equalTo: newState.turnCard.bottomAnchor),
            newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            newState.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            newState.speedWidget.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8),
            hiding.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            hiding.topAnchor.constraint(greaterThanOrEqualTo: newState.turnCard.bottomAnchor, constant: 8),
        ])
        updateCards(turnCard: newState.turnCard, etaCard: newState.etaCard, wide: newState.wideMode, on: navMap)
        pinBottom(to: newState.etaCard.layoutMarginsGuide.topAnchor)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        promptTask?.cancel()
        prompt?.removeFromSuperview()   // a hide animation may still be running
        [.guidance, .cards, .bottom, .prompt].forEach { clear($0) }
        placedViews.forEach { $0.removeFromSuperview() }
        placedViews.removeAll()
        etaCard = nil
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let guidance = newState as? ActiveGuidanceUIState, slots[.cards] != nil else { return }
        updateCards(turnCard: guidance.turnCard, etaCard: guidance.etaCard, wide: guidance.wideMode, on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        set(.prompt, [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ])
        pinBottom(to: newPrompt.topAnchor)
        promptTask = Task { @MainActor [weak self] in
            guard let self else { return }
            await self.animate { newPrompt.alpha = 1 }
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        promptTask?.cancel()
        promptTask = Task { @MainActor [weak self] in
            await self?.animate { oldPrompt.alpha = 0 }
            guard let self else { return }
            self.clear(.prompt)
            oldPrompt.removeFromSuperview()
            if let etaCard = self.etaCard {
                self.pinBottom(to: etaCard.layoutMarginsGuide.topAnchor)
            }
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        clear(.prompt)
        oldPrompt.removeFromSuperview()
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Helpers

    private func animate(_ changes: @escaping @MainActor () -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            UIView.animate(withDuration: Self.animationDuration, animations: changes) { _ in
                continuation.resume()
            }
        }
    }

    private func set(_ slot: Slot, _ constraints: [NSLayoutConstraint]) {
        clear(slot)
        slots[slot] = constraints
        NSLayoutConstraint.activate(constraints)
    }

    private func clear(_ slot: Slot) {
        guard let constraints = slots.removeValue(forKey: slot) else { return }
        NSLayoutConstraint.deactivate(constraints)
    }

    private func place(_ views: [UIView], on navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        placedViews += views
    }

    private func makeStack(_ buttons: [NavigationUIButton], on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let hiding = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        hiding.arrangedSubviews = buttons.map(\.view)
        place([hiding], on: navMap)
        stack = hiding
        return hiding
    }

    private func pinBottom(to anchor: NSLayoutYAxisAnchor) {
        guard let viewport, let logo, let stack else { return }
        set(.bottom, [
            viewport.bottomAnchor.constraint(equalTo: anchor),
            logo.bottomAnchor.constraint(equalTo: anchor, constant: -8),
            stack.bottomAnchor.constraint(equalTo: anchor, constant: -8),
        ])
    }

    private func updateCards(turnCard: UIView, etaCard: UIView, wide: Bool, on navMap: GMSMapView) {
        let edge = wide ? navMap.centerXAnchor : navMap.safeAreaLayoutGuide.trailingAnchor
        let inset = wide ? 0 : -NavigationStyleValues.headerFooterHorizontalPadding
        set(.cards, [turnCard, etaCard].map {
            wide ? $0.trailingAnchor.constraint(lessThanOrEqualTo: edge, constant: inset)
                 : $0.trailingAnchor.constraint(equalTo: edge, constant: inset)
        })
    }
}
