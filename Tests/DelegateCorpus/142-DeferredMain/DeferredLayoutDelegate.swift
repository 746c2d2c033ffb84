import GoogleNavigation
import UIKit

/// Navigation layout for the driver screen.
///
/// The SDK calls us from inside its own layout pass, and activating constraints
/// synchronously there re-entered `layoutSubviews` on the map (crash reports
/// NAV-2291). So each callback tears down what the old state owns right away and
/// builds the new state on the next main-queue turn.
@MainActor
final class DeferredLayoutDelegate: NSObject, NavigationLayoutDelegate {

    private enum Metrics {
        static let promptSlide: TimeInterval = 0.3
        static let edgeGap: CGFloat = 8
    }

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var currentPrompt: NavigationPromptView?
    private var activeState: ActiveGuidanceUIState?

    /// Bottom of the open map: above the ETA card and above any prompt.
    private let contentBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        navMap.addLayoutGuide(contentBottom)
        let resting = contentBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [resting, contentBottom.heightAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(sessionConstraints)

        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.installReadyLayout(on: navMap, state: newState)
        }
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()

        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        [oldState.googleLogo, oldState.viewport, buttonStack].forEach { $0.removeFromSuperview() }
        buttonStack.arrangedSubviews = []

        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(contentBottom)
    }

    private func installReadyLayout(on navMap: GMSMapView, state: NavigationReadyUIState) {
        let safe = navMap.safeAreaLayoutGuide
        let logo = state.googleLogo
        let viewport = state.viewport
        for view in [viewport, logo, buttonStack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        buttonStack.arrangedSubviews = state.buttons.filter { $0.type == .compass }.map(\.view)

        let wide = state.wideMode
        readyConstraints = [
            viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: wide ? Metrics.edgeGap : 0),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        // Old state goes now; the new one is built on the next turn.
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints.removeAll()
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []

        activeState = newState
        let wide = newState.wideMode
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.guidanceViews = [newState.turnCard, newState.etaCard]
            for view in self.guidanceViews + [self.buttonStack] {
                view.translatesAutoresizingMaskIntoConstraints = false
                navMap.addSubview(view)
            }
            self.buttonStack.arrangedSubviews = newState.buttons.map(\.view)
            self.installGuidanceLayout(on: navMap, state: newState, wide: wide)
        }
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard activeState != nil else { return }
        let wide = newState.wideMode
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints.removeAll()
        DispatchQueue.main.async { [weak self] in
            guard let self, let state = self.activeState else { return }
            self.installGuidanceLayout(on: navMap, state: state, wide: wide)
        }
    }

    private func installGuidanceLayout(on navMap: GMSMapView, state: ActiveGuidanceUIState, wide: Bool) {
        let safe = navMap.safeAreaLayoutGuide
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let logo = state.googleLogo
        let viewport = state.viewport

        var constraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),

            viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),

            buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            buttonStack.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
            buttonStack.bottomAnchor.constraint(equalTo: contentBottom.topAnchor),
        ]
        if !wide {
            constraints.append(turnCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
            constraints.append(etaCard.trailingAnchor.constraint(equalTo: safe.trailingAnchor))
        }
        guidanceConstraints = constraints
        NSLayoutConstraint.activate(guidanceConstraints)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        activeState = nil
        let finished = guidanceConstraints
        let finishedViews = guidanceViews
        guidanceConstraints = []
        guidanceViews = []

        NSLayoutConstraint.deactivate(finished)
        finishedViews.forEach { $0.removeFromSuperview() }
        buttonStack.removeFromSuperview()
        buttonStack.arrangedSubviews = []

        DispatchQueue.main.async { [weak self] in
            self?.installReadyLayout(on: navMap, state: newState)
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        currentPrompt = newPrompt

        let slide = newPrompt.topAnchor.constraint(equalTo: navMap.bottomAnchor)
        promptConstraints = [
            slide,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        navMap.layoutIfNeeded()

        DispatchQueue.main.async { [weak self, weak newPrompt] in
            guard let self, let newPrompt, self.currentPrompt === newPrompt else { return }
            slide.isActive = false
            let shown = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor)
            self.promptConstraints[0] = shown
            shown.isActive = true
            UIView.animate(withDuration: Metrics.promptSlide) {
                navMap.layoutIfNeeded()
            }
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        let leaving = promptConstraints
        promptConstraints = []
        if currentPrompt === oldPrompt { currentPrompt = nil }

        Task { @MainActor in
            UIView.animate(withDuration: Metrics.promptSlide, animations: {
                oldPrompt.alpha = 0
            }, completion: { _ in
                NSLayoutConstraint.deactivate(leaving)
                oldPrompt.removeFromSuperview()
                oldPrompt.alpha = 1
            })
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
