import GoogleNavigation
import UIKit

@MainActor
final class DeclarativeLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private let floorGuide = UILayoutGuide()
  private var floorConstraints: [NSLayoutConstraint] = []
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private func common(_ map: GMSMapView, viewport: UIView, logo: UIView, top: NSLayoutYAxisAnchor, wide: Bool) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    return layout {
      viewport.topAnchor.constraint(equalTo: top)
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)
      viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor)
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8)
      logo.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -8)
      stack.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -8)
      stack.topAnchor.constraint(greaterThanOrEqualTo: top, constant: 8)
      if wide {
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -24)
      } else {
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16)
      }
    }
  }

  private func show(_ views: [UIView], _ constraints: [NSLayoutConstraint], on map: GMSMapView) {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateViews.forEach { $0.removeFromSuperview() }
    views.forEach(map.addSubview)
    NSLayoutConstraint.activate(constraints)
    (stateViews, stateConstraints) = (views, constraints)
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floorGuide)
    floorConstraints = layout {
      floorGuide.heightAnchor.constraint(equalToConstant: 0)
      floorGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor).withPriority(.defaultLow)
    }
    NSLayoutConstraint.activate(floorConstraints)
    stack.arrangedSubviews = newState.buttons.map { $0.view }
    show([newState.viewport, newState.googleLogo, stack],
         common(navMap, viewport: newState.viewport, logo: newState.googleLogo,
                top: navMap.safeAreaLayoutGuide.topAnchor, wide: newState.wideMode), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    show([], [], on: navMap)
    stack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(floorConstraints)
    floorConstraints = []
    navMap.removeLayoutGuide(floorGuide)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    stack.arrangedSubviews = newState.buttons.map { $0.view }
    let constraints = layout {
      newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor)
      newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      newState.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
      newState.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newState.etaCard.topAnchor)
      common(navMap, viewport: newState.viewport, logo: newState.googleLogo,
             top: newState.turnCard.bottomAnchor, wide: newState.wideMode)
    }
    show([newState.viewport, newState.turnCard, newState.etaCard, newState.googleLogo, stack], constraints, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    stack.arrangedSubviews = newState.buttons.map { $0.view }
    show([newState.viewport, newState.googleLogo, stack],
         common(navMap, viewport: newState.viewport, logo: newState.googleLogo,
                top: navMap.safeAreaLayoutGuide.topAnchor, wide: newState.wideMode), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = layout {
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor)
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
      floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
    }
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt = nil
    oldPrompt.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}

extension NSLayoutConstraint {
  func withPriority(_ p: UILayoutPriority) -> NSLayoutConstraint {
    priority = p
    return self
  }
}
