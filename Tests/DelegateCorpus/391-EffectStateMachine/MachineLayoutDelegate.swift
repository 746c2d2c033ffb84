import GoogleNavigation
import UIKit

/// Turns SDK callbacks into `ChromeState`s and runs the effects the machine returns.
@MainActor
final class MachineLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let floor = UILayoutGuide()
    private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var machine: ChromeMachine?
    private var groups: [ConstraintTag: [NSLayoutConstraint]] = [:]
    private var fading: [NavigationPromptView] = []

    override init() {
        super.init()
        floor.identifier = "chrome.floor"
        buttonColumn.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    private func send(_ new: ChromeState, on navMap: GMSMapView) {
        var machine = self.machine ?? ChromeMachine(map: navMap, floor: floor, buttonColumn: buttonColumn)
        let effects = machine.transition(to: new)
        self.machine = machine
        effects.forEach { run($0, on: navMap) }
    }

    private func run(_ effect: Effect, on navMap: GMSMapView) {
        switch effect {
        case .addGuide(let guide):
            navMap.addLayoutGuide(guide)
        case .removeGuide(let guide):
            navMap.removeLayoutGuide(guide)
        case .add(let view):
            navMap.addSubview(view)
        case .remove(let view):
            view.removeFromSuperview()
        case .arrangeButtons(let views):
            buttonColumn.arrangedSubviews = views
        case .activate(let tag, let constraints):
            NSLayoutConstraint.activate(constraints)
            groups[tag, default: []] += constraints
        case .deactivate(let tag):
            NSLayoutConstraint.deactivate(groups.removeValue(forKey: tag) ?? [])
        case .fadeIn(let prompt):
            prompt.alpha = 0
            UIView.animate(withDuration: 0.2) { prompt.alpha = 1 }
        case .fadeOut(let prompt):
            fading.append(prompt)
            UIView.animate(withDuration: 0.2, animations: { prompt.alpha = 0 }, completion: { [weak self] _ in
                self?.finishFading(prompt)
            })
        case .dropPrompts(let shown):
            if let shown { fading.append(shown) }
            fading.forEach(finishFading)
        }
    }

    private func finishFading(_ prompt: NavigationPromptView) {
        guard let index = fading.firstIndex(where: { $0 === prompt }) else { return }
        fading.remove(at: index)
        NSLayoutConstraint.deactivate(groups.removeValue(forKey: .promptPins(ObjectIdentifier(prompt))) ?? [])
        prompt.removeFromSuperview()
        prompt.alpha = 1
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        send(.ready(newState, wide: newState.wideMode), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        send(.off, on: navMap)
        machine = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        send(.guiding(newState, wide: newState.wideMode, prompt: nil), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        send(.ready(newState, wide: newState.wideMode), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch machine?.state {
        case .ready(let ready, _)?:
            send(.ready(ready, wide: newState.wideMode), on: navMap)
        case .guiding(let guidance, _, let prompt)?:
            send(.guiding(guidance, wide: newState.wideMode, prompt: prompt), on: navMap)
        case .off?, nil:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guiding(let guidance, let wide, _)? = machine?.state else { return }
        send(.guiding(guidance, wide: wide, prompt: newPrompt), on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard case .guiding(let guidance, let wide, let shown?)? = machine?.state, shown === oldPrompt else { return }
        send(.guiding(guidance, wide: wide, prompt: nil), on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        guard case .guiding(let guidance, let wide, _)? = machine?.state else { return }
        send(.guiding(guidance, wide: wide, prompt: newPrompt), on: navMap)
    }
}
