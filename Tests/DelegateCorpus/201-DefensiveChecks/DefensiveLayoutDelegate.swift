import GoogleNavigation
import UIKit

/// Navigation layout delegate written to fail fast in debug builds: every
/// phase change is checked against the lifecycle, every pin checks the view
/// hierarchy, and constraint sets are built as `Result`s.
@MainActor
final class DefensiveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Phase: String {
        case idle, ready, guiding
    }

    private var phase: Phase = .idle
    private var phaseConstraints: [NSLayoutConstraint] = []
    private var phaseViews: [UIView] = []
    private var buttonStack: GMSNavigationHidingStackView?
    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    private let floorGuide = UILayoutGuide()
    private var floorConstraints: [NSLayoutConstraint] = []

    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: - Phase bookkeeping

    private func move(to next: Phase) {
        switch (phase, next) {
        case (.idle, .ready), (.ready, .guiding), (.guiding, .ready), (.ready, .idle):
            phase = next
        default:
            fatalError("DefensiveLayoutDelegate: \(phase.rawValue) -> \(next.rawValue) is not a lifecycle step")
        }
    }

    private func clearPhase() {
        NSLayoutConstraint.deactivate(phaseConstraints)
        phaseConstraints.removeAll()
        buttonStack?.arrangedSubviews = []
        buttonStack = nil
        for view in phaseViews.reversed() {
            view.removeFromSuperview()
        }
        phaseViews.removeAll()
    }

    private func add(_ views: [UIView], to map: GMSMapView) {
        for view in views {
            map.addSubview(view)
            phaseViews.append(view)
        }
    }

    private func makeStack(_ buttons: [NavigationUIButton], on map: GMSMapView) -> GMSNavigationHidingStackView {
        assert(buttonStack == nil, "a button stack is still installed")
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = [NavigationButtonKnownType.reporting, .compass]
            .compactMap { Pins.button($0, in: buttons) }
        add([stack], to: map)
        buttonStack = stack
        return stack
    }

    private func activate(_ result: Result<[NSLayoutConstraint], LayoutError>, _ what: String) {
        switch result {
        case .success(let constraints):
            precondition(!constraints.isEmpty, "\(what): no constraints built")
            NSLayoutConstraint.activate(constraints)
            phaseConstraints = constraints
        case .failure(let error):
            assertionFailure("\(what): \(error)")
        }
    }

    // MARK: - Navigation ready

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        guard phase == .idle else {
            assertionFailure("enableNavigationUI while \(phase.rawValue)")
            return
        }
        move(to: .ready)
        navMap.addLayoutGuide(floorGuide)
        let resting = floorGuide.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        floorConstraints = [floorGuide.heightAnchor.constraint(equalToConstant: 0), resting]
        NSLayoutConstraint.activate(floorConstraints)

        readyState = newState
        activate(readyLayout(newState, on: navMap, wide: newState.wideMode), "ready layout")
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        guard phase == .ready else {
            assertionFailure("disableNavigationUI while \(phase.rawValue)")
            return
        }
        removePrompt()
        clearPhase()
        NSLayoutConstraint.deactivate(floorConstraints)
        floorConstraints.removeAll()
        navMap.removeLayoutGuide(floorGuide)
        readyState = nil
        move(to: .idle)
    }

    private func readyLayout(_ state: NavigationReadyUIState, on map: GMSMapView,
                             wide: Bool) -> Result<[NSLayoutConstraint], LayoutError> {
        add([state.viewport, state.googleLogo], to: map)
        let stack = makeStack(state.buttons, on: map)
        let safe = map.safeAreaLayoutGuide
        do {
            return .success([
                try Pins.pin(state.viewport, "viewport", .top, to: safe, in: map),
                try Pins.pin(state.viewport, "viewport", .leading, to: safe, in: map),
                try Pins.pin(state.viewport, "viewport", .trailing, to: safe, in: map),
                try Pins.pin(state.viewport, "viewport", bottom: floorGuide.topAnchor, in: map),
                try Pins.pin(state.googleLogo, "logo", .leading, to: safe, in: map),
                try Pins.pin(state.googleLogo, "logo", bottom: floorGuide.topAnchor, in: map),
                try Pins.pin(stack, "buttons", .top, to: safe, in: map,
                             inset: wide ? NavigationStyleValues.headerTopPadding : 0),
                try Pins.pin(stack, "buttons", .trailing, to: safe, in: map),
                try Pins.pin(stack, "buttons", bottom: floorGuide.topAnchor, in: map),
            ])
        } catch let error as LayoutError {
            return .failure(error)
        } catch {
            fatalError("Pins only throw LayoutError")
        }
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guard phase == .ready else {
            assertionFailure("startGuidance while \(phase.rawValue)")
            return
        }
        clearPhase()
        move(to: .guiding)
        guidanceState = newState
        activate(guidanceLayout(newState, on: navMap, wide: newState.wideMode), "guidance layout")
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guard phase == .guiding else {
            assertionFailure("stopGuidance while \(phase.rawValue)")
            return
        }
        removePrompt()
        clearPhase()
        guidanceState = nil
        move(to: .ready)
        readyState = newState
        activate(readyLayout(newState, on: navMap, wide: newState.wideMode), "ready layout")
    }

    private func guidanceLayout(_ state: ActiveGuidanceUIState, on map: GMSMapView,
                                wide: Bool) -> Result<[NSLayoutConstraint], LayoutError> {
        guard !state.buttons.isEmpty else { return .failure(.emptyButtons) }
        let (turnCard, etaCard, speed) = (state.turnCard, state.etaCard, state.speedWidget)
        let (logo, viewport) = (state.googleLogo, state.viewport)
        add([viewport, turnCard, etaCard, speed, logo], to: map)
        let stack = makeStack(state.buttons, on: map)
        let safe = map.safeAreaLayoutGuide

        var constraints: [NSLayoutConstraint] = []
        do {
            constraints += [
                try Pins.pin(turnCard, "turnCard", .leading, to: safe, in: map),
                try Pins.pin(etaCard, "etaCard", bottom: map.bottomAnchor, in: map),
                try Pins.pin(speed, "speedWidget", .leading, to: safe, in: map),
                try Pins.pin(speed, "speedWidget", bottom: etaCard.layoutMarginsGuide.topAnchor, in: map),
                try Pins.pin(viewport, "viewport", .trailing, to: safe, in: map),
                try Pins.pin(viewport, "viewport", bottom: floorGuide.topAnchor, in: map),
                try Pins.pin(stack, "buttons", .trailing, to: safe, in: map),
                try Pins.pin(stack, "buttons", bottom: floorGuide.topAnchor, in: map),
            ]
            if wide {
                constraints += [
                    try Pins.pin(turnCard, "turnCard", .top, to: safe, in: map),
                    try Pins.pin(etaCard, "etaCard", .leading, to: safe, in: map),
                    try Pins.pin(viewport, "viewport", .top, to: safe, in: map),
                    try Pins.pin(viewport, "viewport", leading: turnCard.trailingAnchor, in: map),
                    try Pins.pin(logo, "logo", leading: viewport.leadingAnchor, in: map),
                    try Pins.pin(logo, "logo", bottom: floorGuide.topAnchor, in: map),
                    try Pins.pin(stack, "buttons", .top, to: safe, in: map,
                                 inset: NavigationStyleValues.headerTopPadding),
                ]
            } else {
                constraints += [
                    try Pins.pin(turnCard, "turnCard", top: map.topAnchor, in: map),
                    try Pins.pin(etaCard, "etaCard", leading: map.leadingAnchor, in: map),
                    floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                    try Pins.pin(viewport, "viewport", top: turnCard.bottomAnchor, in: map),
                    try Pins.pin(viewport, "viewport", .leading, to: safe, in: map),
                    try Pins.pin(logo, "logo", .leading, to: safe, in: map),
                    // The logo sits above the speed widget, and never below the open map.
                    logo.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor),
                    logo.bottomAnchor.constraint(lessThanOrEqualTo: floorGuide.topAnchor),
                    try Pins.pin(stack, "buttons", top: turnCard.bottomAnchor, in: map),
                ]
                // Rest on the speed widget when nothing pushes the logo up.
                if let resting = try? Pins.pin(logo, "logo", bottom: speed.topAnchor, in: map) {
                    resting.priority = .defaultHigh
                    constraints.append(resting)
                }
            }
        } catch let error as LayoutError {
            return .failure(error)
        } catch {
            fatalError("Pins only throw LayoutError")
        }
        return .success(constraints)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        switch phase {
        case .idle:
            return
        case .ready:
            guard let state = readyState else {
                assertionFailure("ready without a ready state")
                return
            }
            clearPhase()
            activate(readyLayout(state, on: navMap, wide: newState.wideMode), "ready relayout")
        case .guiding:
            guard let state = guidanceState else {
                assertionFailure("guiding without a guidance state")
                return
            }
            clearPhase()
            activate(guidanceLayout(state, on: navMap, wide: newState.wideMode), "guidance relayout")
            if let prompt {
                navMap.bringSubviewToFront(prompt)
            }
        }
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard phase == .guiding else {
            assertionFailure("showPrompt outside guidance")
            return
        }
        assert(prompt == nil, "showPrompt while another prompt is up")
        navMap.addSubview(newPrompt)
        prompt = newPrompt
        promptConstraints = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            floorGuide.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        newPrompt.alpha = 0
        UIView.animate(withDuration: 0.2) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else {
            assertionFailure("hidePrompt for a prompt this delegate did not show")
            oldPrompt.removeFromSuperview()
            return
        }
        let leaving = promptConstraints
        prompt = nil
        promptConstraints = []
        // Free the floor at once; the prompt fades out where it is.
        NSLayoutConstraint.deactivate(leaving.filter { $0.firstItem === floorGuide })
        UIView.animate(withDuration: 0.2) {
            oldPrompt.alpha = 0
        } completion: { _ in
            NSLayoutConstraint.deactivate(leaving)
            oldPrompt.removeFromSuperview()
            oldPrompt.alpha = 1
        }
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func removePrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints.removeAll()
        prompt?.removeFromSuperview()
        prompt = nil
    }
}
