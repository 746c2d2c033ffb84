import GoogleNavigation
import UIKit

/// Navigation layout kept as a journal of transactions: every callback pushes what it
/// adds, and leaving a phase rolls the journal back to where that phase began. The
/// journal's log is what support sees in a bug report.
@MainActor
final class JournaledLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private static let gap: CGFloat = 8
  private static let promptFade: TimeInterval = 0.25

  private var journal = LayoutJournal()

  /// The bottom of the open map: the viewport, the logo and the buttons end on it. It
  /// rests on the safe area's bottom and rises above the bottom cards and any prompt.
  private let openMap = UILayoutGuide()
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var guidanceState: ActiveGuidanceUIState?
  /// The journal label of each prompt on the map, by prompt.
  private var promptLabels: [ObjectIdentifier: String] = [:]

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    var session = LayoutTransaction(label: journal.label(.session))
    openMap.identifier = session.label
    let resting = openMap.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    session.guides = [openMap]
    session.constraints = [openMap.heightAnchor.constraint(equalToConstant: 0), resting]
    journal.push(session, on: navMap)
    pushReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    // Everything, any prompt still up included, goes with the session.
    journal.rollBack(through: .session)
    promptLabels.removeAll()
    guidanceState = nil
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    journal.rollBack(through: .ready)
    guidanceState = newState
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let eta = newState.etaCard
    let bar = newState.tripProgressBar

    var guidance = LayoutTransaction(label: journal.label(.guidance))
    guidance.views = [
      newState.viewport, newState.turnCard, eta, newState.speedWidget, bar, newState.googleLogo, buttonStack,
    ]
    guidance.arrangements = [(buttonStack, Self.orderedButtons(newState.buttons))]
    guidance.constraints = [
      newState.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      newState.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      newState.speedWidget.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      newState.speedWidget.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      newState.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      newState.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      newState.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
      bar.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
      buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
      buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
    ]
    journal.push(guidance, on: navMap)
    journal.push(guidanceMode(newState, wide: newState.wideMode, on: navMap), on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // Rolls back any prompt still up too: it was pushed after guidance began.
    journal.rollBack(through: .guidance)
    promptLabels.removeAll()
    guidanceState = nil
    pushReady(newState, on: navMap)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if let state = guidanceState {
      journal.replace(.mode, with: guidanceMode(state, wide: newState.wideMode, on: navMap), on: navMap)
    } else {
      journal.replace(.mode, with: readyMode(wide: newState.wideMode, on: navMap), on: navMap)
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    present(newPrompt, on: navMap)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    fadeAway(oldPrompt)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    fadeAway(oldPrompt)
    present(newPrompt, on: navMap)
  }

  private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
    var entry = LayoutTransaction(label: journal.label(.prompt))
    entry.views = [prompt]
    entry.constraints = [
      prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      openMap.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    promptLabels[ObjectIdentifier(prompt)] = entry.label
    prompt.isHidden = true
    journal.push(entry, on: navMap)
    // A cross-dissolve animates the change of `isHidden`.
    UIView.transition(
      with: prompt, duration: Self.promptFade, options: [.transitionCrossDissolve],
      animations: { prompt.isHidden = false })
  }

  private func fadeAway(_ prompt: NavigationPromptView) {
    guard let label = promptLabels.removeValue(forKey: ObjectIdentifier(prompt)) else { return }
    // Alpha rather than isHidden: the prompt keeps its place while it fades.
    UIView.transition(
      with: prompt, duration: Self.promptFade, options: [.transitionCrossDissolve],
      animations: { prompt.alpha = 0 },
      completion: { [weak self] _ in
        // Guidance may have stopped meanwhile and rolled the entry back already.
        self?.journal.discard(label)
        prompt.alpha = 1
      })
  }

  // MARK: - Transactions

  private func pushReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    var ready = LayoutTransaction(label: journal.label(.ready))
    ready.views = [state.viewport, state.googleLogo, buttonStack]
    ready.arrangements = [(buttonStack, Self.orderedButtons(state.buttons))]
    ready.constraints = [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openMap.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
      buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      buttonStack.bottomAnchor.constraint(equalTo: openMap.topAnchor, constant: -gap),
    ]
    journal.push(ready, on: navMap)
    journal.push(readyMode(wide: state.wideMode, on: navMap), on: navMap)
  }

  /// Navigation ready: only the buttons' inset from the trailing edge depends on the mode.
  private func readyMode(wide: Bool, on navMap: GMSMapView) -> LayoutTransaction {
    let inset = wide ? NavigationStyleValues.buttonHorizontalPadding * 1.5 : NavigationStyleValues.buttonHorizontalPadding
    var mode = LayoutTransaction(label: journal.label(.mode))
    mode.constraints = [
      buttonStack.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor, constant: -inset)
    ]
    return mode
  }

  private func guidanceMode(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> LayoutTransaction {
    let safe = navMap.safeAreaLayoutGuide
    let gap = Self.gap
    let viewport = state.viewport
    var mode = LayoutTransaction(label: journal.label(.mode))
    if wide {
      // The cards make a leading column; the open map is beside it, full height.
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      mode.constraints = [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
        hug,
        state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: gap),
        state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
      ]
    } else {
      // Turn card across the top, ETA card and speed widget across the bottom.
      mode.constraints = [
        openMap.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
        viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gap),
        state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: gap),
        buttonStack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: gap),
      ]
    }
    return mode
  }

  /// The compass first (the stack hides from the end when short of room), then the rest.
  private static func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
    let compass = buttons.filter { $0.type == .compass }
    let rest = buttons.filter { $0.type != .compass }
    return (compass + rest).map(\.view)
  }
}
