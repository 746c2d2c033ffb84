import GoogleNavigation
import UIKit

// MARK: - Prompt callbacks

extension DriveChromeLayout {

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        if let guidance {
            swap(&bottomEdgeConstraints, for: restingBottomEdge(of: guidance))
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt)
        present(newPrompt, on: navMap)
    }
}

// MARK: - Prompt helpers

private extension DriveChromeLayout {

    /// Bottom sheet style: full safe width, on the map's bottom edge, faded in.
    func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        let safe = navMap.safeAreaLayoutGuide
        place(newPrompt, on: navMap)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            newPrompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)

        // Keep the camera frame, the logo and the buttons clear of the prompt.
        if let guidance {
            swap(&bottomEdgeConstraints, for: bottomEdge(
                of: guidance, viewportBottom: newPrompt.topAnchor,
                chromeBottom: newPrompt.topAnchor, gap: cardInset))
        }

        newPrompt.alpha = 0
        UIView.animate(withDuration: promptAnimationDuration) {
            newPrompt.alpha = 1
        }
    }

    /// Fades the prompt out, then takes it and its constraints away.
    func dismiss(_ oldPrompt: NavigationPromptView) {
        let constraints = oldPrompt === prompt ? promptConstraints : []
        if oldPrompt === prompt {
            prompt = nil
            promptConstraints = []
        }
        UIView.animate(withDuration: promptAnimationDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        })
    }
}
