import GoogleNavigation
import UIKit

/// The trip screen's layout delegate. The chrome lives in a host view (the old nib's
/// root): cards go into its header/footer containers, the rest sits in the host.
@MainActor
final class OutletHostLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var hostView: NavigationHostView?
  private var hostConstraints: [NSLayoutConstraint] = []
  private var readyConstraints: [NSLayoutConstraint] = []
  private var guidanceConstraints: [NSLayoutConstraint] = []
  private var promptConstraints: [NSLayoutConstraint] = []
  private var readyViews: [UIView] = []
  private var guidanceViews: [UIView] = []
  private var guidanceState: ActiveGuidanceUIState?
  private var laidOutWide = false
  private var prompt: NavigationPromptView?
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  // MARK: Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let host = NavigationHostView.loadFromCode()
    navMap.addSubview(host)
    hostView = host
    let safe = navMap.safeAreaLayoutGuide
    hostConstraints = [
      host.topAnchor.constraint(equalTo: navMap.topAnchor),
      host.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
      host.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
      host.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
    ]
    if let header = host.headerContainer, let footer = host.footerContainer, let status = host.statusLabel {
      hostConstraints += [
        header.topAnchor.constraint(equalTo: safe.topAnchor),
        header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        footer.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        status.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
        status.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      ]
    }
    NSLayoutConstraint.activate(hostConstraints)
    layOutReady(state: newState, safe: safe)
  }

  private func layOutReady(state: NavigationReadyUIState, safe: UILayoutGuide) {
    guard let host = hostView else { return }
    let viewport = state.viewport
    let logo = state.googleLogo
    readyViews = [viewport, logo, readyButtons]
    readyViews.forEach { host.addSubview($0) }
    readyButtons.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map { $0.view }
    let inset = state.wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    readyConstraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      readyButtons.topAnchor.constraint(equalTo: viewport.topAnchor, constant: 8),
      readyButtons.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -inset),
      readyButtons.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(readyConstraints)
  }

  private func tearDownReady() {
    NSLayoutConstraint.deactivate(readyConstraints)
    readyConstraints = []
    readyButtons.arrangedSubviews = []
    readyViews.forEach { $0.removeFromSuperview() }
    readyViews = []
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    tearDownReady()
    NSLayoutConstraint.deactivate(hostConstraints)
    hostConstraints = []
    hostView?.unload()
    hostView = nil
  }

  // MARK: Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownReady()
    guard let host = hostView else { return }
    host.statusLabel?.isHidden = true
    let viewport = newState.viewport
    let logo = newState.googleLogo
    let progress = newState.tripProgressBar
    let speed = newState.speedWidget
    guidanceViews = [viewport, logo, progress, speed, guidanceButtons]
    guidanceViews.forEach { host.addSubview($0) }
    guidanceButtons.arrangedSubviews = newState.buttons.map { $0.view }
    guidanceState = newState
    guidanceConstraints = host.embed(newState.turnCard, in: host.headerContainer)
      + host.embed(newState.etaCard, in: host.footerContainer)
    layOutGuidance(navMap: navMap, state: newState)
  }

  /// The part of the guidance layout that depends on `wideMode`; `sizeChanged` redoes it.
  private var modeConstraints: [NSLayoutConstraint] = []

  private func layOutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    guard let host = hostView, let header = host.headerContainer, let footer = host.footerContainer else { return }
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let progress = state.tripProgressBar
    let speed = state.speedWidget
    let restingBottom = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    restingBottom.priority = .defaultLow
    guidanceConstraints += [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      restingBottom,
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: 8),
      logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      progress.topAnchor.constraint(equalTo: viewport.topAnchor, constant: 8),
      progress.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      speed.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -8),
      speed.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -8),
      guidanceButtons.topAnchor.constraint(equalTo: viewport.topAnchor, constant: 8),
      guidanceButtons.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -8),
      guidanceButtons.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -8),
    ]
    NSLayoutConstraint.activate(guidanceConstraints)
    layOutMode(safe: safe, viewport: state.viewport, wide: state.wideMode, header: header, footer: footer)
  }

  private func layOutMode(safe: UILayoutGuide, viewport: UIView, wide: Bool, header: UIView, footer: UIView) {
    NSLayoutConstraint.deactivate(modeConstraints)
    laidOutWide = wide
    if wide {
      // Cards in the leading column; the camera frames the map beside them.
      modeConstraints = [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: header.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: footer.trailingAnchor),
      ]
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      modeConstraints.append(hug)
    } else {
      modeConstraints = [
        viewport.topAnchor.constraint(equalTo: header.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.bottomAnchor.constraint(lessThanOrEqualTo: footer.topAnchor),
      ]
    }
    NSLayoutConstraint.activate(modeConstraints)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dismissPrompt()
    NSLayoutConstraint.deactivate(modeConstraints)
    modeConstraints = []
    NSLayoutConstraint.deactivate(guidanceConstraints)
    guidanceConstraints = []
    guidanceButtons.arrangedSubviews = []
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews = []
    guidanceState = nil
    hostView?.prepareForReuse()
    layOutReady(state: newState, safe: navMap.safeAreaLayoutGuide)
  }

  // MARK: Resize

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard let state = guidanceState, let host = hostView,
      let header = host.headerContainer, let footer = host.footerContainer
    else {
      if let ready = newState as? NavigationReadyUIState, !readyConstraints.isEmpty {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        readyButtons.arrangedSubviews = []
        readyViews.forEach { $0.removeFromSuperview() }
        layOutReady(state: ready, safe: navMap.safeAreaLayoutGuide)
      }
      return
    }
    if newState.wideMode != laidOutWide {
      layOutMode(
        safe: navMap.safeAreaLayoutGuide, viewport: state.viewport, wide: newState.wideMode, header: header, footer: footer)
    }
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    guard let host = hostView, let state = guidanceState else { return }
    host.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    dismissPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    dismissPrompt()
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func dismissPrompt() {
    NSLayoutConstraint.deactivate(promptConstraints)
    promptConstraints = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
