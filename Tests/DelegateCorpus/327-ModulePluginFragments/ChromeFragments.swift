import GoogleNavigation
import UIKit

/// Safety module: the speed widget, stacked on the ETA card's margins (it changes size by itself).
@MainActor
final class SpeedLimitFragment: NavigationLayoutFragment {
  let order = 30

  func views(in context: LayoutContext) -> [UIView] {
    guard let state = context.phase.guidance else { return [] }
    return [state.speedWidget]
  }

  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] {
    guard let state = context.phase.guidance else { return [] }
    let widget = state.speedWidget
    var constraints = [
      widget.leadingAnchor.constraint(equalTo: context.safeArea.leadingAnchor),
      widget.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor),
    ]
    if context.wideMode {
      constraints.append(
        state.viewport.leadingAnchor.constraint(
          greaterThanOrEqualTo: widget.trailingAnchor, constant: NavigationStyleValues.elementHorizontalPadding))
    } else {
      constraints.append(context.openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: widget.topAnchor))
    }
    return constraints
  }
}

/// Controls module: the compass/reporting stack and the trip progress bar on the trailing edge.
@MainActor
final class FloatingControlsFragment: NavigationLayoutFragment {
  let order = 10
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private let gap = NavigationStyleValues.buttonVerticalPadding

  func views(in context: LayoutContext) -> [UIView] {
    if let state = context.phase.guidance { return [state.tripProgressBar, stack] }
    return [stack]
  }

  func didInstall(in context: LayoutContext) {
    stack.arrangedSubviews = context.phase.buttons.map(\.view)
  }

  func willUninstall() {
    stack.arrangedSubviews = []
  }

  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] {
    let safe = context.safeArea
    let inset = context.wideMode
      ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
    let bottom = stack.bottomAnchor.constraint(equalTo: context.openMapBottom.topAnchor, constant: -gap)
    guard let state = context.phase.guidance else {
      return [
        stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: gap),
        stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
        bottom,
      ]
    }
    let bar = state.tripProgressBar
    let top = context.wideMode ? safe.topAnchor : state.turnCard.bottomAnchor
    return [
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4),
      bar.topAnchor.constraint(equalTo: top, constant: gap),
      bar.bottomAnchor.constraint(equalTo: context.openMapBottom.topAnchor, constant: -gap),
      stack.topAnchor.constraint(equalTo: top, constant: gap),
      stack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -inset),
      bottom,
    ]
  }
}

/// Alerts module: the SDK's prompt, at the bottom, drawn above everything else.
@MainActor
final class PromptFragment: NavigationLayoutFragment {
  let order = 100

  func views(in context: LayoutContext) -> [UIView] {
    guard context.phase.guidance != nil, let prompt = context.prompt else { return [] }
    return [prompt]
  }

  func didInstall(in context: LayoutContext) {
    guard let prompt = context.prompt, prompt.alpha < 1 else { return }
    UIView.animate(withDuration: 0.25) { prompt.alpha = 1 }
  }

  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] {
    guard let state = context.phase.guidance, let prompt = context.prompt else { return [] }
    let leading = context.wideMode ? state.viewport.leadingAnchor : context.safeArea.leadingAnchor
    return [
      prompt.leadingAnchor.constraint(equalTo: leading),
      prompt.bottomAnchor.constraint(equalTo: context.navMap.bottomAnchor),
      context.openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
  }
}
