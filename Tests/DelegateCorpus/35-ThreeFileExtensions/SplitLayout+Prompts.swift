import GoogleNavigation
import UIKit

extension SplitLayout {
  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard case .guiding = phase, let viewport else { return }
    navMap.addSubview(newPrompt)
    currentPrompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints.removeAll()
    currentPrompt.map { $0.removeFromSuperview() }
    currentPrompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
