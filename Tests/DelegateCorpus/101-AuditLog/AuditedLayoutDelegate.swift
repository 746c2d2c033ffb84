import UIKit
import GoogleNavigation

/// Layout delegate that records every callback, so a field bug report can carry the
/// exact sequence the SDK drove; ordering invariants are enforced in debug and release.
final class AuditedLayoutDelegate: NSObject, NavigationLayoutDelegate {
    enum Phase: String { case off, ready, guiding }

    private(set) var log: [String] = []
    private let maxLogLines = 200
    private var phase: Phase = .off
    private var promptOnScreen: NavigationPromptView?

    private var readyConstraints: [NSLayoutConstraint] = []
    private var guidanceConstraints: [NSLayoutConstraint] = []
    private var promptConstraints: [NSLayoutConstraint] = []
    private var guidanceViews: [UIView] = []
    private var stack: GMSNavigationHidingStackView?

    private let side = NavigationStyleValues.headerFooterHorizontalPadding
    private let inset = NavigationStyleValues.elementHorizontalPadding
    private let gap = NavigationStyleValues.buttonVerticalPadding

    private func record(_ event: String, _ map: GMSMapView, _ state: NavigationUIState? = nil) {
        var line = "#\(log.count) \(event) phase=\(phase.rawValue) map=\(map.frame)"
        if let state { line += " wide=\(state.wideMode) state=\(state)" }
        log.append(line)
        if log.count > maxLogLines { log.removeFirst(log.count - maxLogLines) }
    }

    private func transition(from expected: Phase, to next: Phase, _ event: String) {
        precondition(phase == expected, "\(event) in phase \(phase.rawValue), expected \(expected.rawValue); log: \(log.suffix(5))")
        phase = next
    }

    private func makeStack(_ views: [UIView], on map: GMSMapView) -> GMSNavigationHidingStackView {
        stack?.removeFromSuperview()
        let s = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        s.translatesAutoresizingMaskIntoConstraints = false
        s.spacing = gap
        s.arrangedSubviews = views
        map.addSubview(s)
        stack = s
        return s
    }

    private func bottom(_ anchor: NSLayoutYAxisAnchor, restingOn ground: NSLayoutYAxisAnchor, gap: CGFloat) -> [NSLayoutConstraint] {
        let rest = anchor.constraint(equalTo: ground, constant: -gap)
        rest.priority = .defaultLow
        return [rest, anchor.constraint(lessThanOrEqualTo: ground, constant: -gap)]
    }

    private func layOutReady(_ state: NavigationReadyUIState, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        [state.viewport, state.googleLogo].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; map.addSubview($0) }
        let s = makeStack(state.buttons.filter { $0.type == .compass }.map(\.view), on: map)
        readyConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: state.wideMode ? side : inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
            s.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            s.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -gap),
            s.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
        ]
        NSLayoutConstraint.activate(readyConstraints)
    }

    private func layOutGuidance(_ state: ActiveGuidanceUIState, on map: GMSMapView) {
        let safe = map.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
        guidanceViews = [turn, eta, speed]
        guidanceViews.forEach { $0.translatesAutoresizingMaskIntoConstraints = false; map.addSubview($0) }
        let buttons = [NavigationButtonKnownType.reporting, .compass].compactMap { kind in
            state.buttons.first { $0.type == kind }?.view
        }
        let s = makeStack(buttons, on: map)
        let floor = eta.layoutMarginsGuide.topAnchor
        guidanceConstraints = [
            turn.topAnchor.constraint(equalTo: safe.topAnchor),
            turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: side),
            state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: map.trailingAnchor),
            speed.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: inset),
            state.googleLogo.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -gap),
            s.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset),
            s.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: gap),
        ] + bottom(state.viewport.bottomAnchor, restingOn: floor, gap: 0)
          + bottom(speed.bottomAnchor, restingOn: floor, gap: 0)
          + bottom(s.bottomAnchor, restingOn: floor, gap: gap)
        if state.wideMode {
            guidanceConstraints += [turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                                    eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor)]
        } else {
            guidanceConstraints += [turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side),
                                    eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -side)]
        }
        NSLayoutConstraint.activate(guidanceConstraints)
        promptClearance = [state.viewport, state.googleLogo, s]
    }

    private var promptClearance: [UIView] = []

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        record("enableNavigationUI", navMap, newState)
        transition(from: .off, to: .ready, "enableNavigationUI")
        layOutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        record("disableNavigationUI", navMap, oldState)
        transition(from: .ready, to: .off, "disableNavigationUI")
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        [oldState.viewport, oldState.googleLogo].forEach { $0.removeFromSuperview() }
        stack?.removeFromSuperview()
        stack = nil
        assert(promptOnScreen == nil, "the SDK hides its prompt before navigation UI goes away")
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        record("startGuidance", navMap, newState)
        transition(from: .ready, to: .guiding, "startGuidance")
        NSLayoutConstraint.deactivate(readyConstraints)
        readyConstraints = []
        layOutGuidance(newState, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        record("stopGuidance", navMap, newState)
        transition(from: .guiding, to: .ready, "stopGuidance")
        // The SDK guide has navigation UI go with "any prompt on screen": one still up goes with guidance.
        promptOnScreen?.removeFromSuperview()
        promptOnScreen = nil
        NSLayoutConstraint.deactivate(guidanceConstraints)
        guidanceConstraints = []
        guidanceViews.forEach { $0.removeFromSuperview() }
        guidanceViews = []
        promptClearance = []
        layOutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        record("sizeChanged", navMap, newState)
        switch (phase, newState) {
        case (.guiding, let guidance as ActiveGuidanceUIState):
            NSLayoutConstraint.deactivate(guidanceConstraints)
            layOutGuidance(guidance, on: navMap)
            if let prompt = promptOnScreen { place(prompt, on: navMap) }
        case (.ready, let ready as NavigationReadyUIState):
            NSLayoutConstraint.deactivate(readyConstraints)
            layOutReady(ready, on: navMap)
        default:
            break
        }
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        record("showPrompt \(type(of: newPrompt))", navMap)
        precondition(phase == .guiding && promptOnScreen == nil, "showPrompt out of order; log: \(log.suffix(3))")
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(newPrompt)
        promptOnScreen = newPrompt
        place(newPrompt, on: navMap)
    }

    private func place(_ prompt: NavigationPromptView, on map: GMSMapView) {
        NSLayoutConstraint.deactivate(promptConstraints)
        map.bringSubviewToFront(prompt)
        promptConstraints = [
            prompt.leadingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.leadingAnchor),
            prompt.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor),
            prompt.bottomAnchor.constraint(equalTo: map.bottomAnchor),
        ] + promptClearance.map { $0.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor, constant: -gap) }
        NSLayoutConstraint.activate(promptConstraints)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        record("hidePrompt", navMap)
        precondition(promptOnScreen === oldPrompt, "hidePrompt for a prompt not on screen; log: \(log.suffix(3))")
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        oldPrompt.removeFromSuperview()
        promptOnScreen = nil
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        record("changePrompt", navMap)
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }
}
