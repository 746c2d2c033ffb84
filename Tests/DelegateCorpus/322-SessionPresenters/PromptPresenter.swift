import GoogleNavigation
import UIKit

/// One prompt on screen. Made by `showPrompt`/`changePrompt`; dropping it
/// (hidePrompt, changePrompt, stopGuidance) takes the prompt off the map.
@MainActor
final class PromptPresenter {
  private let prompt: NavigationPromptView
  private let constraints: [NSLayoutConstraint]

  init(navMap: GMSMapView, prompt: NavigationPromptView, contentBottom: UILayoutGuide) {
    self.prompt = prompt
    navMap.addSubview(prompt)
    constraints = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    prompt.alpha = 0
    UIView.animate(withDuration: 0.25) { [weak prompt] in prompt?.alpha = 1 }
  }

  deinit {
    MainActor.assumeIsolated {
      NSLayoutConstraint.deactivate(constraints)
      prompt.removeFromSuperview()
    }
  }
}
