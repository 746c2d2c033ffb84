import GoogleNavigation
import UIKit

/// Navigation layout where every resting bottom edge is a soft pin (`~~`), so a
/// prompt only has to add required keep-clear pins above it and everything it
/// would cover moves up. What is on the map is tracked as a `Set<ChromePart>`;
/// a resize works out which layout to redo from that set alone.
@MainActor
final class SoftPinLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let readyParts: Set<ChromePart> = [.viewport, .logo, .buttonRail]
  private static let guidanceParts = Set(ChromePart.allCases)

  private let spacing: CGFloat = 8
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var mounted: Set<ChromePart> = []
  private var mountedViews: [ChromePart: UIView] = [:]
  private var pins: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var promptPins: [NSLayoutConstraint] = []

  /// The gap above the trailing controls: the header's own top padding plus ours.
  private var controlsGap: CGFloat {
    [NavigationStyleValues.headerTopPadding, spacing].reduce(0, +)
  }

  // MARK: - Navigation ready

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    layOutReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    takeDownPrompt()
    NSLayoutConstraint.deactivate(pins)
    pins = []
    rail.arrangedSubviews = []
    mount([:], on: navMap)
  }

  private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(pins)
    rail.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
    mount([.viewport: state.viewport, .logo: state.googleLogo, .buttonRail: rail], on: navMap)

    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    // One button padding per column of the screen: twice the inset on a wide map.
    let padding = NavigationStyleValues.buttonHorizontalPadding
    let side = (state.wideMode ? [padding, padding] : [padding]).reduce(0, +)
    pins = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing),
      logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spacing),
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: controlsGap),
      rail.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spacing),
      rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
    ]
    NSLayoutConstraint.activate(pins)
  }

  // MARK: - Active guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    layOutGuidance(newState, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance stops leaves first.
    takeDownPrompt()
    layOutReady(newState, on: navMap)
  }

  private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(pins)
    let order: [NavigationButtonKnownType] = [.compass, .reporting]
    rail.arrangedSubviews = order.flatMap { type in state.buttons.filter { $0.type == type }.map(\.view) }
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    mount([
      .viewport: viewport, .logo: logo, .buttonRail: rail,
      .turnCard: turnCard, .etaCard: eta, .speedWidget: speed, .progressBar: bar,
    ], on: navMap)

    let safe = navMap.safeAreaLayoutGuide
    pins = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // The speed widget rides on the ETA card's margin band; the SDK sizes it.
      speed.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spacing),
      rail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -spacing),
    ]
    if state.wideMode {
      // The cards make a leading column; the open map, the logo and the
      // controls are beside it.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor),
        ~~viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: spacing),
        ~~logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spacing),
        bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: controlsGap),
        ~~bar.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spacing),
        rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: controlsGap),
        ~~rail.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spacing),
      ]
    } else {
      // The turn card spans the top, the ETA card the bottom, the open map is
      // between; the logo stands on the speed widget.
      pins += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        ~~viewport.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing),
        ~~logo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -spacing),
        bar.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: controlsGap),
        ~~bar.bottomAnchor.constraint(equalTo: eta.topAnchor, constant: -spacing),
        rail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: controlsGap),
        ~~rail.bottomAnchor.constraint(equalTo: eta.topAnchor, constant: -spacing),
      ]
    }
    NSLayoutConstraint.activate(pins)
  }

  // MARK: - Resizes

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    // What is on the map says which layout to redo.
    if mounted.isSuperset(of: Self.guidanceParts), let guidance = newState as? ActiveGuidanceUIState {
      layOutGuidance(guidance, on: navMap)
    } else if !mounted.isEmpty, mounted.isSubset(of: Self.readyParts), let ready = newState as? NavigationReadyUIState {
      layOutReady(ready, on: navMap)
    }
  }

  // MARK: - Mounting

  /// Puts exactly `next` on the map: parts no longer wanted leave, new ones go
  /// on top in layer order, parts already there stay where they are.
  private func mount(_ next: [ChromePart: UIView], on navMap: GMSMapView) {
    let incoming = Set(next.keys)
    for part in mounted.subtracting(incoming) {
      mountedViews.removeValue(forKey: part)?.removeFromSuperview()
    }
    for part in ChromePart.allCases where incoming.contains(part) && !mounted.contains(part) {
      guard let view = next[part] else { continue }
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
      mountedViews[part] = view
    }
    mounted = incoming
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    takeDownPrompt()
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    // Right above the highest chrome we mounted: the host screen's own overlays
    // (added after us) stay above prompts.
    if let top = mountedViews.max(by: { $0.key.layer < $1.key.layer })?.value {
      navMap.insertSubview(newPrompt, aboveSubview: top)
    } else {
      navMap.addSubview(newPrompt)
    }
    promptPins = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
    ]
    // Required keep-clear pins: the soft resting pins below give way.
    if let viewport = mountedViews[.viewport] {
      promptPins.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor))
    }
    for part in [ChromePart.logo, .buttonRail, .progressBar] {
      guard let view = mountedViews[part] else { continue }
      promptPins.append(view.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor, constant: -spacing))
    }
    NSLayoutConstraint.activate(promptPins)
    prompt = newPrompt
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    takeDownPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    // showPrompt takes the old one down first.
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func takeDownPrompt() {
    NSLayoutConstraint.deactivate(promptPins)
    promptPins = []
    prompt?.removeFromSuperview()
    prompt = nil
  }
}
