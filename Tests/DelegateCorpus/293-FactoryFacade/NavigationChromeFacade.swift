import GoogleNavigation
import UIKit

/// The one entry point to the navigation chrome: it wraps the SDK's views in
/// adapters, asks the form factor's factory for the layout, and owns cleanup.
@MainActor
final class NavigationChromeFacade {
  private enum Screen {
    case off
    case ready(ReadyChrome)
    case guidance(GuidanceChrome)
  }

  private let content = UILayoutGuide()
  private var frame: ChromeFrame?
  private var factory: ChromeFactory = CompactChromeFactory()
  private var wideMode = false
  private var screen = Screen.off
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var screenConstraints: [NSLayoutConstraint] = []
  private var prompt: PromptAdapter?
  private var promptConstraints: [NSLayoutConstraint] = []

  func attach(to map: GMSMapView, wideMode: Bool) {
    map.addLayoutGuide(content)
    let safe = map.safeAreaLayoutGuide
    frame = ChromeFrame(map: map, safe: safe, content: content)
    let resting = content.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [
      content.heightAnchor.constraint(equalToConstant: 0),
      content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      resting,
    ]
    NSLayoutConstraint.activate(sessionConstraints)
    useFormFactor(wideMode: wideMode)
  }

  func detach(from map: GMSMapView) {
    dismissPromptImmediately()
    clearScreen()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    map.removeLayoutGuide(content)
    frame = nil
  }

  func showReady(_ state: NavigationReadyUIState) {
    clearScreen()
    useFormFactor(wideMode: state.wideMode)
    let chrome = ReadyChrome(
      viewport: GoogleViewAdapter(state.viewport, role: .viewport),
      logo: GoogleViewAdapter(state.googleLogo, role: .logo),
      buttons: ButtonStackAdapter(buttons: state.buttons))
    screen = .ready(chrome)
    layOutScreen()
  }

  func showGuidance(_ state: ActiveGuidanceUIState) {
    clearScreen()
    useFormFactor(wideMode: state.wideMode)
    let chrome = GuidanceChrome(
      viewport: GoogleViewAdapter(state.viewport, role: .viewport),
      logo: GoogleViewAdapter(state.googleLogo, role: .logo),
      turnCard: GoogleViewAdapter(state.turnCard, role: .turnCard),
      etaCard: GoogleViewAdapter(state.etaCard, role: .etaCard),
      speedWidget: GoogleViewAdapter(state.speedWidget, role: .speedWidget),
      buttons: ButtonStackAdapter(buttons: state.buttons))
    screen = .guidance(chrome)
    layOutScreen()
  }

  func endGuidance(returningTo state: NavigationReadyUIState) {
    dismissPromptImmediately()
    showReady(state)
  }

  func resize(wideMode: Bool) {
    guard wideMode != self.wideMode else { return }
    useFormFactor(wideMode: wideMode)
    NSLayoutConstraint.deactivate(screenConstraints)
    screenConstraints = makeScreenConstraints()
    NSLayoutConstraint.activate(screenConstraints)
  }

  func present(_ newPrompt: NavigationPromptView) {
    guard let frame else { return }
    let adapter = PromptAdapter(newPrompt)
    adapter.install(in: frame.map)
    prompt = adapter
    promptConstraints = factory.makePromptLayout(adapter, in: frame)
    NSLayoutConstraint.activate(promptConstraints)
  }

  func dismiss(_ oldPrompt: NavigationPromptView) {
    guard let adapter = prompt, adapter.prompt === oldPrompt else {
      oldPrompt.removeFromSuperview()
      return
    }
    adapter.fadeOut { [weak self] in
      self?.finishDismissal(of: adapter)
    }
  }

  func replace(_ oldPrompt: NavigationPromptView, with newPrompt: NavigationPromptView) {
    dismissPromptImmediately()
    oldPrompt.removeFromSuperview()
    present(newPrompt)
  }

  // MARK: - Private

  private func useFormFactor(wideMode: Bool) {
    self.wideMode = wideMode
    factory = ChromeFactories.factory(wideMode: wideMode)
  }

  private func elements() -> [ChromeElement] {
    switch screen {
    case .off: return []
    case .ready(let chrome): return chrome.all
    case .guidance(let chrome): return chrome.all
    }
  }

  private func makeScreenConstraints() -> [NSLayoutConstraint] {
    guard let frame else { return [] }
    switch screen {
    case .off: return []
    case .ready(let chrome): return factory.makeReadyLayout(chrome, in: frame)
    case .guidance(let chrome): return factory.makeGuidanceLayout(chrome, in: frame)
    }
  }

  private func layOutScreen() {
    guard let frame else { return }
    elements().forEach { $0.install(in: frame.map) }
    screenConstraints = makeScreenConstraints()
    NSLayoutConstraint.activate(screenConstraints)
  }

  private func clearScreen() {
    NSLayoutConstraint.deactivate(screenConstraints)
    screenConstraints = []
    elements().forEach { $0.uninstall() }
    screen = .off
  }

  private func finishDismissal(of adapter: PromptAdapter) {
    guard prompt === adapter else { return }
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    adapter.uninstall()
    prompt = nil
  }

  private func dismissPromptImmediately() {
    guard let adapter = prompt else { return }
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    adapter.uninstall()
    prompt = nil
  }
}

/// The layout delegate: it only forwards to the facade.
@MainActor
final class ChromeLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let chrome = NavigationChromeFacade()

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    chrome.attach(to: navMap, wideMode: newState.wideMode)
    chrome.showReady(newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    chrome.detach(from: navMap)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    chrome.showGuidance(newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    chrome.endGuidance(returningTo: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    chrome.resize(wideMode: newState.wideMode)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    chrome.present(newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    chrome.dismiss(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    chrome.replace(oldPrompt, with: newPrompt)
  }
}
