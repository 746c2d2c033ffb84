import GoogleNavigation
import UIKit

/// Everything the SDK can tell the layout, as one value the phases switch over.
enum LayoutEvent {
  case enable(NavigationReadyUIState)
  case disable(NavigationReadyUIState)
  case startGuidance(ActiveGuidanceUIState)
  case stopGuidance(NavigationReadyUIState)
  case sizeChanged(NavigationUIState)
  case showPrompt(NavigationPromptView)
  case hidePrompt(NavigationPromptView)
  case changePrompt(new: NavigationPromptView, old: NavigationPromptView)
}

/// One UI phase (GoF State). `handle` returns the phase to switch to, or nil to stay.
@MainActor
protocol LayoutPhase: AnyObject {
  func enter(_ context: LayoutContext)
  func exit(_ context: LayoutContext)
  func handle(_ event: LayoutEvent, in context: LayoutContext) -> LayoutPhase?
}

/// The GoF context: holds the current phase, the map and what the phases share.
@MainActor
final class LayoutContext {
  unowned let navMap: GMSMapView
  private(set) var phase: LayoutPhase
  /// Floating Google buttons; shared by the ready and guidance phases.
  let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

  init(navMap: GMSMapView, initialPhase: LayoutPhase) {
    self.navMap = navMap
    self.phase = initialPhase
  }

  var safeArea: UILayoutGuide { navMap.safeAreaLayoutGuide }

  func dispatch(_ event: LayoutEvent) {
    guard let next = phase.handle(event, in: self) else { return }
    transition(to: next)
  }

  func transition(to next: LayoutPhase) {
    phase.exit(self)
    phase = next
    next.enter(self)
  }

  /// Compass first, then reporting; never by index.
  func orderedButtonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
    let order: [NavigationButtonKnownType] = [.compass, .reporting]
    return order.compactMap { type in buttons.first(where: { $0.type == type })?.view }
  }
}
