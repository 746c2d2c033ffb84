import UIKit
import GoogleNavigation

/// Every constraint is made once per phase, tagged with an identifier, and then
/// only tuned (`constant`, `priority`) by later callbacks.
final class BagLayoutDelegate: NavigationLayoutDelegate {

  enum Key: String, CaseIterable {
    case viewportTop = "viewport.top", viewportBottom = "viewport.bottom"
    case viewportLeading = "viewport.leading", viewportTrailing = "viewport.trailing"
    case logoLeading = "logo.leading.inset", logoBottom = "logo.bottom"
    case turnTop = "turn.top", turnLeading = "turn.leading"
    case turnTrailingNarrow = "turn.trailing.narrow", turnTrailingWide = "turn.trailing.wide"
    case etaBottom = "eta.bottom", etaLeading = "eta.leading"
    case etaTrailingNarrow = "eta.trailing.narrow", etaTrailingWide = "eta.trailing.wide"
    case speedLeading = "speed.leading.inset", speedBottom = "speed.bottom"
    case tripTrailing = "trip.trailing", tripTop = "trip.top", tripBottom = "trip.bottom"
    case promptCollapsed = "prompt.collapsed"
  }

  static let on = UILayoutPriority(750)
  static let off = UILayoutPriority(250)

  var bag: [NSLayoutConstraint] = []
  private var promptBag: [NSLayoutConstraint] = []
  private var prompt: NavigationPromptView?
  private var guidanceViews: [UIView] = []
  var wide = false

  lazy var promptGuide: UILayoutGuide = {
    let guide = UILayoutGuide()
    guide.identifier = "nav.promptArea"
    return guide
  }()

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    wide = newState.wideMode
    installReady(newState, on: navMap)
    applyInsets()
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(bag + promptBag)
    bag.removeAll()
    promptBag.removeAll()
    ([oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view)).forEach { $0.removeFromSuperview() }
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(bag)
    bag.removeAll()
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    wide = newState.wideMode

    let safe = navMap.safeAreaLayoutGuide
    let pad = NavigationStyleValues.headerFooterHorizontalPadding
    navMap.addLayoutGuide(promptGuide)
    guidanceViews = [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget]
    for view in [newState.viewport] + guidanceViews + [newState.googleLogo] + newState.buttons.map(\.view) {
      view.translatesAutoresizingMaskIntoConstraints = false
      navMap.addSubview(view)
    }
    let turn = newState.turnCard, eta = newState.etaCard, viewport = newState.viewport
    bag = [
      tag(.turnTop, turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding)),
      tag(.turnLeading, turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad)),
      tag(.turnTrailingNarrow, turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad), Self.on),
      tag(.turnTrailingWide, turn.trailingAnchor.constraint(equalTo: safe.centerXAnchor), Self.off),
      tag(.etaBottom, eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor)),
      tag(.etaLeading, eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad)),
      tag(.etaTrailingNarrow, eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad), Self.on),
      tag(.etaTrailingWide, eta.trailingAnchor.constraint(equalTo: safe.centerXAnchor), Self.off),
      tag(.viewportTop, viewport.topAnchor.constraint(equalTo: turn.bottomAnchor)),
      tag(.viewportBottom, viewport.bottomAnchor.constraint(equalTo: eta.topAnchor), Self.on),
      tag(.viewportLeading, viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      tag(.viewportTrailing, viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor)),
      tag(.tripTrailing, newState.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8)),
      tag(.tripTop, newState.tripProgressBar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: 8)),
      tag(.tripBottom, newState.tripProgressBar.bottomAnchor.constraint(equalTo: eta.topAnchor, constant: -8)),
      tag(.logoLeading, newState.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      tag(.logoBottom, newState.googleLogo.bottomAnchor.constraint(equalTo: eta.topAnchor, constant: -8), Self.on),
      tag(.speedLeading, newState.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor)),
      tag(.speedBottom, newState.speedWidget.bottomAnchor.constraint(equalTo: newState.googleLogo.topAnchor, constant: -8)),
      tag(.promptCollapsed, promptGuide.heightAnchor.constraint(equalToConstant: 0), Self.on),
      promptGuide.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
      promptGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      promptGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: promptGuide.topAnchor),
      viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
      newState.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: promptGuide.topAnchor, constant: -8),
    ] + buttonConstraints(newState.buttons, trailing: newState.tripProgressBar.leadingAnchor,
                          floors: [eta.topAnchor, promptGuide.topAnchor])
    NSLayoutConstraint.activate(bag)
    applyWide()
    applyInsets()
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
    NSLayoutConstraint.deactivate(bag)
    bag.removeAll()
    guidanceViews.forEach { $0.removeFromSuperview() }
    guidanceViews.removeAll()
    oldState.buttons.forEach { $0.view.removeFromSuperview() }
    navMap.removeLayoutGuide(promptGuide)
    installReady(newState, on: navMap)
    applyInsets()
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    wide = newState.wideMode
    applyWide()
    applyInsets()
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    newPrompt.translatesAutoresizingMaskIntoConstraints = false
    navMap.addSubview(newPrompt)
    prompt = newPrompt
    promptBag = [
      newPrompt.topAnchor.constraint(equalTo: promptGuide.topAnchor),
      newPrompt.bottomAnchor.constraint(equalTo: promptGuide.bottomAnchor),
      newPrompt.leadingAnchor.constraint(equalTo: promptGuide.leadingAnchor),
      newPrompt.trailingAnchor.constraint(equalTo: promptGuide.trailingAnchor),
    ]
    NSLayoutConstraint.activate(promptBag)
    bag[.promptCollapsed]?.priority = Self.off
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    bag[.promptCollapsed]?.priority = Self.on
    NSLayoutConstraint.deactivate(promptBag)
    promptBag.removeAll()
    oldPrompt.removeFromSuperview()
    prompt = nil
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
    showPrompt(navMap: navMap, newPrompt: newPrompt)
  }
}
