import GoogleNavigation
import UIKit

/// Lays out the Google navigation chrome through `ChromeStage`s: one stage
/// per navigation state, swapped whole on each transition.
@MainActor
final class NavigationChromeDelegate: NSObject, NavigationLayoutDelegate {
    private struct PromptSlot {
        let view: NavigationPromptView
        let slide: NSLayoutConstraint
        let constraints: [NSLayoutConstraint]
    }

    private static let promptDuration: TimeInterval = 0.3
    private static let promptTravel: CGFloat = 180

    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// The bottom of the open map: above the ETA card and any prompt.
    private let openBottom = UILayoutGuide()

    private var stage: (any ChromeStage)?
    private var mode: ChromeMode = .stacked
    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stageConstraints: [NSLayoutConstraint] = []
    private var prompts: [PromptSlot] = []

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        openBottom.identifier = "chrome.openBottom"
        navMap.addLayoutGuide(openBottom)
        sessionConstraints = [
            openBottom.heightAnchor.constraint(equalToConstant: 0),
            pin(openBottom.leadingAnchor, to: navMap.leadingAnchor),
            pin(openBottom.trailingAnchor, to: navMap.trailingAnchor),
            prefer(pin(openBottom.bottomAnchor, to: navMap.safeAreaLayoutGuide.bottomAnchor), .defaultLow),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        navMap.addSubview(stack)
        install(ReadyStage(state: newState), on: navMap, mode: ChromeMode(wide: newState.wideMode))
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        for slot in prompts {
            retire(slot)
        }
        if let stage {
            NSLayoutConstraint.deactivate(stageConstraints)
            stage.views.forEach { $0.removeFromSuperview() }
        }
        stage = nil
        stageConstraints = []
        stack.arrangedSubviews = []
        stack.removeFromSuperview()
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openBottom)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        install(GuidanceStage(state: newState), on: navMap, mode: ChromeMode(wide: newState.wideMode))
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        install(ReadyStage(state: newState), on: navMap, mode: ChromeMode(wide: newState.wideMode))
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        let next = ChromeMode(wide: newState.wideMode)
        guard let stage, next != mode else { return }
        install(stage, on: navMap, mode: next)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let slide = pin(newPrompt.bottomAnchor, to: navMap.bottomAnchor, Self.promptTravel)
        let constraints = [
            slide,
            pin(newPrompt.leadingAnchor, to: navMap.safeAreaLayoutGuide.leadingAnchor),
            atMost(openBottom.bottomAnchor, newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        prompts.append(PromptSlot(view: newPrompt, slide: slide, constraints: constraints))

        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let slot = prompts.first(where: { $0.view === oldPrompt }) else { return }
        UIView.animate(withDuration: Self.promptDuration) {
            slot.slide.constant = Self.promptTravel
            navMap.layoutIfNeeded()
        } completion: { [weak self] _ in
            self?.retire(slot)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func retire(_ slot: PromptSlot) {
        NSLayoutConstraint.deactivate(slot.constraints)
        slot.view.removeFromSuperview()
        prompts.removeAll { $0.view === slot.view }
    }

    // MARK: - Stages

    /// Swaps the current stage for `next`: views only the old stage shows go,
    /// the new stage's views come in under any prompt on screen.
    private func install(_ next: some ChromeStage, on map: GMSMapView, mode newMode: ChromeMode) {
        NSLayoutConstraint.deactivate(stageConstraints)
        let kept = Set(next.views.map(ObjectIdentifier.init))
        if let stage {
            for view in stage.views where !kept.contains(ObjectIdentifier(view)) {
                view.removeFromSuperview()
            }
        }

        for view in next.views where view.superview !== map {
            view.translatesAutoresizingMaskIntoConstraints = false
            if let below = prompts.first?.view {
                map.insertSubview(view, belowSubview: below)
            } else {
                map.addSubview(view)
            }
        }
        stack.arrangedSubviews = next.stackedButtonViews

        stageConstraints = next.constraints(on: map, mode: newMode, openBottom: openBottom, stack: stack)
        NSLayoutConstraint.activate(stageConstraints)
        stage = next
        mode = newMode
    }
}
