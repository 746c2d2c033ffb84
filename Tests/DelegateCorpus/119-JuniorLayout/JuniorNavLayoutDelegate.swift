import UIKit
import GoogleNavigation

// Our custom navigation layout. Replaces the old header/footer settings.
// TODO: ask design about the trip progress bar, we don't show it for now.
final class JuniorNavLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // constraints for the "ready" screen (no route yet)
    var readyConstraints: [NSLayoutConstraint] = []
    // constraints for when we are driving
    var guidanceConstraints: [NSLayoutConstraint] = []
    // constraints for the prompt (and for keeping the logo/viewport above it)
    var promptConstraints: [NSLayoutConstraint] = []

    var currentPrompt: NavigationPromptView? = nil
    var guidanceState: ActiveGuidanceUIState? = nil
    var readyState: NavigationReadyUIState? = nil
    var isGuiding: Bool = false

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isGuiding = false
        layoutReady(navMap: navMap, state: newState)
    }

    func layoutReady(navMap: GMSMapView, state: NavigationReadyUIState) {
        var safe = navMap.safeAreaLayoutGuide
        // we read wideMode here too, the logo goes at the same place anyway
        var wide = state.wideMode
        if wide {
            print("ready layout in wide mode")
        } else {
            print("ready layout in normal mode")
        }
        // viewport fills the whole safe area
        var viewport = state.viewport
        viewport.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(viewport)
        readyConstraints.append(viewport.topAnchor.constraint(equalTo: safe.topAnchor))
        readyConstraints.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        readyConstraints.append(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        readyConstraints.append(viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
        // logo bottom left (well, leading)
        var logo = state.googleLogo
        logo.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(logo)
        readyConstraints.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8))
        readyConstraints.append(logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8))
        // buttons: only the compass is expected here
        for button in state.buttons {
            if button.type == .compass {
                var compass = button.view
                compass.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(compass)
                readyConstraints.append(compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding))
                readyConstraints.append(compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding))
            } else {
                // we don't know this button, don't show it
                print("unknown button in ready state")
            }
        }
        NSLayoutConstraint.activate(readyConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        // remove everything
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        if currentPrompt != nil {
            currentPrompt!.removeFromSuperview()
            currentPrompt = nil
        }
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        for button in oldState.buttons {
            button.view.removeFromSuperview()
        }
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // first take down the ready layout
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        for button in oldState.buttons {
            button.view.removeFromSuperview()
        }
        guidanceState = newState
        isGuiding = true
        layoutGuidance(navMap: navMap, state: newState)
    }

    func layoutGuidance(navMap: GMSMapView, state: ActiveGuidanceUIState) {
        var safe = navMap.safeAreaLayoutGuide
        var wide = state.wideMode
        var turnCard = state.turnCard
        var etaCard = state.etaCard
        turnCard.translatesAutoresizingMaskIntoConstraints = false
        etaCard.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(turnCard)
        navMap.addSubview(etaCard)
        var pad = NavigationStyleValues.headerFooterHorizontalPadding
        // turn card at the top
        guidanceConstraints.append(turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding))
        guidanceConstraints.append(turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad))
        // eta card at the bottom
        guidanceConstraints.append(etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
        guidanceConstraints.append(etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad))
        if wide {
            // landscape: cards on the leading half only
            guidanceConstraints.append(turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
            guidanceConstraints.append(etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor))
        } else {
            guidanceConstraints.append(turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad))
            guidanceConstraints.append(etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad))
        }
        // viewport between the cards
        var viewport = state.viewport
        viewport.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(viewport)
        guidanceConstraints.append(viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor))
        guidanceConstraints.append(viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor))
        guidanceConstraints.append(viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        var viewportBottom = viewport.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        viewportBottom.priority = .defaultHigh  // the prompt can push it up
        guidanceConstraints.append(viewportBottom)
        guidanceConstraints.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor))
        // logo just above the eta card
        var logo = state.googleLogo
        logo.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(logo)
        guidanceConstraints.append(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8))
        var logoBottom = logo.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor)
        logoBottom.priority = .defaultHigh
        guidanceConstraints.append(logoBottom)
        guidanceConstraints.append(logo.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.layoutMarginsGuide.topAnchor))
        // speed widget bottom trailing, above the eta card
        var speed = state.speedWidget
        speed.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(speed)
        guidanceConstraints.append(speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor))
        guidanceConstraints.append(speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.elementHorizontalPadding))
        // buttons under the turn card on the trailing side
        var compass: UIView? = nil
        var report: UIView? = nil
        for button in state.buttons {
            if button.type == .compass {
                compass = button.view
            } else if button.type == .reporting {
                report = button.view
            }
        }
        if compass != nil {
            compass!.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(compass!)
            guidanceConstraints.append(compass!.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding))
            guidanceConstraints.append(compass!.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding))
        }
        if report != nil {
            report!.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(report!)
            if compass != nil {
                guidanceConstraints.append(report!.topAnchor.constraint(equalTo: compass!.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding))
            } else {
                guidanceConstraints.append(report!.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: NavigationStyleValues.buttonVerticalPadding))
            }
            guidanceConstraints.append(report!.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding))
        }
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if currentPrompt != nil {
            hidePrompt(navMap: navMap, oldPrompt: currentPrompt!)
        }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        oldState.turnCard.removeFromSuperview()
        oldState.etaCard.removeFromSuperview()
        oldState.speedWidget.removeFromSuperview()
        for button in oldState.buttons {
            button.view.removeFromSuperview()
        }
        guidanceState = nil
        isGuiding = false
        readyState = newState
        layoutReady(navMap: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // rotate: just redo the whole layout of the state we are in
        if isGuiding {
            NSLayoutConstraint.deactivate(guidanceConstraints)
            guidanceConstraints.removeAll()
            layoutGuidance(navMap: navMap, state: newState as! ActiveGuidanceUIState)
            // addSubview puts the cards on top again, the prompt has to stay above them
            if currentPrompt != nil {
                navMap.bringSubviewToFront(currentPrompt!)
            }
        } else {
            NSLayoutConstraint.deactivate(readyConstraints)
            readyConstraints.removeAll()
            layoutReady(navMap: navMap, state: newState as! NavigationReadyUIState)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        currentPrompt = newPrompt
        addPromptAtBottom(navMap: navMap)
    }

    func addPromptAtBottom(navMap: GMSMapView) {
        currentPrompt!.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(currentPrompt!)
        promptConstraints.append(currentPrompt!.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor))
        promptConstraints.append(currentPrompt!.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor))
        promptConstraints.append(currentPrompt!.bottomAnchor.constraint(equalTo: navMap.bottomAnchor))
        // keep the map framing and the logo above the prompt
        promptConstraints.append(guidanceState!.viewport.bottomAnchor.constraint(lessThanOrEqualTo: currentPrompt!.topAnchor))
        promptConstraints.append(guidanceState!.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: currentPrompt!.topAnchor))
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        currentPrompt = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        oldPrompt.removeFromSuperview()
        currentPrompt = newPrompt
        addPromptAtBottom(navMap: navMap)
    }
}
