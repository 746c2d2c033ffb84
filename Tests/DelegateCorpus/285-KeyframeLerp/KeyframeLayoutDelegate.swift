import GoogleNavigation
import UIKit

/// Lays the navigation chrome out from two keyframes. The progress between them
/// comes from `wideMode` (0 or 1 today; the math is written for anything in between
/// so the same code can drive an interactive resize later).
final class KeyframeLayoutDelegate: NSObject, NavigationLayoutDelegate {

    /// Constraints whose constants come from the keyframe.
    private enum Role: Hashable {
        case cardLeading, cardTrailing, cardTop
        case promptLeading, promptTrailing
        case logoLeading, logoBottom
        case buttonsTrailing, buttonsBottom, buttonsTop
        case progressTop, progressBottom
    }

    private let easing: Easing = .smoothstep
    private var progress: CGFloat = 0
    private var frame: Keyframe { lerp(.compact, .wide, easing(progress)) }

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?

    private var column: UILayoutGuide?
    private var buttonStack: GMSNavigationHidingStackView?
    private var activeConstraints: [NSLayoutConstraint] = []
    private var tunable: [Role: [NSLayoutConstraint]] = [:]

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        progress = newState.layoutProgress
        readyState = newState

        let guide = UILayoutGuide()
        guide.identifier = "nav.column"
        navMap.addLayoutGuide(guide)
        column = guide

        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        navMap.addSubview(stack)
        buttonStack = stack

        navMap.addChromeSubviews(newState.viewport, newState.googleLogo)
        stack.arrangedSubviews = newState.buttons.views(of: [.compass])
        relayout(navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()
        tunable.removeAll()

        prompt?.removeFromSuperview()
        prompt = nil
        buttonStack?.arrangedSubviews = []
        buttonStack?.removeFromSuperview()
        buttonStack = nil
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        if let column {
            navMap.removeLayoutGuide(column)
        }
        column = nil
        readyState = nil
        guidanceState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        progress = newState.layoutProgress
        guidanceState = newState
        navMap.addChromeSubviews(newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget)
        buttonStack?.arrangedSubviews = newState.buttons.views(of: [.compass, .reporting])
        relayout(navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { hidePrompt(navMap: navMap, oldPrompt: prompt) }
        NSLayoutConstraint.deactivate(activeConstraints)
        activeConstraints.removeAll()
        tunable.removeAll()

        [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget]
            .forEach { $0.removeFromSuperview() }
        buttonStack?.arrangedSubviews = newState.buttons.views(of: [.compass])

        guidanceState = nil
        readyState = newState
        progress = newState.layoutProgress
        relayout(navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard readyState != nil else { return }
        progress = newState.layoutProgress
        relayout(navMap)
    }

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        present(newPrompt, on: navMap)
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap, animated: true)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        dismiss(oldPrompt, on: navMap, animated: false)
        present(newPrompt, on: navMap)
    }

    // MARK: Prompts

    private func present(_ newPrompt: NavigationPromptView, on navMap: GMSMapView) {
        newPrompt.roundedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        newPrompt.alpha = 0
        navMap.addChromeSubviews(newPrompt)
        prompt = newPrompt
        relayout(navMap)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
            newPrompt.alpha = 1
        }
    }

    private func dismiss(_ oldPrompt: NavigationPromptView, on navMap: GMSMapView, animated: Bool) {
        if prompt === oldPrompt {
            prompt = nil
        }
        relayout(navMap)
        guard animated else {
            oldPrompt.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            oldPrompt.removeFromSuperview()
        })
    }

    // MARK: Layout

    /// Rebuilds every constraint for the current state and progress.
    private func relayout(_ navMap: GMSMapView) {
        guard let readyState, let column else { return }
        NSLayoutConstraint.deactivate(activeConstraints)
        tunable.removeAll()

        let k = frame
        let safe = navMap.safeAreaLayoutGuide
        var cs: [NSLayoutConstraint] = [
            column.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            column.topAnchor.constraint(equalTo: safe.topAnchor),
            column.widthAnchor.constraint(equalTo: safe.widthAnchor, multiplier: k.column.width),
            column.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: k.column.height),
        ]
        buttonStack?.spacing = k.buttonSpacing

        if let guidance = guidanceState {
            cs += guidanceConstraints(guidance, safe: safe, column: column, arrangement: k.arrangement)
        } else {
            cs += readyConstraints(readyState, safe: safe)
        }
        if let prompt {
            cs += promptConstraints(prompt, in: navMap, column: column, arrangement: k.arrangement)
        }

        activeConstraints = cs
        apply(k)
        NSLayoutConstraint.activate(cs)
    }

    private func readyConstraints(_ state: NavigationReadyUIState, safe: UILayoutGuide) -> [NSLayoutConstraint] {
        let logo = state.googleLogo
        var cs = state.viewport.pinEdges(to: safe)
        cs += [
            tune(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor), .logoLeading),
            tune(logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor), .logoBottom),
        ]
        if let stack = buttonStack {
            cs += [
                tune(stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor), .buttonsTrailing),
                tune(stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor), .buttonsBottom),
                tune(stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor), .buttonsTop),
            ]
        }
        return cs
    }

    private func guidanceConstraints(
        _ state: ActiveGuidanceUIState, safe: UILayoutGuide, column: UILayoutGuide, arrangement: Arrangement
    ) -> [NSLayoutConstraint] {
        let turn = state.turnCard, eta = state.etaCard, logo = state.googleLogo, viewport = state.viewport
        var cs: [NSLayoutConstraint] = [
            tune(turn.topAnchor.constraint(equalTo: safe.topAnchor), .cardTop),
            tune(turn.leadingAnchor.constraint(equalTo: column.leadingAnchor), .cardLeading),
            tune(turn.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor), .cardTrailing),
            eta.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            tune(eta.leadingAnchor.constraint(equalTo: column.leadingAnchor), .cardLeading),
            tune(eta.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor), .cardTrailing),
            state.speedWidget.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
            state.speedWidget.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -8),
            state.tripProgressBar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ]

        switch arrangement {
        case .stacked:
            cs += [
                viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                tune(logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor), .logoLeading),
                tune(state.tripProgressBar.topAnchor.constraint(equalTo: turn.bottomAnchor), .progressTop),
            ]
            cs += state.tripProgressBar.bottomAnchor.restingOn(eta.topAnchor).map { tune($0, .progressBottom) }
            // Bottom chrome rests on the ETA card and rises above a prompt when one is taller.
            cs += viewport.bottomAnchor.restingOn(eta.topAnchor)
            cs += logo.bottomAnchor.restingOn(eta.layoutMarginsGuide.topAnchor)
            if let stack = buttonStack {
                cs += stack.bottomAnchor.restingOn(eta.layoutMarginsGuide.topAnchor)
                cs += [
                    tune(stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor), .buttonsTrailing),
                    tune(stack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor), .buttonsTop),
                ]
            }
        case .sideBySide:
            cs += viewport.pinEdges(to: safe, leading: column.trailingAnchor)
            cs += [
                tune(logo.leadingAnchor.constraint(equalTo: column.trailingAnchor), .logoLeading),
                tune(logo.bottomAnchor.constraint(equalTo: safe.bottomAnchor), .logoBottom),
                tune(state.tripProgressBar.topAnchor.constraint(equalTo: safe.topAnchor), .progressTop),
                tune(state.tripProgressBar.bottomAnchor.constraint(equalTo: safe.bottomAnchor), .progressBottom),
            ]
            if let stack = buttonStack {
                cs += [
                    tune(stack.trailingAnchor.constraint(equalTo: safe.trailingAnchor), .buttonsTrailing),
                    tune(stack.bottomAnchor.constraint(equalTo: safe.bottomAnchor), .buttonsBottom),
                    tune(stack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor), .buttonsTop),
                ]
            }
        }
        return cs
    }

    private func promptConstraints(
        _ prompt: NavigationPromptView, in navMap: GMSMapView, column: UILayoutGuide, arrangement: Arrangement
    ) -> [NSLayoutConstraint] {
        var cs: [NSLayoutConstraint] = [
            prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            tune(prompt.leadingAnchor.constraint(equalTo: column.leadingAnchor), .promptLeading),
            tune(prompt.trailingAnchor.constraint(lessThanOrEqualTo: column.trailingAnchor), .promptTrailing),
        ]
        // Stacked, the prompt spans the bottom: keep the viewport, logo and buttons above it.
        if arrangement == .stacked, let guidance = guidanceState {
            let promptTop = prompt.layoutMarginsGuide.topAnchor
            cs.append(guidance.viewport.bottomAnchor.constraint(lessThanOrEqualTo: promptTop))
            cs.append(guidance.googleLogo.bottomAnchor.constraint(lessThanOrEqualTo: promptTop))
            cs.append(guidance.tripProgressBar.bottomAnchor.constraint(lessThanOrEqualTo: promptTop))
            if let stack = buttonStack {
                cs.append(stack.bottomAnchor.constraint(lessThanOrEqualTo: promptTop))
            }
        }
        return cs
    }

    // MARK: Keyframe constants

    @discardableResult
    private func tune(_ constraint: NSLayoutConstraint, _ role: Role) -> NSLayoutConstraint {
        tunable[role, default: []].append(constraint)
        return constraint
    }

    /// Writes the interpolated keyframe's numbers into the tunable constraints.
    private func apply(_ k: Keyframe) {
        for (role, constraints) in tunable {
            let value = constant(for: role, in: k)
            for c in constraints {
                c.constant = value
            }
        }
    }

    private func constant(for role: Role, in k: Keyframe) -> CGFloat {
        switch role {
        case .cardLeading: return k.cardInsets.left
        case .cardTrailing: return -k.cardInsets.right
        case .cardTop: return k.cardInsets.top
        case .promptLeading: return k.promptInsets.left
        case .promptTrailing: return -k.promptInsets.right
        case .logoLeading: return k.chromeInsets.left
        case .logoBottom: return -k.chromeInsets.bottom
        case .buttonsTrailing: return -k.chromeInsets.right
        case .buttonsBottom: return -k.chromeInsets.bottom
        case .buttonsTop: return k.chromeInsets.top
        case .progressTop: return k.progressInsets.top
        case .progressBottom: return -k.progressInsets.bottom
        }
    }
}

// MARK: - Helpers

private extension UIView {
    func addChromeSubviews(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }

    /// Leading/trailing/top/bottom to the guide; `leading` replaces the guide's leading edge.
    func pinEdges(to guide: UILayoutGuide, leading: NSLayoutXAxisAnchor? = nil) -> [NSLayoutConstraint] {
        [
            topAnchor.constraint(equalTo: guide.topAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            leadingAnchor.constraint(equalTo: leading ?? guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ]
    }
}

private extension NSLayoutYAxisAnchor {
    /// Sits on `anchor` unless something required (a prompt) pushes it higher.
    func restingOn(_ anchor: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
        let rest = constraint(equalTo: anchor)
        rest.priority = .defaultHigh
        return [constraint(lessThanOrEqualTo: anchor), rest]
    }
}

@MainActor
private extension Array where Element == NavigationUIButton {
    /// Button views in the order of `types`, found by type (never by index).
    func views(of types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in first { $0.type == type }?.view }
    }
}
