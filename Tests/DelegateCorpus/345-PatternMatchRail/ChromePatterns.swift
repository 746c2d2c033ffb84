import GoogleNavigation
import UIKit

// Pattern-matching helpers for the navigation chrome. The team likes `switch` over
// `if`/`else` ladders, so the SDK's buttons and states get their own `~=` overloads
// and can be matched directly:
//
//     switch button { case .compass: ... }
//     switch state { case StateTrait.wide: ... }

/// Lets a `switch` over an SDK button match on its type: `case .compass:`.
/// Never match on the button's place in `buttons`: the SDK does not promise an order.
@MainActor
func ~= (pattern: NavigationButtonKnownType, button: NavigationUIButton) -> Bool {
  button.type == pattern
}

/// A named question about a navigation UI state, usable as a `case` pattern.
@MainActor
struct StateTrait {
  let name: String
  let test: @MainActor (NavigationUIState) -> Bool

  /// The SDK's own wide mode: cards in a leading column, the map beside them.
  static let wide = StateTrait(name: "wide") { $0.wideMode }
}

/// `case StateTrait.wide:` in a `switch` over any navigation UI state.
@MainActor
func ~= (trait: StateTrait, state: NavigationUIState) -> Bool {
  trait.test(state)
}

/// The order views go onto the map: later views draw over earlier ones. `nil`
/// entries (a view this state does not have) are skipped.
@MainActor
func stackingOrder(_ views: [UIView?]) -> AnyIterator<UIView> {
  var index = views.startIndex
  return AnyIterator {
    while index < views.endIndex {
      let candidate = views[index]
      index += 1
      if let view = candidate {
        return view
      }
    }
    return nil
  }
}

/// One prompt the delegate has put on the map. Two can be up for a moment: the old
/// one sliding out while the new one slides in.
@MainActor
final class PromptSlot {
  let view: NavigationPromptView
  var pins: [NSLayoutConstraint] = []
  var leaving = false

  init(view: NavigationPromptView) {
    self.view = view
  }
}
