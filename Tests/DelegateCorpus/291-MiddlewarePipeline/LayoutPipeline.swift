import GoogleNavigation
import UIKit

/// The request every middleware sees and may amend on its way to the activator.
@MainActor
struct LayoutRequest {
  enum Stage {
    case off
    case ready(NavigationReadyUIState)
    case guidance(ActiveGuidanceUIState)
  }

  let navMap: GMSMapView
  let stage: Stage
  let prompt: NavigationPromptView?
  let contentBottom: UILayoutGuide

  // Filled in by interceptors.
  var wideMode = false
  var leadingEdge: NSLayoutXAxisAnchor
  var trailingEdge: NSLayoutXAxisAnchor
  var buttonInset: CGFloat = 16

  // The layout itself: views in z order, guides and constraints.
  var views: [UIView] = []
  var guides: [UILayoutGuide] = []
  var constraints: [NSLayoutConstraint] = []

  init(navMap: GMSMapView, stage: Stage, prompt: NavigationPromptView?, contentBottom: UILayoutGuide) {
    self.navMap = navMap
    self.stage = stage
    self.prompt = prompt
    self.contentBottom = contentBottom
    self.leadingEdge = navMap.safeAreaLayoutGuide.leadingAnchor
    self.trailingEdge = navMap.safeAreaLayoutGuide.trailingAnchor
  }
}

typealias LayoutHandler = @MainActor (inout LayoutRequest) -> Void

@MainActor
protocol LayoutMiddleware {
  func handle(_ request: inout LayoutRequest, next: (inout LayoutRequest) -> Void)
}

enum LayoutPipeline {
  /// Wraps `final` in the middlewares so the first one runs first.
  @MainActor
  static func compose(_ middlewares: [LayoutMiddleware], final: @escaping LayoutHandler) -> LayoutHandler {
    middlewares.reversed().reduce(final) { next, middleware in
      { request in middleware.handle(&request, next: next) }
    }
  }
}

/// The terminal handler: swaps the previously applied layout for the requested one.
@MainActor
final class ConstraintActivator {
  private var activeConstraints: [NSLayoutConstraint] = []
  private var shownViews: [UIView] = []
  private var addedGuides: [UILayoutGuide] = []

  func apply(_ request: inout LayoutRequest) {
    NSLayoutConstraint.deactivate(activeConstraints)
    activeConstraints = []
    for view in shownViews where !request.views.contains(where: { $0 === view }) {
      view.removeFromSuperview()
    }
    for guide in addedGuides where !request.guides.contains(where: { $0 === guide }) {
      request.navMap.removeLayoutGuide(guide)
    }
    for guide in request.guides where !addedGuides.contains(where: { $0 === guide }) {
      request.navMap.addLayoutGuide(guide)
    }
    request.views.forEach { request.navMap.addSubview($0) }
    shownViews = request.views
    addedGuides = request.guides
    activeConstraints = request.constraints
    NSLayoutConstraint.activate(activeConstraints)
  }
}
