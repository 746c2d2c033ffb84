import GoogleNavigation
import UIKit

/// The navigation screen's layout, written from the design team's spec tables:
/// each region is a table of (edge, target, offset) rows zipped together
/// (`PinTriples`), the SDK's buttons are grouped by type and reduced to one
/// view per type, and every phase change swaps one list of views and pins.
@MainActor
final class ZippedRailsLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Phase {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  private let gap: CGFloat = 8
  private let promptFadeIn: TimeInterval = 0.2

  /// Which of the SDK's buttons each phase shows, bottom first.
  private static let readyButtons: [NavigationButtonKnownType] = [.compass]
  private static let guidanceButtons: [NavigationButtonKnownType] = [.compass, .reporting]

  /// The bottom of the open map, for the whole session: on the safe area's
  /// bottom at low priority, pushed up above the ETA card (narrow guidance) and
  /// above a prompt. The viewport, the logo and the trailing controls end on it.
  private let floor = UILayoutGuide()
  private var floorPins: [NSLayoutConstraint] = []
  private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var phase = Phase.off
  private var phaseViews: [UIView] = []
  private var phasePins: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var promptPins: [NSLayoutConstraint] = []

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    floorPins = [floor.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(floorPins)
    enter(.ready(newState), on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    takeDownPrompt()
    enter(.off, on: navMap)
    NSLayoutConstraint.deactivate(floorPins)
    floorPins = []
    navMap.removeLayoutGuide(floor)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    enter(.guidance(newState), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance stops goes with it.
    takeDownPrompt()
    enter(.ready(newState), on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    switch phase {
    case .off:
      return
    case .ready:
      guard let ready = newState as? NavigationReadyUIState else { return }
      enter(.ready(ready), on: navMap)
    case .guidance:
      guard let guidance = newState as? ActiveGuidanceUIState else { return }
      enter(.guidance(guidance), on: navMap)
    }
  }

  // MARK: - Phases

  /// Swaps the current phase's pins and views for `next`'s. Views both phases
  /// list stay where they are (so a prompt on top stays on top); new ones go on top.
  private func enter(_ next: Phase, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(phasePins)
    phasePins = []

    let views: [UIView]
    let pins: [NSLayoutConstraint]
    switch next {
    case .off:
      buttonRail.arrangedSubviews = []
      (views, pins) = ([], [])
    case .ready(let state):
      (views, pins) = readyLayout(state, on: navMap)
    case .guidance(let state):
      (views, pins) = guidanceLayout(state, on: navMap)
    }

    for view in phaseViews where !views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for view in views where !phaseViews.contains(where: { $0 === view }) {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    phaseViews = views
    phasePins = pins
    NSLayoutConstraint.activate(pins)
    phase = next
  }

  private func readyLayout(_ state: NavigationReadyUIState, on navMap: GMSMapView) -> ([UIView], [NSLayoutConstraint]) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let side = state.wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2
      : NavigationStyleValues.buttonHorizontalPadding
    buttonRail.arrangedSubviews = buttonViews(state.buttons, in: Self.readyButtons)

    var pins = PinTriples.equal(
      [viewport.topAnchor, viewport.bottomAnchor, logo.bottomAnchor, buttonRail.topAnchor, buttonRail.bottomAnchor],
      [safe.topAnchor, floor.topAnchor, floor.topAnchor, safe.topAnchor, floor.topAnchor],
      [0, 0, -gap, gap, -gap])
    pins += PinTriples.equal(
      [viewport.leadingAnchor, viewport.trailingAnchor, logo.leadingAnchor, buttonRail.trailingAnchor],
      [safe.leadingAnchor, safe.trailingAnchor, viewport.leadingAnchor, safe.trailingAnchor],
      [0, 0, gap, -side])
    return ([viewport, logo, buttonRail], pins)
  }

  private func guidanceLayout(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) -> ([UIView], [NSLayoutConstraint]) {
    let safe = navMap.safeAreaLayoutGuide
    let wide = state.wideMode
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    buttonRail.arrangedSubviews = buttonViews(state.buttons, in: Self.guidanceButtons)

    // The trailing controls start under the turn card, or at the top beside the card column.
    let controlsTop = wide ? safe.topAnchor : turnCard.bottomAnchor

    var pins = PinTriples.equal(
      [turnCard.topAnchor, eta.bottomAnchor, viewport.bottomAnchor,
       bar.topAnchor, bar.bottomAnchor, buttonRail.topAnchor, buttonRail.bottomAnchor],
      [safe.topAnchor, safe.bottomAnchor, floor.topAnchor,
       controlsTop, floor.topAnchor, controlsTop, floor.topAnchor],
      [0, 0, 0, gap, -gap, gap, -gap])
    pins += PinTriples.equal(
      [turnCard.leadingAnchor, eta.leadingAnchor, viewport.trailingAnchor, bar.trailingAnchor, buttonRail.trailingAnchor],
      [safe.leadingAnchor, safe.leadingAnchor, safe.trailingAnchor, safe.trailingAnchor, bar.leadingAnchor],
      [0, 0, 0, -gap, -gap])

    // The leading floaters stand on one another, bottom up: the logo on the
    // open map's floor, the speed widget on the logo.
    let floaters: [UIView] = [logo, speed]
    let bases: [NSLayoutYAxisAnchor] = [floor.topAnchor, logo.topAnchor]
    let lifts: [CGFloat] = [gap, gap]
    for ((floater, base), lift) in zip(zip(floaters, bases), lifts) {
      pins.append(floater.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap))
      pins.append(floater.bottomAnchor.constraint(equalTo: base, constant: -lift))
    }

    if wide {
      // The cards make a leading column; the open map is beside it.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor),
      ]
    } else {
      // The turn card spans the top, the ETA card the bottom; the open map is between.
      pins += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        floor.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
      ]
    }
    return ([viewport, logo, speed, bar, buttonRail, turnCard, eta], pins)
  }

  /// One view per wanted type, in the wanted order. The SDK's list is grouped
  /// by type (never read by index); should it ever carry a type twice, the
  /// later one wins, and a type it does not carry is left out.
  private func buttonViews(_ buttons: [NavigationUIButton], in wanted: [NavigationButtonKnownType]) -> [UIView] {
    let viewByType = Dictionary(grouping: buttons, by: \.type).compactMapValues { $0.last?.view }
    return wanted.compactMap { viewByType[$0] }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    takeDownPrompt()
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    navMap.addSubview(newPrompt)
    promptPins = PinTriples.equal([newPrompt.bottomAnchor], [navMap.bottomAnchor], [0])
      + PinTriples.equal([newPrompt.leadingAnchor], [navMap.safeAreaLayoutGuide.leadingAnchor], [0])
      + [floor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)]
    NSLayoutConstraint.activate(promptPins)
    prompt = newPrompt
    newPrompt.alpha = 0
    UIView.animate(withDuration: promptFadeIn) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    takeDownPrompt()
    oldPrompt.removeFromSuperview()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    // showPrompt takes the old one down first.
    showPrompt(navMap: navMap, newPrompt: newPrompt)
    oldPrompt.removeFromSuperview()
  }

  private func takeDownPrompt() {
    guard case .some(let shown) = prompt else { return }
    NSLayoutConstraint.deactivate(promptPins)
    promptPins = []
    shown.removeFromSuperview()
    prompt = .none
  }
}
