import GoogleNavigation
import UIKit

/// Adds three small app views sized by their content: a lane hint label with a
/// badge under the turn card (aligned with the card's built-in margins), and an
/// "End" button under the reporting button.
@MainActor
final class HintLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let hintLabel: UILabel = {
    let label = UILabel()
    label.text = "Keep left"
    label.numberOfLines = 1
    label.backgroundColor = .secondarySystemBackground
    label.setContentHuggingPriority(.required, for: .horizontal)
    label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
    return label
  }()
  private let badge = UIImageView(image: UIImage(systemName: "exclamationmark.triangle"))
  private let endButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("End", for: .normal)
    button.setContentHuggingPriority(.required, for: .horizontal)
    return button
  }()

  private var sessionViews: [UIView] = []
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var viewportOnScreen: UIView?

  private func reset() {
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints.removeAll()
    for view in sessionViews { view.removeFromSuperview() }
    sessionViews.removeAll()
    viewportOnScreen = nil
  }

  private func addAll(_ views: [UIView], to map: GMSMapView) {
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      map.addSubview(view)
    }
    sessionViews = views
  }

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    reset()
    let safe = navMap.safeAreaLayoutGuide
    let trailingGap: CGFloat = newState.wideMode ? 24 : 16
    addAll([newState.viewport, newState.googleLogo, endButton], to: navMap)
    sessionConstraints = [
      newState.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      newState.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      newState.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      newState.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
      endButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailingGap),
      endButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(sessionConstraints)
    viewportOnScreen = newState.viewport
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    reset()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    reset()
    let s = newState
    let safe = navMap.safeAreaLayoutGuide
    let trailingGap: CGFloat = s.wideMode ? 24 : 16
    let report = s.buttons.first { $0.type == .reporting }?.view
    var views: [UIView] = [s.viewport, s.turnCard, s.etaCard, s.googleLogo, hintLabel, badge, endButton]
    if let report { views.append(report) }
    addAll(views, to: navMap)
    let reach = s.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    reach.priority = UILayoutPriority(rawValue: 1)
    sessionConstraints = [
      s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
      s.viewport.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      reach,
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      hintLabel.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
      hintLabel.leadingAnchor.constraint(equalTo: s.turnCard.layoutMarginsGuide.leadingAnchor),
      badge.leadingAnchor.constraint(equalTo: hintLabel.trailingAnchor, constant: 8),
      badge.centerYAnchor.constraint(equalTo: hintLabel.centerYAnchor),
      s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      s.googleLogo.bottomAnchor.constraint(equalTo: s.viewport.bottomAnchor, constant: -8),
      endButton.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -trailingGap),
      endButton.bottomAnchor.constraint(equalTo: s.viewport.bottomAnchor, constant: -8),
    ]
    if let report {
      sessionConstraints += [
        report.trailingAnchor.constraint(equalTo: endButton.trailingAnchor),
        report.bottomAnchor.constraint(equalTo: endButton.topAnchor, constant: -8),
      ]
    }
    NSLayoutConstraint.activate(sessionConstraints)
    viewportOnScreen = s.viewport
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    reset()
    enableNavigationUI(navMap: navMap, newState: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {}

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let viewport = viewportOnScreen else { return }
    navMap.addSubview(newPrompt)
    prompt = newPrompt
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
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
