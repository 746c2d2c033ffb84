import UIKit
import GoogleNavigation

// Our navigation screen layout. Written from the SDK guide's sample.
// I wrote every constraint on its own line so it is easy to follow.
@MainActor
final class JuniorNavigationLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // Constraints for the "ready" (no guidance) state.
    var readyConstraints: [NSLayoutConstraint] = []
    // Constraints for the "active guidance" state.
    var guidanceConstraints: [NSLayoutConstraint] = []
    // Constraints for the prompt that is on screen (if any).
    var promptConstraints: [NSLayoutConstraint] = []
    // The prompt that is on screen (if any).
    var shownPrompt: NavigationPromptView?

    // The SDK's stack for the compass and report buttons.
    var buttonStack: GMSNavigationHidingStackView?

    // Views that must stay above a prompt (viewport, logo, button stack).
    var viewsAbovePrompt: [UIView] = []

    // Views we add in guidance so we can remove them later.
    var guidanceViews: [UIView] = []

    // The cards' trailing constraints depend on wideMode, so sizeChanged swaps them.
    var turnCardTrailing: NSLayoutConstraint?
    var etaCardTrailing: NSLayoutConstraint?

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        // The logo must always be on screen.
        let logo = newState.googleLogo
        logo.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(logo)

        // The viewport frames the camera.
        let viewport = newState.viewport
        viewport.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(viewport)

        // Safe area of the map.
        let safeArea = navMap.safeAreaLayoutGuide

        // Logo goes bottom leading.
        let logoLeadingConstraint = logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding)
        let logoBottomConstraint = logo.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -NavigationStyleValues.buttonVerticalPadding)

        // Viewport fills the safe area.
        let viewportTopConstraint = viewport.topAnchor.constraint(equalTo: safeArea.topAnchor)
        let viewportBottomConstraint = viewport.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        let viewportLeadingConstraint = viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)
        let viewportTrailingConstraint = viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor)

        // Buttons (just the compass here) go in the SDK's hiding stack, top trailing.
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        var stackButtons: [UIView] = []
        for button in newState.buttons {
            if button.type == .compass {
                stackButtons.append(button.view)
            }
        }
        stack.arrangedSubviews = stackButtons
        navMap.addSubview(stack)
        buttonStack = stack

        let stackTopConstraint = stack.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding)
        let stackBottomConstraint = stack.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding)
        let stackTrailingConstraint = stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding)
        let stackWidthConstraint = stack.widthAnchor.constraint(equalToConstant: 48)

        // Turn them on one by one.
        logoLeadingConstraint.isActive = true
        logoBottomConstraint.isActive = true
        viewportTopConstraint.isActive = true
        viewportBottomConstraint.isActive = true
        viewportLeadingConstraint.isActive = true
        viewportTrailingConstraint.isActive = true
        stackTopConstraint.isActive = true
        stackBottomConstraint.isActive = true
        stackTrailingConstraint.isActive = true
        stackWidthConstraint.isActive = true

        // Remember them so stopGuidance / disable can undo them.
        readyConstraints.append(logoLeadingConstraint)
        readyConstraints.append(logoBottomConstraint)
        readyConstraints.append(viewportTopConstraint)
        readyConstraints.append(viewportBottomConstraint)
        readyConstraints.append(viewportLeadingConstraint)
        readyConstraints.append(viewportTrailingConstraint)
        readyConstraints.append(stackTopConstraint)
        readyConstraints.append(stackBottomConstraint)
        readyConstraints.append(stackTrailingConstraint)
        readyConstraints.append(stackWidthConstraint)

        // wideMode does not change the ready layout, but we read it like the guide says.
        if newState.wideMode {
            print("navigation ready in wide mode")
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        // Turn off every constraint we made.
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        // Remove every view we added.
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        buttonStack?.removeFromSuperview()
        buttonStack = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // First undo the ready layout.
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        buttonStack?.removeFromSuperview()
        buttonStack = nil

        let safeArea = navMap.safeAreaLayoutGuide
        let isWide = newState.wideMode

        // Turn card at the top.
        let turnCard = newState.turnCard
        turnCard.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(turnCard)
        guidanceViews.append(turnCard)

        // ETA card at the bottom.
        let etaCard = newState.etaCard
        etaCard.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(etaCard)
        guidanceViews.append(etaCard)

        let padding = NavigationStyleValues.headerFooterHorizontalPadding
        let turnCardTopConstraint = turnCard.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: NavigationStyleValues.headerTopPadding)
        let turnCardLeadingConstraint = turnCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: padding)
        let etaCardBottomConstraint = etaCard.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor)
        let etaCardLeadingConstraint = etaCard.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: padding)

        // In wide mode the cards take the leading half only; otherwise full width.
        let turnCardTrailingConstraint: NSLayoutConstraint
        let etaCardTrailingConstraint: NSLayoutConstraint
        if isWide {
            turnCardTrailingConstraint = turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
            etaCardTrailingConstraint = etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
        } else {
            turnCardTrailingConstraint = turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -padding)
            etaCardTrailingConstraint = etaCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -padding)
        }

        // Viewport sits between the turn card and the ETA card.
        let viewport = newState.viewport
        let viewportTopConstraint = viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor)
        let viewportBottomConstraint = viewport.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        viewportBottomConstraint.priority = .defaultHigh
        let viewportLeadingConstraint = viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)
        let viewportTrailingConstraint = viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor)

        // Logo bottom leading, just above the ETA card.
        let logo = newState.googleLogo
        let logoLeadingConstraint = logo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding)
        let logoBottomConstraint = logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        logoBottomConstraint.priority = .defaultHigh

        // Buttons: compass and report, in a new hiding stack on the trailing side.
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        var stackButtons: [UIView] = []
        for button in newState.buttons {
            if button.type == .compass || button.type == .reporting {
                stackButtons.append(button.view)
            }
        }
        stack.arrangedSubviews = stackButtons
        navMap.addSubview(stack)
        buttonStack = stack
        let stackTopConstraint = stack.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding)
        let stackBottomConstraint = stack.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        stackBottomConstraint.priority = .defaultHigh
        let stackTrailingConstraint = stack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding)
        let stackWidthConstraint = stack.widthAnchor.constraint(equalToConstant: 48)

        // Activate all of them one by one.
        turnCardTopConstraint.isActive = true
        turnCardLeadingConstraint.isActive = true
        turnCardTrailingConstraint.isActive = true
        etaCardBottomConstraint.isActive = true
        etaCardLeadingConstraint.isActive = true
        etaCardTrailingConstraint.isActive = true
        viewportTopConstraint.isActive = true
        viewportBottomConstraint.isActive = true
        viewportLeadingConstraint.isActive = true
        viewportTrailingConstraint.isActive = true
        logoLeadingConstraint.isActive = true
        logoBottomConstraint.isActive = true
        stackTopConstraint.isActive = true
        stackBottomConstraint.isActive = true
        stackTrailingConstraint.isActive = true
        stackWidthConstraint.isActive = true

        viewsAbovePrompt = [viewport, logo, stack]

        guidanceConstraints = [turnCardTopConstraint, turnCardLeadingConstraint, turnCardTrailingConstraint,
                               etaCardBottomConstraint, etaCardLeadingConstraint, etaCardTrailingConstraint,
                               viewportTopConstraint, viewportBottomConstraint, viewportLeadingConstraint,
                               viewportTrailingConstraint, logoLeadingConstraint, logoBottomConstraint,
                               stackTopConstraint, stackBottomConstraint, stackTrailingConstraint, stackWidthConstraint]
        turnCardTrailing = turnCardTrailingConstraint
        etaCardTrailing = etaCardTrailingConstraint
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Take down a prompt that is still on screen.
        if let prompt = shownPrompt {
            hidePrompt(navMap: navMap, oldPrompt: prompt)
        }
        // Deactivate the guidance constraints first.
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        viewsAbovePrompt.removeAll()
        // Remove the guidance-only views.
        for view in guidanceViews {
            view.removeFromSuperview()
        }
        guidanceViews.removeAll()
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        // Logo and viewport are still there; put the ready layout back.
        enableNavigationUI(navMap: navMap, newState: newState)
    }

    // MARK: - Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Only the guidance cards depend on wideMode (the ready layout is the same in both modes).
        guard let guidanceState = newState as? ActiveGuidanceUIState else { return }
        guard let oldTurnCardTrailing = turnCardTrailing, let oldEtaCardTrailing = etaCardTrailing else { return }

        let safeArea = navMap.safeAreaLayoutGuide
        let padding = NavigationStyleValues.headerFooterHorizontalPadding
        let turnCard = guidanceState.turnCard
        let etaCard = guidanceState.etaCard

        // Same rule as startGuidance: leading half in wide mode, otherwise full width.
        let turnCardTrailingConstraint: NSLayoutConstraint
        let etaCardTrailingConstraint: NSLayoutConstraint
        if guidanceState.wideMode {
            turnCardTrailingConstraint = turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
            etaCardTrailingConstraint = etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor)
        } else {
            turnCardTrailingConstraint = turnCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -padding)
            etaCardTrailingConstraint = etaCard.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -padding)
        }

        // Turn off the old ones and take them out of the list stopGuidance undoes.
        oldTurnCardTrailing.isActive = false
        oldEtaCardTrailing.isActive = false
        guidanceConstraints.removeAll { $0 === oldTurnCardTrailing || $0 === oldEtaCardTrailing }

        // Turn on the new ones and remember them.
        turnCardTrailingConstraint.isActive = true
        etaCardTrailingConstraint.isActive = true
        guidanceConstraints.append(turnCardTrailingConstraint)
        guidanceConstraints.append(etaCardTrailingConstraint)
        turnCardTrailing = turnCardTrailingConstraint
        etaCardTrailing = etaCardTrailingConstraint
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        shownPrompt = newPrompt
        // Prompt sits at the very bottom of the map, full width.
        let promptLeadingConstraint = newPrompt.leadingAnchor.constraint(equalTo: navMap.leadingAnchor)
        let promptTrailingConstraint = newPrompt.trailingAnchor.constraint(equalTo: navMap.trailingAnchor)
        let promptBottomConstraint = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptLeadingConstraint.isActive = true
        promptTrailingConstraint.isActive = true
        promptBottomConstraint.isActive = true
        promptConstraints = [promptLeadingConstraint, promptTrailingConstraint, promptBottomConstraint]
        // Keep the viewport, logo and buttons above the prompt.
        keepClear(of: newPrompt, navMap: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        shownPrompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // Pushes the viewport, logo and button stack above the prompt.
    func keepClear(of prompt: NavigationPromptView, navMap: GMSMapView) {
        // These are the views whose bottom we pinned with priority .defaultHigh.
        for item in viewsAbovePrompt {
            let keepAbove = item.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)
            keepAbove.isActive = true
            promptConstraints.append(keepAbove)
        }
    }
}
