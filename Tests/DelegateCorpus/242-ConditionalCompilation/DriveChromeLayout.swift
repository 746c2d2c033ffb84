#if canImport(GoogleNavigation)
import GoogleNavigation
#endif
import UIKit

/// Lays out the Navigation SDK's views on the drive screen (iPhone, iPad and QA
/// builds). Installed with `try mapView.setLayoutDelegate(DriveChromeLayout())`
/// before navigation is enabled.
@MainActor
final class DriveChromeLayout: NSObject, NavigationLayoutDelegate {
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var isWide = false

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    #if DEBUG
    private let boundsOverlay = LayoutBoundsOverlay()
    #endif

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        buttonStack.spacing = DriveChromeMetrics.stackSpacing
        for view in [newState.viewport, newState.googleLogo] {
            navMap.addSubview(view)
        }
        navMap.addSubview(buttonStack)
        #if DEBUG
        navMap.insertSubview(boundsOverlay, at: 0)
        #endif
        layoutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt {
            NSLayoutConstraint.deactivate(promptConstraints)
            prompt.removeFromSuperview()
        }
        prompt = nil
        promptConstraints = []
        NSLayoutConstraint.deactivate(readyConstraints + guidanceConstraints)
        readyConstraints = []
        guidanceConstraints = []
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []
        oldState.viewport.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        #if DEBUG
        boundsOverlay.removeFromSuperview()
        #endif
        readyState = nil
    }

    private func layoutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(readyConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let side = DriveChromeMetrics.sideInset(wide: isWide)
        buttonStack.arrangedSubviews = Self.stackOrder(state.buttons)

        var constraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),

            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -DriveChromeMetrics.logoLift),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: side),
            buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -DriveChromeMetrics.stackSpacing),
        ]
        #if DEBUG
        constraints += boundsOverlay.constraints(tracking: state.viewport)
        #endif
        readyConstraints = constraints
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(readyConstraints)
        guidanceState = newState
        isWide = newState.wideMode
        navMap.addSubview(newState.turnCard)
        navMap.addSubview(newState.etaCard)
        buttonStack.arrangedSubviews = Self.stackOrder(newState.buttons)
        layoutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { dismiss(prompt, on: navMap) }
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        oldState.turnCard.removeFromSuperview()
        oldState.etaCard.removeFromSuperview()
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        layoutReady(newState, on: navMap)
    }

    private func layoutGuidance(_ state: ActiveGuidanceUIState, on navMap: GMSMapView) {
        NSLayoutConstraint.deactivate(guidanceConstraints)
        let safe = navMap.safeAreaLayoutGuide
        let side = DriveChromeMetrics.sideInset(wide: isWide)
        let gap = DriveChromeMetrics.cardGap

        var constraints = [
            state.turnCard.topAnchor.constraint(equalTo: navMap.topAnchor)
                #if DEBUG
                .identified("drive.turnCard.top")
                #endif
                ,
            state.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            state.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
        ]

        if isWide {
            // Leading column: turn card on top, ETA card at the bottom; the
            // camera frames the map beside it.
            constraints += [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: state.turnCard.trailingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: state.viewport.leadingAnchor, constant: gap),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -DriveChromeMetrics.logoLift),
                buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: side),
                buttonStack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -side),
            ]
        } else {
            // Full-width cards: the open map is between them, or above a prompt.
            #if swift(>=5.9)
            let floor = if let prompt { prompt.topAnchor } else { state.etaCard.topAnchor }
            #else
            let floor = prompt?.topAnchor ?? state.etaCard.topAnchor
            #endif
            constraints += [
                state.viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: floor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
                state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -DriveChromeMetrics.logoLift),
                buttonStack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: gap),
                buttonStack.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -gap),
            ]
        }
        #if DEBUG
        constraints += boundsOverlay.constraints(tracking: state.viewport)
        #endif
        guidanceConstraints = constraints
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    // MARK: - Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        isWide = newState.wideMode
        if let guidanceState {
            layoutGuidance(guidanceState, on: navMap)
        } else if let readyState {
            layoutReady(readyState, on: navMap)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap)
        present(newPrompt, on: navMap)
    }

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        if #available(iOS 16, *) {
            styleFloatingPrompt(newPrompt)
        }
        if let guidanceState {
            layoutGuidance(guidanceState, on: navMap)
        }
        newPrompt.alpha = 0
        UIView.animate(withDuration: DriveChromeMetrics.promptFadeDuration) {
            newPrompt.alpha = 1
            navMap.layoutIfNeeded()
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView) {
        guard oldPrompt === prompt else { return }
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []
        if let guidanceState {
            layoutGuidance(guidanceState, on: navMap)
        }
        UIView.animate(withDuration: DriveChromeMetrics.promptFadeDuration, animations: {
            oldPrompt.alpha = 0
            navMap.layoutIfNeeded()
        }, completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
        })
    }

    #if os(iOS)
    @available(iOS 16, *)
    private func styleFloatingPrompt(_ prompt: NavigationPromptView) {
        prompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        prompt.layer.cornerCurve = .continuous
    }
    #else
    private func styleFloatingPrompt(_ prompt: NavigationPromptView) {}
    #endif

    // MARK: - Helpers

    /// Reporting button nearest the bottom, compass above it. Found by type:
    /// the SDK does not promise an order.
    private static func stackOrder(_ buttons: [NavigationUIButton]) -> [UIView] {
        let preferred: [NavigationButtonKnownType] = [.reporting, .compass]
        return preferred.compactMap { type in buttons.first { $0.type == type }?.view }
    }
}
