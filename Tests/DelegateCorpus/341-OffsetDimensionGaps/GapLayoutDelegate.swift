import GoogleNavigation
import UIKit

/// Trip layout written straight from the design spec's gap table.
///
/// Every vertical gap is a dimension between two anchors (`anchorWithOffset(to:)`)
/// held at a token of the spacing scale, or equal to another gap, so "the same
/// drop as the logo" is written as such. The trailing element (the button column
/// when ready, the trip progress bar in guidance) mirrors the logo's leading
/// inset inside the viewport through two equal horizontal offsets.
@MainActor
final class GapLayoutDelegate: NSObject, NavigationLayoutDelegate {
  /// The bottom of the open map: above the ETA card and any prompt.
  private let floor = UILayoutGuide()
  private let buttonColumn = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var sessionConstraints: [NSLayoutConstraint] = []
  /// Kept as an `NSMutableArray` from this class's Objective-C days (the trace
  /// logger still takes the array as it is).
  private let stageConstraints = NSMutableArray()
  private var stageViews: [UIView] = []
  private var prompt: NavigationPromptView?
  private var promptConstraints: [NSLayoutConstraint] = []

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    navMap.addLayoutGuide(floor)
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [floor.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
    enterReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removePrompt()
    leaveStage()
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    navMap.removeLayoutGuide(floor)
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    enterGuidance(newState, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removePrompt()
    enterReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard !stageViews.isEmpty else { return }
    if let guidance = newState as? ActiveGuidanceUIState {
      enterGuidance(guidance, on: navMap)
    } else if let ready = newState as? NavigationReadyUIState {
      enterReady(ready, on: navMap)
    }
    if let prompt { navMap.bringSubviewToFront(prompt) }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptConstraints = [
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      floor.bottomAnchor.anchorWithOffset(to: newPrompt.topAnchor).constraint(greaterThanOrEqualToConstant: 0),
    ]
    NSLayoutConstraint.activate(promptConstraints)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    removePrompt()
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

  // MARK: - Stages

  private func enterStage(_ views: [UIView], on navMap: GMSMapView, pins: () -> [NSLayoutConstraint]) {
    leaveStage()
    views.forEach(navMap.addSubview)
    stageViews = views
    let made = pins()
    NSLayoutConstraint.activate(made)
    stageConstraints.addObjects(from: made)
  }

  private func leaveStage() {
    NSLayoutConstraint.deactivate(stageConstraints as! [NSLayoutConstraint])
    stageConstraints.removeAllObjects()
    buttonColumn.arrangedSubviews = []
    stageViews.forEach { $0.removeFromSuperview() }
    stageViews = []
  }

  private func enterReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let side: GapRole = state.wideMode ? .wideEdge : .edge
    enterStage([viewport, logo, buttonColumn], on: navMap) {
      buttonColumn.arrangedSubviews = state.buttons.map(\.view)
      let logoDrop = logo.bottomAnchor.anchorWithOffset(to: floor.topAnchor)
      return [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Rhythm[side].points),
        logoDrop.constraint(equalTo: .rhythm),
        safe.topAnchor.anchorWithOffset(to: buttonColumn.topAnchor).constraint(equalTo: .rhythm),
        buttonColumn.bottomAnchor.anchorWithOffset(to: floor.topAnchor).constraint(equalTo: logoDrop),
        mirror(of: logo, for: buttonColumn, within: viewport),
      ]
    }
  }

  private func enterGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let bar = state.tripProgressBar
    let wide = state.wideMode
    let side: GapRole = wide ? .wideEdge : .edge
    let rhythm = Rhythm[.rhythm].points
    enterStage([turnCard, etaCard, viewport, logo, bar, speed, buttonColumn], on: navMap) {
      buttonColumn.arrangedSubviews = state.buttons.map(\.view)
      let logoDrop = logo.bottomAnchor.anchorWithOffset(to: floor.topAnchor)
      // Where the trailing controls start: under the turn card, or at the top beside the cards.
      let controlsTop = wide ? safe.topAnchor : turnCard.bottomAnchor
      var pins = [
        turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Rhythm[side].points),
        logoDrop.constraint(equalTo: .rhythm),
        mirror(of: logo, for: bar, within: viewport),
        controlsTop.anchorWithOffset(to: bar.topAnchor).constraint(equalTo: .rhythm),
        bar.bottomAnchor.anchorWithOffset(to: floor.topAnchor).constraint(equalTo: logoDrop),
        speed.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -rhythm),
        speed.bottomAnchor.anchorWithOffset(to: floor.topAnchor).constraint(equalTo: logoDrop),
        buttonColumn.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -rhythm),
        controlsTop.anchorWithOffset(to: buttonColumn.topAnchor).constraint(equalTo: .rhythm),
        buttonColumn.bottomAnchor.anchorWithOffset(to: speed.topAnchor).constraint(equalTo: .rhythm),
      ]
      if wide {
        // The open map beside the leading card column.
        pins += [
          viewport.topAnchor.constraint(equalTo: safe.topAnchor),
          viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
          viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        ]
      } else {
        // The open map between the cards: the floor stays on or above the ETA card.
        pins += [
          viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
          viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
          floor.bottomAnchor.anchorWithOffset(to: etaCard.topAnchor).constraint(greaterThanOrEqualToConstant: 0),
        ]
      }
      return pins
    }
  }

  /// The trailing view sits as far in from the frame's trailing edge as the
  /// leading view from its leading edge: two offsets, one in each direction, held equal.
  private func mirror(of leadingView: UIView, for trailingView: UIView, within frame: UIView) -> NSLayoutConstraint {
    let leadingInset = frame.leadingAnchor.anchorWithOffset(to: leadingView.leadingAnchor)
    let trailingInset = trailingView.trailingAnchor.anchorWithOffset(to: frame.trailingAnchor)
    return trailingInset.constraint(equalTo: leadingInset)
  }
}
