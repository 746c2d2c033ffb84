import UIKit
import GoogleNavigation

enum NavPhase: Equatable {
    case off
    case ready
    case guidance
}

struct LayoutKey: Equatable {
    var phase: NavPhase
    var wide: Bool
    var hasPrompt: Bool

    static let initial = LayoutKey(phase: .off, wide: false, hasPrompt: false)
}

/// Every callback updates `key`, then `apply()` matches on it. The layout of
/// each combination is spelled out once in the switch.
@MainActor
final class PatternMatchLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private var key = LayoutKey.initial
    private var ready: NavigationReadyUIState?
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var live: [NSLayoutConstraint] = []
    private var onMap: [UIView] = []
    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let margin: CGFloat = 12

    private func clear() {
        NSLayoutConstraint.deactivate(live)
        live.removeAll()
        onMap.forEach { $0.removeFromSuperview() }
        onMap.removeAll()
        stack.arrangedSubviews = []
    }

    private func put(_ views: UIView..., on map: GMSMapView) {
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            map.addSubview(v)
            onMap.append(v)
        }
    }

    private func apply(on map: GMSMapView) {
        clear()
        let safe = map.safeAreaLayoutGuide

        if case .off = key.phase { return }

        switch (key.phase, key.wide, key.hasPrompt) {
        case (.ready, let wide, _):
            guard let state = ready else { return }
            stack.arrangedSubviews = state.buttons.compactMap { button in
                if case .compass = button.type { return button.view }
                return nil
            }
            put(state.viewport, state.googleLogo, stack, on: map)
            live += [
                state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                state.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: wide ? margin * 2 : margin),
                state.googleLogo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -margin),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
                stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -margin),
                stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor),
            ]

        case (.guidance, let wide, let hasPrompt) where guidance != nil:
            let state = guidance!
            let turn = state.turnCard, eta = state.etaCard, speed = state.speedWidget
            var ordered: [UIView] = []
            for case let button in state.buttons where button.type == .reporting { ordered.append(button.view) }
            for case let button in state.buttons where button.type == .compass { ordered.append(button.view) }
            stack.arrangedSubviews = ordered
            put(state.viewport, turn, eta, speed, state.googleLogo, stack, on: map)

            live += [
                turn.topAnchor.constraint(equalTo: safe.topAnchor),
                turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
                speed.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
                state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: margin),
                stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -margin),
                stack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: margin),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: speed.topAnchor, constant: -margin),
            ]

            switch (wide, hasPrompt) {
            case (true, _):
                live += [
                    turn.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                    eta.trailingAnchor.constraint(lessThanOrEqualTo: map.centerXAnchor),
                ]
            case (false, _):
                live += [
                    turn.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    eta.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                ]
            }

            // The floor everything rests on: the prompt's top while one is shown.
            let floor: NSLayoutYAxisAnchor
            if hasPrompt, let prompt {
                put(prompt, on: map)
                live += [
                    prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    prompt.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    prompt.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                    state.viewport.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor),
                ]
                floor = prompt.topAnchor
            } else {
                floor = eta.topAnchor
            }
            let resting = [
                state.viewport.bottomAnchor.constraint(equalTo: floor),
                state.googleLogo.bottomAnchor.constraint(equalTo: floor, constant: -margin),
                stack.bottomAnchor.constraint(lessThanOrEqualTo: floor, constant: -margin),
                state.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: eta.topAnchor, constant: -margin),
            ]
            live += resting
            let sink = stack.bottomAnchor.constraint(equalTo: speed.topAnchor, constant: -margin)
            sink.priority = .defaultLow
            live.append(sink)

        default:
            break
        }
        NSLayoutConstraint.activate(live)
    }

    // MARK: - NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        ready = newState
        key = LayoutKey(phase: .ready, wide: newState.wideMode, hasPrompt: false)
        apply(on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        ready = nil
        prompt = nil
        key = .initial
        apply(on: navMap)
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidance = newState
        key = LayoutKey(phase: .guidance, wide: newState.wideMode, hasPrompt: prompt != nil)
        apply(on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        guidance = nil
        prompt = nil
        ready = newState
        key = LayoutKey(phase: .ready, wide: newState.wideMode, hasPrompt: false)
        apply(on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard key.phase != .off, key.wide != newState.wideMode else { return }
        key.wide = newState.wideMode
        switch newState {
        case let active as ActiveGuidanceUIState: guidance = active
        case let readyState as NavigationReadyUIState: ready = readyState
        default: break
        }
        apply(on: navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        guard case .guidance = key.phase else { return }
        prompt = newPrompt
        key.hasPrompt = true
        apply(on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard case .guidance = key.phase, key.hasPrompt else { return }
        prompt = nil
        key.hasPrompt = false
        apply(on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        if case .guidance = key.phase {
            prompt = newPrompt
            key.hasPrompt = true
            apply(on: navMap)
        }
    }
}
