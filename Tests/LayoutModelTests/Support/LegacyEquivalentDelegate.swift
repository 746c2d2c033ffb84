import Cassowary
import LayoutModel

/// A hand-written delegate that reproduces the legacy default layout (header,
/// footer, report button; no compass, no trip progress bar, no padding), the
/// kind of delegate `navlint generate` emits. It checks wide mode in every
/// callback and rebuilds its constraints whenever the state changes.
final class LegacyEquivalentDelegate: ModelLayoutDelegate {
    private var views: [LayoutView] = []
    private var constraints: [LayoutConstraint] = []
    private var guidance: ActiveGuidanceUIState?
    private var prompt: NavigationPromptView?
    private var ready: NavigationReadyUIState?

    func enableNavigationUI(navMap: MapView, newState: NavigationReadyUIState) throws {
        ready = newState
        try rebuild(navMap, wide: newState.wideMode)
    }

    func disableNavigationUI(navMap: MapView, oldState: NavigationReadyUIState) throws {
        ready = nil
        prompt?.removeFromSuperview()
        prompt = nil
        tearDown()
    }

    func startGuidance(navMap: MapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) throws {
        guidance = newState
        try rebuild(navMap, wide: newState.wideMode)
    }

    func stopGuidance(navMap: MapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) throws {
        guidance = nil
        ready = newState
        try rebuild(navMap, wide: newState.wideMode)
    }

    func sizeChanged(navMap: MapView, newState: NavigationUIState) throws {
        guard ready != nil || guidance != nil else { return }
        try rebuild(navMap, wide: newState.wideMode)
    }

    func showPrompt(navMap: MapView, newPrompt: NavigationPromptView) throws {
        prompt = newPrompt
        try rebuild(navMap, wide: navMap.wideMode)
    }

    func hidePrompt(navMap: MapView, oldPrompt: NavigationPromptView) throws {
        oldPrompt.removeFromSuperview()
        prompt = nil
        try rebuild(navMap, wide: navMap.wideMode)
    }

    func changePrompt(navMap: MapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) throws {
        oldPrompt.removeFromSuperview()
        prompt = newPrompt
        try rebuild(navMap, wide: navMap.wideMode)
    }

    private func tearDown() {
        LayoutConstraint.deactivate(constraints)
        views.forEach { $0.removeFromSuperview() }
        constraints = []
        views = []
    }

    /// The legacy slots (docs/legacy-layout-model.md) as constraints.
    private func rebuild(_ navMap: MapView, wide: Bool) throws {
        tearDown()
        let style = navMap.metrics.styleValues
        let safe = navMap.safeAreaLayoutGuide
        guard let logo = guidance?.googleLogo ?? ready?.googleLogo,
            let viewport = guidance?.viewport ?? ready?.viewport
        else { return }
        views = [viewport, logo]

        // The open map: the safe area, pushed down/in by the cards and up by a prompt.
        let openBottom = viewport.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        openBottom.priority = .defaultLow
        constraints = [
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            viewport.bottomAnchor.constraint(lessThanOrEqualTo: safe.bottomAnchor), openBottom,
            logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: style.elementHorizontalPadding),
            logo.bottomAnchor.constraint(equalTo: viewport.bottomAnchor, constant: -style.buttonVerticalPadding),
        ]
        if let guidance {
            let turnCard = guidance.turnCard
            let etaCard = guidance.etaCard
            views += [turnCard, etaCard]
            constraints += [
                turnCard.topAnchor.constraint(equalTo: navMap.topAnchor),
                turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                etaCard.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            ]
            if wide {
                constraints += [
                    viewport.leadingAnchor.constraint(equalTo: turnCard.trailingAnchor),
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                ]
            } else {
                constraints += [
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.topAnchor.constraint(equalTo: turnCard.bottomAnchor),
                    viewport.bottomAnchor.constraint(lessThanOrEqualTo: etaCard.topAnchor),
                ]
            }
            if let reporting = guidance.buttons.first(where: { $0.type == .reporting })?.view {
                views.append(reporting)
                constraints += [
                    reporting.trailingAnchor.constraint(
                        equalTo: safe.trailingAnchor, constant: -style.buttonHorizontalPadding),
                    reporting.bottomAnchor.constraint(
                        equalTo: viewport.bottomAnchor, constant: -style.buttonVerticalPadding),
                ]
            }
            let speed = guidance.speedWidget
            views.append(speed)
            constraints += [
                speed.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: style.buttonHorizontalPadding),
                speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -style.buttonVerticalPadding),
            ]
            if let prompt {
                views.append(prompt)
                constraints += [
                    prompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                    prompt.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                ]
                if !wide { constraints.append(viewport.bottomAnchor.constraint(lessThanOrEqualTo: prompt.topAnchor)) }
            }
        } else {
            constraints += [
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            ]
        }
        for view in views { try navMap.addSubview(view) }
        try LayoutConstraint.activate(constraints)
    }
}
