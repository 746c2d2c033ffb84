import GoogleNavigation
import UIKit

/// Godot's `Variant`, as far as the HUD's signals need it.
enum Variant {
  case none
  case ready(NavigationReadyUIState)
  case guidance(ActiveGuidanceUIState)
  case state(NavigationUIState)
  case prompt(NavigationPromptView)
  case promptPair(NavigationPromptView, NavigationPromptView)
}

/// Port of `hud/nav_hud.gd`: the scene under the map. The tree is
///
///     SafeArea (root)
///     ├─ Screen (VBox): [TurnCard], MapArea (expand), [EtaCard]
///     │   MapArea: Viewport (full rect), Logo (bottom left), SideRail (right wide)
///     │      SideRail (HBox): ToolColumn (VBox: Buttons, [Speed]), [TripProgress]
///     └─ [Prompt] (bottom left)
@MainActor
final class NavHUDScene {
  let map: GMSMapView
  let safeArea: Control
  private var screen: BoxContainer?
  private var mapArea: Control?
  private var prompt: Control?
  private var cards: [Control] = []
  private var sideRail: BoxContainer?
  private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var signals: [String: [(Variant) -> Void]] = [:]

  var wideMode = false

  init(map: GMSMapView) {
    self.map = map
    safeArea = Control("SafeArea", .guide(map.safeAreaLayoutGuide), ownsBacking: false)
    connectSignals()
  }

  // MARK: signals (hud/nav_hud.gd `_ready`)

  func connect(_ signal: String, _ callable: @escaping (Variant) -> Void) {
    signals[signal, default: []].append(callable)
  }

  func emitSignal(_ signal: String, _ argument: Variant = .none) {
    for callable in signals[signal] ?? [] {
      callable(argument)
    }
  }

  private func connectSignals() {
    connect("navigation_ready") { [unowned self] arg in
      if case .ready(let state) = arg { self.onNavigationReady(state) }
    }
    connect("navigation_ended") { [unowned self] _ in self.onNavigationEnded() }
    connect("guidance_started") { [unowned self] arg in
      if case .guidance(let state) = arg { self.onGuidanceStarted(state) }
    }
    connect("guidance_stopped") { [unowned self] arg in
      if case .ready(let state) = arg { self.onGuidanceStopped(state) }
    }
    connect("resized") { [unowned self] arg in
      if case .state(let state) = arg { self.wideMode = state.wideMode }
      self.relayout()
    }
    connect("prompt_shown") { [unowned self] arg in
      if case .prompt(let view) = arg { self.onPromptShown(view) }
    }
    connect("prompt_hidden") { [unowned self] _ in self.onPromptHidden() }
    connect("prompt_changed") { [unowned self] arg in
      if case .promptPair(let newView, _) = arg {
        self.onPromptHidden()
        self.onPromptShown(newView)
      }
    }
  }

  // MARK: handlers

  private func onNavigationReady(_ state: NavigationReadyUIState) {
    wideMode = state.wideMode
    buildScreen(turnCard: nil, etaCard: nil, extras: [], viewport: state.viewport,
                logo: state.googleLogo, buttons: state.buttons)
  }

  private func onNavigationEnded() {
    freeAll()
  }

  private func onGuidanceStarted(_ state: ActiveGuidanceUIState) {
    wideMode = state.wideMode
    let speed = Control("Speed", .view(state.speedWidget))
    speed.sizeFlagsHorizontal = .shrinkEnd
    let progress = Control("TripProgress", .view(state.tripProgressBar))
    buildScreen(turnCard: state.turnCard, etaCard: state.etaCard, extras: [speed, progress],
                viewport: state.viewport, logo: state.googleLogo, buttons: state.buttons)
  }

  private func onGuidanceStopped(_ state: NavigationReadyUIState) {
    wideMode = state.wideMode
    onNavigationReady(state)
  }

  private func onPromptShown(_ view: NavigationPromptView) {
    let node = Control("Prompt", .view(view))
    node.layoutPreset = .bottomLeft
    safeArea.addChild(node)
    prompt = node
    mapArea?.clipAbove = node
    relayout()
  }

  private func onPromptHidden() {
    mapArea?.clipAbove = nil
    prompt?.queueFree()
    prompt = nil
    relayout()
  }

  // MARK: building

  private func freeAll() {
    prompt?.queueFree()
    prompt = nil
    buttonStack.arrangedSubviews = []
    screen?.queueFree()
    screen = nil
    mapArea = nil
    sideRail = nil
    cards = []
  }

  private func buildScreen(turnCard: UIView?, etaCard: UIView?, extras: [Control], viewport: UIView,
                           logo: UIView, buttons: [NavigationUIButton]) {
    freeAll()
    let screen = BoxContainer("Screen", vertical: true)
    safeArea.addChild(screen)
    self.screen = screen

    if let turnCard = turnCard {
      let node = Control("TurnCard", .view(turnCard))
      screen.addChild(node)
      cards.append(node)
    }
    let mapArea = Control("MapArea", .guide(UILayoutGuide()))
    mapArea.sizeFlagsVertical = .expandFill
    screen.addChild(mapArea)
    self.mapArea = mapArea

    let viewportNode = Control("Viewport", .view(viewport))
    mapArea.addChild(viewportNode)

    let logoNode = Control("Logo", .view(logo))
    logoNode.layoutPreset = .bottomLeft
    logoNode.presetMargin = 8
    mapArea.addChild(logoNode)

    let rail = BoxContainer("SideRail", vertical: false)
    rail.layoutPreset = .rightWide
    rail.separation = NavigationStyleValues.elementHorizontalPadding
    mapArea.addChild(rail)
    sideRail = rail

    let toolColumn = BoxContainer("ToolColumn", vertical: true)
    toolColumn.separation = NavigationStyleValues.buttonVerticalPadding
    rail.addChild(toolColumn)
    buttonStack.arrangedSubviews = buttons.map { $0.view }
    let buttonsNode = Control("Buttons", .view(buttonStack))
    buttonsNode.sizeFlagsVertical = .expandFill
    toolColumn.addChild(buttonsNode)
    for extra in extras {
      if extra.name == "Speed" { toolColumn.addChild(extra) } else { rail.addChild(extra) }
    }

    if let etaCard = etaCard {
      let node = Control("EtaCard", .view(etaCard))
      screen.addChild(node)
      cards.append(node)
    }
    relayout()
  }

  /// NOTIFICATION_RESIZED from the root: theme overrides first, then every container sorts.
  func relayout() {
    guard screen != nil else { return }
    for card in cards {
      // Wide: cards keep the SDK's leading-column width at the start edge.
      card.sizeFlagsHorizontal = wideMode ? .shrinkBegin : .fill
    }
    let roomy = map.bounds.width >= 700
    sideRail?.presetMargin = roomy ? 24 : NavigationStyleValues.buttonHorizontalPadding
    safeArea.propagateNotification(NOTIFICATION_RESIZED)
  }
}
