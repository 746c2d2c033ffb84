// NavigationScreenViewController.swift
// The navigation screen. It owns the map and is the map's layout delegate:
// Google's views go on the map, the app's SwiftUI panels are hosted as child
// view controllers on top of it.

import GoogleNavigation
import UIKit

final class NavigationScreenViewController: UIViewController, NavigationLayoutDelegate {
    private var mapView: GMSMapView!

    // Hosted SwiftUI panels.
    private lazy var summaryHost = UIHostingController(rootView: TripSummaryCard(summary: .placeholder))
    private lazy var sidePanelHost = UIHostingController(rootView: TripSidePanel(summary: .placeholder))

    // What the current state put on screen.
    private var stateConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var bottomClearance: UILayoutGuide?
    private var promptConstraints: [NSLayoutConstraint] = []
    private var currentPrompt: NavigationPromptView?
    private var guidanceState: ActiveGuidanceUIState?
    private var readyState: NavigationReadyUIState?
    private var isWide = false

    // MARK: View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = GMSMapView(frame: view.bounds)
        map.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(map)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: view.topAnchor),
            map.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            map.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            map.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        do {
            try map.setLayoutDelegate(self)
        } catch {
            print("NavigationScreen: could not set the layout delegate: \(error)")
        }
        mapView = map
    }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        layoutReady(navMap, newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        tearDownStateLayout()
        [oldState.googleLogo, oldState.viewport].forEach { $0.removeFromSuperview() }
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownStateLayout()
        readyState = nil
        guidanceState = newState
        isWide = newState.wideMode
        layoutGuidance(navMap, newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let currentPrompt { hidePrompt(navMap: navMap, oldPrompt: currentPrompt) }
        tearDownStateLayout()
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        layoutReady(navMap, newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard newState.wideMode != isWide else { return }
        isWide = newState.wideMode
        if let guidance = guidanceState {
            tearDownStateLayout()
            layoutGuidance(navMap, guidance)
            if let prompt = currentPrompt {
                // The prompt's column changed with the mode: place it again, on top.
                NSLayoutConstraint.deactivate(promptConstraints)
                navMap.bringSubviewToFront(prompt)
                placePrompt(prompt, on: navMap)
            }
        } else if let ready = readyState {
            tearDownStateLayout()
            layoutReady(navMap, ready)
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = promptConstraints
        promptConstraints = []
        currentPrompt = nil
        UIView.animate(withDuration: 0.25, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        present(newPrompt, on: navMap)
    }

    // MARK: Layouts

    private func layoutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let padding = NavigationStyleValues.elementHorizontalPadding
        let stack = makeButtonStack(state.buttons, on: navMap)

        for view in [state.viewport, state.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        activate([
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -padding),

            stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.buttonVerticalPadding),
            stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            stack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -NavTheme.stackSpacing),
        ])
    }

    private func layoutGuidance(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let padding = NavigationStyleValues.elementHorizontalPadding
        let spacing = NavTheme.stackSpacing

        for view in [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget, state.viewport, state.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        guidanceViews = [state.turnCard, state.etaCard, state.tripProgressBar, state.speedWidget]
        let stack = makeButtonStack(state.buttons, on: navMap)

        // Everything floating over the map stays above this guide's bottom:
        // the hosted panel (or the leading column in wide mode) and a prompt.
        let clearance = UILayoutGuide()
        navMap.addLayoutGuide(clearance)
        bottomClearance = clearance

        // Cards, the hosted panel and the map's top edge.
        if isWide {
            let panel = sidePanelHost
            embed(panel, in: navMap)
            activate([
                state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.turnCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.etaCard.trailingAnchor.constraint(lessThanOrEqualTo: navMap.centerXAnchor),
                panel.view.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor, constant: spacing),
                panel.view.leadingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.leadingAnchor),
                panel.view.trailingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.trailingAnchor),
                panel.view.bottomAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.topAnchor, constant: -spacing),

                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                clearance.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor, constant: spacing),
            ])
        } else {
            let panel = summaryHost
            embed(panel, in: navMap)
            let restingBottom = clearance.bottomAnchor.constraint(equalTo: panel.view.topAnchor)
            restingBottom.priority = .defaultHigh
            activate([
                state.turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
                state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                // Flush on the card frame: on its layoutMarginsGuide (into the transparent
                // margin band) navlint reports delegate_overlap; see the trial report.
                panel.view.bottomAnchor.constraint(equalTo: state.etaCard.topAnchor),
                panel.view.leadingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.leadingAnchor),
                panel.view.trailingAnchor.constraint(equalTo: state.etaCard.layoutMarginsGuide.trailingAnchor),
                panel.view.heightAnchor.constraint(equalToConstant: NavTheme.summaryCardHeight),

                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                clearance.bottomAnchor.constraint(lessThanOrEqualTo: panel.view.topAnchor),
                restingBottom,
                state.tripProgressBar.topAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.bottomAnchor, constant: spacing),
            ])
        }

        // What floats over the open map, the same in both modes.
        activate([
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: clearance.bottomAnchor),
            clearance.topAnchor.constraint(equalTo: state.viewport.topAnchor),
            clearance.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor),
            clearance.trailingAnchor.constraint(equalTo: state.viewport.trailingAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: padding),
            state.googleLogo.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -spacing),
            state.speedWidget.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: padding),
            state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -spacing),

            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding),
            state.tripProgressBar.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -spacing),
            stack.trailingAnchor.constraint(equalTo: state.tripProgressBar.leadingAnchor, constant: -spacing),
            stack.topAnchor.constraint(equalTo: state.tripProgressBar.topAnchor),
            stack.bottomAnchor.constraint(equalTo: clearance.bottomAnchor, constant: -spacing),
        ])
    }

    // MARK: Prompts

    private func present(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        prompt.translatesAutoresizingMaskIntoConstraints = false
        prompt.alpha = 0
        navMap.addSubview(prompt)
        currentPrompt = prompt
        placePrompt(prompt, on: navMap)
        UIView.animate(withDuration: 0.25) {
            prompt.alpha = 1
        }
    }

    private func placePrompt(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        var constraints = [prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)]
        if isWide, let guidance = guidanceState {
            // In the leading column, over the ETA card and the side panel.
            constraints += [
                prompt.leadingAnchor.constraint(equalTo: guidance.etaCard.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: guidance.etaCard.trailingAnchor),
            ]
        } else {
            constraints += [
                prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
                prompt.trailingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.trailingAnchor),
            ]
            if let clearance = bottomClearance {
                // Lift the viewport, logo and buttons above the prompt.
                constraints.append(clearance.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor))
            }
        }
        NSLayoutConstraint.activate(constraints)
        promptConstraints = constraints
    }

    // MARK: Helpers

    private func makeButtonStack(_ buttons: [NavigationUIButton], on navMap: GMSMapView) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavTheme.stackSpacing
        let compass = buttons.first { $0.type == .compass }
        let reporting = buttons.first { $0.type == .reporting }
        stack.arrangedSubviews = [compass, reporting].compactMap { $0?.view }
        navMap.addSubview(stack)
        buttonStack = stack
        return stack
    }

    private func activate(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        stateConstraints += constraints
    }

    /// Undoes what the current state laid out: its constraints, the views
    /// only guidance shows, the hosted panels, the button stack and the guide.
    private func tearDownStateLayout() {
        NSLayoutConstraint.deactivate(stateConstraints)
        stateConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        unembed(summaryHost)
        unembed(sidePanelHost)
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        if let clearance = bottomClearance {
            clearance.owningView?.removeLayoutGuide(clearance)
            bottomClearance = nil
        }
    }
}
