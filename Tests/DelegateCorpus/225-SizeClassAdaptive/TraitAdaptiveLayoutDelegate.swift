import GoogleNavigation
import UIKit

/// Adapts the navigation layout to the map's trait collection and the SDK's wide mode.
/// Each state keeps two constraint sets: `fixed` (the same in every arrangement) and
/// `adaptive` (rebuilt when wide mode, the size classes or a prompt change).
@MainActor
final class TraitAdaptiveLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private struct ReadyViews {
        let logo: UIView
        let viewport: UIView
    }

    private struct GuidanceViews {
        let logo: UIView
        let viewport: UIView
        let turnCard: UIView
        let etaCard: UIView
        let speedWidget: UIView
    }

    private enum Mode {
        case idle
        case ready(ReadyViews)
        case guiding(GuidanceViews)
    }

    private static let fadeDuration: TimeInterval = 0.3

    private let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private var probe: TraitProbeView?
    private weak var map: GMSMapView?
    private var mode = Mode.idle
    private var wideMode = false
    private var fixed: [NSLayoutConstraint] = []
    private var adaptive: [NSLayoutConstraint] = []
    private var probeConstraints: [NSLayoutConstraint] = []
    private var prompt: NavigationPromptView?
    private var promptConstraints: [NSLayoutConstraint] = []

    // MARK: Navigation on / off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        map = navMap
        wideMode = newState.wideMode
        installProbe(on: navMap)
        let views = ReadyViews(logo: newState.googleLogo, viewport: newState.viewport)
        for view in [views.viewport, views.logo, stack] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        stack.spacing = NavigationStyleValues.buttonVerticalPadding
        stack.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        enter(.ready(views), on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        dropPrompt()
        leaveCurrentMode()
        stack.arrangedSubviews = []
        for view in [oldState.logoView, oldState.viewport, stack] {
            view.removeFromSuperview()
        }
        NSLayoutConstraint.deactivate(probeConstraints)
        probeConstraints = []
        probe?.onSizeClassChange = nil
        probe?.removeFromSuperview()
        probe = nil
        mode = .idle
        map = nil
    }

    // MARK: Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        wideMode = newState.wideMode
        leaveCurrentMode()
        let views = GuidanceViews(logo: newState.googleLogo, viewport: newState.viewport,
                                  turnCard: newState.turnCard, etaCard: newState.etaCard,
                                  speedWidget: newState.speedWidget)
        for view in [views.turnCard, views.etaCard, views.speedWidget] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        stack.arrangedSubviews = buttonViews(newState.buttons, [.reporting, .compass])
        enter(.guiding(views), on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        dropPrompt()
        wideMode = newState.wideMode
        leaveCurrentMode()
        for view in [oldState.turnCard, oldState.etaCard, oldState.speedWidget] {
            view.removeFromSuperview()
        }
        stack.arrangedSubviews = buttonViews(newState.buttons, [.compass])
        enter(.ready(ReadyViews(logo: newState.googleLogo, viewport: newState.viewport)), on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        wideMode = newState.wideMode
        adapt(to: navMap.traitCollection)
    }

    // MARK: Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        newPrompt.translatesAutoresizingMaskIntoConstraints = false
        newPrompt.alpha = 0
        navMap.addSubview(newPrompt)
        promptConstraints = [
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
        ]
        NSLayoutConstraint.activate(promptConstraints)
        prompt = newPrompt
        adapt(to: navMap.traitCollection)
        UIView.animate(withDuration: Self.fadeDuration) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        guard prompt === oldPrompt else { return }
        let pins = promptConstraints
        promptConstraints = []
        prompt = nil
        adapt(to: navMap.traitCollection)
        UIView.animate(withDuration: Self.fadeDuration, animations: {
            oldPrompt.alpha = 0
        }, completion: { _ in
            NSLayoutConstraint.deactivate(pins)
            oldPrompt.removeFromSuperview()
        })
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        hidePrompt(navMap: navMap, oldPrompt: oldPrompt)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    // MARK: Modes

    private func enter(_ newMode: Mode, on map: GMSMapView) {
        mode = newMode
        fixed = fixedConstraints(for: newMode, on: map)
        NSLayoutConstraint.activate(fixed)
        adapt(to: map.traitCollection)
    }

    private func leaveCurrentMode() {
        NSLayoutConstraint.deactivate(adaptive + fixed)
        adaptive = []
        fixed = []
    }

    private func dropPrompt() {
        NSLayoutConstraint.deactivate(promptConstraints)
        promptConstraints = []
        prompt?.removeFromSuperview()
        prompt = nil
    }

    /// Rebuilds the constraints that depend on wide mode, the traits and the prompt.
    private func adapt(to traits: UITraitCollection) {
        guard let map else { return }
        NSLayoutConstraint.deactivate(adaptive)
        adaptive = adaptiveConstraints(for: mode, arrangement: Arrangement(wideMode: wideMode),
                                       spacing: AdaptiveSpacing(traits: traits), on: map)
        NSLayoutConstraint.activate(adaptive)
    }

    private func fixedConstraints(for mode: Mode, on map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        switch mode {
        case .idle:
            return []
        case .ready(let views):
            return floating(logo: views.logo, viewport: views.viewport)
        case .guiding(let views):
            return floating(logo: views.logo, viewport: views.viewport) + [
                views.turnCard.topAnchor.constraint(equalTo: map.topAnchor),
                views.turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                views.etaCard.bottomAnchor.constraint(equalTo: map.bottomAnchor),
                views.etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                views.speedWidget.leadingAnchor.constraint(equalTo: views.logo.leadingAnchor),
            ]
        }
    }

    /// The logo in the camera area's bottom-leading corner, the buttons along its trailing side.
    private func floating(logo: UIView, viewport: UIView) -> [NSLayoutConstraint] {
        [
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor),
            stack.topAnchor.constraint(equalTo: viewport.topAnchor),
            stack.bottomAnchor.constraint(equalTo: viewport.bottomAnchor),
        ]
    }

    private func adaptiveConstraints(for mode: Mode, arrangement: Arrangement, spacing: AdaptiveSpacing,
                                     on map: GMSMapView) -> [NSLayoutConstraint] {
        let safe = map.safeAreaLayoutGuide
        switch mode {
        case .idle:
            return []
        case .ready(let views):
            return [
                views.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                views.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                views.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                views.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                stack.trailingAnchor.constraint(equalTo: views.viewport.trailingAnchor, constant: -spacing.edge),
            ]
        case .guiding(let views):
            var constraints = [
                views.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                stack.trailingAnchor.constraint(equalTo: views.viewport.trailingAnchor, constant: -spacing.edge),
                views.speedWidget.bottomAnchor.constraint(equalTo: views.logo.topAnchor, constant: -spacing.gap),
            ]
            switch arrangement {
            case .stacked:
                constraints += [
                    views.viewport.topAnchor.constraint(equalTo: views.turnCard.bottomAnchor),
                    views.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ]
            case .sideBySide:
                constraints += [
                    views.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    views.viewport.leadingAnchor.constraint(equalTo: views.turnCard.trailingAnchor),
                ]
            }
            if let prompt {
                constraints.append(views.viewport.bottomAnchor.constraint(equalTo: prompt.topAnchor))
            } else if arrangement == .sideBySide {
                constraints.append(views.viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor))
            } else {
                constraints.append(views.viewport.bottomAnchor.constraint(equalTo: views.etaCard.topAnchor))
            }
            return constraints
        }
    }

    // MARK: Helpers

    private func installProbe(on map: GMSMapView) {
        let probe = TraitProbeView(frame: .zero)
        probe.onSizeClassChange = { [weak self] traits in
            self?.adapt(to: traits)
        }
        map.addSubview(probe)
        probeConstraints = [
            probe.topAnchor.constraint(equalTo: map.topAnchor),
            probe.leadingAnchor.constraint(equalTo: map.leadingAnchor),
            probe.widthAnchor.constraint(equalToConstant: 0),
            probe.heightAnchor.constraint(equalToConstant: 0),
        ]
        NSLayoutConstraint.activate(probeConstraints)
        self.probe = probe
    }

    private func buttonViews(_ buttons: [NavigationUIButton], _ order: [NavigationButtonKnownType]) -> [UIView] {
        order.compactMap { kind in buttons.first { $0.type == kind }?.view }
    }
}

private extension NavigationReadyUIState {
    var logoView: UIView { googleLogo }
}
