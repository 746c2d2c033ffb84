import GoogleNavigation
import UIKit

// MARK: - Cards RIB (viewport, Google logo, turn card, ETA card, speed widget)

enum CardsScene {
  case ready(NavigationReadyUIState)
  case guidance(ActiveGuidanceUIState)
}

@MainActor
protocol CardsListener: AnyObject {
  /// The cards are laid out; floating buttons may start below `topBoundary`.
  func cardsDidLayout(topBoundary: NSLayoutYAxisAnchor)
}

@MainActor
protocol CardsInteractable: Interactable {
  var listener: CardsListener? { get set }
}

@MainActor
protocol CardsRouting: Routing {}

@MainActor
protocol CardsBuildable: AnyObject {
  func build(withListener listener: CardsListener, scene: CardsScene) -> CardsRouting
}

final class CardsBuilder: Builder<RegionDependency>, CardsBuildable {
  func build(withListener listener: CardsListener, scene: CardsScene) -> CardsRouting {
    let interactor = CardsInteractor(mapView: dependency.mapView, contentGuide: dependency.contentGuide, scene: scene)
    interactor.listener = listener
    return CardsRouter(interactor: interactor)
  }
}

final class CardsRouter: Router<CardsInteractable>, CardsRouting {}

final class CardsInteractor: Interactor, CardsInteractable {
  weak var listener: CardsListener?

  private let mapView: GMSMapView
  private let contentGuide: UILayoutGuide
  private let scene: CardsScene
  private var ownedViews: [UIView] = []
  private var constraints: [NSLayoutConstraint] = []

  init(mapView: GMSMapView, contentGuide: UILayoutGuide, scene: CardsScene) {
    self.mapView = mapView
    self.contentGuide = contentGuide
    self.scene = scene
    super.init()
  }

  override func didBecomeActive() {
    switch scene {
    case .ready(let state):
      layoutReady(state)
    case .guidance(let state):
      layoutGuidance(state)
    }
  }

  override func willResignActive() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    ownedViews.forEach { $0.removeFromSuperview() }
    ownedViews = []
  }

  private func own(_ views: [UIView]) {
    ownedViews = views
    views.forEach { mapView.addSubview($0) }
  }

  private func layoutReady(_ state: NavigationReadyUIState) {
    let safe = mapView.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    own([viewport, logo])
    constraints = [
      viewport.topAnchor.constraint(equalTo: safe.topAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: RegionMetrics.floatingInset),
      logo.bottomAnchor.constraint(equalTo: contentGuide.topAnchor, constant: -RegionMetrics.floatingInset),
    ]
    NSLayoutConstraint.activate(constraints)
    listener?.cardsDidLayout(topBoundary: safe.topAnchor)
  }

  private func layoutGuidance(_ state: ActiveGuidanceUIState) {
    let safe = mapView.safeAreaLayoutGuide
    let viewport = state.viewport
    let logo = state.googleLogo
    let turnCard = state.turnCard
    let etaCard = state.etaCard
    let speedWidget = state.speedWidget
    own([viewport, turnCard, etaCard, speedWidget, logo])
    // Wide or not, the cards live in the leading column: turn card on top, ETA card at the bottom.
    constraints = [
      turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
      turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
      etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
      viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
      viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      viewport.bottomAnchor.constraint(equalTo: contentGuide.topAnchor),
      speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: RegionMetrics.floatingInset),
      speedWidget.bottomAnchor.constraint(equalTo: contentGuide.topAnchor, constant: -RegionMetrics.floatingInset),
      logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: RegionMetrics.floatingInset),
      logo.bottomAnchor.constraint(equalTo: speedWidget.topAnchor, constant: -RegionMetrics.floatingInset),
    ]
    NSLayoutConstraint.activate(constraints)
    listener?.cardsDidLayout(topBoundary: turnCard.bottomAnchor)
  }
}

// MARK: - Buttons RIB (compass, reporting)

@MainActor
protocol ButtonsListener: AnyObject {
  func buttonsDidArrange(count: Int)
}

@MainActor
protocol ButtonsInteractable: Interactable {
  var listener: ButtonsListener? { get set }
  func apply(wideMode: Bool)
}

@MainActor
protocol ButtonsRouting: Routing {
  func apply(wideMode: Bool)
}

@MainActor
protocol ButtonsBuildable: AnyObject {
  func build(withListener listener: ButtonsListener, buttons: [NavigationUIButton],
             topBoundary: NSLayoutYAxisAnchor, wideMode: Bool) -> ButtonsRouting
}

final class ButtonsBuilder: Builder<RegionDependency>, ButtonsBuildable {
  func build(withListener listener: ButtonsListener, buttons: [NavigationUIButton],
             topBoundary: NSLayoutYAxisAnchor, wideMode: Bool) -> ButtonsRouting {
    let interactor = ButtonsInteractor(mapView: dependency.mapView, contentGuide: dependency.contentGuide,
                                       buttons: buttons, topBoundary: topBoundary, wideMode: wideMode)
    interactor.listener = listener
    return ButtonsRouter(interactor: interactor)
  }
}

final class ButtonsRouter: Router<ButtonsInteractable>, ButtonsRouting {
  func apply(wideMode: Bool) {
    interactor.apply(wideMode: wideMode)
  }
}

final class ButtonsInteractor: Interactor, ButtonsInteractable {
  weak var listener: ButtonsListener?

  private let mapView: GMSMapView
  private let contentGuide: UILayoutGuide
  private let buttons: [NavigationUIButton]
  private let topBoundary: NSLayoutYAxisAnchor
  private var wideMode: Bool
  private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
  private var constraints: [NSLayoutConstraint] = []
  private var trailingConstraint: NSLayoutConstraint?

  init(mapView: GMSMapView, contentGuide: UILayoutGuide, buttons: [NavigationUIButton],
       topBoundary: NSLayoutYAxisAnchor, wideMode: Bool) {
    self.mapView = mapView
    self.contentGuide = contentGuide
    self.buttons = buttons
    self.topBoundary = topBoundary
    self.wideMode = wideMode
    super.init()
  }

  /// Compass above reporting, whatever order the SDK hands them in.
  private static func rank(_ button: NavigationUIButton) -> Int {
    if button.type == .compass { return 0 }
    if button.type == .reporting { return 1 }
    return 2
  }

  override func didBecomeActive() {
    let safe = mapView.safeAreaLayoutGuide
    mapView.addSubview(stack)
    stack.arrangedSubviews = buttons.sorted { Self.rank($0) < Self.rank($1) }.map { $0.view }
    let trailing = stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor,
                                                   constant: -RegionMetrics.buttonInset(wideMode: wideMode))
    trailingConstraint = trailing
    constraints = [
      stack.topAnchor.constraint(equalTo: topBoundary, constant: RegionMetrics.floatingInset),
      trailing,
      stack.bottomAnchor.constraint(equalTo: contentGuide.topAnchor, constant: -RegionMetrics.floatingInset),
    ]
    NSLayoutConstraint.activate(constraints)
    listener?.buttonsDidArrange(count: buttons.count)
  }

  func apply(wideMode: Bool) {
    self.wideMode = wideMode
    trailingConstraint?.constant = -RegionMetrics.buttonInset(wideMode: wideMode)
  }

  override func willResignActive() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    trailingConstraint = nil
    stack.arrangedSubviews = []
    stack.removeFromSuperview()
  }
}

// MARK: - Prompt RIB

@MainActor
protocol PromptListener: AnyObject {
  func promptDidAppear(_ prompt: NavigationPromptView)
  func promptDidDisappear(_ prompt: NavigationPromptView)
}

@MainActor
protocol PromptInteractable: Interactable {
  var listener: PromptListener? { get set }
}

@MainActor
protocol PromptRouting: Routing {
  var prompt: NavigationPromptView { get }
}

@MainActor
protocol PromptBuildable: AnyObject {
  func build(withListener listener: PromptListener, prompt: NavigationPromptView) -> PromptRouting
}

final class PromptBuilder: Builder<RegionDependency>, PromptBuildable {
  func build(withListener listener: PromptListener, prompt: NavigationPromptView) -> PromptRouting {
    let interactor = PromptInteractor(mapView: dependency.mapView, contentGuide: dependency.contentGuide, prompt: prompt)
    interactor.listener = listener
    return PromptRouter(interactor: interactor, prompt: prompt)
  }
}

final class PromptRouter: Router<PromptInteractable>, PromptRouting {
  let prompt: NavigationPromptView

  init(interactor: PromptInteractable, prompt: NavigationPromptView) {
    self.prompt = prompt
    super.init(interactor: interactor)
  }
}

final class PromptInteractor: Interactor, PromptInteractable {
  weak var listener: PromptListener?

  private let mapView: GMSMapView
  private let contentGuide: UILayoutGuide
  private let prompt: NavigationPromptView
  private var constraints: [NSLayoutConstraint] = []

  init(mapView: GMSMapView, contentGuide: UILayoutGuide, prompt: NavigationPromptView) {
    self.mapView = mapView
    self.contentGuide = contentGuide
    self.prompt = prompt
    super.init()
  }

  override func didBecomeActive() {
    let safe = mapView.safeAreaLayoutGuide
    mapView.addSubview(prompt)
    constraints = [
      prompt.bottomAnchor.constraint(equalTo: mapView.bottomAnchor),
      prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      // Keeps the viewport, logo and buttons clear of the prompt.
      contentGuide.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    prompt.alpha = 0
    UIView.animate(withDuration: 0.25) {
      self.prompt.alpha = 1
    }
    listener?.promptDidAppear(prompt)
  }

  override func willResignActive() {
    NSLayoutConstraint.deactivate(constraints)
    constraints = []
    let prompt = self.prompt
    UIView.animate(withDuration: 0.2, animations: {
      prompt.alpha = 0
    }, completion: { _ in
      prompt.removeFromSuperview()
    })
    listener?.promptDidDisappear(prompt)
  }
}
