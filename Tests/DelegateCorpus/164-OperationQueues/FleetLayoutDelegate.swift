import Foundation
import GoogleNavigation
import UIKit

/// Layout delegate of the fleet driver's navigation screen.
///
/// Every callback turns into a small chain of operations on the main queue:
/// tear down the previous state, lay out the Google views, then lay out and
/// fill the fleet chrome. Chrome that appears late (the shift banner after
/// guidance ends) is a work item that the next state change cancels.
@MainActor
final class FleetLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let installer = FleetLayoutInstaller()
  private let progressService = DeliveryProgressService()
  private let banner = ShiftBannerView()
  private let strip = DeliveryProgressStripView()
  private let reportingStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var readyState: NavigationReadyUIState?
  private var guidanceState: ActiveGuidanceUIState?
  private var prompt: NavigationPromptView?
  private var wideMode = false
  private var bannerReveal: DispatchWorkItem?
  /// Bumped whenever guidance starts or ends, so a late content load is dropped.
  private var stripGeneration = 0
  private var stripLoaded = false

  override init() {
    super.init()
    reportingStack.spacing = NavigationStyleValues.buttonVerticalPadding
  }

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    wideMode = newState.wideMode
    readyState = newState
    let layOut = BlockOperation { [weak self] in
      MainActor.assumeIsolated { self?.installReady(on: navMap) }
    }
    let reveal = BlockOperation { [weak self] in
      MainActor.assumeIsolated { self?.scheduleBannerReveal(after: 0) }
    }
    reveal.addDependency(layOut)
    OperationQueue.main.addOperations([layOut, reveal], waitUntilFinished: false)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    cancelPendingChrome()
    prompt?.removeFromSuperview()
    prompt = nil
    installer.removeAll()
    reportingStack.arrangedSubviews = []
    readyState = nil
    guidanceState = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    cancelPendingChrome()
    wideMode = newState.wideMode
    guidanceState = newState
    readyState = nil

    let tearDown = BlockOperation { [weak self] in
      MainActor.assumeIsolated { self?.installer.remove(.ready) }
    }
    let layOut = BlockOperation { [weak self] in
      MainActor.assumeIsolated { self?.installGuidance(on: navMap) }
    }
    let fill = BlockOperation { [weak self] in
      MainActor.assumeIsolated { self?.loadStripContent(on: navMap) }
    }
    layOut.addDependency(tearDown)
    fill.addDependency(layOut)
    OperationQueue.main.addOperations([tearDown, layOut, fill], waitUntilFinished: false)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    cancelPendingChrome()
    wideMode = newState.wideMode
    readyState = newState
    guidanceState = nil
    stripGeneration += 1
    stripLoaded = false
    // The SDK hides its prompt first; drop one it did not, it belongs to guidance.
    prompt?.removeFromSuperview()
    prompt = nil

    let tearDown = BlockOperation { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.installer.remove(.promptClearance)
        self.installer.remove(.deliveryStrip)
        self.installer.remove(.guidance)
        self.reportingStack.arrangedSubviews = []
      }
    }
    let layOut = BlockOperation { [weak self] in
      MainActor.assumeIsolated { self?.installReady(on: navMap) }
    }
    layOut.addDependency(tearDown)
    OperationQueue.main.addOperations([tearDown, layOut], waitUntilFinished: false)
    // Let the cards leave before the banner comes back.
    scheduleBannerReveal(after: FleetTheme.revealDelay)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard newState.wideMode != wideMode else { return }
    wideMode = newState.wideMode
    OperationQueue.main.addOperation { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        if self.guidanceState != nil {
          self.installer.remove(.promptClearance)
          self.installer.remove(.deliveryStrip)
          self.installer.remove(.guidance)
          self.installGuidance(on: navMap)
        } else if self.readyState != nil {
          self.installer.remove(.ready)
          self.installReady(on: navMap)
        }
      }
    }
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    prompt = newPrompt
    newPrompt.alpha = 0
    installPromptClearance(on: navMap)
    UIView.animate(withDuration: FleetTheme.fadeDuration) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    prompt = nil
    UIView.animate(withDuration: FleetTheme.fadeDuration) {
      oldPrompt.alpha = 0
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + FleetTheme.fadeDuration) { [weak self] in
      oldPrompt.removeFromSuperview()
      self?.installer.remove(.promptClearance)
    }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    installer.remove(.promptClearance)
    oldPrompt.removeFromSuperview()
    prompt = newPrompt
    installPromptClearance(on: navMap)
  }

  // MARK: - Installing

  private func installReady(on navMap: GMSMapView) {
    guard let state = readyState else { return }
    banner.alpha = 0
    let layout = installer.readyLayout(navMap: navMap, state: state, banner: banner)
    installer.install(.ready, views: layout.views, on: navMap, constraints: layout.constraints)
  }

  private func installGuidance(on navMap: GMSMapView) {
    guard let state = guidanceState else { return }
    let layout = installer.guidanceLayout(
      navMap: navMap, state: state, wide: wideMode, reportingStack: reportingStack)
    installer.install(.guidance, views: layout.views, on: navMap, constraints: layout.constraints)
    if stripLoaded {
      installStrip(on: navMap)
    }
    if prompt != nil {
      installPromptClearance(on: navMap)
    }
  }

  private func installPromptClearance(on navMap: GMSMapView) {
    guard let prompt, let state = guidanceState else { return }
    let made = installer.promptLayout(
      navMap: navMap, prompt: prompt, wide: wideMode,
      viewport: state.viewport, logo: state.googleLogo, reportingStack: reportingStack)
    // The prompt is the top-most view; it is not part of a state's views.
    prompt.translatesAutoresizingMaskIntoConstraints = false
    navMap.addSubview(prompt)
    installer.install(.promptClearance, views: [], on: navMap, constraints: made)
  }

  private func installStrip(on navMap: GMSMapView) {
    guard let state = guidanceState else { return }
    let made = installer.stripLayout(
      strip: strip, etaCard: state.etaCard, wide: wideMode,
      viewport: state.viewport, logo: state.googleLogo, reportingStack: reportingStack)
    installer.install(.deliveryStrip, views: [strip], on: navMap, constraints: made)
    if let prompt {
      navMap.bringSubviewToFront(prompt)
    }
  }

  // MARK: - Chrome content

  /// Loads the strip's two lines side by side and shows the strip once both
  /// are in; an empty strip is never shown.
  private func loadStripContent(on navMap: GMSMapView) {
    stripGeneration += 1
    stripLoaded = false
    let generation = stripGeneration
    var progress: String?
    var parcels: String?
    let group = DispatchGroup()
    group.enter()
    progressService.fetchProgress { text in
      progress = text
      group.leave()
    }
    group.enter()
    progressService.fetchParcels { text in
      parcels = text
      group.leave()
    }
    group.notify(queue: .main) { [weak self] in
      guard let self, self.stripGeneration == generation, self.guidanceState != nil else { return }
      self.strip.update(progress: progress, parcels: parcels)
      self.stripLoaded = true
      self.installStrip(on: navMap)
    }
  }

  private func scheduleBannerReveal(after delay: TimeInterval) {
    bannerReveal?.cancel()
    let work = DispatchWorkItem { [weak self] in
      guard let self, self.readyState != nil else { return }
      UIView.animate(withDuration: FleetTheme.fadeDuration) {
        self.banner.alpha = 1
      }
    }
    bannerReveal = work
    DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: work)
  }

  private func cancelPendingChrome() {
    bannerReveal?.cancel()
    bannerReveal = nil
  }
}
