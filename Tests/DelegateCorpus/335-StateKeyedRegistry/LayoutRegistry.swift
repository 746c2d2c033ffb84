import UIKit

/// What the delegate put on screen, filed by the layout stage that put it there,
/// so each stage is torn down by name and nothing is forgotten.
enum LayoutStage: Hashable, CaseIterable {
  case session
  case ready
  case guidance
  case prompt
}

/// Items taken out of the registry, to be retired now or after an animation.
@MainActor
struct RetiredItems {
  var views: [UIView] = []
  var guides: [UILayoutGuide] = []
  var constraints: [NSLayoutConstraint] = []

  func retire() {
    NSLayoutConstraint.deactivate(constraints)
    views.forEach { $0.removeFromSuperview() }
    guides.forEach { $0.owningView?.removeLayoutGuide($0) }
  }
}

@MainActor
final class LayoutRegistry {
  private var views: [LayoutStage: [UIView]] = [:]
  private var guides: [LayoutStage: [UILayoutGuide]] = [:]
  private var constraints: [LayoutStage: [NSLayoutConstraint]] = [:]

  func add(_ view: UIView, to host: UIView, for stage: LayoutStage) {
    host.addSubview(view)
    views[stage, default: []].append(view)
  }

  func add(_ guide: UILayoutGuide, to host: UIView, for stage: LayoutStage) {
    host.addLayoutGuide(guide)
    guides[stage, default: []].append(guide)
  }

  func activate(_ list: [NSLayoutConstraint], for stage: LayoutStage) {
    NSLayoutConstraint.activate(list)
    constraints[stage, default: []] += list
  }

  func has(_ stage: LayoutStage) -> Bool {
    !(views[stage] ?? []).isEmpty
  }

  /// Removes the stage's entries without retiring them (the caller retires them later).
  func take(_ stage: LayoutStage) -> RetiredItems {
    let items = RetiredItems(views: views[stage] ?? [], guides: guides[stage] ?? [],
                             constraints: constraints[stage] ?? [])
    views[stage] = nil
    guides[stage] = nil
    constraints[stage] = nil
    return items
  }

  func tearDown(_ stage: LayoutStage) {
    take(stage).retire()
  }

  func tearDownAll() {
    for stage in [LayoutStage.prompt, .guidance, .ready, .session] {
      tearDown(stage)
    }
  }
}
