import GoogleNavigation
import UIKit

/// One delegate callback, captured as a value so the layout engine can consume
/// callbacks strictly in the order the SDK delivered them.
enum LayoutMessage {
  case enable(navMap: GMSMapView, state: NavigationReadyUIState)
  case disable(navMap: GMSMapView, state: NavigationReadyUIState)
  case startGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState)
  case stopGuidance(navMap: GMSMapView, state: NavigationReadyUIState)
  case resize(navMap: GMSMapView, state: NavigationUIState)
  case showPrompt(navMap: GMSMapView, prompt: NavigationPromptView)
  case hidePrompt(navMap: GMSMapView, prompt: NavigationPromptView)
  case changePrompt(navMap: GMSMapView, new: NavigationPromptView, old: NavigationPromptView)
}
