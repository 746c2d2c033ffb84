import GoogleNavigation
import UIKit

/// Navigation layout for the trip screen. Our views (trip panel, close button) keep their
/// frames, recomputed from the map's bounds whenever the state or size changes; Google's views
/// are placed with constraints, some of them against our frame-placed panel.
@MainActor
final class TripMapLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private let tripPanel = TripPanelView(frame: .zero)
    private let closeButton = UIButton.tripCloseButton()

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var isWide = false

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []

    /// Top of whatever sits at the bottom during guidance (the ETA card, or a prompt over it).
    private let floorGuide = UILayoutGuide()
    private var floorConstraint: NSLayoutConstraint?

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        tripPanel.isHidden = false
        navMap.addSubview(tripPanel)
        navMap.addSubview(closeButton)
        layoutAppViews(in: navMap)
        installReadyLayout(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints + promptConstraints)
        readyConstraints = []
        guidanceConstraints = []
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
        for view in [oldState.viewport, oldState.googleLogo] + oldState.buttons.map(\.view) {
            view.removeFromSuperview()
        }
        tripPanel.removeFromSuperview()
        closeButton.removeFromSuperview()
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        guidanceState = newState
        isWide = newState.wideMode
        tripPanel.isHidden = true
        layoutAppViews(in: navMap)
        installGuidanceLayout(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
        guidanceConstraints = []
        promptConstraints = []
        floorConstraint = nil
        navMap.removeLayoutGuide(floorGuide)
        prompt?.removeFromSuperview()
        prompt = nil
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        if let reporting = oldState.buttons.first(where: { $0.type == .reporting }) {
            reporting.view.removeFromSuperview()
        }
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        tripPanel.isHidden = false
        layoutAppViews(in: navMap)
        installReadyLayout(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        layoutAppViews(in: navMap)
        if let guidanceState {
            NSLayoutConstraint.deactivate(guidanceConstraints + promptConstraints)
            navMap.removeLayoutGuide(floorGuide)
            installGuidanceLayout(guidanceState, on: navMap)
            if let prompt {
                installPrompt(prompt, on: navMap)
            }
        } else if let readyState {
            NSLayoutConstraint.deactivate(readyConstraints)
            installReadyLayout(readyState, on: navMap)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt = newPrompt
        newPrompt.alpha = 0
        installPrompt(newPrompt, on: navMap)
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: 0.25) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        uninstallPrompt(on: navMap)
        UIView.animate(
            withDuration: 0.25,
            animations: { oldPrompt.alpha = 0 },
            completion: { _ in
                oldPrompt.removeFromSuperview()
                oldPrompt.alpha = 1
            })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        uninstallPrompt(on: navMap)
        oldPrompt.removeFromSuperview()
        prompt = newPrompt
        installPrompt(newPrompt, on: navMap)
    }

    // MARK: - Frames (our views)

    private func layoutAppViews(in navMap: GMSMapView) {
        // No `autoresizingMask` in the UIKit we build against here, so every size change comes through here.
        let bounds = navMap.bounds
        let insets = navMap.safeAreaInsets
        let rightToLeft = navMap.effectiveUserInterfaceLayoutDirection == .rightToLeft

        if isWide {
            let trailingInset = rightToLeft ? insets.left : insets.right
            let width = min(TripChromeMetrics.sidePanelWidth, bounds.width * TripChromeMetrics.sidePanelMaxFraction)
            let (panel, _) = bounds.divided(atDistance: width + trailingInset, from: rightToLeft ? .minXEdge : .maxXEdge)
            tripPanel.frame = panel
        } else {
            let (panel, _) = bounds.divided(atDistance: TripChromeMetrics.panelHeight + insets.bottom, from: .maxYEdge)
            tripPanel.frame = panel
        }

        var area = bounds.removing(insets).insetBy(dx: TripChromeMetrics.edge, dy: TripChromeMetrics.edge)
        if guidanceState != nil && !isWide {
            // Under the turn card, which is headerNominalHeight tall below the safe area's top.
            area = area.divided(atDistance: NavigationStyleValues.headerNominalHeight, from: .minYEdge).remainder
        }
        closeButton.frame = area.topTrailingSquare(side: TripChromeMetrics.closeButtonSide, rightToLeft: rightToLeft)
    }

    // MARK: - Constraints (Google's views)

    private func installReadyLayout(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        let viewport = state.viewport
        let logo = state.googleLogo
        prepare([viewport, logo], on: navMap)
        let safe = navMap.safeAreaLayoutGuide

        var constraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: TripChromeMetrics.edge),
        ]
        if isWide {
            // Side panel along the trailing edge: the map is what is left of it.
            constraints += [
                viewport.trailingAnchor.constraint(equalTo: tripPanel.leadingAnchor),
                viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -TripChromeMetrics.edge),
            ]
        } else {
            constraints += [
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: tripPanel.topAnchor),
                logo.bottomAnchor.constraint(equalTo: tripPanel.topAnchor, constant: -TripChromeMetrics.edge),
            ]
        }
        if let compass = state.buttons.first(where: { $0.type == .compass })?.view {
            prepare([compass], on: navMap)
            constraints += [
                compass.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -TripChromeMetrics.edge),
                compass.bottomAnchor.constraint(equalTo: logo.bottomAnchor),
            ]
        }
        readyConstraints = constraints
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func installGuidanceLayout(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let viewport = state.viewport
        let logo = state.googleLogo
        let speedWidget = state.speedWidget
        prepare([turnCard, etaCard, viewport, speedWidget, logo], on: navMap)
        navMap.addLayoutGuide(floorGuide)
        let safe = navMap.safeAreaLayoutGuide
        let side = NavigationStyleValues.headerFooterHorizontalPadding

        var constraints: [NSLayoutConstraint] = [
            floorGuide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            floorGuide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            floorGuide.heightAnchor.constraint(equalToConstant: 0),
            viewport.bottomAnchor.constraint(equalTo: floorGuide.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            speedWidget.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: TripChromeMetrics.edge),
            speedWidget.bottomAnchor.constraint(equalTo: floorGuide.topAnchor, constant: -TripChromeMetrics.edge),
            logo.leadingAnchor.constraint(equalTo: speedWidget.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: speedWidget.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
        ]
        let floor: NSLayoutConstraint
        if isWide {
            // Leading column: turn card on top, ETA card at the bottom; the map beside them.
            floor = floorGuide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
            constraints += [
                turnCard.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -NavigationStyleValues.headerTopPadding),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor, constant: side),
            ]
        } else {
            floor = floorGuide.bottomAnchor.constraint(equalTo: etaCard.topAnchor)
            constraints += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
        }
        constraints.append(floor)
        floorConstraint = floor

        // Buttons bottom-trailing, reporting under the compass.
        var above = floorGuide.topAnchor
        for type in [NavigationButtonKnownType.reporting, .compass] {
            guard let button = state.buttons.first(where: { $0.type == type })?.view else { continue }
            prepare([button], on: navMap)
            constraints += [
                button.trailingAnchor.constraint(equalTo: viewport.trailingAnchor, constant: -TripChromeMetrics.edge),
                button.bottomAnchor.constraint(equalTo: above, constant: -TripChromeMetrics.edge),
            ]
            above = button.topAnchor
        }

        guidanceConstraints = constraints
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    // MARK: - Prompts

    private func installPrompt(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        guard let floorConstraint, let etaCard = guidanceState?.etaCard else { return }
        prepare([prompt], on: navMap)
        let safe = navMap.safeAreaLayoutGuide
        if isWide {
            promptConstraints = [
                prompt.leadingAnchor.constraint(equalTo: etaCard.leadingAnchor),
                prompt.bottomAnchor.constraint(equalTo: etaCard.topAnchor, constant: -NavigationStyleValues.buttonVerticalPadding),
            ]
        } else {
            // Over the bottom of the screen: everything that floated on the ETA card moves up with the floor.
            floorConstraint.isActive = false
            promptConstraints = [
                prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                floorGuide.bottomAnchor.constraint(equalTo: prompt.topAnchor),
            ]
        }
        NSLayoutConstraint.activate(promptConstraints)
    }

    private func uninstallPrompt(on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt = nil
        if !isWide {
            floorConstraint?.isActive = true
        }
    }

    // MARK: - Helpers

    private func prepare(_ views: [UIView], on navMap: GMSMapView) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            if view.superview !== navMap {
                navMap.addSubview(view)
            }
        }
        // Our frame-placed views stay above the map content they annotate.
        navMap.bringSubviewToFront(closeButton)
    }
}
