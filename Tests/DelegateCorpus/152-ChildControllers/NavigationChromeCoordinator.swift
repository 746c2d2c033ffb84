import GoogleNavigation
import UIKit

/// Lays out the navigation UI of `NavigationScreenViewController`.
///
/// The turn card and the ETA card live in child view controllers (one per
/// panel) so each panel can own its accessibility and theming; the
/// coordinator adds them to the map view, positions them, and hands the
/// Google views to them. The logo, the viewport and the button stack go
/// straight onto the map view.
@MainActor
final class NavigationChromeCoordinator: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.3

    private enum Phase {
        case off
        case ready(NavigationReadyUIState)
        case guiding(ActiveGuidanceUIState)
    }

    private weak var host: UIViewController?
    private var phase: Phase = .off

    private let maneuverPanel = ManeuverPanelViewController()
    private let tripPanel = TripSummaryPanelViewController()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Marks the bottom of the open map: above the ETA card and any prompt.
    private let contentBottomGuide = UILayoutGuide()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var visiblePrompt: NavigationPromptView?

    init(host: UIViewController) {
        self.host = host
        super.init()
    }

    // MARK: - Child panels

    private func attach(_ panel: ChromePanelViewController, to navMap: GMSMapView) {
        host?.addChild(panel)
        navMap.addSubview(panel.view)
        panel.didMove(toParent: host)
    }

    private func detach(_ panel: ChromePanelViewController) {
        guard panel.parent != nil || panel.view.superview != nil else { return }
        panel.willMove(toParent: nil)
        panel.releaseHostedViews()
        panel.view.removeFromSuperview()
        panel.removeFromParent()
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottomGuide)
        let floor = contentBottomGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        floor.priority = .defaultLow
        sessionConstraints = [
            contentBottomGuide.heightAnchor.constraint(equalToConstant: 0),
            contentBottomGuide.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            floor,
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        [newState.viewport, newState.googleLogo, buttonStack].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview($0)
        }
        showReady(newState, on: navMap, wide: newState.wideMode)
    }

    private func showReady(_ state: NavigationReadyUIState, on navMap: GMSMapView, wide: Bool) {
        phase = .ready(state)
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)
        let safeArea = navMap.safeAreaLayoutGuide
        // Without cards the layout is the same in both widths.
        phaseConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
        ]
        NSLayoutConstraint.activate(phaseConstraints)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        visiblePrompt?.removeFromSuperview()
        visiblePrompt = nil
        promptConstraints.values.forEach(NSLayoutConstraint.deactivate)
        promptConstraints.removeAll()
        NSLayoutConstraint.deactivate(phaseConstraints + sessionConstraints)
        phaseConstraints = []
        sessionConstraints = []
        detach(maneuverPanel)
        detach(tripPanel)
        buttonStack.arrangedSubviews = []
        [oldState.viewport, oldState.googleLogo, buttonStack].forEach { $0.removeFromSuperview() }
        navMap.removeLayoutGuide(contentBottomGuide)
        phase = .off
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        attach(maneuverPanel, to: navMap)
        attach(tripPanel, to: navMap)
        maneuverPanel.show(turnCard: newState.turnCard)
        tripPanel.show(etaCard: newState.etaCard, speedWidget: newState.speedWidget)
        showGuidance(newState, on: navMap, wide: newState.wideMode)
    }

    private func showGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView, wide: Bool) {
        phase = .guiding(state)
        buttonStack.arrangedSubviews = [NavigationButtonKnownType.reporting, .compass].compactMap { type in
            state.buttons.first { $0.type == type }?.view
        }
        let safeArea = navMap.safeAreaLayoutGuide
        let header = maneuverPanel.view!
        let footer = tripPanel.view!
        var constraints = [
            header.topAnchor.constraint(equalTo: safeArea.topAnchor),
            header.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            footer.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: wide ? safeArea.leadingAnchor : navMap.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
            state.googleLogo.bottomAnchor.constraint(equalTo: contentBottomGuide.topAnchor),
        ]
        if wide {
            // Cards down the leading edge; the camera frames the map beside them.
            let besideCards = state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor)
            besideCards.priority = .defaultLow
            constraints += [
                state.viewport.topAnchor.constraint(equalTo: safeArea.topAnchor),
                state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: header.trailingAnchor),
                state.viewport.leadingAnchor.constraint(greaterThanOrEqualTo: footer.trailingAnchor),
                besideCards,
                state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: safeArea.topAnchor),
            ]
        } else {
            constraints += [
                contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                buttonStack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
            ]
        }
        phaseConstraints = constraints
        NSLayoutConstraint.activate(phaseConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints = []
        detach(maneuverPanel)
        detach(tripPanel)
        showReady(newState, on: navMap, wide: newState.wideMode)
    }

    // MARK: - Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        NSLayoutConstraint.deactivate(phaseConstraints)
        switch phase {
        case .off:
            return
        case .ready(let state):
            showReady(state, on: navMap, wide: newState.wideMode)
        case .guiding(let state):
            showGuidance(state, on: navMap, wide: newState.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        visiblePrompt = newPrompt
        let slide = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: newPrompt.bounds.height)
        let constraints = [
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottomGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        promptConstraints[ObjectIdentifier(newPrompt)] = constraints
        NSLayoutConstraint.activate(constraints)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard let constraints = promptConstraints.removeValue(forKey: ObjectIdentifier(oldPrompt)) else { return }
        if visiblePrompt === oldPrompt { visiblePrompt = nil }
        UIView.animate(withDuration: Self.promptSlideDuration, animations: {
            constraints.first?.constant = oldPrompt.bounds.height
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(constraints)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
