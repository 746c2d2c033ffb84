import GoogleNavigation
import UIKit

/// What each bag holds; a phase ends when its bag is dropped.
enum Phase: Hashable, CaseIterable {
  /// The floor guide, from enable to disable.
  case session
  /// The views (and button stack) of the navigation-ready screen.
  case ready
  /// The views (and button stack) of active guidance.
  case guidance
  /// The current screen's constraints; rebuilt on every size change.
  case pins
  /// The prompt on screen and its constraints.
  case prompt
}

/// The screen the delegate lays out now.
enum Screen {
  case ready(NavigationReadyUIState)
  case guidance(ActiveGuidanceUIState)
}

@MainActor
struct Metrics {
  let wide: Bool
  let width: CGFloat

  var buttonInset: CGFloat {
    wide || width >= 600 ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
  var spacing: CGFloat { NavigationStyleValues.buttonVerticalPadding }
}
