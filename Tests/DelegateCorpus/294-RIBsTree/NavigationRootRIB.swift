import GoogleNavigation
import UIKit

// MARK: - Root RIB: session scope (the content guide) and routing between regions

final class RootComponent: RegionDependency {
  let mapView: GMSMapView
  let contentGuide = UILayoutGuide()

  init(mapView: GMSMapView) {
    self.mapView = mapView
  }
}

@MainActor
protocol RootRouting: AnyObject {
  func routeToCards(_ scene: CardsScene)
  func routeToButtons(_ buttons: [NavigationUIButton], topBoundary: NSLayoutYAxisAnchor, wideMode: Bool)
  func routeToPrompt(_ prompt: NavigationPromptView)
  func routeAwayFromPrompt()
  func routeAwayFromScene()
  func applyWideMode(_ wideMode: Bool)
}

final class RootBuilder: Builder<RootComponent> {
  func build() -> RootRouter {
    let interactor = RootInteractor(component: dependency)
    let router = RootRouter(interactor: interactor,
                            cardsBuilder: CardsBuilder(dependency: dependency),
                            buttonsBuilder: ButtonsBuilder(dependency: dependency),
                            promptBuilder: PromptBuilder(dependency: dependency))
    interactor.router = router
    return router
  }
}

final class RootInteractor: Interactor, CardsListener, ButtonsListener, PromptListener {
  weak var router: RootRouting?

  private let component: RootComponent
  private var sessionConstraints: [NSLayoutConstraint] = []
  private var pendingButtons: [NavigationUIButton] = []
  private var wideMode = false
  private var visiblePrompt: NavigationPromptView?

  init(component: RootComponent) {
    self.component = component
    super.init()
  }

  override func didBecomeActive() {
    let mapView = component.mapView
    let guide = component.contentGuide
    mapView.addLayoutGuide(guide)
    let resting = guide.bottomAnchor.constraint(equalTo: mapView.safeAreaLayoutGuide.bottomAnchor)
    resting.priority = .defaultLow
    sessionConstraints = [guide.heightAnchor.constraint(equalToConstant: 0), resting]
    NSLayoutConstraint.activate(sessionConstraints)
  }

  override func willResignActive() {
    NSLayoutConstraint.deactivate(sessionConstraints)
    sessionConstraints = []
    component.mapView.removeLayoutGuide(component.contentGuide)
  }

  // Requests from the delegate.

  func enterReady(_ state: NavigationReadyUIState) {
    pendingButtons = state.buttons
    wideMode = state.wideMode
    router?.routeAwayFromScene()
    router?.routeToCards(.ready(state))
  }

  func enterGuidance(_ state: ActiveGuidanceUIState) {
    pendingButtons = state.buttons
    wideMode = state.wideMode
    router?.routeAwayFromScene()
    router?.routeToCards(.guidance(state))
  }

  func leaveGuidance(_ state: NavigationReadyUIState) {
    router?.routeAwayFromPrompt()
    enterReady(state)
  }

  func resize(_ state: NavigationUIState) {
    wideMode = state.wideMode
    router?.applyWideMode(wideMode)
  }

  func present(_ prompt: NavigationPromptView) {
    router?.routeAwayFromPrompt()
    router?.routeToPrompt(prompt)
  }

  func dismissPrompt() {
    router?.routeAwayFromPrompt()
  }

  // CardsListener

  func cardsDidLayout(topBoundary: NSLayoutYAxisAnchor) {
    router?.routeToButtons(pendingButtons, topBoundary: topBoundary, wideMode: wideMode)
  }

  // ButtonsListener

  func buttonsDidArrange(count: Int) {}

  // PromptListener

  func promptDidAppear(_ prompt: NavigationPromptView) {
    visiblePrompt = prompt
  }

  func promptDidDisappear(_ prompt: NavigationPromptView) {
    if visiblePrompt === prompt {
      visiblePrompt = nil
    }
  }
}

final class RootRouter: Router<RootInteractor>, RootRouting {
  private let cardsBuilder: CardsBuildable
  private let buttonsBuilder: ButtonsBuildable
  private let promptBuilder: PromptBuildable
  private var cards: CardsRouting?
  private var buttons: ButtonsRouting?
  private var prompt: PromptRouting?

  init(interactor: RootInteractor, cardsBuilder: CardsBuildable, buttonsBuilder: ButtonsBuildable,
       promptBuilder: PromptBuildable) {
    self.cardsBuilder = cardsBuilder
    self.buttonsBuilder = buttonsBuilder
    self.promptBuilder = promptBuilder
    super.init(interactor: interactor)
  }

  /// Root RIBs have no parent: they activate themselves.
  func launch() {
    interactable.activate()
    load()
  }

  func shutdown() {
    detachAllChildren()
    cards = nil
    buttons = nil
    prompt = nil
    interactable.deactivate()
  }

  func routeToCards(_ scene: CardsScene) {
    let child = cardsBuilder.build(withListener: interactor, scene: scene)
    cards = child
    attachChild(child)
  }

  func routeToButtons(_ buttonList: [NavigationUIButton], topBoundary: NSLayoutYAxisAnchor, wideMode: Bool) {
    if let old = buttons {
      detachChild(old)
    }
    let child = buttonsBuilder.build(withListener: interactor, buttons: buttonList,
                                     topBoundary: topBoundary, wideMode: wideMode)
    buttons = child
    attachChild(child)
  }

  func routeToPrompt(_ newPrompt: NavigationPromptView) {
    let child = promptBuilder.build(withListener: interactor, prompt: newPrompt)
    prompt = child
    attachChild(child)
  }

  func routeAwayFromPrompt() {
    guard let child = prompt else { return }
    detachChild(child)
    prompt = nil
  }

  func routeAwayFromScene() {
    if let child = buttons {
      detachChild(child)
      buttons = nil
    }
    if let child = cards {
      detachChild(child)
      cards = nil
    }
  }

  func applyWideMode(_ wideMode: Bool) {
    buttons?.apply(wideMode: wideMode)
  }
}

// MARK: - The delegate: owns the root router and routes every SDK callback to it

@MainActor
final class RIBsNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {
  private var rootRouter: RootRouter?

  func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
    rootRouter?.shutdown()
    let router = RootBuilder(dependency: RootComponent(mapView: navMap)).build()
    rootRouter = router
    router.launch()
    router.interactor.enterReady(newState)
  }

  func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
    rootRouter?.shutdown()
    rootRouter = nil
  }

  func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
    rootRouter?.interactor.enterGuidance(newState)
  }

  func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
    rootRouter?.interactor.leaveGuidance(newState)
  }

  func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
    rootRouter?.interactor.resize(newState)
  }

  func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
    rootRouter?.interactor.present(newPrompt)
  }

  func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
    rootRouter?.interactor.dismissPrompt()
  }

  func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
    rootRouter?.interactor.present(newPrompt)
  }
}
