import GoogleNavigation
import UIKit

/// The SDK callbacks only push state into properties; the layout is rendered
/// by observers of signals derived from them, bound for one navigation
/// session (enable ... disable).
@MainActor
final class SignalLayoutDelegate: NSObject, NavigationLayoutDelegate {

    // MARK: Inputs

    private let phase = Property<NavPhase>(.off)
    private let wideMode = Property(false)
    private let prompt = Property<NavigationPromptView?>(nil)

    // MARK: Session

    private var sessionBag = CompositeDisposable()
    private var layoutBag = CompositeDisposable()

    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    /// Bottom of the open map: above the ETA card (compact guidance) and any prompt.
    private let contentBottom = UILayoutGuide()

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        bind(to: navMap)
        wideMode.value = newState.wideMode
        phase.value = .ready(newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        prompt.value = nil
        phase.value = .off
        sessionBag.dispose()
    }

    func startGuidance(
        navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState
    ) {
        wideMode.value = newState.wideMode
        phase.value = .guidance(newState)
    }

    func stopGuidance(
        navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState
    ) {
        wideMode.value = newState.wideMode
        phase.value = .ready(newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode.value = newState.wideMode
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        prompt.value = newPrompt
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        if prompt.value === oldPrompt {
            prompt.value = nil
        }
    }

    func changePrompt(
        navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView
    ) {
        prompt.value = newPrompt
    }

    // MARK: Bindings

    private func bind(to navMap: GMSMapView) {
        let bag = CompositeDisposable()
        sessionBag = bag

        // The content guide lives as long as the session.
        let guide = contentBottom
        navMap.addLayoutGuide(guide)
        let safe = navMap.safeAreaLayoutGuide
        let resting = guide.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        resting.priority = .defaultLow
        let guideConstraints = [
            guide.heightAnchor.constraint(equalToConstant: 0),
            guide.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            resting,
        ]
        NSLayoutConstraint.activate(guideConstraints)
        bag.add {
            NSLayoutConstraint.deactivate(guideConstraints)
            navMap.removeLayoutGuide(guide)
        }

        // Buttons follow the phase.
        buttonStack.spacing = ChromeMetrics.buttonSpacing
        bag += phase.map(\.buttonViews).observe { [buttonStack] views in
            buttonStack.arrangedSubviews = views
        }

        // The chrome is rendered for each (phase, wide) while navigation is on...
        let wide = wideMode.skipRepeats()
        let chrome = combineLatest(phase, wide)
        bag += chrome.signal
            .filter { phase, _ in !phase.isOff }
            .observe { [weak self] phase, isWide in
                self?.render(phase, wide: isWide, on: navMap)
            }

        // ...and taken down when it goes off.
        bag += phase.signal
            .filter(\.isOff)
            .observe { [weak self] _ in
                self?.layoutBag.dispose()
            }

        // Prompts slide in and out as the prompt property changes.
        bag += prompt.signal
            .combinePrevious(nil)
            .observe { [weak self] previous, current in
                if let previous { self?.slideOut(previous) }
                if let current { self?.slideIn(current, on: navMap) }
            }
    }

    // MARK: Rendering

    private func render(_ phase: NavPhase, wide: Bool, on navMap: GMSMapView) {
        layoutBag.dispose()
        let bag = CompositeDisposable()
        layoutBag = bag

        switch phase {
        case .off:
            return
        case .ready(let state):
            bag += readyLayout(state, wide: wide, on: navMap).install(on: navMap)
        case .guidance(let state):
            bag += guidanceLayout(state, wide: wide, on: navMap).install(on: navMap)
        }
        // Re-added chrome goes on top; a prompt on screen stays above it.
        if let shown = prompt.value {
            navMap.bringSubviewToFront(shown)
        }
    }

    private func readyLayout(
        _ state: NavigationReadyUIState, wide: Bool, on navMap: GMSMapView
    ) -> ChromeLayout {
        let safe = navMap.safeAreaLayoutGuide
        let edge = ChromeMetrics.edge(wide: wide)
        let guide = contentBottom
        var layout = ChromeLayout()

        layout.add(state.viewport) { [
            $0.topAnchor.constraint(equalTo: safe.topAnchor),
            $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ] }
        layout.add(state.googleLogo) { [
            $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: ChromeMetrics.gap),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -ChromeMetrics.gap),
        ] }
        layout.add(buttonStack) { [
            $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            $0.topAnchor.constraint(equalTo: safe.topAnchor, constant: edge),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -edge),
        ] }
        return layout
    }

    private func guidanceLayout(
        _ state: ActiveGuidanceUIState, wide: Bool, on navMap: GMSMapView
    ) -> ChromeLayout {
        let safe = navMap.safeAreaLayoutGuide
        let edge = ChromeMetrics.edge(wide: wide)
        let gap = ChromeMetrics.gap
        let guide = contentBottom
        let turnCard = state.turnCard
        let etaCard = state.etaCard
        let progress = state.tripProgressBar
        var layout = ChromeLayout()

        // In wide mode the cards form the leading column and the map is open
        // beside it; otherwise the map is open between the cards.
        let openTop = wide ? safe.topAnchor : turnCard.bottomAnchor
        let openLeading = wide ? turnCard.trailingAnchor : safe.leadingAnchor

        layout.add(state.viewport) { [
            $0.topAnchor.constraint(equalTo: openTop),
            $0.leadingAnchor.constraint(equalTo: openLeading),
            $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ] }
        layout.add(turnCard) { [
            $0.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            $0.topAnchor.constraint(equalTo: safe.topAnchor),
        ] }
        layout.add(etaCard) { card in
            var constraints = [
                card.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                card.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            ]
            if !wide {
                constraints.append(guide.bottomAnchor.constraint(lessThanOrEqualTo: card.topAnchor))
            }
            return constraints
        }
        layout.add(progress) { [
            $0.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -edge),
            $0.topAnchor.constraint(equalTo: openTop, constant: edge),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -edge),
        ] }
        layout.add(buttonStack) { [
            $0.trailingAnchor.constraint(equalTo: progress.leadingAnchor, constant: -gap),
            $0.topAnchor.constraint(equalTo: openTop, constant: edge),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -edge),
        ] }
        layout.add(state.googleLogo) { [
            $0.leadingAnchor.constraint(equalTo: openLeading, constant: gap),
            $0.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -gap),
        ] }
        let logo = state.googleLogo
        layout.add(state.speedWidget) { [
            $0.leadingAnchor.constraint(equalTo: openLeading, constant: gap),
            $0.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -gap),
        ] }
        return layout
    }

    // MARK: Prompts

    private func slideIn(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        navMap.addSubview(prompt)
        NSLayoutConstraint.activate([
            prompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            contentBottom.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor),
        ])
        navMap.layoutIfNeeded()
        prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
        UIView.animate(withDuration: ChromeMetrics.promptIn) {
            prompt.transform = .identity
        }
    }

    private func slideOut(_ prompt: NavigationPromptView) {
        UIView.animate(withDuration: ChromeMetrics.promptOut, animations: {
            prompt.transform = CGAffineTransform(translationX: 0, y: prompt.bounds.height)
        }, completion: { _ in
            prompt.removeFromSuperview()
            prompt.transform = .identity
        })
    }
}
