import GoogleNavigation
import UIKit

/// Drive screen layout written with our Cartography port (Cartography.swift).
///
/// One `ConstraintGroup` per view (the camera's bottom edge has its own, as a
/// prompt moves it), so each callback re-lays a view with
/// `constrain(..., replace:)` and the view's old constraints go first.
///
/// Compact guidance: turn card top, ETA card docked bottom, the camera between
/// them, trip progress bar and buttons on the trailing side. Wide: the cards
/// in the leading column (turn card top, ETA card bottom), the camera beside.
@MainActor
final class CartographyLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Space {
        static let edge: CGFloat = 12
        static let wideEdge: CGFloat = 16
        static let gap: CGFloat = 8
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private let turnCardGroup = ConstraintGroup()
    private let etaCardGroup = ConstraintGroup()
    private let progressGroup = ConstraintGroup()
    private let speedGroup = ConstraintGroup()
    private let viewportGroup = ConstraintGroup()
    private let viewportFloorGroup = ConstraintGroup()
    private let logoGroup = ConstraintGroup()
    private let buttonsGroup = ConstraintGroup()
    private let promptGroup = ConstraintGroup()

    private var allGroups: [ConstraintGroup] {
        [promptGroup, buttonsGroup, logoGroup, viewportFloorGroup, viewportGroup,
         speedGroup, progressGroup, etaCardGroup, turnCardGroup]
    }

    private var onScreen: [UIView] = []
    private var guidance: ActiveGuidanceUIState?
    private var ready: NavigationReadyUIState?
    private var prompt: NavigationPromptView?
    private var fadingPrompts: [NavigationPromptView] = []
    private var isWide = false

    override init() {
        super.init()
        buttonStack.translatesAutoresizingMaskIntoConstraints = false
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        buttonStack.arrangedSubviews = buttons(of: [.compass], in: newState.buttons)
        put([newState.viewport, newState.googleLogo, buttonStack], on: navMap)
        layOutReady(newState, wide: newState.wideMode, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        takeDownPrompt()
        allGroups.forEach { $0.clear() }
        buttonStack.arrangedSubviews = []
        onScreen.forEach { $0.removeFromSuperview() }
        onScreen = []
        ready = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        ready = nil
        guidance = newState
        buttonStack.arrangedSubviews = buttons(of: [.compass, .reporting], in: newState.buttons)
        put([newState.viewport, newState.turnCard, newState.etaCard, newState.tripProgressBar,
             newState.speedWidget, newState.googleLogo, buttonStack], on: navMap)
        layOutGuidance(newState, wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        takeDownPrompt()
        // Guidance-only views go first, with everything that leans on them.
        [buttonsGroup, viewportFloorGroup, viewportGroup, speedGroup, progressGroup, etaCardGroup, turnCardGroup]
            .forEach { $0.clear() }
        guidance = nil
        ready = newState
        buttonStack.arrangedSubviews = buttons(of: [.compass], in: newState.buttons)
        put([newState.viewport, newState.googleLogo, buttonStack], on: navMap)
        layOutReady(newState, wide: newState.wideMode, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance {
            layOutGuidance(guidance, wide: newState.wideMode, on: navMap)
        } else if let ready {
            layOutReady(ready, wide: newState.wideMode, on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.transform = CGAffineTransform(scaleX: 0.96, y: 0.96)
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        constrain(newPrompt, navMap, replace: promptGroup) { prompt, map in
            prompt.bottom == map.safeArea.bottom
            prompt.leading == map.safeArea.leading
        }
        if let guidance {
            constrain(guidance.viewport, newPrompt, replace: viewportFloorGroup) { viewport, prompt in
                viewport.bottom == prompt.margins.top
            }
        }
        UIView.animate(withDuration: 0.25) {
            newPrompt.transform = .identity
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        prompt = nil
        if let guidance {
            restFloor(of: guidance, wide: isWide, on: navMap)
        }
        fadingPrompts.append(oldPrompt)
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            // A newer prompt may own the group by now.
            if self?.prompt == nil { self?.promptGroup.clear() }
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
            self?.fadingPrompts.removeAll { $0 === oldPrompt }
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        // Swap in place: the old prompt's constraints are replaced by the new one's.
        oldPrompt.removeFromSuperview()
        prompt = nil
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Layouts

    private func layOutReady(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) {
        isWide = wide
        constrain(state.viewport, navMap, replace: viewportGroup) { viewport, map in
            viewport.top == map.safeArea.top
            viewport.leading == map.safeArea.leading
            viewport.trailing == map.safeArea.trailing
        }
        constrain(state.viewport, navMap, replace: viewportFloorGroup) { viewport, map in
            viewport.bottom == map.safeArea.bottom
        }
        layOutFloatingControls(logo: state.googleLogo, viewport: state.viewport, beside: nil)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
        isWide = wide
        constrain(state.turnCard, navMap, replace: turnCardGroup) { turnCard, map in
            turnCard.top == map.safeArea.top
            turnCard.leading == map.safeArea.leading
        }
        constrain(state.etaCard, navMap, replace: etaCardGroup) { etaCard, map in
            etaCard.bottom == map.safeArea.bottom
            etaCard.leading == map.safeArea.leading
        }
        constrain(state.viewport, state.turnCard, state.etaCard, navMap, replace: viewportGroup) { viewport, turnCard, etaCard, map in
            viewport.trailing == map.safeArea.trailing
            if wide {
                // Beside the leading column, from the top of the screen.
                viewport.top == map.safeArea.top
                viewport.leading >= turnCard.trailing
                viewport.leading >= etaCard.trailing
                (viewport.leading == map.safeArea.leading) ~ .defaultLow
            } else {
                viewport.top == turnCard.bottom
                viewport.leading == map.safeArea.leading
            }
        }
        restFloor(of: state, wide: wide, on: navMap)
        constrain(state.tripProgressBar, state.viewport, replace: progressGroup) { bar, viewport in
            bar.trailing == viewport.trailing - Space.gap
            bar.top == viewport.top + Space.edge
            bar.bottom == viewport.bottom - Space.edge
        }
        layOutFloatingControls(logo: state.googleLogo, viewport: state.viewport, beside: state.tripProgressBar)
        constrain(state.speedWidget, state.googleLogo, replace: speedGroup) { speed, logo in
            speed.leading == logo.leading
            speed.bottom == logo.top - Space.gap
        }
    }

    /// The camera's bottom: on a prompt when one is up, else on the ETA card
    /// (compact) or the safe area (wide, the ETA card is in the column).
    private func restFloor(of state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) {
        if let prompt {
            constrain(state.viewport, prompt, replace: viewportFloorGroup) { viewport, prompt in
                viewport.bottom == prompt.margins.top
            }
        } else if wide {
            constrain(state.viewport, navMap, replace: viewportFloorGroup) { viewport, map in
                viewport.bottom == map.safeArea.bottom
            }
        } else {
            constrain(state.viewport, state.etaCard, replace: viewportFloorGroup) { viewport, etaCard in
                viewport.bottom == etaCard.margins.top
            }
        }
    }

    /// Logo bottom leading of the camera; buttons up its trailing side, left of
    /// the trip progress bar when there is one.
    private func layOutFloatingControls(logo: UIView, viewport: UIView, beside bar: UIView?) {
        let edge = isWide ? Space.wideEdge : Space.edge
        constrain(logo, viewport, replace: logoGroup) { logo, viewport in
            logo.leading == viewport.leading + edge
            logo.bottom == viewport.bottom - Space.gap
        }
        if let bar {
            constrain(buttonStack, viewport, bar, replace: buttonsGroup) { stack, viewport, bar in
                stack.trailing == bar.leading - Space.gap
                stack.top == viewport.top + edge
                stack.bottom == viewport.bottom - edge
            }
        } else {
            constrain(buttonStack, viewport, replace: buttonsGroup) { stack, viewport in
                stack.trailing == viewport.trailing - edge
                stack.top == viewport.top + edge
                stack.bottom == viewport.bottom - edge
            }
        }
    }

    // MARK: - Helpers

    /// Puts the state's views on the map back to front; what the state does not
    /// show comes off.
    private func put(_ views: [UIView], on navMap: GMSMapView) {
        for view in onScreen where !views.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in views where view.superview !== navMap {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        onScreen = views
    }

    private func buttons(of kinds: [NavigationButtonKnownType], in all: [NavigationUIButton]) -> [UIView] {
        kinds.compactMap { kind in all.first { $0.type == kind }?.view }
    }

    private func takeDownPrompt() {
        fadingPrompts.forEach { $0.removeFromSuperview() }
        fadingPrompts = []
        guard let prompt else { return }
        promptGroup.clear()
        prompt.removeFromSuperview()
        prompt.alpha = 1
        prompt.transform = .identity
        self.prompt = nil
    }
}
