import GoogleNavigation
import UIKit

/// Lays out the navigation UI without owning any view the SDK hands us: every
/// reference to a Google view is weak, every stored callback captures `self` weakly.
@MainActor
final class WeakOwnershipLayout: NSObject, NavigationLayoutDelegate {
    // MARK: Weak references to what the SDK owns

    private weak var navMap: GMSMapView?
    private weak var googleLogo: UIView?
    private weak var viewport: UIView?
    private weak var turnCard: UIView?
    private weak var etaCard: UIView?
    private weak var buttonStack: GMSNavigationHidingStackView?
    private weak var currentPrompt: NavigationPromptView?
    private weak var promptBottom: NSLayoutConstraint?

    // MARK: What we own

    /// Views the current phase added, held weakly.
    private var placedViews: [WeakBox<UIView>] = []
    /// Constraints are plain values we activated; kept strongly so we can deactivate them.
    private var phaseConstraints: [NSLayoutConstraint] = []
    private let phaseTeardown = TeardownBag()

    /// Session-long guide marking the bottom of the open map.
    private let openMapBottom = UILayoutGuide()
    private var sessionConstraints: [NSLayoutConstraint] = []

    /// Re-lays out the current phase for a new size; set by each phase.
    private var relayout: ((GMSMapView, Bool) -> Void)?

    private let promptDuration: TimeInterval = 0.3

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        self.navMap = navMap
        navMap.addLayoutGuide(openMapBottom)
        let resting = openMapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [
            resting,
            openMapBottom.heightAnchor.constraint(equalToConstant: 0),
            openMapBottom.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
            openMapBottom.widthAnchor.constraint(equalTo: navMap.widthAnchor),
        ]
        NSLayoutConstraint.activate(sessionConstraints)
        enterReady(newState, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        currentPrompt?.removeFromSuperview()
        currentPrompt = nil
        phaseTeardown.drain()
        relayout = nil
        NSLayoutConstraint.deactivate(sessionConstraints)
        sessionConstraints.removeAll()
        navMap.removeLayoutGuide(openMapBottom)
        self.navMap = nil
    }

    private func enterReady(_ state: NavigationReadyUIState, wide: Bool) {
        guard let navMap else { return }
        withExtendedLifetime(state) {
            let safe = navMap.safeAreaLayoutGuide
            let logo = state.googleLogo
            let viewport = state.viewport
            let stack = makeStack(for: state.buttons)
            place([viewport, logo, stack], on: navMap)
            googleLogo = logo
            self.viewport = viewport

            activate([
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: NavigationStyleValues.elementHorizontalPadding),
                logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                stack.topAnchor.constraint(equalTo: safe.topAnchor, constant: wide ? 0 : NavigationStyleValues.headerTopPadding),
                stack.bottomAnchor.constraint(equalTo: logo.topAnchor),
            ])
        }
        relayout = { [weak self, weak state] _, wide in
            guard let self, let state else { return }
            self.phaseTeardown.drain()
            self.enterReady(state, wide: wide)
        }
    }

    // MARK: - Active guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        phaseTeardown.drain()
        enterGuidance(newState, wide: newState.wideMode)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        phaseTeardown.drain()
        turnCard = nil
        etaCard = nil
        enterReady(newState, wide: newState.wideMode)
    }

    private func enterGuidance(_ state: ActiveGuidanceUIState, wide: Bool) {
        guard let navMap else { return }
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard
        let eta = state.etaCard
        let progress = state.tripProgressBar
        let logo = state.googleLogo
        let viewport = state.viewport
        let stack = makeStack(for: state.buttons)
        let padding = NavigationStyleValues.elementHorizontalPadding

        place([viewport, turn, eta, progress, logo, stack], on: navMap)
        turnCard = turn
        etaCard = eta
        googleLogo = logo
        self.viewport = viewport

        activate([
            turn.topAnchor.constraint(equalTo: navMap.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: wide ? safe.leadingAnchor : navMap.leadingAnchor),
            openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),

            progress.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -padding / 2),
            progress.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turn.bottomAnchor, constant: padding),
            progress.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -padding),

            logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: padding),
            logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),

            viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            viewport.trailingAnchor.constraint(equalTo: progress.leadingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),

            stack.trailingAnchor.constraint(equalTo: progress.leadingAnchor),
            stack.topAnchor.constraint(equalTo: wide ? safe.topAnchor : turn.bottomAnchor),
            stack.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
        ])
        phaseTeardown.add { [weak self] in
            self?.turnCard = nil
            self?.etaCard = nil
        }
        relayout = { [weak self, weak state] _, wide in
            guard let self, let state else { return }
            self.phaseTeardown.drain()
            self.enterGuidance(state, wide: wide)
            // Cards were re-added on top: keep a prompt on screen above them.
            if let prompt = self.currentPrompt {
                self.navMap?.bringSubviewToFront(prompt)
            }
        }
    }

    // MARK: - Size changes

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        handleSizeChange(navMap, newState)
    }

    /// Unowned is safe here: the closure is stored on `self` and never escapes it.
    private lazy var handleSizeChange: (GMSMapView, NavigationUIState) -> Void = { [unowned self] navMap, state in
        self.relayout?(navMap, state.wideMode)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let offscreen = max(newPrompt.bounds.height, navMap.bounds.height / 4)
        let bottom = newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor, constant: offscreen)
        NSLayoutConstraint.activate([
            bottom,
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ])
        currentPrompt = newPrompt
        promptBottom = bottom
        navMap.layoutIfNeeded()
        UIView.animate(withDuration: promptDuration) { [weak navMap, weak bottom] in
            bottom?.constant = 0
            navMap?.layoutIfNeeded()
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard currentPrompt === oldPrompt else { return }
        let bottom = promptBottom
        currentPrompt = nil
        promptBottom = nil
        withExtendedLifetime(oldPrompt) {
            let offscreen = max(oldPrompt.bounds.height, navMap.bounds.height / 4)
            UIView.animate(withDuration: promptDuration, animations: { [weak navMap] in
                bottom?.constant = offscreen
                navMap?.layoutIfNeeded()
            }, completion: { [weak oldPrompt] _ in
                oldPrompt?.removeFromSuperview()
            })
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: - Helpers

    private func makeStack(for buttons: [NavigationUIButton]) -> GMSNavigationHidingStackView {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        let compass = buttons.first { $0.type == .compass }?.view
        let reporting = buttons.first { $0.type == .reporting }?.view
        stack.arrangedSubviews = [compass, reporting].compactMap { $0 }
        buttonStack = stack
        phaseTeardown.add { [weak stack] in
            stack?.arrangedSubviews = []
        }
        return stack
    }

    /// Adds the views and remembers them weakly; teardown removes whatever is still alive.
    private func place(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach { navMap.addSubview($0) }
        placedViews.append(contentsOf: views.map(WeakBox.init))
        phaseTeardown.add { [weak self] in
            guard let self else { return }
            self.placedViews.alive.forEach { $0.removeFromSuperview() }
            self.placedViews.removeAll()
        }
    }

    private func activate(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        phaseConstraints.append(contentsOf: constraints)
        phaseTeardown.add { [weak self] in
            guard let self else { return }
            NSLayoutConstraint.deactivate(self.phaseConstraints)
            self.phaseConstraints.removeAll()
        }
    }
}
