import UIKit
import GoogleNavigation

enum LayoutError: Error {
  case notInHierarchy(String)
  case missingViews
}

struct Spacing: Equatable {
  var edge: CGFloat
  var gap: CGFloat
  static let standard = Spacing(edge: 8, gap: 8)
  var card: CGFloat { NavigationStyleValues.headerFooterHorizontalPadding }
}

@MainActor
enum ButtonOrder {
  static func bottomUp(_ buttons: [NavigationUIButton]) -> [UIView] {
    buttons.sorted { $0.type == .reporting && $1.type != .reporting }.map(\.view)
  }
}

@MainActor
private func mount(_ views: [UIView], on map: GMSMapView) {
  views.forEach {
    $0.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview($0)
  }
}

@MainActor
private func floating(_ view: UIView, on floor: NSLayoutYAxisAnchor, gap: CGFloat) -> [NSLayoutConstraint] {
  let preferred = view.bottomAnchor.constraint(equalTo: floor, constant: -gap)
  preferred.priority = .defaultHigh
  return [preferred, view.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -gap)]
}

@MainActor
private func column(_ buttons: [NavigationUIButton], trailing: NSLayoutXAxisAnchor, floor: NSLayoutYAxisAnchor,
                    spacing: Spacing) -> [NSLayoutConstraint] {
  var floor = floor
  var result: [NSLayoutConstraint] = []
  for view in ButtonOrder.bottomUp(buttons) {
    result.append(view.trailingAnchor.constraint(equalTo: trailing, constant: -spacing.edge))
    result += floating(view, on: floor, gap: spacing.gap)
    floor = view.topAnchor
  }
  return result
}

@MainActor
struct ReadySpec {
  let state: NavigationReadyUIState
  let spacing: Spacing

  func place(on map: GMSMapView) throws -> [NSLayoutConstraint] {
    mount([state.viewport, state.googleLogo] + state.buttons.map(\.view), on: map)
    let safe = map.safeAreaLayoutGuide
    return [
      state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing.edge),
      state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -spacing.edge),
    ] + column(state.buttons, trailing: safe.trailingAnchor, floor: safe.bottomAnchor, spacing: spacing)
  }
}

@MainActor
struct GuidanceSpec {
  let state: ActiveGuidanceUIState
  let spacing: Spacing

  static func guidanceOnly(_ state: ActiveGuidanceUIState) -> [UIView] {
    [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget]
  }

  func place(on map: GMSMapView) throws -> [NSLayoutConstraint] {
    let all = [state.viewport] + Self.guidanceOnly(state) + [state.googleLogo] + state.buttons.map(\.view)
    guard Set(all.map(ObjectIdentifier.init)).count == all.count else { throw LayoutError.missingViews }
    mount(all, on: map)
    let safe = map.safeAreaLayoutGuide
    let (turn, eta, bar) = (state.turnCard, state.etaCard, state.tripProgressBar)
    let _ = precondition(turn.superview === map, "turn card must be mounted first")
    return [
      turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
      eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
      state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spacing.edge),
      bar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: spacing.gap),
      bar.bottomAnchor.constraint(equalTo: eta.topAnchor, constant: -spacing.gap),
      state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing.edge),
      state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing.edge),
      state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -spacing.gap),
    ] + floating(state.viewport, on: eta.topAnchor, gap: 0)
      + floating(state.googleLogo, on: eta.topAnchor, gap: spacing.gap)
      + column(state.buttons, trailing: bar.leadingAnchor, floor: eta.topAnchor, spacing: spacing)
  }

  func cardConstraints(in safe: UILayoutGuide, wide: Bool) throws -> [NSLayoutConstraint] {
    guard state.turnCard.superview != nil else { throw LayoutError.notInHierarchy("turnCard") }
    return [state.turnCard, state.etaCard].flatMap { card in
      [card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spacing.card),
       wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
            : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -spacing.card)]
    }
  }
}

@MainActor
struct PromptSpec {
  let prompt: NavigationPromptView
  let spacing: Spacing

  func constraints(in map: GMSMapView, clearing: [(view: UIView, gap: CGFloat)]) -> [NSLayoutConstraint] {
    let safe = map.safeAreaLayoutGuide
    return [
      prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
    ] + clearing.map { $0.view.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -$0.gap) }
  }
}
