import GoogleNavigation
import UIKit

// NavigationLayoutKit: feature modules contribute layout fragments; the host delegate installs
// the registered fragments in order. A fragment never keeps views or constraints itself: it
// says which views it shows and which constraints it wants, and the host owns the lifecycle.

/// The navigation state a fragment lays out.
@MainActor
enum LayoutPhase {
  case ready(NavigationReadyUIState)
  case guidance(ActiveGuidanceUIState)

  var viewport: UIView {
    switch self {
    case .ready(let state): return state.viewport
    case .guidance(let state): return state.viewport
    }
  }

  var googleLogo: UIView {
    switch self {
    case .ready(let state): return state.googleLogo
    case .guidance(let state): return state.googleLogo
    }
  }

  var buttons: [NavigationUIButton] {
    switch self {
    case .ready(let state): return state.buttons
    case .guidance(let state): return state.buttons
    }
  }

  var guidance: ActiveGuidanceUIState? {
    if case .guidance(let state) = self { return state }
    return nil
  }
}

/// What every fragment gets: the map, the phase, the mode and the host's shared anchors.
@MainActor
struct LayoutContext {
  let navMap: GMSMapView
  let phase: LayoutPhase
  let wideMode: Bool
  /// Bottom of the open map, kept above the ETA card (portrait), the speed widget and prompts.
  let openMapBottom: UILayoutGuide
  let prompt: NavigationPromptView?

  var safeArea: UILayoutGuide { navMap.safeAreaLayoutGuide }
}

@MainActor
protocol NavigationLayoutFragment: AnyObject {
  /// Modules register in any order; the host installs by `order`, lowest first (drawn below).
  var order: Int { get }
  /// Views this fragment shows in the context, in drawing order.
  func views(in context: LayoutContext) -> [UIView]
  /// Constraints for the context. Called after every fragment's views are in the map.
  func constraints(in context: LayoutContext) -> [NSLayoutConstraint]
  /// Called once the fragment's views are in the map.
  func didInstall(in context: LayoutContext)
  /// Called before the fragment's views leave the map.
  func willUninstall()
}

extension NavigationLayoutFragment {
  func didInstall(in context: LayoutContext) {}
  func willUninstall() {}
}

/// Fragments contributed by the feature modules, sorted by `order`.
@MainActor
final class LayoutFragmentRegistry {
  private var fragments: [any NavigationLayoutFragment] = []

  func register(_ fragment: any NavigationLayoutFragment) {
    fragments.append(fragment)
  }

  var ordered: [any NavigationLayoutFragment] {
    fragments.sorted { $0.order < $1.order }
  }

  /// The registry the app target builds: one fragment per feature module.
  static func standard() -> LayoutFragmentRegistry {
    let registry = LayoutFragmentRegistry()
    registry.register(PromptFragment())
    registry.register(MapCoreFragment())
    registry.register(FloatingControlsFragment())
    registry.register(TripCardsFragment())
    registry.register(SpeedLimitFragment())
    return registry
  }
}
