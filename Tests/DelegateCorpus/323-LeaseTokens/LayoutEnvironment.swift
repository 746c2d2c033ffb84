import Combine
import GoogleNavigation
import UIKit

/// What the layout reacts to while a state is up. The delegate writes it on every
/// transition and resize; each state's subscriptions live as long as the state.
@MainActor
final class LayoutEnvironment: ObservableObject {
  @Published var wideMode = false
  @Published var mapWidth: CGFloat = 0

  func update(navMap: GMSMapView, wideMode: Bool) {
    if self.wideMode != wideMode { self.wideMode = wideMode }
    if mapWidth != navMap.bounds.width { mapWidth = navMap.bounds.width }
  }
}

enum Insets {
  static func buttonTrailing(wide: Bool) -> CGFloat {
    wide ? NavigationStyleValues.buttonHorizontalPadding * 2 : NavigationStyleValues.buttonHorizontalPadding
  }
  /// Roomier logo inset on tablets and landscape maps.
  static func logoLeading(width: CGFloat) -> CGFloat { width >= 600 ? 16 : 8 }
}
