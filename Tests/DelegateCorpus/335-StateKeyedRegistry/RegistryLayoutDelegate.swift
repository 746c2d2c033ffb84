import GoogleNavigation
import UIKit

/// Trip screen layout: everything added goes through a registry keyed by stage.
/// The content guide and the button stack are made lazily and reused by every session.
@MainActor
final class RegistryLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let registry = LayoutRegistry()
  private lazy var contentBottom = UILayoutGuide()
  private lazy var buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var promptSlide: NSLayoutConstraint?
  private var currentPrompt: NavigationPromptView?
  private var laidOutWide: Bool?
  private var laidOutRoomy: Bool?

  private static let slideDuration: TimeInterval = 0.3
  private static let roomyWidth: CGFloat = 500
  private static let gap: CGFloat = 8

  private func buttonInset(wide: Bool, roomy: Bool) -> CGFloat {
    let base = NavigationStyleValues.buttonHorizontalPadding
    return wide || roomy ? base * 2 : base
  }

  // MARK: session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    registry.add(contentBottom, to: navMap, for: .session)
    let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    registry.activate([contentBottom.heightAnchor.constraint(equalToConstant: 0), resting], for: .session)
    buildReady(navMap, newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    promptSlide = nil
    currentPrompt = nil
    buttonStack.arrangedSubviews = []
    registry.tearDownAll()
    laidOutWide = nil
    laidOutRoomy = nil
  }

  // MARK: ready

  private func buildReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let roomy = navMap.bounds.width >= Self.roomyWidth
    laidOutWide = state.wideMode
    laidOutRoomy = roomy
    for view in [state.viewport, state.googleLogo, buttonStack] {
      registry.add(view, to: navMap, for: .ready)
    }
    buttonStack.arrangedSubviews = state.buttons.map(\.view)
    registry.activate([
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Self.gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Self.gap),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.gap),
      buttonStack.trailingAnchor.constraint(
        equalTo: safe.trailingAnchor, constant: -buttonInset(wide: state.wideMode, roomy: roomy)),
      buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Self.gap),
    ], for: .ready)
  }

  // MARK: guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    buttonStack.arrangedSubviews = []
    registry.tearDown(.ready)
    buildGuidance(navMap, newState)
  }

  private func buildGuidance(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let roomy = navMap.bounds.width >= Self.roomyWidth
    let inset = buttonInset(wide: state.wideMode, roomy: roomy)
    laidOutWide = state.wideMode
    laidOutRoomy = roomy
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    for view in [state.viewport, turnCard, etaCard, speed, state.googleLogo, buttonStack] {
      registry.add(view, to: navMap, for: .guidance)
    }
    buttonStack.arrangedSubviews = state.buttons.map(\.view)
    var pins = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
      speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      speed.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Self.gap),
      state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: Self.gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor, constant: -Self.gap),
      buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
      buttonStack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -Self.gap),
    ]
    if state.wideMode {
      pins += [
        state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Self.gap),
      ]
    } else {
      pins += [
        contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        state.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Self.gap),
      ]
    }
    registry.activate(pins, for: .guidance)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    retirePrompt(animated: false)
    buttonStack.arrangedSubviews = []
    registry.tearDown(.guidance)
    buildReady(navMap, newState)
  }

  // MARK: size

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let roomy = navMap.bounds.width >= Self.roomyWidth
    guard newState.wideMode != laidOutWide || roomy != laidOutRoomy else { return }
    buttonStack.arrangedSubviews = []
    if let guidance = newState as? ActiveGuidanceUIState {
      registry.tearDown(.guidance)
      buildGuidance(navMap, guidance)
      if let prompt = currentPrompt { navMap.bringSubviewToFront(prompt) }
    } else if let ready = newState as? NavigationReadyUIState {
      registry.tearDown(.ready)
      buildReady(navMap, ready)
    }
  }

  // MARK: prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    registry.add(newPrompt, to: navMap, for: .prompt)
    currentPrompt = newPrompt
    let slide = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
    slide.priority = .defaultHigh
    let resting = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
    resting.priority = .defaultHigh - 1
    registry.activate([
      slide, resting,
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ], for: .prompt)
    promptSlide = slide
    navMap.layoutIfNeeded()
    slide.isActive = false
    UIView.animate(withDuration: Self.slideDuration) {
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    retirePrompt(animated: true)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    retirePrompt(animated: false)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  /// Takes the prompt out of the registry now; when animated it slides down first.
  private func retirePrompt(animated: Bool) {
    guard let prompt = currentPrompt, let host = prompt.superview else { return }
    let items = registry.take(.prompt)
    let slide = promptSlide
    currentPrompt = nil
    promptSlide = nil
    guard animated, let slide else { items.retire(); return }
    slide.isActive = true
    UIView.animate(withDuration: Self.slideDuration, animations: {
      host.layoutIfNeeded()
    }, completion: { _ in
      slide.isActive = false
      items.retire()
    })
  }
}
