// TripChromeLayout+Prompts.swift
// Prompts: the SDK hands them over; we place, fade in, fade out and remove them.

@preconcurrency import GoogleNavigation

extension TripChromeLayout {
    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard let guidance = currentGuidance else { return }
        present(newPrompt, on: navMap, state: guidance)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        let constraints = promptConstraints
        promptConstraints.removeAll()
        prompt = nil
        if let guidance = currentGuidance {
            // The floating chrome drops back onto the ETA card while the prompt fades.
            repinFloorToCards(on: navMap, state: guidance)
        }
        fadeOut(oldPrompt) { [weak self] in
            self?.finishDismissal(of: oldPrompt, constraints: constraints)
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        if oldPrompt === prompt {
            dismissPromptImmediately(oldPrompt)
        }
        guard let guidance = currentGuidance else { return }
        present(newPrompt, on: navMap, state: guidance)
    }

    var currentGuidance: ActiveGuidanceUIState? {
        guard case .guidance = spec.arrangement else { return nil }
        return guidanceState
    }

    func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView, state: ActiveGuidanceUIState) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        pin(prompt: newPrompt, on: navMap, state: state)
        let duration = metrics.promptFadeDuration
        UIView.animate(withDuration: duration) {
            newPrompt.alpha = 1
        }
    }

    /// Sits the prompt on the ETA card (in the card column when wide) and lifts
    /// the floating chrome above it in the compact layout.
    func pin(prompt: NavigationPromptView, on navMap: GMSMapView, state: ActiveGuidanceUIState) {
        let spec = self.spec
        let eta = state.etaCard
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = activateBatch {
            var cs = [
                prompt.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
                prompt.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
            ]
            if !spec.arrangement.isWide {
                cs.append(prompt.trailingAnchor.constraint(equalTo: eta.trailingAnchor))
            }
            return cs
        }
        if spec.floorFollowsPrompt {
            pinFloor(to: prompt.topAnchor, state: state, spec: spec)
        }
    }

    func repinFloorToCards(on navMap: GMSMapView, state: ActiveGuidanceUIState) {
        let spec = self.spec
        let floor = spec.floorFollowsPrompt ? state.etaCard.topAnchor : navMap.safeAreaLayoutGuide.bottomAnchor
        pinFloor(to: floor, state: state, spec: spec)
    }

    func dismissPromptImmediately(_ old: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        old.removeFromSuperview()
        prompt = nil
    }

    /// Fades `view` out; `completion` is handed over (`sending`) and runs on the
    /// main actor once the animation ends.
    func fadeOut(_ view: UIView, completion: sending @escaping @MainActor () -> Void) {
        UIView.animate(
            withDuration: metrics.promptFadeDuration,
            animations: { view.alpha = 0 },
            completion: { @Sendable _ in
                MainActor.assumeIsolated {
                    completion()
                }
            }
        )
    }

    func finishDismissal(of old: NavigationPromptView, constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints)
        // A new prompt may already be up; only remove the one that faded.
        if old !== prompt {
            old.removeFromSuperview()
        }
    }
}
