import GoogleNavigation
import UIKit

/// The buckets our layout code files everything it adds under. Each navigation
/// state owns one or more buckets; leaving the state tears its buckets down.
enum LayoutPhase: Hashable {
  /// Lives from enableNavigationUI to disableNavigationUI: the clearance guide,
  /// the logo and the viewport (the same objects in every navigation state).
  case session
  /// Navigation ready, without guidance.
  case ready
  /// Active guidance, whatever the width.
  case guidance
  /// Active guidance, the constraints that only hold on a narrow map.
  case guidanceNarrow
  /// Active guidance, the constraints that only hold in wide mode.
  case guidanceWide

  static let guidancePhases: [LayoutPhase] = [.guidance, .guidanceNarrow, .guidanceWide]
  static let modePhases: [LayoutPhase] = [.guidanceNarrow, .guidanceWide]
}

/// Records every view, layout guide and constraint the delegate adds, by phase,
/// so that leaving a state can never forget one of them.
@MainActor
final class PhaseLedger {
  private var constraints: [LayoutPhase: [NSLayoutConstraint]] = [:]
  private var views: [LayoutPhase: [UIView]] = [:]
  private var guides: [LayoutPhase: [UILayoutGuide]] = [:]

  func mount(_ view: UIView, on host: UIView, for phase: LayoutPhase) {
    host.addSubview(view)
    views[phase, default: []].append(view)
  }

  func mount(_ guide: UILayoutGuide, on host: UIView, for phase: LayoutPhase) {
    host.addLayoutGuide(guide)
    guides[phase, default: []].append(guide)
  }

  func pin(_ list: [NSLayoutConstraint], for phase: LayoutPhase) {
    NSLayoutConstraint.activate(list)
    constraints[phase, default: []].append(contentsOf: list)
  }

  func isHolding(_ phase: LayoutPhase) -> Bool {
    !(constraints[phase] ?? []).isEmpty
  }

  /// Constraints first, then views, then guides: a guide must not vanish while a
  /// constraint still refers to it.
  func teardown(_ phases: [LayoutPhase]) {
    for phase in phases {
      NSLayoutConstraint.deactivate(constraints.removeValue(forKey: phase) ?? [])
      for view in views.removeValue(forKey: phase) ?? [] {
        view.removeFromSuperview()
      }
      for guide in guides.removeValue(forKey: phase) ?? [] {
        guide.owningView?.removeLayoutGuide(guide)
      }
    }
  }
}
