import GoogleNavigation
import UIKit

/// Layout of the dispatch driver screen. Every constraint is a
/// `RoleConstraint`; each state installs its role and takes it down again.
@MainActor
final class DispatchLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private static let promptSlideDuration: TimeInterval = 0.3

    private var installed: [RoleConstraint] = []
    private let contentBottom = UILayoutGuide()
    private let chrome = ColumnGuide(name: "chrome", leadingInset: NavigationStyleValues.elementHorizontalPadding)
    private lazy var routePanel = RoutePanel(frame: .zero)
    private lazy var destinationChip = DestinationChip(title: "Next pickup · 4 min")
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var promptsOnScreen: [NavigationPromptView] = []

    // MARK: - Role bookkeeping

    private func install(_ constraints: [RoleConstraint]) {
        NSLayoutConstraint.activate(constraints)
        installed.append(contentsOf: constraints)
    }

    private func deactivate(role: RoleConstraint.Role) {
        NSLayoutConstraint.deactivate(installed.owned(by: role))
        installed.removeAll { $0.role == role }
    }

    private func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        let order: [NavigationButtonKnownType] = [.compass, .reporting]
        return order.compactMap { type in buttons.first { $0.type == type }?.view }
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        navMap.addLayoutGuide(contentBottom)
        navMap.addLayoutGuide(chrome)
        let safe = navMap.safeAreaLayoutGuide
        install([
            RoleConstraint(.session, contentBottom, .height, to: nil, .notAnAttribute),
            RoleConstraint(.session, contentBottom, .leading, to: safe, .leading),
            RoleConstraint(.session, contentBottom, .trailing, to: safe, .trailing),
            RoleConstraint(.session, contentBottom, .bottom, to: safe, .bottom, priority: .defaultLow),
        ])

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        buttonStack = stack

        for view in [newState.viewport, newState.googleLogo, stack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        layOutReady(navMap, newState, wide: newState.wideMode)
    }

    private func layOutReady(_ navMap: GMSMapView, _ state: NavigationReadyUIState, wide: Bool) {
        guard let stack = buttonStack else { return }
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        let chip = destinationChip
        stack.arrangedSubviews = buttonViews(state.buttons)
        navMap.addSubview(chip)

        // The chip sits top leading; in wide mode it moves to the trailing
        // side, clear of where the cards will go.
        let chipSide: NSLayoutConstraint.Attribute = wide ? .trailing : .leading
        let stackTop: (AnyObject, NSLayoutConstraint.Attribute) = wide ? (chip, .bottom) : (safe, .top)
        install(chrome.edges(.ready, in: navMap, top: (safe, .top), bottom: (contentBottom, .top)) + [
            RoleConstraint(.ready, viewport, .top, to: safe, .top),
            RoleConstraint(.ready, viewport, .leading, to: safe, .leading),
            RoleConstraint(.ready, viewport, .trailing, to: safe, .trailing),
            RoleConstraint(.ready, viewport, .bottom, to: contentBottom, .top),

            RoleConstraint(.ready, logo, .leading, to: chrome, .leading),
            RoleConstraint(.ready, logo, .bottom, to: chrome, .bottom),

            RoleConstraint(.ready, chip, .top, to: chrome, .top, constant: NavigationStyleValues.headerTopPadding),
            RoleConstraint(.ready, chip, chipSide, to: chrome, chipSide),

            RoleConstraint(.ready, stack, .trailing, to: chrome, .trailing),
            RoleConstraint(.ready, stack, .top, to: stackTop.0, stackTop.1),
            RoleConstraint(.ready, stack, .bottom, to: chrome, .bottom),
        ])
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        promptsOnScreen.forEach { $0.removeFromSuperview() }
        promptsOnScreen.removeAll()
        NSLayoutConstraint.deactivate(installed.filter { $0.role != .panel })
        installed.removeAll()
        for view in [oldState.viewport, oldState.googleLogo, destinationChip, routePanel] {
            view.removeFromSuperview()
        }
        buttonStack?.removeFromSuperview()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        navMap.removeLayoutGuide(chrome)
        navMap.removeLayoutGuide(contentBottom)
        readyState = nil
        guidanceState = nil
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        deactivate(role: .ready)
        destinationChip.removeFromSuperview()
        guidanceState = newState

        for view in [newState.turnCard, routePanel, newState.etaCard, newState.speedWidget, newState.tripProgressBar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack?.arrangedSubviews = buttonViews(newState.buttons)
        layOutGuidance(navMap, newState, wide: newState.wideMode)
    }

    private func layOutGuidance(_ navMap: GMSMapView, _ state: ActiveGuidanceUIState, wide: Bool) {
        guard let stack = buttonStack else { return }
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let panel = routePanel
        let viewport = state.viewport
        let spacing = NavigationStyleValues.elementHorizontalPadding

        // Portrait: chrome starts under the panel. Wide: the cards hold the
        // leading column, so the chrome column starts at the top.
        let chromeTop: (AnyObject, NSLayoutConstraint.Attribute) = wide ? (safe, .top) : (panel, .bottom)
        var constraints = chrome.edges(.guidance, in: navMap, top: chromeTop, bottom: (contentBottom, .top))
        constraints += [
            RoleConstraint(.guidance, turnCard, .top, to: navMap, .top),
            RoleConstraint(.guidance, turnCard, .leading, to: safe, .leading),
            RoleConstraint(.guidance, panel, .top, to: turnCard, .bottom),
            RoleConstraint(.guidance, panel, .leading, to: turnCard, .leading),
            RoleConstraint(.guidance, panel, .trailing, to: turnCard, .trailing),

            RoleConstraint(.guidance, etaCard, .bottom, to: navMap, .bottom),
            RoleConstraint(.guidance, etaCard, .leading, to: safe, .leading),
            RoleConstraint(.guidance, contentBottom, .bottom, .lessThanOrEqual, to: etaCard, .top),

            RoleConstraint(.guidance, state.speedWidget, .leading, to: chrome, .leading),
            RoleConstraint(.guidance, state.speedWidget, .bottom, to: etaCard, .topMargin),
            RoleConstraint(.guidance, state.googleLogo, .leading, to: state.speedWidget, .trailing, constant: spacing),
            RoleConstraint(.guidance, state.googleLogo, .bottom, to: chrome, .bottom),

            RoleConstraint(.guidance, state.tripProgressBar, .trailing, to: chrome, .trailing),
            RoleConstraint(.guidance, state.tripProgressBar, .top, to: chrome, .top),
            RoleConstraint(.guidance, state.tripProgressBar, .bottom, to: chrome, .bottom),
            RoleConstraint(.guidance, stack, .trailing, to: state.tripProgressBar, .leading, constant: -spacing),
            RoleConstraint(.guidance, stack, .top, to: chrome, .top),
            RoleConstraint(.guidance, stack, .bottom, to: chrome, .bottom),

            RoleConstraint(.guidance, viewport, .trailing, to: safe, .trailing),
            RoleConstraint(.guidance, viewport, .bottom, to: contentBottom, .top),
        ]
        if wide {
            constraints += [
                RoleConstraint(.guidance, viewport, .top, to: safe, .top),
                RoleConstraint(.guidance, viewport, .leading, to: turnCard, .trailing),
            ]
        } else {
            constraints += [
                RoleConstraint(.guidance, viewport, .top, to: panel, .bottom),
                RoleConstraint(.guidance, viewport, .leading, to: safe, .leading),
            ]
        }
        install(constraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        deactivate(role: .guidance)
        for view in [oldState.turnCard, routePanel, oldState.etaCard, oldState.speedWidget, oldState.tripProgressBar] {
            view.removeFromSuperview()
        }
        guidanceState = nil
        readyState = newState
        layOutReady(navMap, newState, wide: newState.wideMode)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        if let guidance = guidanceState {
            deactivate(role: .guidance)
            layOutGuidance(navMap, guidance, wide: newState.wideMode)
        } else if let ready = readyState {
            deactivate(role: .ready)
            layOutReady(navMap, ready, wide: newState.wideMode)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptsOnScreen.append(newPrompt)
        let slide = RoleConstraint(.prompt, newPrompt, .bottom, to: navMap, .bottom, constant: RoutePanel.panelHeight * 4)
        install([
            slide,
            RoleConstraint(.prompt, newPrompt, .leading, to: navMap.safeAreaLayoutGuide, .leading),
            RoleConstraint(.prompt, contentBottom, .bottom, .lessThanOrEqual, to: newPrompt, .top),
        ])
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: Self.promptSlideDuration) {
            slide.constant = 0
            navMap.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let pins = installed.owned(by: .prompt, pinning: oldPrompt)
        let keepClear = installed.filter { $0.role == .prompt && $0.secondItem === oldPrompt }
        installed.removeAll { pins.contains($0) || keepClear.contains($0) }
        promptsOnScreen.removeAll { $0 === oldPrompt }
        UIView.animate(withDuration: Self.promptSlideDuration, animations: {
            pins.first { $0.firstAttribute == .bottom }?.constant = RoutePanel.panelHeight * 4
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(pins + keepClear)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
