import GoogleNavigation
import UIKit

/// The navigation chrome of the delivery app, in the team's Anchorage port
/// (Anchorage+Port.swift).
///
/// Two app guides live for the whole session and touch no Google view:
/// `openMap`, the part of the map nothing opaque covers (its bottom rises above
/// the ETA card in narrow guidance and above a prompt), and `margins`, the open
/// map inset by the chrome's edge spacing, which the floating views (logo,
/// buttons, trip progress bar) hang from. Each state's constraints are made in
/// a `batch(active: false)` and activated once the state's views are mounted.
@MainActor
final class AnchorageLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let gap: CGFloat = 8

    private static func edgeSpacing(wide: Bool) -> CGFloat { wide ? 20 : 12 }

    private let openMap = UILayoutGuide()
    private let margins = UILayoutGuide()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var marginConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var mountedViews: [UIView] = []
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?

    private weak var shownPrompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    override init() {
        super.init()
        openMap.identifier = "chrome.openMap"
        margins.identifier = "chrome.margins"
        buttonStack.spacing = NavigationStyleValues.buttonVerticalPadding
    }

    // MARK: - Session

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        navMap.addLayoutGuide(openMap)
        navMap.addLayoutGuide(margins)
        sessionConstraints = Anchorage.batch {
            openMap.horizontalAnchors == safe.horizontalAnchors
            openMap.topAnchor == safe.topAnchor
            openMap.bottomAnchor <= safe.bottomAnchor
            openMap.bottomAnchor == safe.bottomAnchor ~ .low
        }
        inset(margins, wide: newState.wideMode)
        mountReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        takeDownPrompt()
        unmount()
        ready = nil
        NSLayoutConstraint.deactivate(marginConstraints + sessionConstraints)
        marginConstraints = []
        sessionConstraints = []
        navMap.removeLayoutGuide(margins)
        navMap.removeLayoutGuide(openMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        unmount()
        ready = nil
        guidance = newState
        inset(margins, wide: newState.wideMode)
        mount([newState.viewport, newState.turnCard, newState.etaCard, newState.speedWidget,
               newState.tripProgressBar, newState.googleLogo, buttonStack], buttons: newState.buttons, on: navMap)
        stateConstraints = guidanceLayout(newState, wide: newState.wideMode, on: navMap)
        NSLayoutConstraint.activate(stateConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        takeDownPrompt()
        unmount()
        guidance = nil
        inset(margins, wide: newState.wideMode)
        mountReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard ready != nil || guidance != nil else { return }
        NSLayoutConstraint.deactivate(stateConstraints)
        inset(margins, wide: newState.wideMode)
        if let guidance {
            stateConstraints = guidanceLayout(guidance, wide: newState.wideMode, on: navMap)
        } else if let ready {
            stateConstraints = readyLayout(ready)
        }
        NSLayoutConstraint.activate(stateConstraints)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        takeDownPrompt()
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        shownPrompt = newPrompt
        promptConstraints = Anchorage.batch {
            newPrompt.leadingAnchor == navMap.safeAreaLayoutGuide.leadingAnchor
            newPrompt.bottomAnchor == navMap.bottomAnchor
            openMap.bottomAnchor <= newPrompt.topAnchor
        }
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard oldPrompt === shownPrompt else { return }
        UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseIn, .beginFromCurrentState]) {
            oldPrompt.alpha = 0
        } completion: { [weak self] _ in
            guard let self, self.shownPrompt === oldPrompt else { return }
            self.takeDownPrompt()
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func takeDownPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        if let prompt = shownPrompt {
            prompt.removeFromSuperview()
            prompt.alpha = 1
        }
        shownPrompt = nil
    }

    // MARK: - Mounting

    private func inset(_ guide: UILayoutGuide, wide: Bool) {
        NSLayoutConstraint.deactivate(marginConstraints)
        let spacing = Self.edgeSpacing(wide: wide)
        marginConstraints = Anchorage.batch {
            guide.edgeAnchors == openMap.edgeAnchors
                + NSDirectionalEdgeInsets(top: spacing, leading: spacing, bottom: spacing, trailing: spacing)
        }
    }

    private func mountReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        ready = state
        mount([state.viewport, state.googleLogo, buttonStack], buttons: state.buttons, on: navMap)
        stateConstraints = readyLayout(state)
        NSLayoutConstraint.activate(stateConstraints)
    }

    private func mount(_ views: [UIView], buttons: [NavigationUIButton], on navMap: GMSMapView) {
        mountedViews = views
        views.forEach(navMap.addSubview)
        let compass = buttons.first { $0.type == .compass }
        let reporting = buttons.first { $0.type == .reporting }
        buttonStack.arrangedSubviews = [compass, reporting].compactMap { $0?.view }
    }

    private func unmount() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        buttonStack.arrangedSubviews = []
        mountedViews.reversed().forEach { $0.removeFromSuperview() }
        mountedViews = []
    }

    // MARK: - Layouts

    private func readyLayout(_ state: NavigationReadyUIState) -> [NSLayoutConstraint] {
        let viewport = state.viewport, logo = state.googleLogo
        return Anchorage.batch(active: false) {
            viewport.edgeAnchors == openMap.edgeAnchors
            logo.leadingAnchor == margins.leadingAnchor
            logo.bottomAnchor == margins.bottomAnchor
            buttonStack.topAnchor == margins.topAnchor
            buttonStack.trailingAnchor == margins.trailingAnchor
            buttonStack.bottomAnchor == margins.bottomAnchor
        }
    }

    private func guidanceLayout(_ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView) -> [NSLayoutConstraint] {
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        let bar = state.tripProgressBar, viewport = state.viewport, logo = state.googleLogo
        let spacing = Self.edgeSpacing(wide: wide)

        return Anchorage.batch(active: false) {
            turn.topAnchor == openMap.topAnchor
            turn.leadingAnchor == openMap.leadingAnchor
            eta.leadingAnchor == openMap.leadingAnchor
            viewport.trailingAnchor == openMap.trailingAnchor
            viewport.bottomAnchor == openMap.bottomAnchor
            bar.trailingAnchor == margins.trailingAnchor
            bar.bottomAnchor == margins.bottomAnchor
            buttonStack.trailingAnchor == bar.leadingAnchor - Self.gap
            buttonStack.bottomAnchor == margins.bottomAnchor

            if wide {
                eta.bottomAnchor == navMap.safeAreaLayoutGuide.bottomAnchor
                viewport.topAnchor == openMap.topAnchor
                viewport.leadingAnchor >= turn.trailingAnchor
                viewport.leadingAnchor >= eta.trailingAnchor
                viewport.leadingAnchor == openMap.leadingAnchor ~ .low
                logo.leadingAnchor == viewport.leadingAnchor + spacing
                logo.bottomAnchor == margins.bottomAnchor
                speed.leadingAnchor == logo.leadingAnchor
                speed.bottomAnchor == logo.topAnchor - Self.gap
                bar.topAnchor == margins.topAnchor
                buttonStack.topAnchor == margins.topAnchor
            } else {
                eta.bottomAnchor == navMap.bottomAnchor
                openMap.bottomAnchor <= eta.topAnchor
                viewport.topAnchor == turn.bottomAnchor
                viewport.leadingAnchor == openMap.leadingAnchor
                // On the ETA card's margins, as the SDK guide stacks Google views.
                speed.leadingAnchor == eta.layoutMarginsGuide.leadingAnchor
                speed.bottomAnchor == eta.layoutMarginsGuide.topAnchor
                logo.leadingAnchor == margins.leadingAnchor
                logo.bottomAnchor <= margins.bottomAnchor
                logo.bottomAnchor <= speed.topAnchor - Self.gap
                logo.bottomAnchor == margins.bottomAnchor ~ .required - 1
                bar.topAnchor == turn.bottomAnchor + spacing
                buttonStack.topAnchor == turn.bottomAnchor + spacing
            }
        }
    }
}
