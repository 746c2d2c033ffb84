import UIKit
import GoogleNavigation

/// Navigation layout driven by a small state machine. Every callback fires a
/// `Transition`; the table maps it to the next `Screen`, and `render` animates
/// from the old screen's constraints to the new one's with a property animator.
final class ScreenMachineLayoutDelegate: NavigationLayoutDelegate {

    enum Screen {
        case off
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState, prompt: NavigationPromptView?)
    }

    enum Transition: Hashable {
        case enable, disable, start, stop, resize, showPrompt, hidePrompt
    }

    /// What a transition brings along from the SDK callback.
    enum Input {
        case ready(NavigationReadyUIState)
        case guidance(ActiveGuidanceUIState)
        case prompt(NavigationPromptView)
        case resized(NavigationUIState)
        case nothing
    }

    private var screen: Screen = .off
    private var mounted: [UIView] = []
    private var constraints: [NSLayoutConstraint] = []
    private var runningAnimator: UIViewPropertyAnimator?
    /// Work the running animator's completion still owes (removals of views that faded out).
    private var pendingCleanup: (() -> Void)?

    private let table: [Transition: (Screen, Input) -> Screen] = [
        .enable: { _, input in
            if case .ready(let state) = input { return .ready(state) }
            return .off
        },
        .disable: { _, _ in .off },
        .start: { screen, input in
            if case .guidance(let state) = input { return .guidance(state, prompt: nil) }
            return screen
        },
        .stop: { screen, input in
            if case .ready(let state) = input { return .ready(state) }
            return screen
        },
        .resize: { screen, input in
            // The SDK hands over a fresh state object; keep the prompt we show.
            switch (screen, input) {
            case (.guidance(_, let prompt), .resized(let state as ActiveGuidanceUIState)):
                return .guidance(state, prompt: prompt)
            case (.ready, .resized(let state as NavigationReadyUIState)):
                return .ready(state)
            default:
                return screen
            }
        },
        .showPrompt: { screen, input in
            if case .guidance(let state, _) = screen, case .prompt(let prompt) = input {
                return .guidance(state, prompt: prompt)
            }
            return screen
        },
        .hidePrompt: { screen, _ in
            if case .guidance(let state, _) = screen { return .guidance(state, prompt: nil) }
            return screen
        },
    ]

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        fire(.enable, .ready(newState), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        fire(.disable, .nothing, on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        fire(.start, .guidance(newState), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        fire(.stop, .ready(newState), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        fire(.resize, .resized(newState), on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        fire(.showPrompt, .prompt(newPrompt), on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        fire(.hidePrompt, .nothing, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        fire(.hidePrompt, .nothing, on: navMap)
        fire(.showPrompt, .prompt(newPrompt), on: navMap)
    }

    // MARK: Machine

    private func fire(_ transition: Transition, _ input: Input, on map: GMSMapView) {
        guard let step = table[transition] else { return }
        let next = step(screen, input)
        render(next, on: map)
        screen = next
    }

    private func render(_ next: Screen, on map: GMSMapView) {
        // A new screen interrupts the old animation: jump it to its end state
        // and run the removals its completion owed.
        if let running = runningAnimator, running.isRunning {
            running.stopAnimation(true)
            pendingCleanup?()
        }
        pendingCleanup = nil

        let (views, layout) = plan(for: next, on: map)
        let leaving = mounted.filter { old in !views.contains { $0 === old } }
        let arriving = views.filter { new in !mounted.contains { $0 === new } }

        NSLayoutConstraint.deactivate(constraints)
        arriving.forEach { view in
            view.translatesAutoresizingMaskIntoConstraints = false
            view.alpha = 0
            map.addSubview(view)
        }
        NSLayoutConstraint.activate(layout)
        mounted = views
        constraints = layout
        // Prompts slide up from below the screen edge; everything else fades.
        let slide = CGAffineTransform(translationX: 0, y: 160)
        arriving.filter { $0 is NavigationPromptView }.forEach { $0.transform = slide }

        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) {
            arriving.forEach { $0.alpha = 1; $0.transform = .identity }
            leaving.forEach { $0.alpha = 0 }
            leaving.filter { $0 is NavigationPromptView }.forEach { $0.transform = slide }
            map.layoutIfNeeded()
        }
        let cleanup = {
            leaving.forEach { view in
                view.removeFromSuperview()
                view.alpha = 1
                view.transform = .identity
            }
        }
        pendingCleanup = cleanup
        animator.addCompletion { [weak self] position in
            if position == .end { cleanup() }
            self?.pendingCleanup = nil
            self?.runningAnimator = nil
        }
        runningAnimator = animator
        animator.startAnimation()
    }

    /// The views a screen shows and the constraints that place them.
    private func plan(for screen: Screen, on map: GMSMapView) -> ([UIView], [NSLayoutConstraint]) {
        let safe = map.safeAreaLayoutGuide
        let pad = NavigationStyleValues.elementHorizontalPadding
        let cardPad = NavigationStyleValues.headerFooterHorizontalPadding

        switch screen {
        case .off:
            return ([], [])

        case .ready(let state):
            let compass = state.buttons.first { $0.type == .compass }?.view
            let inset = state.wideMode ? cardPad : pad
            var layout = [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -inset),
            ]
            if let compass {
                layout += [
                    compass.topAnchor.constraint(equalTo: safe.topAnchor, constant: inset),
                    compass.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
                ]
            }
            return ([state.viewport, state.googleLogo] + [compass].compactMap { $0 }, layout)

        case .guidance(let state, let prompt):
            let wide = state.wideMode
            let turn = state.turnCard, eta = state.etaCard
            let cardTrailing = { (card: UIView) -> NSLayoutConstraint in
                wide ? card.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor, constant: -pad)
                     : card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -cardPad)
            }
            // Everything floating over the map sits above this line: the ETA
            // card's margin, or the prompt's top while one is up.
            let floor = prompt?.topAnchor ?? eta.layoutMarginsGuide.topAnchor
            let buttons = [NavigationButtonKnownType.compass, .reporting].compactMap { kind in
                state.buttons.first { $0.type == kind }?.view
            }
            var layout = [
                turn.topAnchor.constraint(equalTo: safe.topAnchor, constant: NavigationStyleValues.headerTopPadding),
                turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardPad),
                cardTrailing(turn),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: cardPad),
                cardTrailing(eta),
                state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: floor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
                state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -pad),
                state.speedWidget.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: pad),
                state.speedWidget.bottomAnchor.constraint(equalTo: state.googleLogo.topAnchor, constant: -pad),
            ]
            // Buttons stack upwards from the floor along the trailing edge.
            var below = floor
            for button in buttons {
                layout += [
                    button.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -pad),
                    button.bottomAnchor.constraint(equalTo: below, constant: -NavigationStyleValues.buttonVerticalPadding),
                ]
                below = button.topAnchor
            }
            var views = [state.viewport, turn, eta, state.speedWidget, state.googleLogo] + buttons
            if let prompt {
                layout += [
                    prompt.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
                    prompt.trailingAnchor.constraint(equalTo: eta.trailingAnchor),
                    prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                ]
                views.append(prompt)
            }
            return (views, layout)
        }
    }
}
