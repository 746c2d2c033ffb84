import GoogleNavigation
import UIKit

/// Navigation chrome kept in a `ChromeRegistry`: every view the delegate puts
/// on the map sits in a slot, every constraint is filed under its slot and
/// stage, and leaving a stage retires that stage's constraints and unmounts
/// its views before the next stage mounts and activates its own.
///
/// The trip progress bar has no slot (the route line shows progress), so it is
/// never added. Layouts read the mounted views back from the registry, so
/// `sizeChanged` lays out again without the state objects.
@MainActor
final class RegistryLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let registry = ChromeRegistry()
    /// Bottom of the open map for the session: above the ETA card (compact
    /// guidance) and any prompt, otherwise on the safe area's bottom.
    private let floor = UILayoutGuide()
    private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var stage: ChromeStage?
    private var isWide = false
    private(set) var lastUnslotted: [String] = []

    override init() {
        super.init()
        rail.translatesAutoresizingMaskIntoConstraints = false
        floor.identifier = "chrome.floor"
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safe = navMap.safeAreaLayoutGuide
        let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        registry[.floor, .session] = [
            floor.heightAnchor.constraint(equalToConstant: 0),
            floor.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            floor.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
            resting,
        ]
        registry.activate(.session)
        enter(.ready, with: newState, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removeAllPrompts()
        leaveStage()
        registry.retire(.session)
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        leaveStage()
        enter(.guidance, with: newState, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removeAllPrompts()
        leaveStage()
        enter(.ready, with: newState, wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let stage, newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        registry.retire(stage)
        fileConstraints(for: stage, on: navMap)
        registry.activate(stage)
    }

    // MARK: - Stages

    private func enter(_ next: ChromeStage, with state: some ChromeReflecting, wide: Bool, on navMap: GMSMapView) {
        let (views, unslotted) = state.slottedViews()
        lastUnslotted = unslotted
        for (slot, view) in views {
            registry[slot] = view
        }
        registry[.buttons] = rail
        registry.mount(on: navMap)
        rail.arrangedSubviews = [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
            state.reflectedButtons.first { $0.type == kind }?.view
        }
        stage = next
        isWide = wide
        fileConstraints(for: next, on: navMap)
        registry.activate(next)
    }

    private func leaveStage() {
        guard let stage else { return }
        registry.retire(stage)
        rail.arrangedSubviews = []
        registry.unmountAll()
        self.stage = nil
    }

    private func fileConstraints(for stage: ChromeStage, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        let inset = ChromeRegistry[.edgeInset, wide: isWide]
        let gap = ChromeRegistry[.elementGap, wide: isWide]
        let controlsGap = ChromeRegistry[.controlsTopGap, wide: isWide]
        guard let viewport = registry[.viewport], let logo = registry[.googleLogo] else {
            assertionFailure("no viewport or logo mounted for \(String(describing: stage))")
            return
        }

        registry[.buttons, stage] = [
            rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            rail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        ]
        registry[.speedWidget, stage] = registry[.speedWidget].map { speed in
            [
                speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
            ]
        } ?? []

        guard stage == .guidance, let turnCard = registry[.turnCard], let etaCard = registry[.etaCard] else {
            registry[.viewport, stage] = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ]
            registry[.googleLogo, stage] = [
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            ]
            registry[.buttons, stage] += [rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: controlsGap)]
            return
        }

        registry[.turnCard, stage] = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ]
        if isWide {
            // Leading column: turn card on top, ETA card at the bottom; the map beside it.
            let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
            besideColumn.priority = .defaultLow
            registry[.etaCard, stage] = [
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            ]
            registry[.viewport, stage] = [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
                viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
                besideColumn,
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ]
            registry[.googleLogo, stage] = [
                logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            ]
            registry[.buttons, stage] += [rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: controlsGap)]
        } else {
            // Turn card across the top, ETA card across the bottom, the camera between.
            registry[.etaCard, stage] = [
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            ]
            registry[.floor, stage] = [floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)]
            registry[.viewport, stage] = [
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
            ]
            registry[.googleLogo, stage] = [
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -inset),
            ]
            registry[.buttons, stage] += [rail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: controlsGap)]
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        let entry = PromptEntry(view: newPrompt, slide: slide, constraints: [
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        registry[prompt: newPrompt] = entry
        NSLayoutConstraint.activate(entry.constraints)

        // Start just below the map's bottom edge, then spring up into place.
        navMap.layoutIfNeeded()
        slide.constant = newPrompt.bounds.height
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.82, initialSpringVelocity: 0.4) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let entry = registry[prompt: oldPrompt] else { return }
        UIView.animate(withDuration: 0.3, animations: {
            entry.slide.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { [weak self] _ in
            self?.removePrompt(oldPrompt)
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt(_ prompt: NavigationPromptView) {
        guard let entry = registry[prompt: prompt] else { return }
        NSLayoutConstraint.deactivate(entry.constraints)
        prompt.removeFromSuperview()
        registry[prompt: prompt] = nil
    }

    private func removeAllPrompts() {
        for prompt in registry.promptViews {
            removePrompt(prompt)
        }
    }
}
