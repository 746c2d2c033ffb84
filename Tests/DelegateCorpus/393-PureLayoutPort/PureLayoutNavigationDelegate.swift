import GoogleNavigation
import UIKit

/// The drive screen's navigation chrome, written with the team's PureLayout
/// port (ALPort.swift), the way the Objective-C screen it replaces was.
///
/// Each arrangement is built inside `autoCreateConstraintsWithoutInstalling`,
/// so it can be kept and removed as a whole; only prompts install as they go.
/// A `floor` guide marks the bottom of the open map for the whole session: on
/// the safe area's bottom unless the ETA card (narrow guidance) or a prompt
/// holds it up.
///
/// Narrow guidance: turn card on top, ETA card on the bottom edge with the speed
/// widget standing on its margins, camera in between. Wide guidance: both cards
/// in the leading column, camera beside them, speed widget above the logo.
@MainActor
final class PureLayoutNavigationDelegate: NSObject, NavigationLayoutDelegate {
    private enum Inset {
        static let narrow: CGFloat = 12
        static let wide: CGFloat = 20
        static let gap: CGFloat = 8
    }

    private let floor = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    override init() {
        super.init()
        floor.identifier = "drive.floor"
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(floor)
        sessionConstraints = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            floor.autoPinEdge(.leading, to: .leading, of: navMap)
            floor.autoPinEdge(.trailing, to: .trailing, of: navMap)
            floor.autoSetDimension(.height, toSize: 0)
            floor.autoPinEdge(.bottom, to: .bottom, of: navMap.safeAreaLayoutGuide, relation: .lessThanOrEqual)
            NSLayoutConstraint.autoSetPriority(.defaultLow) {
                floor.autoPinEdge(.bottom, to: .bottom, of: navMap.safeAreaLayoutGuide)
            }
        }
        sessionConstraints.autoInstallConstraints()
        showReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        removePromptNow()
        tearDownState()
        readyState = nil
        sessionConstraints.autoRemoveConstraints()
        sessionConstraints = []
        navMap.removeLayoutGuide(floor)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState()
        readyState = nil
        guidanceState = newState
        stateViews = [newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
                      newState.tripProgressBar, newState.googleLogo, buttonStack]
        stateViews.forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = orderedButtons(newState.buttons)
        stateConstraints = guidanceConstraints(newState, wide: newState.wideMode, on: navMap)
        stateConstraints.autoInstallConstraints()
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        removePromptNow()
        tearDownState()
        guidanceState = nil
        showReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        stateConstraints.autoRemoveConstraints()
        if let guidanceState {
            stateConstraints = guidanceConstraints(guidanceState, wide: newState.wideMode, on: navMap)
        } else if let readyState {
            stateConstraints = readyConstraints(readyState, wide: newState.wideMode, on: navMap)
        } else {
            stateConstraints = []
        }
        stateConstraints.autoInstallConstraints()
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        removePromptNow()  // one still fading out goes at once
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            newPrompt.autoPinEdge(toSuperviewEdge: .bottom)
            newPrompt.autoPinEdge(toSuperviewSafeArea: .leading)
            floor.autoPinEdge(.bottom, to: .top, of: newPrompt, relation: .lessThanOrEqual)
        }
        promptConstraints.autoInstallConstraints()
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === prompt else { return }
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { [weak self] _ in
            guard let self, self.prompt === oldPrompt else { return }
            self.removePromptNow()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        // A new prompt replaces the old one on the spot (showPrompt takes it down): no cross-fade
        // between two bottom sheets.
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - States

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        readyState = state
        stateViews = [state.viewport, state.googleLogo, buttonStack]
        stateViews.forEach(navMap.addSubview)
        buttonStack.arrangedSubviews = orderedButtons(state.buttons)
        stateConstraints = readyConstraints(state, wide: state.wideMode, on: navMap)
        stateConstraints.autoInstallConstraints()
    }

    private func tearDownState() {
        stateConstraints.autoRemoveConstraints()
        stateConstraints = []
        buttonStack.arrangedSubviews = []
        stateViews.reversed().forEach { $0.removeFromSuperview() }
        stateViews = []
    }

    private func removePromptNow() {
        promptConstraints.autoRemoveConstraints()
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt?.alpha = 1
        prompt = nil
    }

    /// Compass above reporting, found by type (the SDK's order may change).
    private func orderedButtons(_ buttons: [NavigationUIButton]) -> [UIView] {
        [NavigationButtonKnownType.compass, .reporting].compactMap { type in
            buttons.first(where: { $0.type == type })?.view
        }
    }

    // MARK: - Arrangements

    private func readyConstraints(_ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let inset = wide ? Inset.wide : Inset.narrow
        let viewport = state.viewport, logo = state.googleLogo
        return NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            viewport.autoPinEdgesToSuperviewSafeArea(withInsets: .zero, excludingEdge: .bottom)
            viewport.autoPinEdge(.bottom, to: .top, of: floor)

            logo.autoPinEdge(toSuperviewSafeArea: .leading, withInset: inset)
            logo.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset)

            buttonStack.autoPinEdge(toSuperviewSafeArea: .top, withInset: inset)
            buttonStack.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: inset)
            buttonStack.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset)
        }
    }

    private func guidanceConstraints(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let inset = wide ? Inset.wide : Inset.narrow
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let bar = state.tripProgressBar, viewport = state.viewport, logo = state.googleLogo
        let safe = navMap.safeAreaLayoutGuide

        return NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
            turn.autoPinEdge(toSuperviewSafeArea: .top)
            turn.autoPinEdge(toSuperviewSafeArea: .leading)
            eta.autoPinEdge(toSuperviewSafeArea: .leading)

            viewport.autoPinEdge(toSuperviewSafeArea: .trailing)
            viewport.autoPinEdge(.bottom, to: .top, of: floor)

            bar.autoPinEdge(toSuperviewSafeArea: .trailing, withInset: inset)
            bar.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset)
            buttonStack.autoPinEdge(.trailing, to: .leading, of: bar, withOffset: -Inset.gap)
            buttonStack.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset)

            if wide {
                eta.autoPinEdge(toSuperviewSafeArea: .bottom)
                viewport.autoPinEdge(toSuperviewSafeArea: .top)
                viewport.autoPinEdge(.leading, to: .trailing, of: turn, relation: .greaterThanOrEqual)
                viewport.autoPinEdge(.leading, to: .trailing, of: eta, relation: .greaterThanOrEqual)
                NSLayoutConstraint.autoSetPriority(.defaultLow) {
                    viewport.autoPinEdge(.leading, to: .leading, of: safe)
                }
                logo.autoPinEdge(.leading, to: .leading, of: viewport, withOffset: inset)
                logo.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset)
                speed.autoPinEdge(.leading, to: .leading, of: logo)
                speed.autoPinEdge(.bottom, to: .top, of: logo, withOffset: -Inset.gap)
                bar.autoPinEdge(toSuperviewSafeArea: .top, withInset: inset)
                buttonStack.autoPinEdge(toSuperviewSafeArea: .top, withInset: inset)
            } else {
                eta.autoPinEdge(toSuperviewEdge: .bottom)
                floor.autoPinEdge(.bottom, to: .top, of: eta, relation: .lessThanOrEqual)
                viewport.autoPinEdge(.top, to: .bottom, of: turn)
                viewport.autoPinEdge(toSuperviewSafeArea: .leading)
                // Stacked on the ETA card's margins, as the SDK guide stacks its views.
                speed.autoPinEdge(.leading, to: .leading, of: eta.layoutMarginsGuide)
                speed.autoPinEdge(.bottom, to: .top, of: eta.layoutMarginsGuide)
                logo.autoPinEdge(toSuperviewSafeArea: .leading, withInset: inset)
                logo.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset, relation: .lessThanOrEqual)
                logo.autoPinEdge(.bottom, to: .top, of: speed, withOffset: -Inset.gap, relation: .lessThanOrEqual)
                NSLayoutConstraint.autoSetPriority(.defaultLow) {
                    logo.autoPinEdge(.bottom, to: .top, of: floor, withOffset: -inset)
                }
                bar.autoPinEdge(.top, to: .bottom, of: turn, withOffset: inset)
                buttonStack.autoPinEdge(.top, to: .bottom, of: turn, withOffset: inset)
            }
        }
    }
}
