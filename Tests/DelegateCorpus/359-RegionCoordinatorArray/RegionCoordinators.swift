import GoogleNavigation
import UIKit

// One child coordinator per region of the navigation screen. The delegate
// holds them in one array, starts them in order (cards before the map surface
// that hangs off them), relays them out on resize and finishes them last
// first; each child reaches back to the delegate only through a `weak` host.

/// How long a child lives: the navigation session, one state, or one prompt.
enum RegionScope: Int, Comparable {
  case session, phase, prompt

  static func < (lhs: RegionScope, rhs: RegionScope) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

@MainActor
enum RegionMetrics {
  static let gap: CGFloat = 8
  static let promptFade: TimeInterval = 0.25

  static func edge(wide: Bool) -> CGFloat {
    wide ? 20 : 10
  }
}

/// What the children need from the delegate.
@MainActor
protocol RegionHost: AnyObject {
  /// The bottom of the open map for the session.
  var floor: UILayoutGuide { get }
  /// A prompt's region is letting its view fade out; the host takes it down
  /// at once should the state end first.
  func promptWillFade(_ prompt: UIView, pins: [NSLayoutConstraint])
  func promptDidFade(_ prompt: UIView)
}

@MainActor
protocol RegionCoordinator: AnyObject {
  var name: String { get }
  var scope: RegionScope { get }
  var host: (any RegionHost)? { get set }
  /// The constraints activated now, deactivated by `unpin()`.
  var active: [NSLayoutConstraint] { get set }

  func mount(on navMap: GMSMapView)
  func makeConstraints(on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint]
  func unmount()
}

extension RegionCoordinator {
  func start(on navMap: GMSMapView, wide: Bool) {
    mount(on: navMap)
    pin(on: navMap, wide: wide)
  }

  func pin(on navMap: GMSMapView, wide: Bool) {
    active = makeConstraints(on: navMap, wide: wide)
    NSLayoutConstraint.activate(active)
  }

  func unpin() {
    NSLayoutConstraint.deactivate(active)
    active = []
  }

  func finish() {
    unpin()
    unmount()
  }
}

// MARK: - Session

/// Adds the host's floor guide: zero high, on the safe area's bottom unless a
/// phase or a prompt pushes it up.
final class FloorRegion: RegionCoordinator {
  let name = "floor"
  let scope = RegionScope.session
  weak var host: (any RegionHost)?
  var active: [NSLayoutConstraint] = []
  private weak var navMap: GMSMapView?

  func mount(on navMap: GMSMapView) {
    self.navMap = navMap
    guard let floor = host?.floor else { return }
    navMap.addLayoutGuide(floor)
  }

  func makeConstraints(on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    guard let floor = host?.floor else { return [] }
    let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    return [floor.heightAnchor.constraint(equalToConstant: 0), resting]
  }

  func unmount() {
    guard let floor = host?.floor else { return }
    navMap?.removeLayoutGuide(floor)
  }

  deinit {
    print("[regions] \(type(of: self)) released")
  }
}

// MARK: - Phase regions

/// The turn card across the top and the ETA card across the bottom; in wide
/// mode both in the leading column.
final class CardColumnRegion: RegionCoordinator {
  let name = "cards"
  let scope = RegionScope.phase
  weak var host: (any RegionHost)?
  var active: [NSLayoutConstraint] = []
  private let turnCard: UIView
  private let etaCard: UIView

  init(turnCard: UIView, etaCard: UIView) {
    self.turnCard = turnCard
    self.etaCard = etaCard
  }

  func mount(on navMap: GMSMapView) {
    navMap.addSubview(turnCard)
    navMap.addSubview(etaCard)
  }

  func makeConstraints(on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    var pins = [
      turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
    ]
    if !wide, let floor = host?.floor {
      // Across the bottom, the ETA card ends the open map.
      pins.append(floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor))
    }
    return pins
  }

  func unmount() {
    etaCard.removeFromSuperview()
    turnCard.removeFromSuperview()
  }

  deinit {
    print("[regions] \(type(of: self)) released")
  }
}

/// The open map: the viewport, the logo in its bottom leading corner and, in
/// guidance, the speed widget above the logo.
final class MapSurfaceRegion: RegionCoordinator {
  let name = "surface"
  let scope = RegionScope.phase
  weak var host: (any RegionHost)?
  var active: [NSLayoutConstraint] = []
  private let viewport: UIView
  private let logo: UIView
  private let speedWidget: UIView?
  private let cards: (turn: UIView, eta: UIView)?

  init(viewport: UIView, logo: UIView, speedWidget: UIView? = nil, cards: (turn: UIView, eta: UIView)? = nil) {
    self.viewport = viewport
    self.logo = logo
    self.speedWidget = speedWidget
    self.cards = cards
  }

  func mount(on navMap: GMSMapView) {
    navMap.addSubview(viewport)
    if let speedWidget {
      navMap.addSubview(speedWidget)
    }
    navMap.addSubview(logo)
  }

  func makeConstraints(on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    guard let floor = host?.floor else { return [] }
    let safe = navMap.safeAreaLayoutGuide
    let edge = RegionMetrics.edge(wide: wide)
    var pins = [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: edge),
      logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -RegionMetrics.gap),
    ]
    switch (cards, wide) {
    case (nil, _):
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    case (let cards?, false):
      pins += [
        viewport.topAnchor.constraint(equalTo: cards.turn.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      ]
    case (let cards?, true):
      // Beside the leading card column.
      pins += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: cards.turn.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: cards.eta.trailingAnchor),
      ]
    }
    if let speedWidget {
      pins += [
        speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
        speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -RegionMetrics.gap),
      ]
    }
    return pins
  }

  func unmount() {
    logo.removeFromSuperview()
    speedWidget?.removeFromSuperview()
    viewport.removeFromSuperview()
  }

  deinit {
    print("[regions] \(type(of: self)) released")
  }
}

/// The trailing controls: the SDK's buttons in a hiding stack and, in
/// guidance, the trip progress bar along the trailing edge.
final class ControlRailRegion: RegionCoordinator {
  let name = "controls"
  let scope = RegionScope.phase
  weak var host: (any RegionHost)?
  var active: [NSLayoutConstraint] = []
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let buttons: [UIView]
  private let progressBar: UIView?
  /// The view the controls start under when the map is narrow (the turn card).
  private let below: UIView?

  init(buttons: [UIView], progressBar: UIView? = nil, below: UIView? = nil) {
    self.buttons = buttons
    self.progressBar = progressBar
    self.below = below
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = RegionMetrics.gap
  }

  func mount(on navMap: GMSMapView) {
    if let progressBar {
      navMap.addSubview(progressBar)
    }
    stack.arrangedSubviews = buttons
    navMap.addSubview(stack)
  }

  func makeConstraints(on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    guard let floor = host?.floor else { return [] }
    let safe = navMap.safeAreaLayoutGuide
    let gap = RegionMetrics.gap
    let top = wide ? safe.topAnchor : (below?.bottomAnchor ?? safe.topAnchor)
    var pins = [
      stack.topAnchor.constraint(equalTo: top, constant: gap),
      stack.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
    ]
    if let progressBar {
      pins += [
        progressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
        progressBar.topAnchor.constraint(equalTo: top, constant: gap),
        progressBar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        stack.trailingAnchor.constraint(equalTo: progressBar.leadingAnchor, constant: -gap),
      ]
    } else {
      pins.append(stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -RegionMetrics.edge(wide: wide)))
    }
    return pins
  }

  func unmount() {
    stack.removeFromSuperview()
    stack.arrangedSubviews = []
    progressBar?.removeFromSuperview()
  }

  deinit {
    print("[regions] \(type(of: self)) released")
  }
}

// MARK: - Prompt

/// One prompt: at the bottom of the map, in the leading corner, keeping the
/// open map above it; faded in when started, faded out by `retire()`.
final class PromptRegion: RegionCoordinator {
  let name = "prompt"
  let scope = RegionScope.prompt
  weak var host: (any RegionHost)?
  var active: [NSLayoutConstraint] = []
  let prompt: NavigationPromptView
  private var keepClear: NSLayoutConstraint?

  init(prompt: NavigationPromptView) {
    self.prompt = prompt
  }

  func mount(on navMap: GMSMapView) {
    navMap.addSubview(prompt)
    prompt.alpha = 0
    let shown = prompt
    UIView.animate(withDuration: RegionMetrics.promptFade) {
      shown.alpha = 1
    }
  }

  func makeConstraints(on navMap: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    var pins = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
    ]
    keepClear = host.map { $0.floor.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor) }
    if let keepClear {
      pins.append(keepClear)
    }
    return pins
  }

  func unmount() {
    prompt.removeFromSuperview()
  }

  /// Lets the open map have the bottom back at once, fades the prompt out and
  /// takes it down when the fade ends. The fade's completion holds the view and
  /// its pins, not this region, which the host lets go of right after.
  func retire() {
    if let keepClear {
      NSLayoutConstraint.deactivate([keepClear])
    }
    keepClear = nil
    let fading = prompt
    let pins = active.filter { $0.isActive }
    active = []
    host?.promptWillFade(fading, pins: pins)
    UIView.animate(withDuration: RegionMetrics.promptFade, animations: {
      fading.alpha = 0
    }, completion: { [weak host = self.host] _ in
      NSLayoutConstraint.deactivate(pins)
      fading.removeFromSuperview()
      host?.promptDidFade(fading)
    })
  }

  deinit {
    print("[regions] \(type(of: self)) released")
  }
}
