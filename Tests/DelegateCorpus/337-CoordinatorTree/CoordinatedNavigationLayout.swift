import GoogleNavigation
import UIKit

// The app's coordinator contract, shared with the onboarding, search and settings flows:
// a parent owns its children, a child finishes itself and tells its parent.

@MainActor
protocol Coordinator: AnyObject {
  var children: [any Coordinator] { get set }
  /// Weak in every conformer: a child never keeps its parent alive.
  var parent: (any Coordinator)? { get set }
  func start()
  func finish()
}

extension Coordinator {
  /// Adopts `child` and starts it.
  func attach(_ child: any Coordinator) {
    child.parent = self
    children.append(child)
    child.start()
  }

  /// Called by a child from its `finish()`.
  func childDidFinish(_ child: any Coordinator) {
    children.removeAll { $0 === child }
  }

  /// Finishes every child, newest first (each removes itself from `children`).
  func finishChildren() {
    for child in children.reversed() {
      child.finish()
    }
  }
}

/// What every phase coordinator shares with the root for one navigation session.
@MainActor
struct PhaseContext {
  unowned let map: GMSMapView
  /// The bottom of the open map: the viewport, the logo and the rails end on it; it rises
  /// above the bottom cards and any prompt.
  let openMap: UILayoutGuide

  var safe: UILayoutGuide { map.safeAreaLayoutGuide }

  static let gap: CGFloat = 8

  static func railInset(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 1.5 : NavigationStyleValues.buttonHorizontalPadding
  }
}

/// A coordinator owning one navigation phase's chrome: its state type is the SDK's state
/// for that phase.
@MainActor
protocol PhaseCoordinator: Coordinator {
  associatedtype State: NavigationUIState
  var state: State { get }
  /// The map was resized; `wide` is the SDK's new wide mode.
  func resize(wide: Bool)
  func present(_ prompt: NavigationPromptView)
  func dismiss(_ prompt: NavigationPromptView)
}

extension PhaseCoordinator {
  // Prompts only come during guidance: other phases ignore them.
  func present(_ prompt: NavigationPromptView) {}
  func dismiss(_ prompt: NavigationPromptView) {}
}

/// Type-erased phase coordinator, so the root can hold whichever phase is active without
/// knowing its state type.
@MainActor
final class AnyPhaseCoordinator {
  let base: any Coordinator
  private let resizeBox: (Bool) -> Void
  private let presentBox: (NavigationPromptView) -> Void
  private let dismissBox: (NavigationPromptView) -> Void

  init<Phase: PhaseCoordinator>(_ phase: Phase) {
    base = phase
    // `base` keeps the phase alive as long as the box.
    resizeBox = { [unowned phase] wide in phase.resize(wide: wide) }
    presentBox = { [unowned phase] prompt in phase.present(prompt) }
    dismissBox = { [unowned phase] prompt in phase.dismiss(prompt) }
  }

  func resize(wide: Bool) { resizeBox(wide) }
  func present(_ prompt: NavigationPromptView) { presentBox(prompt) }
  func dismiss(_ prompt: NavigationPromptView) { dismissBox(prompt) }
  func finish() { base.finish() }
}

/// The navigation session's root coordinator: owns the session-wide open-map guide and
/// the active phase coordinator (ready or guidance), one at a time.
@MainActor
final class NavigationCoordinator: Coordinator {
  var children: [any Coordinator] = []
  weak var parent: (any Coordinator)?
  let context: PhaseContext

  private(set) var active: AnyPhaseCoordinator?
  private var sessionPins: [NSLayoutConstraint] = []

  init(map: GMSMapView) {
    context = PhaseContext(map: map, openMap: UILayoutGuide())
  }

  func start() {
    let map = context.map
    map.addLayoutGuide(context.openMap)
    let resting = context.openMap.bottomAnchor.constraint(equalTo: context.safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [context.openMap.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionPins)
  }

  /// Finishes the active phase, then starts `phase` in its place.
  func enter<Phase: PhaseCoordinator>(_ phase: Phase) {
    active?.finish()
    active = AnyPhaseCoordinator(phase)
    attach(phase)
  }

  func finish() {
    finishChildren()
    active = nil
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    context.map.removeLayoutGuide(context.openMap)
    parent?.childDidFinish(self)
  }
}

/// The layout delegate the trip screen installs. It keeps no layout of its own: it makes
/// the root coordinator for each navigation session and forwards every callback to it or
/// to its active phase.
@MainActor
final class CoordinatedNavigationLayout: NSObject, NavigationLayoutDelegate {
  private var root: NavigationCoordinator?

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let root = NavigationCoordinator(map: navMap)
    self.root = root
    root.start()
    root.enter(ReadyPhaseCoordinator(state: newState, context: root.context))
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    defer { root = nil }
    root?.finish()
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    guard let root else { return }
    root.enter(GuidancePhaseCoordinator(state: newState, context: root.context))
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    guard let root else { return }
    root.enter(ReadyPhaseCoordinator(state: newState, context: root.context))
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    root?.active?.resize(wide: newState.wideMode)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    root?.active?.present(newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    root?.active?.dismiss(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    guard let phase = root?.active else { return }
    phase.dismiss(oldPrompt)
    phase.present(newPrompt)
  }
}
