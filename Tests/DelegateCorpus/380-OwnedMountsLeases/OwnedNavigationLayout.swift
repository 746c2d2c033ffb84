import GoogleNavigation
import UIKit

/// The trip screen's navigation layout, written with ownership in mind: each
/// state's views and pins belong to one `StateMount`, a prompt on screen to one
/// `PromptLease`, and ending either takes down what it put up. Closures that
/// outlive a callback capture the map `unowned` (it owns us) and what the SDK
/// owns `weak`.
@MainActor
final class OwnedNavigationLayout: NSObject, NavigationLayoutDelegate {
  private enum Metrics {
    static let inset: CGFloat = 12
    static let wideInset: CGFloat = 16
    static let gap: CGFloat = 8
    static let slide: TimeInterval = 0.3
    static let buttonOrder: [NavigationButtonKnownType] = [.compass, .reporting]
  }

  /// Bottom of the open map for the session (rests on the safe area, pushed up by
  /// the docked ETA card and by prompts).
  private let floor = UILayoutGuide()
  private var floorPins: [NSLayoutConstraint] = []
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var mount: StateMount?
  private var promptLease: PromptLease?
  /// Prompts sliding out, each with the step that takes it off the map: run by
  /// its animation's completion, or all at once when guidance ends.
  private var pendingRemovals: [(prompt: ObjectIdentifier, run: () -> Void)] = []
  /// Work that needs the layout settled first (a prompt's height), run at the
  /// end of the callback that queued it.
  private var afterLayout: [() -> Void] = []

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(floor)
    let resting = floor.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    floorPins = [
      floor.heightAnchor.constraint(equalToConstant: 0),
      floor.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floor.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      floor.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      resting,
    ]
    NSLayoutConstraint.activate(floorPins)
    adopt(mountReady(newState, wide: newState.wideMode, on: navMap))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    drainPrompts()
    afterLayout.removeAll()
    unmountCurrent()
    NSLayoutConstraint.deactivate(floorPins)
    floorPins = []
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    unmountCurrent()
    adopt(mountGuidance(newState, wide: newState.wideMode, on: navMap))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // Guidance can end with a prompt up (arrival): it leaves with guidance.
    drainPrompts()
    unmountCurrent()
    adopt(mountReady(newState, wide: newState.wideMode, on: navMap))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    // Take the mount out, repin it for the new width, put it back.
    guard var current = mount.take() else { return }
    let newPins = pins(for: current, wide: newState.wideMode, on: navMap)
    current.repin(newPins)
    mount = consume current
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    if let stale = promptLease.take() {
      retire(stale, on: navMap)
    }
    let lease = PromptLease(newPrompt, on: navMap, keepingClear: floor)
    let slide = lease.slide
    promptLease = consume lease
    // Once the prompt has its height: start just below the map's bottom edge, slide up.
    afterLayout.append { [unowned navMap, weak newPrompt] in
      guard let newPrompt else { return }
      slide.constant = newPrompt.bounds.height
      navMap.layoutIfNeeded()
      UIView.animate(withDuration: Metrics.slide) {
        slide.constant = 0
        navMap.layoutIfNeeded()
      }
    }
    settle(navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let lease = promptLease.take() else {
      oldPrompt.removeFromSuperview()
      return
    }
    guard lease.prompt === oldPrompt else {
      // Not the prompt on screen: the lease ends as this returns, its prompt with it.
      oldPrompt.removeFromSuperview()
      return
    }
    retire(lease, on: navMap)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Ownership plumbing

  private func adopt(_ newMount: consuming StateMount) {
    assert(mount == nil, "the previous state was not unmounted")
    mount = consume newMount
  }

  /// The mount ends here: its views and pins come off the map.
  private func unmountCurrent() {
    mount = nil
  }

  /// Slides a released prompt out; its removal waits in `pendingRemovals`.
  private func retire(_ lease: consuming PromptLease, on navMap: GMSMapView) {
    let (prompt, slide, remove) = lease.release()
    let id = ObjectIdentifier(prompt)
    pendingRemovals.append((id, remove))
    UIView.animate(withDuration: Metrics.slide, animations: { [unowned navMap] in
      slide.constant = prompt.bounds.height
      navMap.layoutIfNeeded()
    }, completion: { [weak self] _ in
      self?.runRemoval(of: id)
    })
  }

  private func runRemoval(of id: ObjectIdentifier) {
    guard let index = pendingRemovals.firstIndex(where: { $0.prompt == id }) else { return }
    pendingRemovals.remove(at: index).run()
  }

  /// Every prompt off the map now: the one on screen and any still sliding out.
  private func drainPrompts() {
    // A lease ended without release() takes its prompt down at once.
    promptLease = nil
    let removals = pendingRemovals
    pendingRemovals.removeAll()
    removals.forEach { $0.run() }
  }

  private func settle(_ navMap: GMSMapView) {
    navMap.layoutIfNeeded()
    let work = afterLayout
    afterLayout.removeAll()
    work.forEach { $0() }
  }

  // MARK: - Mounts

  private func mountReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> StateMount {
    var mount = StateMount(ChromeViews(viewport: state.viewport, logo: state.googleLogo, buttons: state.buttons))
    mount.place(state.viewport, on: navMap)
    mount.place(state.googleLogo, on: navMap)
    placeButtons(state.buttons, in: &mount, on: navMap)
    let readyPins = pins(for: mount, wide: wide, on: navMap)
    mount.repin(readyPins)
    return mount
  }

  private func mountGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> StateMount {
    var views = ChromeViews(viewport: state.viewport, logo: state.googleLogo, buttons: state.buttons)
    views.turnCard = state.turnCard
    views.etaCard = state.etaCard
    views.tripProgressBar = state.tripProgressBar
    views.speedWidget = state.speedWidget
    var mount = StateMount(views)
    for view in [state.viewport, state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget, state.googleLogo] {
      mount.place(view, on: navMap)
    }
    placeButtons(state.buttons, in: &mount, on: navMap)
    let guidancePins = pins(for: mount, wide: wide, on: navMap)
    mount.repin(guidancePins)
    return mount
  }

  /// The SDK's buttons by type (their order in `buttons` may change).
  private func placeButtons(_ buttons: [NavigationUIButton], in mount: inout StateMount, on navMap: GMSMapView) {
    let views = Metrics.buttonOrder.compactMap { kind in buttons.first { $0.type == kind }?.view }
    if !views.isEmpty {
      mount.place(buttonStack, holding: views, on: navMap)
    }
  }

  // MARK: - Pins

  private func pins(for mount: borrowing StateMount, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let views = mount.views
    let inset = wide ? Metrics.wideInset : Metrics.inset
    let gap = Metrics.gap
    let viewport = views.viewport
    let logo = views.logo
    let hasButtons = buttonStack.superview != nil

    guard let turnCard = views.turnCard, let etaCard = views.etaCard,
          let bar = views.tripProgressBar, let speed = views.speedWidget else {
      // Navigation ready: the camera on the whole safe area, logo and buttons at its bottom.
      var pins = [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
      if hasButtons {
        pins += [
          buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
          buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
          buttonStack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        ]
      }
      return pins
    }

    // Both cards on the leading edge: turn card on top, ETA card at the bottom.
    var pins = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
    ]
    let controlsTop: NSLayoutYAxisAnchor
    if wide {
      // The camera beside the card column; logo and speed widget at its bottom leading corner.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
        logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
        speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
      ]
      controlsTop = safe.topAnchor
    } else {
      // The camera between the cards; the speed widget stacked on the ETA card's
      // margins, the logo above it and above the floor, whichever is higher.
      let logoOnFloor = logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap)
      logoOnFloor.priority = .defaultHigh
      pins += [
        floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
        speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        logo.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -gap),
        logo.bottomAnchor.constraint(lessThanOrEqualTo: floor.topAnchor, constant: -gap),
        logoOnFloor,
      ]
      controlsTop = turnCard.bottomAnchor
    }
    pins.append(bar.topAnchor.constraint(equalTo: controlsTop, constant: gap))
    if hasButtons {
      pins += [
        buttonStack.topAnchor.constraint(equalTo: controlsTop, constant: gap),
        buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
        buttonStack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
    }
    return pins
  }
}
