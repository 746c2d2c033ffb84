import GoogleNavigation
import UIKit

/// The route chip: an app view that sizes itself and draws nothing opaque behind its text.
final class RouteChipView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 96, height: 32) }
  override var isOpaque: Bool {
    get { false }
    set { }
  }
  override class var requiresConstraintBasedLayout: Bool { true }

  override init(frame: CGRect) {
    super.init(frame: frame)
    translatesAutoresizingMaskIntoConstraints = false
  }

  required init?(coder: NSCoder) { nil }
}

/// Navigation-ready chrome: viewport over the whole safe area, logo, compass stack.
@MainActor
final class ReadyStage: LayoutStage {
  let state: NavigationReadyUIState
  let openBottom: UILayoutGuide
  let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  var activeConstraints: [NSLayoutConstraint] = []

  init(state: NavigationReadyUIState, openBottom: UILayoutGuide) {
    self.state = state
    self.openBottom = openBottom
  }

  var views: [UIView] { [state.viewport, state.googleLogo, buttons] }

  func didInstall() { buttons.arrangedSubviews = state.buttons.map { $0.view } }
  func willUninstall() { buttons.arrangedSubviews = [] }

  func makeConstraints(in map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    let gutter = Gutter.forMap(map, wide: wide)
    return [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gutter.gap),
      state.googleLogo.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -gutter.gap),
      buttons.topAnchor.constraint(equalTo: safe.topAnchor, constant: gutter.gap),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gutter.side),
      buttons.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -gutter.gap),
    ]
  }
}

/// Active-guidance chrome: cards in the leading column, speed widget over the ETA card,
/// route chip and buttons on the trailing side.
@MainActor
final class GuidanceStage: LayoutStage {
  let state: ActiveGuidanceUIState
  let openBottom: UILayoutGuide
  let buttons = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  let chip = RouteChipView()
  var activeConstraints: [NSLayoutConstraint] = []

  init(state: ActiveGuidanceUIState, openBottom: UILayoutGuide) {
    self.state = state
    self.openBottom = openBottom
  }

  var views: [UIView] {
    [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.googleLogo, chip, buttons]
  }

  func didInstall() { buttons.arrangedSubviews = state.buttons.map { $0.view } }
  func willUninstall() { buttons.arrangedSubviews = [] }

  func makeConstraints(in map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    let gutter = Gutter.forMap(map, wide: wide)
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speed = state.speedWidget
    let logo = state.googleLogo
    let viewport = state.viewport
    var result: [NSLayoutConstraint] = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      openBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
      speed.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -gutter.gap),
      logo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gutter.gap),
      chip.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: gutter.gap),
      chip.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gutter.side),
      buttons.topAnchor.constraint(equalTo: chip.bottomAnchor, constant: gutter.gap),
      buttons.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -gutter.side),
      buttons.bottomAnchor.constraint(equalTo: openBottom.topAnchor, constant: -gutter.gap),
      viewport.bottomAnchor.constraint(equalTo: openBottom.topAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
    ]
    if wide {
      result += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
        logo.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
      ]
    } else {
      result += [
        viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: gutter.gap),
      ]
    }
    return result
  }
}

/// A prompt the SDK handed over: pinned to the bottom, it pushes the open map up.
@MainActor
final class PromptStage: LayoutStage {
  let prompt: NavigationPromptView
  let openBottom: UILayoutGuide
  var activeConstraints: [NSLayoutConstraint] = []

  init(prompt: NavigationPromptView, openBottom: UILayoutGuide) {
    self.prompt = prompt
    self.openBottom = openBottom
  }

  var views: [UIView] { [prompt] }
  var keepsOnTop: Bool { true }

  func makeConstraints(in map: GMSMapView, wide: Bool) -> [NSLayoutConstraint] {
    [
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      openBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
  }

  /// Prompts are not re-created on resize: only their pins change.
  func relayout(in map: GMSMapView, wide: Bool) {
    NSLayoutConstraint.deactivate(activeConstraints)
    activeConstraints = makeConstraints(in: map, wide: wide)
    NSLayoutConstraint.activate(activeConstraints)
  }

  func didInstall() {
    prompt.alpha = 0
    UIView.animate(withDuration: 0.2) { self.prompt.alpha = 1 }
  }
}

/// Opaque factories: callers only see "some stage".
@MainActor
enum StageFactory {
  static func ready(_ state: NavigationReadyUIState, openBottom: UILayoutGuide) -> some LayoutStage {
    ReadyStage(state: state, openBottom: openBottom)
  }

  static func guidance(_ state: ActiveGuidanceUIState, openBottom: UILayoutGuide) -> some LayoutStage {
    GuidanceStage(state: state, openBottom: openBottom)
  }
}
