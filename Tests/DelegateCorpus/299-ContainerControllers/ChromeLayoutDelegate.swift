import GoogleNavigation
import UIKit

/// Navigation layout through a child view controller: the Google views live in
/// the chrome controller's transparent containers, laid over the map.
@MainActor
final class ChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private weak var host: UIViewController?
  private var chrome: NavigationChromeViewController?
  private var chromeConstraints: [NSLayoutConstraint] = []

  /// The bottom of the open map, above the ETA card (portrait) and any prompt.
  private let contentBottom = UILayoutGuide()
  private var sessionConstraints: [NSLayoutConstraint] = []

  private enum Phase {
    case idle
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }
  private var phase: Phase = .idle
  private var phaseViews: [UIView] = []
  private var phaseConstraints: [NSLayoutConstraint] = []
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []

  init(host: UIViewController) {
    self.host = host
    super.init()
  }

  // MARK: Transitions

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let chrome = NavigationChromeViewController()
    self.chrome = chrome
    if let host {
      chromeConstraints = chrome.attach(to: host, over: navMap)
    } else {
      // No parent to contain it: still show the chrome over the map.
      navMap.addSubview(chrome.view)
      chromeConstraints = chrome.view.edgeConstraints(to: navMap)
      NSLayoutConstraint.activate(chromeConstraints)
    }
    let content = chrome.content
    content.addLayoutGuide(contentBottom)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [contentBottom.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    phase = .ready(newState)
    layOut(wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePrompt()
    clearPhase()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    chrome?.content.removeLayoutGuide(contentBottom)
    NSLayoutConstraint.deactivate(chromeConstraints)
    chromeConstraints = []
    chrome?.detach()
    chrome = nil
    phase = .idle
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    clearPhase()
    phase = .guidance(newState)
    layOut(wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePrompt()
    clearPhase()
    phase = .ready(newState)
    layOut(wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard chrome != nil else { return }
    NSLayoutConstraint.deactivate(phaseConstraints)
    phaseConstraints = []
    layOut(wide: newState.wideMode)
  }

  // MARK: Layout

  private func layOut(wide: Bool) {
    guard let content = chrome?.content else { return }
    switch phase {
    case .idle:
      return
    case .ready(let state):
      layOutReady(state, in: content, wide: wide)
    case .guidance(let state):
      layOutGuidance(state, in: content, wide: wide)
    }
    NSLayoutConstraint.activate(phaseConstraints)
  }

  private func show(_ views: [UIView], in content: UIView) {
    for view in views where view.superview !== content {
      content.addSubview(view)
    }
    phaseViews = views
  }

  private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    let compass = buttons.first { $0.type == .compass }?.view
    let reporting = buttons.first { $0.type == .reporting }?.view
    return [compass, reporting].compactMap { $0 }
  }

  private func layOutReady(_ state: NavigationReadyUIState, in content: UIView, wide: Bool) {
    let safe = content.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    show([viewport, logo, buttonStack], in: content)
    buttonStack.arrangedSubviews = buttonViews(state.buttons)
    let inset = wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    phaseConstraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
  }

  private func layOutGuidance(_ state: ActiveGuidanceUIState, in content: UIView, wide: Bool) {
    let safe = content.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speedWidget = state.speedWidget
    show([viewport, turnCard, etaCard, speedWidget, logo, buttonStack], in: content)
    buttonStack.arrangedSubviews = buttonViews(state.buttons)
    var constraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
      speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
      speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -8),
    ]
    if wide {
      // Cards down the leading edge; the map beside them, from the top.
      let besideCards = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      besideCards.priority = .defaultLow
      constraints += [
        besideCards,
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      ]
    } else {
      constraints += [
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
        buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: 8),
      ]
    }
    phaseConstraints = constraints
  }

  private func clearPhase() {
    NSLayoutConstraint.deactivate(phaseConstraints)
    phaseConstraints = []
    buttonStack.arrangedSubviews = []
    phaseViews.forEach { $0.removeFromSuperview() }
    phaseViews = []
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let chrome else { return }
    let container = chrome.prompts
    container.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.layoutMarginsGuide.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
    newPrompt.alpha = 0
    UIView.animate(withDuration: 0.25) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard oldPrompt === prompt else {
      oldPrompt.removeFromSuperview()
      return
    }
    UIView.animate(withDuration: 0.25, animations: {
      oldPrompt.alpha = 0
    }, completion: { _ in
      if self.prompt === oldPrompt {
        self.removePrompt()
      } else {
        oldPrompt.removeFromSuperview()
      }
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    removePrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func removePrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
