import GoogleNavigation
import UIKit

/// Drive screen layout, written with our TinyConstraints port (TinyConstraints+Port.swift).
///
/// - Ready: the camera fills the safe area above the open map's floor, logo bottom
///   leading, compass in the hiding stack bottom trailing.
/// - Guidance, compact: turn card on top, ETA card docked at the bottom, camera in
///   between; speed widget right above the logo.
/// - Guidance, wide: both cards in the leading column (turn card top, ETA card
///   bottom), camera beside the column.
/// - Prompts dock at the bottom and push the floor (and everything on it) up.
@MainActor
final class DriveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Inset {
        static let compact: CGFloat = 12
        static let wide: CGFloat = 20
        static let stack: CGFloat = 8

        static func edge(wide: Bool) -> CGFloat { wide ? Inset.wide : Inset.compact }
    }

    /// Zero-height guide: the bottom of the open map for the whole session.
    private let floor = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionConstraints = Constraints()
    private var stateConstraints = Constraints()
    private var stateViews: [UIView] = []
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?

    private var prompt: NavigationPromptView?
    private var promptConstraints = Constraints()

    override init() {
        super.init()
        floor.identifier = "drive.floor"
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        let safeArea = navMap.safeAreaLayoutGuide
        sessionConstraints = [
            floor.height(0, isActive: false),
            floor.leading(to: navMap, isActive: false),
            floor.trailing(to: navMap, isActive: false),
            floor.bottom(to: safeArea, relation: .equalOrLess, isActive: false),
            floor.bottom(to: safeArea, priority: .defaultLow, isActive: false),
        ]
        sessionConstraints.activate()
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePrompt()
        tearDownState()
        sessionConstraints.deActivate()
        sessionConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState()
        guidance = newState
        buttonStack.arrangedSubviews = buttonViews(newState.buttons, [.compass, .reporting])
        mount([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget, newState.googleLogo, buttonStack], on: navMap)
        stateConstraints = guidanceConstraints(newState, wide: newState.wideMode)
        stateConstraints.activate()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePrompt()
        tearDownState()
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        // Views stay where they are in the z-order (a prompt stays on top); only pins change.
        guard let guidance else {
            guard let ready else { return }
            stateConstraints.deActivate()
            stateConstraints = readyConstraints(ready, wide: newState.wideMode)
            stateConstraints.activate()
            return
        }
        stateConstraints.deActivate()
        stateConstraints = guidanceConstraints(guidance, wide: newState.wideMode)
        stateConstraints.activate()
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        newPrompt.alpha = 0
        promptConstraints = [
            newPrompt.bottomToSuperview(isActive: false),
            newPrompt.leadingToSuperview(isActive: false, usingSafeArea: true),
            floor.bottomToTop(of: newPrompt, relation: .equalOrLess, isActive: false),
        ]
        promptConstraints.activate()
        prompt = newPrompt
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else {
            oldPrompt.removeFromSuperview()
            return
        }
        removePrompt()
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        promptConstraints.deActivate()
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt?.alpha = 1
        prompt = nil
    }

    // MARK: - States

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        ready = state
        buttonStack.arrangedSubviews = buttonViews(state.buttons, [.compass])
        mount([state.viewport, state.googleLogo, buttonStack], on: navMap)
        stateConstraints = readyConstraints(state, wide: state.wideMode)
        stateConstraints.activate()
    }

    private func readyConstraints(_ state: NavigationReadyUIState, wide: Bool) -> Constraints {
        let edge = Inset.edge(wide: wide)
        let logo = state.googleLogo
        var constraints = state.viewport.edgesToSuperview(excluding: .bottom, usingSafeArea: true, isActive: false)
        constraints += [
            state.viewport.bottomToTop(of: floor, isActive: false),
            logo.leadingToSuperview(offset: edge, isActive: false, usingSafeArea: true),
            logo.bottomToTop(of: floor, offset: -edge, isActive: false),
            buttonStack.topToSuperview(offset: edge, isActive: false, usingSafeArea: true),
            buttonStack.trailingToSuperview(offset: -edge, isActive: false, usingSafeArea: true),
            buttonStack.bottomToTop(of: floor, offset: -edge, isActive: false),
        ]
        return constraints
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, wide: Bool) -> Constraints {
        let edge = Inset.edge(wide: wide)
        let (viewport, turnCard, etaCard, logo) = (state.viewport, state.turnCard, state.etaCard, state.googleLogo)

        // Both modes: the cards hug the leading edge, turn card at the top, ETA card at the bottom.
        var constraints: Constraints = [
            turnCard.topToSuperview(isActive: false, usingSafeArea: true),
            turnCard.leadingToSuperview(isActive: false, usingSafeArea: true),
            etaCard.bottomToSuperview(isActive: false, usingSafeArea: true),
            etaCard.leadingToSuperview(isActive: false, usingSafeArea: true),
            viewport.trailingToSuperview(isActive: false, usingSafeArea: true),
            viewport.bottomToTop(of: floor, isActive: false),
            logo.bottomToTop(of: floor, offset: -edge, isActive: false),
            logo.leading(to: viewport, offset: edge, isActive: false),
            state.speedWidget.bottomToTop(of: logo, offset: -Inset.stack, isActive: false),
            state.speedWidget.leading(to: logo, isActive: false),
            buttonStack.trailingToSuperview(offset: -edge, isActive: false, usingSafeArea: true),
            buttonStack.bottomToTop(of: floor, offset: -edge, isActive: false),
        ]

        if wide {
            // Camera beside the column, as wide as the wider card leaves.
            constraints += [
                viewport.topToSuperview(isActive: false, usingSafeArea: true),
                viewport.leadingToTrailing(of: turnCard, relation: .equalOrGreater, isActive: false),
                viewport.leadingToTrailing(of: etaCard, relation: .equalOrGreater, isActive: false),
                viewport.leadingToSuperview(priority: .defaultLow, isActive: false, usingSafeArea: true),
                buttonStack.topToSuperview(offset: edge, isActive: false, usingSafeArea: true),
            ]
        } else {
            // Camera between the cards; the floor stays above the docked ETA card.
            constraints += [
                viewport.topToBottom(of: turnCard, isActive: false),
                viewport.leadingToSuperview(isActive: false, usingSafeArea: true),
                floor.bottomToTop(of: etaCard, relation: .equalOrLess, isActive: false),
                buttonStack.topToBottom(of: turnCard, offset: edge, isActive: false),
            ]
        }
        return constraints
    }

    // MARK: - Helpers

    private func mount(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0.prepareForLayout()) }
        stateViews = views
    }

    private func tearDownState() {
        stateConstraints.deActivate()
        stateConstraints = []
        buttonStack.arrangedSubviews = []
        stateViews.forEach { $0.removeFromSuperview() }
        stateViews = []
        ready = nil
        guidance = nil
    }

    /// Buttons by type, in the order we want them stacked (never by index).
    private func buttonViews(_ buttons: [NavigationUIButton], _ kinds: [NavigationButtonKnownType]) -> [UIView] {
        kinds.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }
}
