import UIKit
import GoogleNavigation

/// The navigation screen's layout. The callbacks live in three files by phase:
/// Ready.swift, Guidance.swift and Prompts.swift. Stored state lives here.
@MainActor
final class TripLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: - Navigation ready

    var readyConstraints: [NSLayoutConstraint] = []
    var readyViews: [UIView] = []

    // MARK: - Active guidance

    var guidanceConstraints: [NSLayoutConstraint] = []
    var guidanceViews: [UIView] = []
    var guidanceState: ActiveGuidanceUIState?
    let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    // MARK: - Prompts

    var promptConstraints: [NSLayoutConstraint] = []
    var visiblePrompt: NavigationPromptView?

    // MARK: - Shared

    let edgeInset: CGFloat = 8

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = guidanceState {
            deactivateGuidance()
            layoutGuidance(navMap: navMap, state: guidance, wide: newState.wideMode)
            if let prompt = visiblePrompt { pinPrompt(prompt, navMap: navMap, state: guidance) }
        }
    }
}
