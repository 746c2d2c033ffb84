// NavCDelegate.swift
// Thin Swift shell over the C-style layout functions: each SDK callback
// updates the globals and calls navRelayout.

import UIKit
import GoogleNavigation

@MainActor
final class NavCLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: - Lifecycle

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        gNavMap = navMap
        gWideMode = newState.wideMode ? 1 : 0
        gNavState.wide = gWideMode
        gNavState.mode = kModeReady
        gNavState.promptPhase = kPromptNone

        slotAttach(kSlotViewport, newState.viewport, navMap)
        slotAttach(kSlotLogo, newState.googleLogo, navMap)
        navPickButtons(&gNavState, newState.buttons, navMap)
        navRelayout(&gNavState, navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        navTearDown(&gNavState)
        gNavMap = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        gWideMode = newState.wideMode ? 1 : 0
        gNavState.wide = gWideMode
        gNavState.mode = kModeGuiding

        // Buttons change between states: empty the button slots, pick again.
        slotDetach(kSlotCompass)
        slotDetach(kSlotReporting)

        slotAttach(kSlotViewport, newState.viewport, navMap)
        slotAttach(kSlotLogo, newState.googleLogo, navMap)
        slotAttach(kSlotTurnCard, newState.turnCard, navMap)
        slotAttach(kSlotEtaCard, newState.etaCard, navMap)
        slotAttach(kSlotSpeed, newState.speedWidget, navMap)
        navPickButtons(&gNavState, newState.buttons, navMap)
        navRelayout(&gNavState, navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        gWideMode = newState.wideMode ? 1 : 0
        gNavState.wide = gWideMode
        gNavState.mode = kModeReady
        gNavState.promptPhase = kPromptNone

        // Guidance-only views go; constraints are rebuilt by navRelayout.
        consDropAll()
        let gone = [kSlotTurnCard, kSlotEtaCard, kSlotSpeed, kSlotReporting, kSlotCompass, kSlotPrompt]
        var i = 0
        while i < gone.count {
            slotDetach(gone[i])
            i += 1
        }

        slotAttach(kSlotViewport, newState.viewport, navMap)
        slotAttach(kSlotLogo, newState.googleLogo, navMap)
        navPickButtons(&gNavState, newState.buttons, navMap)
        navRelayout(&gNavState, navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        gWideMode = newState.wideMode ? 1 : 0
        gNavState.wide = gWideMode
        switch gNavState.mode {
        case kModeReady, kModeGuiding:
            navRelayout(&gNavState, navMap)
        default:
            break
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navPromptIn(navMap, newPrompt)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        navPromptOut(navMap, oldPrompt)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        // No fade for a swap: the old one goes at once, the new one fades in.
        if slotGet(kSlotPrompt) === oldPrompt {
            slotDetach(kSlotPrompt)
        } else {
            oldPrompt.removeFromSuperview()
        }
        gNavState.promptPhase = kPromptNone
        navPromptIn(navMap, newPrompt)
    }
}

// MARK: - Prompt helpers (free functions, like the rest of the layout code)

@MainActor
func navPromptIn(_ map: GMSMapView, _ p: NavigationPromptView) {
    p.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    p.alpha = 0
    slotAttach(kSlotPrompt, p, map)
    gNavState.promptPhase = kPromptShown
    navRelayout(&gNavState, map)
    UIView.animate(withDuration: kPromptFadeIn) {
        p.alpha = 1
    }
}

@MainActor
func navPromptOut(_ map: GMSMapView, _ p: NavigationPromptView) {
    gNavState.promptPhase = kPromptLeaving
    navRelayout(&gNavState, map)
    UIView.animate(withDuration: kPromptFadeOut, animations: {
        p.alpha = 0
    }, completion: { _ in
        if slotGet(kSlotPrompt) === p {
            slotDetach(kSlotPrompt)
        } else {
            p.removeFromSuperview()
        }
        if gNavState.promptPhase == kPromptLeaving {
            gNavState.promptPhase = kPromptNone
        }
        let m = gNavMap
        if m != nil {
            navRelayout(&gNavState, m!)
        }
    })
}
