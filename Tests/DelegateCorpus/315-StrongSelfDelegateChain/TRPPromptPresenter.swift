import GoogleNavigation
import UIKit

@MainActor
protocol TRPPromptPresenterDelegate: class {
    func promptPresenter(_ presenter: TRPPromptPresenter, willPresent prompt: NavigationPromptView)
    func promptPresenter(_ presenter: TRPPromptPresenter, didDismiss prompt: NavigationPromptView)
}

/// Slides navigation prompts in from the bottom and out again.
@MainActor
final class TRPPromptPresenter: NSObject {
    weak var delegate: TRPPromptPresenterDelegate?
    private(set) var currentPrompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    func present(_ prompt: NavigationPromptView, in mapView: GMSMapView, keepingAbove contentBottom: UILayoutGuide) {
        delegate?.promptPresenter(self, willPresent: prompt)
        currentPrompt = prompt
        mapView.addSubview(prompt)
        promptConstraints = [
            prompt.bottomAnchor.constraint(equalTo: mapView.bottomAnchor),
            prompt.leadingAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt.alpha = 0.0
        UIView.animate(withDuration: TRPChromeMetrics.promptAnimationDuration, delay: 0, options: [.curveEaseOut], animations: {
            prompt.alpha = 1.0
        }, completion: nil)
    }

    func dismiss(_ prompt: NavigationPromptView, animated: Bool) {
        let constraints = promptConstraints
        promptConstraints = []
        if currentPrompt === prompt {
            currentPrompt = nil
        }
        guard animated else {
            NSLayoutConstraint.deactivate(constraints)
            prompt.removeFromSuperview()
            delegate?.promptPresenter(self, didDismiss: prompt)
            return
        }
        UIView.animate(withDuration: TRPChromeMetrics.promptAnimationDuration, delay: 0, options: [.curveEaseIn], animations: {
            prompt.alpha = 0.0
        }, completion: { [weak self] _ in
            NSLayoutConstraint.deactivate(constraints)
            prompt.removeFromSuperview()
            guard let strongSelf = self else { return }
            strongSelf.delegate?.promptPresenter(strongSelf, didDismiss: prompt)
        })
    }
}
