import GoogleNavigation
import UIKit

/// The navigation layout of our Flutter plugin's iOS side, ported to a native
/// delegate without changing its shape: each callback is encoded as a method
/// call (`"guidance#start"`, `"prompt#show"`, ...) whose argument map carries
/// the map view, the state's views and its `wideMode`; `dispatch` switches on
/// the method name, decodes the map and replies with `LayoutCommand`s, which
/// `perform` carries out stage by stage.
@MainActor
final class ChannelLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private enum Phase: String {
    case off, ready, guidance
  }

  /// The views one state call carried, decoded from its argument map.
  private struct Chrome {
    var viewport: UIView
    var logo: UIView
    var buttons: [(type: NavigationButtonKnownType, view: UIView)]
    var turnCard: UIView?
    var etaCard: UIView?
    var speedWidget: UIView?
    var tripProgressBar: UIView?
    var wide: Bool
  }

  private static let promptFadeIn: TimeInterval = 0.2
  private static let outboxLimit = 16

  // From the Dart side's creation params.
  private let gap: CGFloat
  private let edge: CGFloat
  private let wideEdge: CGFloat
  private let showsTripProgress: Bool
  private let showsSpeedometer: Bool
  private let chipText: String?

  /// The bottom of the open map for the whole session: the safe area's bottom
  /// at low priority, pushed up above the ETA card (narrow guidance) and above
  /// a prompt. The viewport, the logo and the button rail end on it.
  private let floor = UILayoutGuide()
  private let buttonRail = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  /// The trip chip the Dart side asks for: stops left and the delay.
  private let chip = UILabel()

  private var phase = Phase.off
  private var chrome: Chrome?
  private var prompt: NavigationPromptView?
  private var mounted: [UIView] = []
  private var groups: [String: [NSLayoutConstraint]] = [:]
  /// Replies queued for the Dart side's layout inspector, newest last.
  private(set) var outbox: [[String: Any]] = []

  init(creationParams: [String: Any] = PluginCreationParams.standard) {
    let spacing = creationParams.points(at: "spacing")
    gap = spacing["gap"] ?? 8
    edge = spacing["edge"] ?? 12
    wideEdge = spacing["wideEdge"] ?? 24
    let chromeFlags = creationParams.flags(at: "chrome")
    showsTripProgress = chromeFlags["tripProgress"] ?? true
    showsSpeedometer = chromeFlags["speedometer"] ?? true
    if let chipArgs = creationParams["chip"] as? [String: Any], chipArgs["visible"] as? Bool == true {
      let stops = (chipArgs["stops"] as? NSNumber)?.intValue ?? 0
      let delay = (chipArgs["delayMinutes"] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
      chipText = "\(stops) stops · +\(delay) min"
    } else {
      chipText = nil
    }
    super.init()
    buttonRail.translatesAutoresizingMaskIntoConstraints = false
    buttonRail.spacing = gap
    chip.translatesAutoresizingMaskIntoConstraints = false
    chip.font = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .semibold)
    chip.backgroundColor = .secondarySystemBackground
    chip.layer.cornerRadius = 6
    chip.layer.masksToBounds = true
  }

  // MARK: - SDK callbacks, encoded as channel calls

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    invoke("navigation#enable", [
      "map": navMap,
      "views": ["viewport": newState.viewport, "logo": newState.googleLogo],
      "buttons": newState.buttons,
      "wide": newState.wideMode,
    ])
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    invoke("navigation#disable", ["map": navMap])
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    invoke("guidance#start", [
      "map": navMap,
      "views": [
        "viewport": newState.viewport, "logo": newState.googleLogo,
        "turnCard": newState.turnCard, "etaCard": newState.etaCard,
        "speedWidget": newState.speedWidget, "tripProgressBar": newState.tripProgressBar,
      ],
      "buttons": newState.buttons,
      "wide": newState.wideMode,
    ])
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    invoke("guidance#stop", [
      "map": navMap,
      "views": ["viewport": newState.viewport, "logo": newState.googleLogo],
      "buttons": newState.buttons,
      "wide": newState.wideMode,
    ])
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    invoke("map#resize", ["map": navMap, "wide": newState.wideMode])
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    invoke("prompt#show", ["map": navMap, "prompt": newPrompt])
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    invoke("prompt#hide", ["map": navMap, "prompt": oldPrompt])
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    invoke("prompt#change", ["map": navMap, "newPrompt": newPrompt, "oldPrompt": oldPrompt])
  }

  // MARK: - The channel

  private func invoke(_ method: String, _ arguments: [String: Any]) {
    let call = LayoutMethodCall(method: method, arguments: arguments)
    guard let navMap = call.arguments["map"] as? GMSMapView else { return }
    let commands = dispatch(call, on: navMap)
    let performed = perform(commands, on: navMap)
    let byVerb = Dictionary(grouping: commands, by: \.verb).mapValues(\.count)
    outbox.append(["event": "layout", "method": method, "phase": phase.rawValue, "performed": performed, "verbs": byVerb])
    if outbox.count > Self.outboxLimit {
      outbox.removeFirst(outbox.count - Self.outboxLimit)
    }
  }

  /// The method handler: decodes the arguments and replies with commands.
  private func dispatch(_ call: LayoutMethodCall, on navMap: GMSMapView) -> [LayoutCommand] {
    let args = call.arguments
    switch call.method {
    case "navigation#enable":
      guard let next = decodeChrome(args) else { return [] }
      let resting = floor.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
      resting.priority = .defaultLow
      let session = [floor.heightAnchor.constraint(equalToConstant: 0), resting]
      return [.addGuide(floor), .pin(group: "session", session)] + enter(.ready, next, on: navMap)

    case "navigation#disable":
      var commands = takeDownPrompt()
      commands += leavePhase()
      commands += [.unpin(group: "session"), .dropGuide(floor), .arrange([])]
      phase = .off
      chrome = nil
      return commands

    case "guidance#start":
      guard let next = decodeChrome(args) else { return [] }
      return enter(.guidance, next, on: navMap)

    case "guidance#stop":
      // A prompt still up when guidance stops goes with it.
      guard let next = decodeChrome(args) else { return [] }
      return takeDownPrompt() + enter(.ready, next, on: navMap)

    case "map#resize":
      guard phase != .off, var current = chrome else { return [] }
      current.wide = args["wide"] as? Bool ?? current.wide
      chrome = current
      return [.unpin(group: "phase"), .pin(group: "phase", pins(for: phase, current, on: navMap))]

    case "prompt#show":
      guard phase == .guidance, let shown = args["prompt"] as? NavigationPromptView else { return [] }
      return takeDownPrompt() + mountPrompt(shown, on: navMap)

    case "prompt#hide":
      guard let hidden = args["prompt"] as? NavigationPromptView else { return [] }
      return hidden === prompt ? takeDownPrompt() : [.unmount(hidden)]

    case "prompt#change":
      guard phase == .guidance, let shown = args["newPrompt"] as? NavigationPromptView else { return [] }
      var commands = takeDownPrompt()
      if let old = args["oldPrompt"] as? NavigationPromptView {
        commands.append(.unmount(old))
      }
      return commands + mountPrompt(shown, on: navMap)

    default:
      // FlutterMethodNotImplemented, in the plugin.
      return []
    }
  }

  private func decodeChrome(_ args: [String: Any]) -> Chrome? {
    let views = (args["views"] as? [String: Any])?.compactMapValues { $0 as? UIView } ?? [:]
    guard let viewport = views["viewport"], let logo = views["logo"] else { return nil }
    let buttons = (args["buttons"] as? [NavigationUIButton] ?? []).map { (type: $0.type, view: $0.view) }
    return Chrome(
      viewport: viewport, logo: logo, buttons: buttons,
      turnCard: views["turnCard"], etaCard: views["etaCard"],
      speedWidget: showsSpeedometer ? views["speedWidget"] : nil,
      tripProgressBar: showsTripProgress ? views["tripProgressBar"] : nil,
      wide: args["wide"] as? Bool ?? false)
  }

  // MARK: - Replies

  private func leavePhase() -> [LayoutCommand] {
    [.unpin(group: "phase")] + mounted.map { .unmount($0) }
  }

  private func enter(_ next: Phase, _ nextChrome: Chrome, on navMap: GMSMapView) -> [LayoutCommand] {
    var commands = leavePhase()
    commands.append(.arrange(railViews(nextChrome.buttons, for: next)))
    commands += views(for: next, nextChrome).map { .mount($0) }
    commands.append(.pin(group: "phase", pins(for: next, nextChrome, on: navMap)))
    if next == .guidance, let chipText {
      commands.append(.caption(chipText))
    }
    phase = next
    chrome = nextChrome
    return commands
  }

  /// The SDK's buttons by type, never by index: the compass nearest the
  /// bottom, then the reporting button in guidance.
  private func railViews(_ buttons: [(type: NavigationButtonKnownType, view: UIView)], for phase: Phase) -> [UIView] {
    let rank: [NavigationButtonKnownType: Int] = phase == .guidance ? [.compass: 0, .reporting: 1] : [.compass: 0]
    return buttons
      .compactMap { button in rank[button.type].map { (rank: $0, name: button.type.rawValue, view: button.view) } }
      .sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
      .map(\.view)
  }

  /// Bottom to top of the z-order.
  private func views(for phase: Phase, _ c: Chrome) -> [UIView] {
    switch phase {
    case .off:
      return []
    case .ready:
      return [c.viewport, c.logo, buttonRail]
    case .guidance:
      let cards = [c.turnCard, c.etaCard, c.tripProgressBar, c.speedWidget].compactMap { $0 }
      return [c.viewport] + cards + [c.logo, buttonRail] + (chipText == nil ? [] : [chip])
    }
  }

  private func pins(for phase: Phase, _ c: Chrome, on navMap: GMSMapView) -> [NSLayoutConstraint] {
    let safe = navMap.safeAreaLayoutGuide
    let side = c.wide ? wideEdge : edge
    switch phase {
    case .off:
      return []
    case .ready:
      return [
        c.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        c.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        c.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        c.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        c.logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
        c.logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        buttonRail.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        buttonRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
      ]
    case .guidance:
      guard let turnCard = c.turnCard, let etaCard = c.etaCard else { return [] }
      // The trailing controls start under the turn card, or at the top beside the card column.
      let controlsTop = c.wide ? safe.topAnchor : turnCard.bottomAnchor
      var pins = [
        turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        c.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        c.viewport.bottomAnchor.constraint(equalTo: floor.topAnchor),
        c.logo.leadingAnchor.constraint(equalTo: c.viewport.leadingAnchor, constant: side),
        c.logo.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
        buttonRail.topAnchor.constraint(equalTo: controlsTop, constant: gap),
        buttonRail.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
      ]
      if c.wide {
        // The cards make a leading column; the open map is beside it.
        pins += [
          turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
          c.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
          c.viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
          c.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: etaCard.trailingAnchor),
        ]
      } else {
        // The turn card spans the top, the ETA card the bottom; the open map is between.
        pins += [
          turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
          c.viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
          c.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
          floor.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
        ]
      }
      if let bar = c.tripProgressBar {
        pins += [
          bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gap),
          bar.topAnchor.constraint(equalTo: controlsTop, constant: gap),
          bar.bottomAnchor.constraint(equalTo: floor.topAnchor, constant: -gap),
          buttonRail.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -gap),
        ]
      } else {
        pins.append(buttonRail.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side))
      }
      if let speed = c.speedWidget {
        pins += [
          speed.leadingAnchor.constraint(equalTo: c.logo.leadingAnchor),
          speed.bottomAnchor.constraint(equalTo: c.logo.topAnchor, constant: -gap),
        ]
      }
      if chipText != nil {
        pins += [
          chip.leadingAnchor.constraint(equalTo: c.viewport.leadingAnchor, constant: side),
          chip.topAnchor.constraint(equalTo: c.viewport.topAnchor, constant: gap),
        ]
      }
      return pins
    }
  }

  private func mountPrompt(_ shown: NavigationPromptView, on navMap: GMSMapView) -> [LayoutCommand] {
    prompt = shown
    return [
      .mount(shown),
      .pin(group: "prompt", [
        shown.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
        shown.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        // Keep the open map, the logo and the buttons above the prompt.
        floor.bottomAnchor.constraint(lessThanOrEqualTo: shown.topAnchor),
      ]),
      .fadeIn(shown),
    ]
  }

  private func takeDownPrompt() -> [LayoutCommand] {
    guard let shown = prompt else { return [] }
    prompt = nil
    return [.unpin(group: "prompt"), .unmount(shown)]
  }

  // MARK: - The host side

  /// Performs a reply stage by stage; returns how many commands ran.
  private func perform(_ commands: [LayoutCommand], on navMap: GMSMapView) -> Int {
    let ordered = commands.enumerated().sorted { ($0.element.stage, $0.offset) < ($1.element.stage, $1.offset) }
    var performed = 0
    for (_, command) in ordered {
      defer { performed += 1 }
      switch command {
      case .unpin(let group):
        if let pins = groups.removeValue(forKey: group) {
          NSLayoutConstraint.deactivate(pins)
        }
      case .unmount(let view):
        view.removeFromSuperview()
        mounted.removeAll { $0 === view }
      case .dropGuide(let guide):
        navMap.removeLayoutGuide(guide)
      case .arrange(let views):
        buttonRail.arrangedSubviews = views
      case .mount(let view):
        navMap.addSubview(view)
        mounted.append(view)
      case .addGuide(let guide):
        navMap.addLayoutGuide(guide)
      case .pin(let group, let pins):
        groups[group, default: []] += pins
        NSLayoutConstraint.activate(pins)
      case .fadeIn(let view):
        view.alpha = 0
        UIView.animate(withDuration: Self.promptFadeIn) {
          view.alpha = 1
        }
      case .caption(let text):
        chip.text = text
      }
    }
    return performed
  }
}
