import GoogleNavigation
import UIKit

// Minimal in-house port of Uber's RIBs core: interactors own business logic and
// lifecycle, routers own the tree (attachChild / detachChild), builders wire
// dependencies. No view controllers: every RIB here is viewless and owns the
// constraints of one region of the navigation map.

@MainActor
protocol Interactable: AnyObject {
  var isActive: Bool { get }
  func activate()
  func deactivate()
}

@MainActor
class Interactor: Interactable {
  private(set) var isActive = false

  init() {}

  final func activate() {
    guard !isActive else { return }
    isActive = true
    didBecomeActive()
  }

  final func deactivate() {
    guard isActive else { return }
    willResignActive()
    isActive = false
  }

  /// Subclasses install their region here.
  func didBecomeActive() {}

  /// Subclasses tear their region down here.
  func willResignActive() {}
}

@MainActor
protocol Routing: AnyObject {
  var interactable: Interactable { get }
  var children: [Routing] { get }
  func load()
  func attachChild(_ child: Routing)
  func detachChild(_ child: Routing)
  func detachAllChildren()
}

@MainActor
class Router<InteractorType>: Routing {
  let interactor: InteractorType
  let interactable: Interactable
  private(set) var children: [Routing] = []
  private var didLoad = false

  init(interactor: InteractorType) {
    self.interactor = interactor
    guard let interactable = interactor as? Interactable else {
      fatalError("\(interactor) should conform to \(Interactable.self)")
    }
    self.interactable = interactable
  }

  final func load() {
    guard !didLoad else { return }
    didLoad = true
    didLoadRouter()
  }

  func didLoadRouter() {}

  final func attachChild(_ child: Routing) {
    assert(!children.contains { $0 === child }, "Attempt to attach child: \(child), which is already attached.")
    children.append(child)
    child.interactable.activate()
    child.load()
  }

  final func detachChild(_ child: Routing) {
    child.detachAllChildren()
    child.interactable.deactivate()
    children.removeAll { $0 === child }
  }

  final func detachAllChildren() {
    for child in children.reversed() {
      detachChild(child)
    }
  }
}

/// RIBs builders hold the dependency of their scope.
@MainActor
class Builder<DependencyType> {
  let dependency: DependencyType

  init(dependency: DependencyType) {
    self.dependency = dependency
  }
}

/// What every region RIB of the navigation map needs from its parent scope.
@MainActor
protocol RegionDependency: AnyObject {
  var mapView: GMSMapView { get }
  /// Zero-height guide whose top is the bottom of the open map: it rests on the
  /// safe area and is pushed up by the ETA card and by any prompt.
  var contentGuide: UILayoutGuide { get }
}

/// Spacing the team's design system uses between floating controls.
enum RegionMetrics {
  static let floatingInset: CGFloat = 8

  static func buttonInset(wideMode: Bool) -> CGFloat {
    wideMode ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
}
