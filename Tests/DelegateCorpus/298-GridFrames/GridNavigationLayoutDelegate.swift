import GoogleNavigation
import UIKit

/// Lays the navigation UI out on a grid computed from the map's safe area.
///
/// Portrait: one map column and a trailing button column; the cards span both.
/// Wide: a leading card column (the SDK's card width), the map column and the
/// button column. Cell edges become constants against the safe area guide and
/// are recomputed in `sizeChanged`. SDK-sized views (cards, logo, speed widget,
/// prompts) are only positioned; the SDK gives them their size.
@MainActor
final class GridNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Metrics {
    static let cardColumnWidth: CGFloat = 360
    static let buttonColumnWidth: CGFloat = 64
    static let gap: CGFloat = 8
  }

  private enum Screen {
    case none
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  private var grid = Grid(columns: [.fraction(1)], rows: [.fraction(1)])
  private var wideMode = false
  private var screen: Screen = .none

  /// The open part of the map: the map cell, ending above the ETA card and any prompt.
  private let openArea = UILayoutGuide()
  private var board = GridPinBoard()
  private var stateConstraints: [NSLayoutConstraint] = []
  private var stateViews: [UIView] = []
  private let readyButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let guidanceButtons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var promptBoard = GridPinBoard()
  private var promptConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  private var prompts: [NavigationPromptView] = []

  // MARK: Grid

  private static func makeGrid(wide: Bool, size: CGSize) -> Grid {
    if wide {
      return Grid(columns: [.fixed(Metrics.cardColumnWidth), .fraction(1), .fixed(Metrics.buttonColumnWidth)],
                  rows: [.fraction(1)], size: size)
    }
    return Grid(columns: [.fraction(1), .fixed(Metrics.buttonColumnWidth)], rows: [.fraction(1)], size: size)
  }

  private var cardsCell: GridCell {
    wideMode ? GridCell(column: 0, row: 0) : GridCell(column: 0, row: 0, columnSpan: 2)
  }

  private var mapCell: GridCell {
    wideMode ? GridCell(column: 1, row: 0, columnSpan: 2) : GridCell(column: 0, row: 0, columnSpan: 2)
  }

  private var buttonsCell: GridCell {
    GridCell(column: grid.columns.count - 1, row: 0)
  }

  private func recomputeGrid(navMap: GMSMapView, wide: Bool) {
    wideMode = wide
    grid = GridNavigationLayoutDelegate.makeGrid(wide: wide, size: Grid.safeSize(of: navMap))
  }

  // MARK: Lifecycle

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    recomputeGrid(navMap: navMap, wide: newState.wideMode)
    navMap.addLayoutGuide(openArea)
    screen = .ready(newState)
    layoutReady(navMap: navMap, state: newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    removeAllPrompts()
    tearDownState()
    navMap.removeLayoutGuide(openArea)
    screen = .none
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    tearDownState()
    recomputeGrid(navMap: navMap, wide: newState.wideMode)
    screen = .guidance(newState)
    layoutGuidance(navMap: navMap, state: newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    removeAllPrompts()
    tearDownState()
    recomputeGrid(navMap: navMap, wide: newState.wideMode)
    screen = .ready(newState)
    layoutReady(navMap: navMap, state: newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    let wasWide = wideMode
    recomputeGrid(navMap: navMap, wide: newState.wideMode)
    if wasWide == newState.wideMode {
      board.apply(grid)
      promptBoard.apply(grid)
      return
    }
    // The columns changed: lay the current state out again on the new grid.
    switch screen {
    case .none:
      return
    case .ready(let state):
      tearDownState()
      layoutReady(navMap: navMap, state: state)
    case .guidance(let state):
      tearDownState()
      layoutGuidance(navMap: navMap, state: state)
      repinPrompts(navMap: navMap)
    }
  }

  // MARK: States

  private func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    stateViews = [viewport, logo, readyButtons]
    stateViews.forEach { navMap.addSubview($0) }
    readyButtons.arrangedSubviews = orderedButtons(state.buttons)
    stateConstraints = openAreaConstraints(safe: safe) + [
      viewport.topAnchor.constraint(equalTo: openArea.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: openArea.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: openArea.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openArea.bottomAnchor),
      board.pin(logo.leadingAnchor, .minX, of: mapCell, offset: Metrics.gap, guide: safe, grid: grid),
      logo.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -Metrics.gap),
      board.pin(readyButtons.leadingAnchor, .minX, of: buttonsCell, guide: safe, grid: grid),
      board.pin(readyButtons.trailingAnchor, .maxX, of: buttonsCell, offset: -Metrics.gap, guide: safe, grid: grid),
      board.pin(readyButtons.topAnchor, .minY, of: buttonsCell, offset: Metrics.gap, guide: safe, grid: grid),
      readyButtons.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -Metrics.gap),
    ]
    NSLayoutConstraint.activate(stateConstraints)
  }

  private func layoutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speedWidget = state.speedWidget
    stateViews = [viewport, turnCard, etaCard, speedWidget, logo, guidanceButtons]
    stateViews.forEach { navMap.addSubview($0) }
    guidanceButtons.arrangedSubviews = orderedButtons(state.buttons)
    var constraints = openAreaConstraints(safe: safe) + [
      board.pin(turnCard.leadingAnchor, .minX, of: cardsCell, guide: safe, grid: grid),
      board.pin(turnCard.topAnchor, .minY, of: cardsCell, guide: safe, grid: grid),
      board.pin(etaCard.leadingAnchor, .minX, of: cardsCell, guide: safe, grid: grid),
      board.pin(etaCard.bottomAnchor, .maxY, of: cardsCell, guide: safe, grid: grid),
      viewport.leadingAnchor.constraint(equalTo: openArea.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: openArea.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openArea.bottomAnchor),
      board.pin(logo.leadingAnchor, .minX, of: mapCell, offset: Metrics.gap, guide: safe, grid: grid),
      logo.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -Metrics.gap),
      speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
      speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -Metrics.gap),
      board.pin(guidanceButtons.leadingAnchor, .minX, of: buttonsCell, guide: safe, grid: grid),
      board.pin(guidanceButtons.trailingAnchor, .maxX, of: buttonsCell, offset: -Metrics.gap, guide: safe, grid: grid),
      guidanceButtons.bottomAnchor.constraint(equalTo: openArea.bottomAnchor, constant: -Metrics.gap),
    ]
    if wideMode {
      // The cards have their own column: the map column starts at the top.
      constraints += [
        viewport.topAnchor.constraint(equalTo: openArea.topAnchor),
        board.pin(guidanceButtons.topAnchor, .minY, of: buttonsCell, offset: Metrics.gap, guide: safe, grid: grid),
      ]
    } else {
      constraints += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        guidanceButtons.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.gap),
        openArea.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor),
      ]
    }
    stateConstraints = constraints
    NSLayoutConstraint.activate(stateConstraints)
  }

  /// The open area fills the map cell; its bottom rests on the cell's bottom
  /// unless a card or a prompt pushes it up.
  private func openAreaConstraints(safe: UILayoutGuide) -> [NSLayoutConstraint] {
    let restingBottom = board.pin(openArea.bottomAnchor, .maxY, of: mapCell, guide: safe, grid: grid)
    restingBottom.priority = .defaultLow
    return [
      board.pin(openArea.leadingAnchor, .minX, of: mapCell, guide: safe, grid: grid),
      board.pin(openArea.trailingAnchor, .maxX, of: mapCell, guide: safe, grid: grid),
      board.pin(openArea.topAnchor, .minY, of: mapCell, guide: safe, grid: grid),
      restingBottom,
    ]
  }

  private func tearDownState() {
    NSLayoutConstraint.deactivate(stateConstraints)
    stateConstraints = []
    board.removeAll()
    readyButtons.arrangedSubviews = []
    guidanceButtons.arrangedSubviews = []
    stateViews.forEach { $0.removeFromSuperview() }
    stateViews = []
  }

  private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
    let order: [NavigationButtonKnownType] = [.compass, .reporting]
    return order.compactMap { type in buttons.first { $0.type == type }?.view }
  }

  // MARK: Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    navMap.addSubview(newPrompt)
    prompts.append(newPrompt)
    pin(prompt: newPrompt, navMap: navMap)
    newPrompt.alpha = 0
    UIView.animate(withDuration: 0.25) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    UIView.animate(withDuration: 0.25, animations: {
      oldPrompt.alpha = 0
    }, completion: { _ in
      self.remove(prompt: oldPrompt)
    })
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func pin(prompt: NavigationPromptView, navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let constraints = [
      promptBoard.pin(prompt.leadingAnchor, .minX, of: cardsCell, guide: safe, grid: grid),
      promptBoard.pin(prompt.bottomAnchor, .maxY, of: cardsCell, guide: safe, grid: grid),
      openArea.bottomAnchor.constraint(lessThanOrEqualTo: prompt.layoutMarginsGuide.topAnchor),
    ]
    promptConstraints[ObjectIdentifier(prompt)] = constraints
    NSLayoutConstraint.activate(constraints)
  }

  private func repinPrompts(navMap: GMSMapView) {
    promptConstraints.values.forEach { NSLayoutConstraint.deactivate($0) }
    promptConstraints = [:]
    promptBoard.removeAll()
    prompts.forEach { prompt in
      // The state's views were just added again, in front: prompts stay on top.
      navMap.bringSubviewToFront(prompt)
      pin(prompt: prompt, navMap: navMap)
    }
  }

  private func remove(prompt: NavigationPromptView) {
    let key = ObjectIdentifier(prompt)
    if let constraints = promptConstraints[key] {
      NSLayoutConstraint.deactivate(constraints)
    }
    promptConstraints[key] = nil
    prompts.removeAll { $0 === prompt }
    prompt.removeFromSuperview()
  }

  private func removeAllPrompts() {
    prompts.forEach { remove(prompt: $0) }
    promptBoard.removeAll()
  }
}
