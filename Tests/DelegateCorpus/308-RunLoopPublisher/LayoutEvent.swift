import GoogleNavigation
import UIKit

/// Everything the SDK tells the layout, as values the renderer subscribes to.
enum LayoutEvent {
  case enable(GMSMapView, NavigationReadyUIState)
  case disable(GMSMapView)
  case startGuidance(GMSMapView, ActiveGuidanceUIState)
  case stopGuidance(GMSMapView, NavigationReadyUIState)
  case resize(GMSMapView, wide: Bool)
  case promptIn(GMSMapView, NavigationPromptView)
  case promptOut(NavigationPromptView)
  case promptSwap(GMSMapView, new: NavigationPromptView, old: NavigationPromptView)
}
