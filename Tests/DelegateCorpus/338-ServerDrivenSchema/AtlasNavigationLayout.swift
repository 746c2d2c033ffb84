import GoogleNavigation
import UIKit

/// A prompt on the map and the constraints holding it.
@MainActor
private final class PromptHandle {
  let view: NavigationPromptView
  var pins: [NSLayoutConstraint] = []

  init(view: NavigationPromptView) {
    self.view = view
  }
}

/// The navigation layout delegate. What it shows, in which order, and the tuned numbers
/// come from the server-driven chrome plan; this class owns the session (the open-map
/// guide, the button rail), mounts each phase's placement and runs the prompt transitions.
@MainActor
final class AtlasNavigationLayout: NSObject, NavigationLayoutDelegate {
  private let plan: ChromePlan
  private let openMap = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var phase: ChromeScene.Phase?
  private var sessionPins: [NSLayoutConstraint] = []
  private var phaseViews: [UIView] = []
  private var phasePins: [NSLayoutConstraint] = []
  private var livePrompts: [PromptHandle] = []

  init(payload: String? = UserDefaults.standard.string(forKey: ChromeSchemaLoader.cacheKey)) {
    plan = ChromeSchemaLoader.plan(from: payload)
    super.init()
  }

  private func scene(_ phase: ChromeScene.Phase, on map: GMSMapView, wide: Bool) -> ChromeScene {
    ChromeScene(map: map, openMap: openMap, rail: rail, phase: phase, wide: wide, plan: plan)
  }

  // MARK: Phases

  private func enter(_ next: ChromeScene.Phase, on map: GMSMapView, wide: Bool) {
    leavePhase()
    let scene = scene(next, on: map, wide: wide)
    let placement = ChromeRenderer.render(scene)
    // The plan's order is the drawing order.
    placement.views.forEach(map.addSubview)
    if placement.views.contains(where: { $0 === rail }) {
      rail.arrangedSubviews = scene.buttons.map { $0.view }
    }
    phase = next
    phaseViews = placement.views
    phasePins = placement.pins
    NSLayoutConstraint.activate(phasePins)
  }

  private func leavePhase() {
    NSLayoutConstraint.deactivate(phasePins)
    phasePins = []
    rail.arrangedSubviews = []
    phaseViews.reversed().forEach { $0.removeFromSuperview() }
    phaseViews = []
    phase = nil
  }

  /// Same phase, new size: only the constraints are made again.
  private func relayout(on map: GMSMapView, wide: Bool) {
    guard let phase else { return }
    NSLayoutConstraint.deactivate(phasePins)
    phasePins = ChromeRenderer.render(scene(phase, on: map, wide: wide)).pins
    NSLayoutConstraint.activate(phasePins)
  }

  // MARK: NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(openMap)
    let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionPins)
    enter(.ready(newState), on: navMap, wide: newState.wideMode)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPrompts()
    leavePhase()
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(openMap)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    enter(.guidance(newState), on: navMap, wide: newState.wideMode)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    dropPrompts()
    enter(.ready(newState), on: navMap, wide: newState.wideMode)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    relayout(on: navMap, wide: newState.wideMode)
  }

  // MARK: Prompts (drawn over everything: added after the phase's views)

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let handle = PromptHandle(view: newPrompt)
    navMap.addSubview(newPrompt)
    handle.pins = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      openMap.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ]
    NSLayoutConstraint.activate(handle.pins)
    livePrompts.append(handle)

    switch plan.promptTransition {
    case .cut:
      break
    case .fade(let duration):
      newPrompt.alpha = 0
      UIView.animate(withDuration: duration) { newPrompt.alpha = 1 }
    case .slide(let duration):
      navMap.layoutIfNeeded()
      newPrompt.transform = CGAffineTransform(translationX: 0, y: newPrompt.bounds.height)
      UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut]) {
        newPrompt.transform = .identity
      }
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    guard let handle = livePrompts.first(where: { $0.view === oldPrompt }) else { return }
    // Runs after the transition, unless a state change took the prompt down first.
    let takeDown: (Bool) -> Void = { [weak self, weak handle] _ in
      guard let self, let handle else { return }
      self.remove(handle)
    }
    switch plan.promptTransition {
    case .cut:
      takeDown(true)
    case .fade(let duration):
      UIView.animate(withDuration: duration, animations: { oldPrompt.alpha = 0 }, completion: takeDown)
    case .slide(let duration):
      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
        animations: { oldPrompt.transform = CGAffineTransform(translationX: 0, y: oldPrompt.bounds.height) },
        completion: takeDown)
    }
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func remove(_ handle: PromptHandle) {
    guard let index = livePrompts.firstIndex(where: { $0 === handle }) else { return }
    livePrompts.remove(at: index)
    NSLayoutConstraint.deactivate(handle.pins)
    handle.view.removeFromSuperview()
    handle.view.transform = .identity
    handle.view.alpha = 1
  }

  /// Every prompt off the map at once, mid-transition or not.
  private func dropPrompts() {
    for handle in livePrompts.reversed() {
      remove(handle)
    }
  }
}

/// Everything a component needs to place itself for one layout pass.
@MainActor
struct ChromeScene {
  enum Phase {
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  let map: GMSMapView
  /// The bottom of the open map: above the bottom cards (narrow) and any prompt.
  let openMap: UILayoutGuide
  let rail: GMSNavigationHidingStackView
  let phase: Phase
  let wide: Bool
  let plan: ChromePlan

  var safe: UILayoutGuide { map.safeAreaLayoutGuide }

  var guidance: ActiveGuidanceUIState? {
    if case .guidance(let state) = phase { return state }
    return nil
  }

  var viewport: UIView {
    switch phase {
    case .ready(let state): return state.viewport
    case .guidance(let state): return state.viewport
    }
  }

  var logo: UIView {
    switch phase {
    case .ready(let state): return state.googleLogo
    case .guidance(let state): return state.googleLogo
    }
  }

  var buttons: [NavigationUIButton] {
    switch phase {
    case .ready(let state): return state.buttons
    case .guidance(let state): return state.buttons
    }
  }

  /// Where floating content starts: below the turn card on a narrow map in guidance,
  /// else at the top of the safe area.
  var contentTop: NSLayoutYAxisAnchor {
    if let state = guidance, !wide, plan.showsTurnCard { return state.turnCard.bottomAnchor }
    return safe.topAnchor
  }
}

/// A component's views (in drawing order) and the constraints placing them.
struct Placement {
  var views: [UIView] = []
  var pins: [NSLayoutConstraint] = []
}

/// Turns the plan into placements. Pure apart from making constraints: it adds nothing to
/// the map and activates nothing.
@MainActor
enum ChromeRenderer {
  static func render(_ scene: ChromeScene) -> Placement {
    scene.plan.components.reduce(into: Placement()) { result, component in
      let part = render(component, in: scene)
      result.views += part.views
      result.pins += part.pins
    }
  }

  static func render(_ component: ChromeComponent, in scene: ChromeScene) -> Placement {
    let safe = scene.safe
    let openMap = scene.openMap
    switch (component, scene.guidance) {
    case (.viewport, nil):
      let viewport = scene.viewport
      return Placement(views: [viewport], pins: [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      ])

    case (.viewport, let state?) where scene.wide:
      // Beside the leading card column, full height.
      let viewport = state.viewport
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      var pins = [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
        hug,
      ]
      if scene.plan.showsTurnCard {
        pins.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor))
      }
      if scene.plan.showsEtaCard {
        pins.append(viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor))
      }
      return Placement(views: [viewport], pins: pins)

    case (.viewport, let state?):
      let viewport = state.viewport
      return Placement(views: [viewport], pins: [
        viewport.topAnchor.constraint(equalTo: scene.contentTop),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      ])

    case (.logo(let inset), let state):
      let logo = scene.logo
      let leading = state != nil && scene.wide ? scene.viewport.leadingAnchor : safe.leadingAnchor
      return Placement(views: [logo], pins: [
        logo.leadingAnchor.constraint(equalTo: leading, constant: inset),
        logo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -inset),
      ])

    case (.buttonRail(let inset, let wideInset, let gap), let state):
      let rail = scene.rail
      let trailing: NSLayoutConstraint
      if let bar = state?.tripProgressBar, scene.plan.showsTripProgress {
        trailing = rail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap)
      } else {
        trailing = rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -(scene.wide ? wideInset : inset))
      }
      return Placement(views: [rail], pins: [
        rail.topAnchor.constraint(equalTo: scene.contentTop, constant: gap),
        rail.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
        trailing,
      ])

    case (.turnCard, let state?):
      return Placement(views: [state.turnCard], pins: [
        state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ])

    case (.etaCard, let state?):
      let eta = state.etaCard
      var pins = [
        eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
      if !scene.wide {
        pins.append(openMap.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor))
      }
      return Placement(views: [eta], pins: pins)

    case (.speedWidget(let placement), let state?):
      let speed = state.speedWidget
      guard placement == .etaCard, scene.plan.showsEtaCard else {
        // Floating just above the logo; the SDK sizes it.
        return Placement(views: [speed], pins: [
          speed.leadingAnchor.constraint(equalTo: state.googleLogo.leadingAnchor),
          speed.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -8),
        ])
      }
      // On the ETA card's margin band.
      var pins = [
        speed.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
        speed.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
      ]
      if !scene.wide {
        pins.append(openMap.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor))
      }
      return Placement(views: [speed], pins: pins)

    case (.tripProgress(let inset), let state?):
      let bar = state.tripProgressBar
      return Placement(views: [bar], pins: [
        bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        bar.topAnchor.constraint(equalTo: scene.contentTop, constant: inset),
        bar.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -inset),
      ])

    case (.prompt, _), (.turnCard, nil), (.etaCard, nil), (.speedWidget, nil), (.tripProgress, nil):
      // Prompts are placed when the SDK hands one over; cards only exist in guidance.
      return Placement()
    }
  }
}
