import GoogleNavigation
import UIKit

/// MapCore module: the viewport and the Google logo, in every phase.
@MainActor
final class MapCoreFragment: NavigationLayoutFragment {
  let order = 0
  private let logoInset: CGFloat = 8

  func views(in context: LayoutContext) -> [UIView] {
    [context.phase.viewport, context.phase.googleLogo]
  }

  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] {
    let safe = context.safeArea
    let viewport = context.phase.viewport
    let logo = context.phase.googleLogo
    var constraints = [
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: context.openMapBottom.topAnchor),
      logo.bottomAnchor.constraint(equalTo: context.openMapBottom.topAnchor, constant: -logoInset),
    ]
    switch (context.phase, context.wideMode) {
    case (.ready, _):
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
      ]
    case (.guidance(let state), false):
      constraints += [
        viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
        viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: logoInset),
      ]
    case (.guidance, true):
      // Beside the leading column: fragments that own column views push the viewport's
      // leading edge past them; with nothing in the way it rests on the safe edge.
      let resting = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
      resting.priority = .defaultLow
      constraints += [
        viewport.topAnchor.constraint(equalTo: safe.topAnchor),
        resting,
        logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: logoInset),
      ]
    }
    return constraints
  }
}

/// Trip module: the turn card and the ETA card, along the leading edge in both modes.
@MainActor
final class TripCardsFragment: NavigationLayoutFragment {
  let order = 20
  private let columnGap = NavigationStyleValues.elementHorizontalPadding

  func views(in context: LayoutContext) -> [UIView] {
    guard let state = context.phase.guidance else { return [] }
    return [state.turnCard, state.etaCard]
  }

  func constraints(in context: LayoutContext) -> [NSLayoutConstraint] {
    guard let state = context.phase.guidance else { return [] }
    let safe = context.safeArea
    var constraints = [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
    ]
    if context.wideMode {
      constraints += [state.turnCard, state.etaCard].map {
        state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: $0.trailingAnchor, constant: columnGap)
      }
    } else {
      constraints.append(
        context.openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor))
    }
    return constraints
  }
}
