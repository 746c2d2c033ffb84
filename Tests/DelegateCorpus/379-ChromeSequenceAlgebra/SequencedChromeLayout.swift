import GoogleNavigation
import UIKit

/// The drive screen's layout, written as set and sequence algebra.
///
/// Each transition says which views it wants (`Set<Mount>`); the difference
/// with what is on the map decides what leaves and what arrives, and the pins
/// are rebuilt for the width class. Floating controls are chained away from the
/// open map's floor (`AnchorChain`): logo then speed widget up the leading side,
/// progress bar then buttons in from the trailing side.
@MainActor
final class SequencedChromeLayout: NSObject, NavigationLayoutDelegate {
  private enum Metrics {
    static let inset: CGFloat = 12
    static let wideInset: CGFloat = 20
    static let gap: CGFloat = 8
    static let fade: TimeInterval = 0.2
    /// Stack order of the SDK buttons, top to bottom.
    static let buttonOrder: [NavigationButtonKnownType] = [.compass, .reporting]
  }

  private enum Current {
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  private typealias PromptEntry = (view: NavigationPromptView, pins: [NSLayoutConstraint])

  /// Bottom of the open map for the session: on the safe area, pushed up by the
  /// docked ETA card and by prompts.
  private let floorGuide = UILayoutGuide()
  private var sessionPins: [NSLayoutConstraint] = []
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var current: Current?
  private var mounted: Set<Mount> = []
  private var pinsByRole: [ChromeRole: [NSLayoutConstraint]] = [:]

  private var prompt: (entry: PromptEntry, keepClear: NSLayoutConstraint)?
  private var fadingPrompts: [PromptEntry] = []

  // MARK: - NavigationLayoutDelegate

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addLayoutGuide(floorGuide)
    let resting = floorGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
    resting.priority = .defaultLow
    sessionPins = [
      floorGuide.heightAnchor.constraint(equalToConstant: 0),
      floorGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      floorGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor),
      resting,
    ]
    NSLayoutConstraint.activate(sessionPins)
    showReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    dropPrompts()
    current = nil
    render([], on: navMap)
    buttonStack.arrangedSubviews = []
    NSLayoutConstraint.deactivate(sessionPins)
    sessionPins = []
    navMap.removeLayoutGuide(floorGuide)
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    current = .guidance(newState)
    let wide = newState.wideMode
    arrangeButtons(newState.buttons)
    let cards: Set<Mount> = [
      Mount(.turnCard, newState.turnCard),
      Mount(.etaCard, newState.etaCard),
      Mount(.tripProgressBar, newState.tripProgressBar),
      Mount(.speedWidget, newState.speedWidget),
    ]
    let base = baseMounts(viewport: newState.viewport, logo: newState.googleLogo)
    render(base.union(cards), wide: wide, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // A prompt still up when guidance ends (arrival) ends with it.
    dropPrompts()
    showReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    guard current != nil else { return }
    relayout(wide: newState.wideMode, on: navMap)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    let safe = navMap.safeAreaLayoutGuide
    navMap.addSubview(newPrompt)
    let pins = [
      newPrompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
    ]
    let keepClear = floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor)
    NSLayoutConstraint.activate(pins + [keepClear])
    prompt = ((newPrompt, pins), keepClear)

    newPrompt.alpha = 0
    UIView.animate(withDuration: Metrics.fade) {
      newPrompt.alpha = 1
      navMap.layoutIfNeeded()
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    if let (entry, keepClear) = prompt, entry.view === oldPrompt {
      keepClear.isActive = false
      fadingPrompts.append(entry)
      prompt = nil
    } else {
      fadingPrompts.append((oldPrompt, []))
    }
    UIView.animate(withDuration: Metrics.fade, animations: {
      oldPrompt.alpha = 0
      navMap.layoutIfNeeded()
    }, completion: { [weak self] _ in
      self?.removeFaded(oldPrompt)
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  // MARK: - Transitions

  private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    current = .ready(state)
    let wide = state.wideMode
    arrangeButtons(state.buttons)
    render(baseMounts(viewport: state.viewport, logo: state.googleLogo), wide: wide, on: navMap)
  }

  private func baseMounts(viewport: UIView, logo: UIView) -> Set<Mount> {
    let chrome: Set<Mount> = [Mount(.viewport, viewport), Mount(.googleLogo, logo)]
    return buttonStack.arrangedSubviews.isEmpty ? chrome : chrome.union([Mount(.buttons, buttonStack)])
  }

  /// The SDK's buttons by type (their order in `buttons` may change), in our order.
  private func arrangeButtons(_ buttons: [NavigationUIButton]) {
    let byType = Dictionary(grouping: buttons, by: \.type)
    buttonStack.arrangedSubviews = Metrics.buttonOrder.lazy.compactMap { byType[$0]?.first?.view }
  }

  /// Swaps what is on the map for `wanted`, then pins it for the width class.
  private func render(_ wanted: Set<Mount>, wide: Bool = false, on navMap: GMSMapView) {
    assert(wanted.isEmpty || ChromeRole.required.isSubset(of: Set(wanted.lazy.map(\.role))),
           "every navigation state shows the logo and the viewport")
    let changed = mounted.symmetricDifference(wanted)
    let leaving = changed.intersection(mounted)
    let entering = changed.subtracting(mounted)

    // Views that leave let go of their pins first, then everything else lets go.
    for mount in leaving {
      NSLayoutConstraint.deactivate(pinsByRole.removeValue(forKey: mount.role) ?? [])
      mount.view.removeFromSuperview()
    }
    NSLayoutConstraint.deactivate(Array(pinsByRole.values.joined()))
    pinsByRole = [:]

    for mount in entering.sorted(by: Mount.backToFront) {
      navMap.addSubview(mount.view)
    }
    mounted = wanted
    if !wanted.isEmpty {
      relayout(wide: wide, on: navMap)
    }
  }

  private func relayout(wide: Bool, on navMap: GMSMapView) {
    NSLayoutConstraint.deactivate(Array(pinsByRole.values.joined()))
    let pins: [Pin]
    switch current {
    case .ready(let state)?:
      pins = readyPins(state, wide: wide, on: navMap)
    case .guidance(let state)?:
      pins = guidancePins(state, wide: wide, on: navMap)
    case nil:
      pins = []
    }
    pinsByRole = Dictionary(grouping: pins, by: \.role).mapValues { $0.map(\.constraint) }
    NSLayoutConstraint.activate(Array(pinsByRole.values.joined()))
  }

  // MARK: - Pins

  private func readyPins(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> [Pin] {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    var pins = [
      Pin(.viewport, viewport.topAnchor.constraint(equalTo: safe.topAnchor)),
      Pin(.viewport, viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      Pin(.viewport, viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      Pin(.viewport, viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor)),
    ]
    pins += floatingPins(
      column: [(.googleLogo, state.googleLogo)],
      row: [(.buttons, buttonStack)],
      columnLeading: viewport.leadingAnchor,
      rowTop: safe.topAnchor,
      inset: wide ? Metrics.wideInset : Metrics.inset,
      on: navMap
    )
    return pins
  }

  private func guidancePins(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> [Pin] {
    let safe = navMap.safeAreaLayoutGuide
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let viewport = state.viewport
    var pins = [
      Pin(.turnCard, turnCard.topAnchor.constraint(equalTo: safe.topAnchor)),
      Pin(.turnCard, turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      Pin(.etaCard, etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      Pin(.viewport, viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      Pin(.viewport, viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor)),
    ]
    if wide {
      // Card column down the leading edge; the camera beside whichever card is wider.
      let besideColumn = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      besideColumn.priority = .defaultLow
      pins += [
        Pin(.etaCard, etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
        Pin(.viewport, viewport.topAnchor.constraint(equalTo: safe.topAnchor)),
        Pin(.viewport, viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor)),
        Pin(.viewport, viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor)),
        Pin(.viewport, besideColumn),
      ]
    } else {
      // Turn card across the top, ETA card docked at the bottom, the camera between.
      pins += [
        Pin(.etaCard, etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)),
        Pin(.etaCard, floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor)),
        Pin(.viewport, viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor)),
        Pin(.viewport, viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      ]
    }
    pins += floatingPins(
      column: [(.googleLogo, state.googleLogo), (.speedWidget, state.speedWidget)],
      row: [(.tripProgressBar, state.tripProgressBar), (.buttons, buttonStack)],
      columnLeading: viewport.leadingAnchor,
      rowTop: wide ? safe.topAnchor : turnCard.bottomAnchor,
      inset: wide ? Metrics.wideInset : Metrics.inset,
      on: navMap
    )
    return pins
  }

  /// The leading column (bottom up from the floor) and the trailing row (in from
  /// the safe area's trailing edge, each view between `rowTop` and the floor).
  /// Links whose view is not mounted are skipped.
  private func floatingPins(
    column: [AnchorChain.Link],
    row: [AnchorChain.Link],
    columnLeading: NSLayoutXAxisAnchor,
    rowTop: NSLayoutYAxisAnchor,
    inset: CGFloat,
    on navMap: GMSMapView
  ) -> [Pin] {
    let isMounted = { (link: AnchorChain.Link) in self.mounted.contains(Mount(link.role, link.view)) }
    let column = column.filter(isMounted)
    let row = row.filter(isMounted)
    let floor = floorGuide.topAnchor
    var pins: [Pin] = []
    pins += AnchorChain(links: column, direction: .up(from: floor), lead: Metrics.gap, gap: Metrics.gap)
    pins += column.lazy.map { Pin($0.role, $0.view.leadingAnchor.constraint(equalTo: columnLeading, constant: inset)) }
    pins += AnchorChain(
      links: row, direction: .towardLeading(from: navMap.safeAreaLayoutGuide.trailingAnchor),
      lead: inset, gap: Metrics.gap)
    pins += row.lazy.flatMap { link in
      [
        Pin(link.role, link.view.topAnchor.constraint(equalTo: rowTop, constant: Metrics.gap)),
        Pin(link.role, link.view.bottomAnchor.constraint(equalTo: floor, constant: -Metrics.gap)),
      ]
    }
    return pins
  }

  // MARK: - Prompts

  private func removeFaded(_ view: NavigationPromptView) {
    // Back to front, so removing an entry does not move the ones still to visit.
    for index in stride(from: fadingPrompts.count - 1, through: 0, by: -1) where fadingPrompts[index].view === view {
      let entry = fadingPrompts.remove(at: index)
      NSLayoutConstraint.deactivate(entry.pins)
      entry.view.removeFromSuperview()
      entry.view.alpha = 1
    }
  }

  private func dropPrompts() {
    if let (entry, keepClear) = prompt {
      NSLayoutConstraint.deactivate(entry.pins + [keepClear])
      entry.view.removeFromSuperview()
      entry.view.alpha = 1
      prompt = nil
    }
    for view in fadingPrompts.map(\.view) {
      removeFaded(view)
    }
  }
}
