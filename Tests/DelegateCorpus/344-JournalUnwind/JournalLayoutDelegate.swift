import GoogleNavigation
import UIKit

/// Navigation layout kept in a journal: each callback opens a stage, writes
/// down every view, guide and constraint it puts on the map, and leaving a
/// stage undoes its entries newest first. Nothing is torn down by hand.
@MainActor
final class JournalLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private let inset = NavigationStyleValues.elementHorizontalPadding
  private let railGap = NavigationStyleValues.buttonVerticalPadding

  /// The bottom of the open map for the session: the safe area's bottom at low
  /// priority, above the speed widget on narrow maps and above any prompt.
  private let openMapFloor = UILayoutGuide()
  private let rail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  private var journal = LayoutJournal()
  private var prompt: NavigationPromptView?
  /// The last undo steps, newest first within each close, attached to crash reports.
  private(set) var breadcrumbs: [String] = []
  /// Set to see the journal in the console after each callback.
  var tracesJournal = false

  // MARK: - Journal

  private func open(_ stage: LayoutStage) {
    journal.write(.mark(stage))
  }

  private func add(_ views: [UIView], to navMap: GMSMapView) {
    for view in views {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
      journal.write(.view(view))
    }
  }

  private func activate(_ pins: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(pins)
    journal.write(.pins(pins))
  }

  /// Undoes `stage` and every later stage, newest entry first.
  private func close(_ stage: LayoutStage, on navMap: GMSMapView) {
    let undone = journal.unwind(stage)
    for index in stride(from: undone.count - 1, through: 0, by: -1) {
      switch undone[index] {
      case .mark:
        break
      case .pins(let pins):
        NSLayoutConstraint.deactivate(pins)
      case .view(let view):
        view.removeFromSuperview()
      case .guide(let guide):
        navMap.removeLayoutGuide(guide)
      }
    }
    if undone.contains(where: { $0.opens(.prompt) }) {
      prompt = nil
    }
    breadcrumbs += undone.enumerated().reversed().map { "undo #\($0.offset) \($0.element.debugDescription)" }
    if breadcrumbs.count > 50 {
      breadcrumbs.removeFirst(breadcrumbs.count - 50)
    }
    if tracesJournal {
      print(journal.debugDescription)
    }
  }

  // MARK: - Session

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    open(.session)
    navMap.addLayoutGuide(openMapFloor)
    journal.write(.guide(openMapFloor))
    let resting = openMapFloor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    activate([openMapFloor.heightAnchor.constraint(equalToConstant: 0), resting])
    layOutReady(newState, on: navMap)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    rail.arrangedSubviews = []
    close(.session, on: navMap)
  }

  private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
    open(.ready)
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    rail.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
    add([viewport, logo, rail], to: navMap)
    let railInset = state.wideMode ? 2 * NavigationStyleValues.buttonHorizontalPadding : NavigationStyleValues.buttonHorizontalPadding
    activate([
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
      logo.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -inset),
      rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: railGap),
      rail.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -railGap),
      rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -railInset),
    ])
  }

  // MARK: - Guidance

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    close(.ready, on: navMap)
    layOutGuidance(newState, on: navMap)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    // Closing guidance closes a prompt still up with it.
    close(.guidance, on: navMap)
    layOutReady(newState, on: navMap)
  }

  private func layOutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
    open(.guidance)
    let safe = navMap.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let eta = state.etaCard
    let speed = state.speedWidget
    let kinds: [NavigationButtonKnownType] = [.compass, .reporting]
    rail.arrangedSubviews = kinds.compactMap { kind in state.buttons.first { $0.type == kind }?.view }
    add([viewport, logo, rail, turnCard, eta, speed], to: navMap)
    let railInset = NavigationStyleValues.buttonHorizontalPadding

    activate([
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // The speed widget rides on the ETA card's margin band; the SDK sizes it.
      speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
      speed.leadingAnchor.constraint(equalTo: eta.layoutMarginsGuide.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor),
      logo.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -inset),
      rail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -railInset),
      rail.bottomAnchor.constraint(equalTo: openMapFloor.topAnchor, constant: -railGap),
    ])

    if state.wideMode {
      // The cards make a leading column; the open map is beside it.
      let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      hug.priority = .defaultLow
      activate([
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: turnCard.trailingAnchor),
        viewport.leadingAnchor.constraint(greaterThanOrEqualTo: eta.trailingAnchor),
        hug,
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: inset),
        rail.topAnchor.constraint(equalTo: safe.topAnchor, constant: railGap),
      ])
    } else {
      // The turn card spans the top, the ETA card and the speed widget the bottom.
      activate([
        openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
        rail.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: railGap),
      ])
    }
  }

  // MARK: - Resizes

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    if journal.isOpen(.guidance), let guidance = newState as? ActiveGuidanceUIState {
      // Closing guidance takes the prompt down too: put it back on top after.
      let shown = prompt
      close(.guidance, on: navMap)
      layOutGuidance(guidance, on: navMap)
      if let shown {
        UIView.performWithoutAnimation {
          present(shown, on: navMap)
        }
      }
    } else if journal.isOpen(.ready), let ready = newState as? NavigationReadyUIState {
      close(.ready, on: navMap)
      layOutReady(ready, on: navMap)
    }
  }

  // MARK: - Prompts

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    close(.prompt, on: navMap)
    newPrompt.alpha = 0
    present(newPrompt, on: navMap)
    UIView.animate(withDuration: 0.25) {
      newPrompt.alpha = 1
    }
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    close(.prompt, on: navMap)
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    // showPrompt closes the old prompt's stage first.
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }

  private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
    open(.prompt)
    add([newPrompt], to: navMap)
    activate([
      newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
      openMapFloor.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
    ])
    prompt = newPrompt
  }
}
