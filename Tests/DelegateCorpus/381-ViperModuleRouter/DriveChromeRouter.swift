import GoogleNavigation
import UIKit

/// Routes prompts: docks each one at the bottom of the map, springs it up from
/// below the edge, and takes it back down and off the map when dismissed. The
/// open map (its floor guide) stays above every prompt on screen.
@MainActor
final class DriveChromeRouter: DriveChromeRouterInput {
    private final class Presentation {
        let prompt: NavigationPromptView
        let constraints: [NSLayoutConstraint]
        var isDismissing = false

        init(prompt: NavigationPromptView, constraints: [NSLayoutConstraint]) {
            self.prompt = prompt
            self.constraints = constraints
        }
    }

    private var presentations: [Presentation] = []

    func present(_ prompt: NavigationPromptView, with model: PromptViewModel, on map: GMSMapView, above floor: UILayoutGuide) {
        prompt.roundedCorners = model.corners
        map.addSubview(prompt)
        let presentation = Presentation(prompt: prompt, constraints: [
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ])
        presentations.append(presentation)
        NSLayoutConstraint.activate(presentation.constraints)

        // Lay it out docked, then start it just below the map's bottom edge.
        map.layoutIfNeeded()
        prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
        UIView.animate(
            withDuration: model.presentDuration, delay: 0,
            usingSpringWithDamping: model.springDamping, initialSpringVelocity: 0,
            options: [.beginFromCurrentState, .allowUserInteraction]
        ) {
            prompt.transform = .identity
        }
    }

    func dismiss(_ prompt: NavigationPromptView, with model: PromptViewModel, on map: GMSMapView) {
        guard let presentation = presentations.first(where: { $0.prompt === prompt }),
              !presentation.isDismissing else { return }
        presentation.isDismissing = true
        UIView.animate(
            withDuration: model.dismissDuration, delay: 0, options: [.beginFromCurrentState, .curveEaseIn]
        ) {
            prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
        } completion: { [weak self] _ in
            self?.finish(presentation)
        }
    }

    func dismissAll() {
        for presentation in presentations {
            finish(presentation)
        }
    }

    /// Takes a prompt off the map and lets go of the floor it held up.
    private func finish(_ presentation: Presentation) {
        guard presentations.contains(where: { $0 === presentation }) else { return }
        NSLayoutConstraint.deactivate(presentation.constraints)
        presentation.prompt.removeFromSuperview()
        presentation.prompt.transform = .identity
        presentations.removeAll { $0 === presentation }
    }
}
