import GoogleNavigation
import UIKit

// Point-Free style protocol witnesses: a layout is a value, not a conforming type.

/// Everything a layout may pin to, for one navigation state.
@MainActor
struct LayoutContext {
  var navMap: GMSMapView
  var contentBottom: UILayoutGuide
  var buttonStack: GMSNavigationHidingStackView
  var wideMode: Bool
  var viewport: UIView
  var logo: UIView
  var buttonViews: [UIView]
  var cards: Cards?

  struct Cards {
    var turnCard: UIView
    var etaCard: UIView
    var speedWidget: UIView
  }

  var safe: UILayoutGuide { navMap.safeAreaLayoutGuide }

  /// The guidance-only view of the context; `nil` while navigation is ready.
  var guidance: GuidanceContext? {
    cards.map { GuidanceContext(base: self, cards: $0) }
  }
  var isReady: Bool { cards == nil }
}

@MainActor
struct GuidanceContext {
  var base: LayoutContext
  var cards: LayoutContext.Cards
  var wideMode: Bool { base.wideMode }
}

struct PromptContext {
  var navMap: GMSMapView
  var contentBottom: UILayoutGuide
  var prompt: NavigationPromptView
}

/// The layout witness: given a context, the constraints that place it.
@MainActor
struct Layouting<Context> {
  var place: @MainActor (Context) -> [NSLayoutConstraint]
}

@MainActor
extension Layouting {
  static var empty: Layouting { Layouting { _ in [] } }

  func combined(with other: Layouting) -> Layouting {
    Layouting { context in self.place(context) + other.place(context) }
  }

  func when(_ predicate: @escaping @MainActor (Context) -> Bool) -> Layouting {
    Layouting { context in predicate(context) ? self.place(context) : [] }
  }

  func when(_ flag: KeyPath<Context, Bool>) -> Layouting {
    when { $0[keyPath: flag] }
  }

  func pullback<Global>(_ path: KeyPath<Global, Context>) -> Layouting<Global> {
    Layouting<Global> { global in self.place(global[keyPath: path]) }
  }

  func pullback<Global>(_ path: KeyPath<Global, Context?>) -> Layouting<Global> {
    Layouting<Global> { global in global[keyPath: path].map(self.place) ?? [] }
  }
}

/// Which views a state puts on screen (and into the button stack).
@MainActor
struct Placement<Context> {
  var views: @MainActor (Context) -> [UIView]
  var arrange: @MainActor (Context) -> Void = { _ in }
}

/// What the delegate has on screen for one state.
@MainActor
struct Installed {
  var views: [UIView] = []
  var constraints: [NSLayoutConstraint] = []
  static let nothing = Installed()
}

/// How a state is taken off screen.
@MainActor
struct Cleanup {
  var run: @MainActor (Installed) -> Void
}
