import GoogleNavigation
import UIKit

/// One navigation UI state's layout. A stage installs itself in `init` and
/// tears itself down in `deinit`; the delegate moves between states by
/// dropping one stage and making the next.
@MainActor
protocol LayoutStage: AnyObject {
  /// Re-pins for the map's new size without re-adding any view (so the
  /// stacking order, a prompt on top, is kept).
  func resize(wide: Bool, width: CGFloat)
}

/// Trailing inset of the button rail: more room on a wide or large map.
@MainActor
func railInset(wide: Bool, width: CGFloat) -> CGFloat {
  if wide { return NavigationStyleValues.buttonHorizontalPadding * 2 }
  return width >= 600 ? NavigationStyleValues.buttonHorizontalPadding * 1.5 : NavigationStyleValues.buttonHorizontalPadding
}

@MainActor
final class ReadyStage: LayoutStage {
  private unowned let host: GMSMapView
  private let session: SessionScope
  private let state: NavigationReadyUIState
  private let views: ViewMount
  private let rail: ButtonRail
  private var pins: PinMount?

  init(host: GMSMapView, session: SessionScope, state: NavigationReadyUIState) {
    self.host = host
    self.session = session
    self.state = state
    views = ViewMount([state.viewport, state.googleLogo], on: host)
    rail = ButtonRail(state.buttons, on: host)
    resize(wide: state.wideMode, width: host.bounds.width)
  }

  func resize(wide: Bool, width: CGFloat) {
    pins = nil
    let safe = host.safeAreaLayoutGuide
    let content = session.contentBottom
    pins = PinMount([
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      state.googleLogo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      rail.stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8),
      rail.stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -railInset(wide: wide, width: width)),
      rail.stack.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
    ])
  }
}

/// The prompt on screen, owned by the guidance stage: dropping the stage
/// (stop guidance while a prompt is up) takes the prompt off with it.
@MainActor
final class PromptMount {
  private let views: ViewMount
  private let pins: PinMount
  /// Told when the prompt leaves, so the stage can forget it.
  var onUnmount: (() -> Void)?

  init(_ prompt: NavigationPromptView, host: GMSMapView, session: SessionScope) {
    views = ViewMount([prompt], on: host)
    pins = PinMount([
      prompt.bottomAnchor.constraint(equalTo: host.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: host.safeAreaLayoutGuide.leadingAnchor),
      session.contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ])
  }

  isolated deinit {
    onUnmount?()
  }
}

@MainActor
final class GuidanceStage: LayoutStage {
  private unowned let host: GMSMapView
  private let session: SessionScope
  private let state: ActiveGuidanceUIState
  private let views: ViewMount
  private let rail: ButtonRail
  private var pins: PinMount?
  private(set) var promptMount: PromptMount?
  private(set) var promptsShown = 0

  init(host: GMSMapView, session: SessionScope, state: ActiveGuidanceUIState) {
    self.host = host
    self.session = session
    self.state = state
    views = ViewMount(
      [state.viewport, state.turnCard, state.etaCard, state.speedWidget, state.tripProgressBar, state.googleLogo],
      on: host)
    rail = ButtonRail(state.buttons, on: host)
    resize(wide: state.wideMode, width: host.bounds.width)
  }

  func resize(wide: Bool, width: CGFloat) {
    pins = nil
    let safe = host.safeAreaLayoutGuide
    let content = session.contentBottom
    let s = state
    pins = PinMount([
      // Cards along the leading edge in both modes; the SDK sizes them.
      s.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      s.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      s.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // Speed widget stacked on the ETA card's margins.
      s.speedWidget.bottomAnchor.constraint(equalTo: s.etaCard.layoutMarginsGuide.topAnchor),
      s.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
      content.bottomAnchor.constraint(lessThanOrEqualTo: s.etaCard.topAnchor),
      content.bottomAnchor.constraint(lessThanOrEqualTo: s.speedWidget.topAnchor),
      // Open map between the turn card and the content bottom.
      s.viewport.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor),
      s.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      s.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      s.viewport.bottomAnchor.constraint(equalTo: content.topAnchor),
      s.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
      s.googleLogo.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      // Progress bar on the trailing edge, buttons beside it.
      s.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
      s.tripProgressBar.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
      s.tripProgressBar.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
      rail.stack.topAnchor.constraint(equalTo: s.turnCard.bottomAnchor, constant: 8),
      rail.stack.trailingAnchor.constraint(equalTo: s.tripProgressBar.leadingAnchor, constant: -railInset(wide: wide, width: width)),
      rail.stack.bottomAnchor.constraint(equalTo: content.topAnchor, constant: -8),
    ])
  }

  func mountPrompt(_ prompt: NavigationPromptView) {
    promptMount = nil
    let mount = PromptMount(prompt, host: host, session: session)
    mount.onUnmount = { [weak self] in self?.promptsShown += 1 }
    promptMount = mount
  }

  func unmountPrompt() {
    promptMount = nil
  }
}
