import UIKit
import GoogleNavigation

@MainActor
private func mount(_ views: [UIView], on map: GMSMapView) {
  for view in views {
    view.translatesAutoresizingMaskIntoConstraints = false
    map.addSubview(view)
  }
}

/// Viewport and Google logo: present in every navigation state.
final class ChromePart: LayoutPart {
  private let context: LayoutContext
  private var constraints: [NSLayoutConstraint] = []
  init(context: LayoutContext) { self.context = context }

  private func place(_ map: GMSMapView, viewport: UIView, logo: UIView, top: NSLayoutYAxisAnchor) {
    NSLayoutConstraint.deactivate(constraints)
    mount([viewport, logo], on: map)
    let safe = map.safeAreaLayoutGuide
    constraints = [
      viewport.topAnchor.constraint(equalTo: top),
      viewport.bottomAnchor.constraint(equalTo: context.obstruction.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: context.margin),
      logo.bottomAnchor.constraint(equalTo: context.obstruction.topAnchor, constant: -context.margin),
    ]
    NSLayoutConstraint.activate(constraints)
  }

  func enable(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    place(map, viewport: state.viewport, logo: state.googleLogo, top: map.safeAreaLayoutGuide.topAnchor)
  }
  func start(_ map: GMSMapView, _ state: ActiveGuidanceUIState, from old: NavigationReadyUIState) {
    place(map, viewport: state.viewport, logo: state.googleLogo, top: state.turnCard.bottomAnchor)
  }
  func stop(_ map: GMSMapView, _ state: NavigationReadyUIState, from old: ActiveGuidanceUIState) {
    enable(map, state)
  }
  func disable(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    NSLayoutConstraint.deactivate(constraints)
    constraints.removeAll()
    [state.viewport, state.googleLogo].forEach { $0.removeFromSuperview() }
  }
}

/// Turn card, ETA card, trip progress bar and speed widget (guidance only).
final class CardsPart: LayoutPart {
  private let context: LayoutContext
  private var constraints: [NSLayoutConstraint] = []
  private var horizontal: [NSLayoutConstraint] = []
  private var cards: (turn: UIView, eta: UIView)?
  private var views: [UIView] = []
  init(context: LayoutContext) { self.context = context }

  func start(_ map: GMSMapView, _ state: ActiveGuidanceUIState, from old: NavigationReadyUIState) {
    views = [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget]
    mount(views, on: map)
    let safe = map.safeAreaLayoutGuide
    let m = context.margin
    cards = (state.turnCard, state.etaCard)
    constraints = [
      state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
      state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      context.obstruction.topAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
      state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -m),
      state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: m),
      state.tripProgressBar.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor, constant: -m),
      state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: m),
      state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -m),
    ]
    NSLayoutConstraint.activate(constraints)
    layoutHorizontally(in: safe)
  }

  func resized(_ map: GMSMapView, _ state: NavigationUIState) {
    guard cards != nil else { return }
    layoutHorizontally(in: map.safeAreaLayoutGuide)
  }

  private func layoutHorizontally(in safe: UILayoutGuide) {
    guard let cards else { return }
    NSLayoutConstraint.deactivate(horizontal)
    let pad = NavigationStyleValues.headerFooterHorizontalPadding
    horizontal = [cards.turn, cards.eta].flatMap { card -> [NSLayoutConstraint] in
      [card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
       context.isWide ? card.trailingAnchor.constraint(lessThanOrEqualTo: safe.centerXAnchor)
                      : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad)]
    }
    NSLayoutConstraint.activate(horizontal)
  }

  func stop(_ map: GMSMapView, _ state: NavigationReadyUIState, from old: ActiveGuidanceUIState) {
    NSLayoutConstraint.deactivate(constraints + horizontal)
    constraints.removeAll()
    horizontal.removeAll()
    views.forEach { $0.removeFromSuperview() }
    views.removeAll()
    cards = nil
  }
}

/// Compass and reporting buttons, bottom-trailing above the obstruction.
final class ButtonsPart: LayoutPart {
  private let context: LayoutContext
  private var constraints: [NSLayoutConstraint] = []
  private var mounted: [UIView] = []
  init(context: LayoutContext) { self.context = context }

  private func place(_ map: GMSMapView, _ buttons: [NavigationUIButton], trailing: NSLayoutXAxisAnchor) {
    clear()
    mounted = buttons.filter { $0.type == .reporting }.map(\.view) + buttons.filter { $0.type == .compass }.map(\.view)
    mount(mounted, on: map)
    var floor = context.obstruction.topAnchor
    var gap = context.margin
    for view in mounted {
      constraints += [
        view.trailingAnchor.constraint(equalTo: trailing, constant: -context.margin),
        view.bottomAnchor.constraint(equalTo: floor, constant: -gap),
      ]
      floor = view.topAnchor
      gap = NavigationStyleValues.buttonVerticalPadding
    }
    NSLayoutConstraint.activate(constraints)
  }

  private func clear() {
    NSLayoutConstraint.deactivate(constraints)
    constraints.removeAll()
    mounted.forEach { $0.removeFromSuperview() }
    mounted.removeAll()
  }

  func enable(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    place(map, state.buttons, trailing: map.safeAreaLayoutGuide.trailingAnchor)
  }
  func start(_ map: GMSMapView, _ state: ActiveGuidanceUIState, from old: NavigationReadyUIState) {
    place(map, state.buttons, trailing: state.tripProgressBar.leadingAnchor)
  }
  func stop(_ map: GMSMapView, _ state: NavigationReadyUIState, from old: ActiveGuidanceUIState) {
    enable(map, state)
  }
  func disable(_ map: GMSMapView, _ state: NavigationReadyUIState) { clear() }
}

/// Prompts: bottom sheet over the ETA card; pushes the obstruction up.
final class PromptPart: LayoutPart {
  private let context: LayoutContext
  private var constraints: [NSLayoutConstraint] = []
  private var current: NavigationPromptView?
  init(context: LayoutContext) { self.context = context }

  func show(_ map: GMSMapView, _ prompt: NavigationPromptView) {
    mount([prompt], on: map)
    constraints = [
      prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
      prompt.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
      prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
      context.obstruction.topAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    current = prompt
  }

  func hide(_ map: GMSMapView, _ prompt: NavigationPromptView) {
    NSLayoutConstraint.deactivate(constraints)
    constraints.removeAll()
    prompt.removeFromSuperview()
    current = nil
  }

  func disable(_ map: GMSMapView, _ state: NavigationReadyUIState) {
    if let current { hide(map, current) }
  }
}
