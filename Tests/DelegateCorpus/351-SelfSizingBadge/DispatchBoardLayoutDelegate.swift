import GoogleNavigation
import UIKit

/// Layout of the dispatch board's drive screen.
///
/// Classic UIKit: constraints installed on the map view (see `GMSMapView+Install`),
/// one array per layer of the layout (the session, the state, the narrow/wide
/// mode, each prompt), and a route badge that sizes itself (`PaddedBadgeLabel`).
/// The open map ends on `openMapBottom`, a guide that rests on the safe area and
/// rises above the bottom cards and any prompt.
@MainActor
final class DispatchBoardLayoutDelegate: NSObject, NavigationLayoutDelegate {
    private enum Metrics {
        static let gap: CGFloat = 8
        static let badgeGap: CGFloat = 8
        static let promptFadeIn: TimeInterval = 0.25
        static let promptFadeOut: TimeInterval = 0.2
        static let narrowBadgeShare: CGFloat = 0.6
        static let wideBadgeShare: CGFloat = 0.4
    }

    private let badge = PaddedBadgeLabel()
    private let buttonStack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
    private let openMapBottom = UILayoutGuide()

    private var sessionConstraints: [NSLayoutConstraint] = []
    private var stateConstraints: [NSLayoutConstraint] = []
    private var modeConstraints: [NSLayoutConstraint] = []
    private var stateViews: [UIView] = []
    /// Prompts on the map, the one the SDK shows last, with the constraints each brought.
    private var prompts: [(view: NavigationPromptView, pins: [NSLayoutConstraint])] = []

    private var readyState: NavigationReadyUIState?
    private var guidanceState: ActiveGuidanceUIState?

    // MARK: - Navigation on and off

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        openMapBottom.identifier = "dispatch.openMapBottom"
        navMap.addLayoutGuide(openMapBottom)
        let resting = openMapBottom.bottomAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.bottomAnchor)
        resting.priority = .defaultLow
        sessionConstraints = [openMapBottom.heightAnchor.constraint(equalToConstant: 0), resting]
        navMap.install(sessionConstraints)
        layOutReady(newState, on: navMap)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        takeDownPrompts(on: navMap)
        tearDownState(on: navMap)
        navMap.uninstall(sessionConstraints)
        sessionConstraints = []
        navMap.removeLayoutGuide(openMapBottom)
        readyState = nil
        guidanceState = nil
    }

    // MARK: - Guidance

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        tearDownState(on: navMap)
        readyState = nil
        guidanceState = newState

        let safe = navMap.safeAreaLayoutGuide
        let turnCard = newState.turnCard
        let etaCard = newState.etaCard
        let speed = newState.speedWidget
        let logo = newState.googleLogo
        let viewport = newState.viewport

        buttonStack.arrangedSubviews = Self.buttonViews(newState.buttons)
        badge.text = NSLocalizedString("On route", comment: "Route badge while guiding")
        put([viewport, turnCard, etaCard, speed, logo, buttonStack, badge], on: navMap)
        stateConstraints = [
            turnCard.topAnchor.constraint(equalTo: safe.topAnchor),
            turnCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            etaCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            etaCard.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            speed.bottomAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.topAnchor),
            speed.leadingAnchor.constraint(equalTo: etaCard.layoutMarginsGuide.leadingAnchor),
            viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
            viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            logo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -Metrics.gap),
            buttonStack.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -Metrics.gap),
            buttonStack.trailingAnchor.constraint(
                equalTo: safe.trailingAnchor, constant: -NavigationStyleValues.buttonHorizontalPadding),
            badge.topAnchor.constraint(equalTo: turnCard.bottomAnchor, constant: Metrics.badgeGap),
        ]
        navMap.install(stateConstraints)
        applyMode(wide: newState.wideMode, on: navMap)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        // Arrival can stop guidance with a prompt still up: it goes with guidance.
        takeDownPrompts(on: navMap)
        guidanceState = nil
        layOutReady(newState, on: navMap)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard readyState != nil || guidanceState != nil else { return }
        let wide = newState.wideMode
        applyMode(wide: wide, on: navMap)
    }

    // MARK: - Prompts

    func showPrompt(navMap: GMSMapView, newPrompt: NavigationPromptView) {
        navMap.addSubview(newPrompt)
        let pins = [
            newPrompt.leadingAnchor.constraint(equalTo: navMap.safeAreaLayoutGuide.leadingAnchor),
            newPrompt.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
            openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: newPrompt.topAnchor),
        ]
        navMap.install(pins)
        prompts.append((newPrompt, pins))
        newPrompt.alpha = 0
        UIView.animate(withDuration: Metrics.promptFadeIn, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            newPrompt.alpha = 1
        }
    }

    func hidePrompt(navMap: GMSMapView, oldPrompt: NavigationPromptView) {
        fadeOut(oldPrompt, on: navMap)
    }

    func changePrompt(navMap: GMSMapView, newPrompt: NavigationPromptView, oldPrompt: NavigationPromptView) {
        fadeOut(oldPrompt, on: navMap)
        showPrompt(navMap: navMap, newPrompt: newPrompt)
    }

    private func fadeOut(_ prompt: NavigationPromptView, on navMap: GMSMapView) {
        UIView.animate(
            withDuration: Metrics.promptFadeOut, delay: 0, options: [.curveEaseIn, .beginFromCurrentState],
            animations: { prompt.alpha = 0 },
            completion: { [weak self, weak navMap] _ in
                guard let self, let navMap else { return }
                self.remove(prompt, from: navMap)
            })
    }

    /// Takes `prompt` off the map with its constraints, unless that happened already
    /// (guidance stopped while it faded).
    private func remove(_ prompt: NavigationPromptView, from navMap: GMSMapView) {
        guard let index = prompts.firstIndex(where: { $0.view === prompt }) else { return }
        navMap.uninstall(prompts[index].pins)
        prompt.removeFromSuperview()
        prompts.remove(at: index)
    }

    private func takeDownPrompts(on navMap: GMSMapView) {
        for entry in prompts.reversed() {
            navMap.uninstall(entry.pins)
            entry.view.removeFromSuperview()
        }
        prompts.removeAll()
    }

    // MARK: - Building blocks

    private func layOutReady(_ state: NavigationReadyUIState, on navMap: GMSMapView) {
        tearDownState(on: navMap)
        readyState = state
        let safe = navMap.safeAreaLayoutGuide

        buttonStack.arrangedSubviews = Self.buttonViews(state.buttons)
        badge.text = NSLocalizedString("Ready to drive", comment: "Route badge before guidance")
        put([state.viewport, state.googleLogo, buttonStack, badge], on: navMap)
        stateConstraints = [
            state.viewport.topAnchor.constraint(equalTo: safe.topAnchor),
            state.viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            state.viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            state.viewport.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor),
            state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
            state.googleLogo.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -Metrics.gap),
            buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
            buttonStack.bottomAnchor.constraint(equalTo: openMapBottom.topAnchor, constant: -Metrics.gap),
            badge.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.badgeGap),
            badge.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
        ]
        navMap.install(stateConstraints)
        applyMode(wide: state.wideMode, on: navMap)
    }

    /// The constraints that differ between a narrow and a wide map, swapped as a
    /// whole on every resize.
    private func applyMode(wide: Bool, on navMap: GMSMapView) {
        navMap.uninstall(modeConstraints)
        let safe = navMap.safeAreaLayoutGuide
        badge.maximumWidthShare = wide ? Metrics.wideBadgeShare : Metrics.narrowBadgeShare

        if let state = guidanceState {
            let viewport = state.viewport
            if wide {
                // The cards make a column along the leading edge; the open map is beside it.
                let hug = viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor)
                hug.priority = .defaultLow
                modeConstraints = [
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.turnCard.trailingAnchor),
                    viewport.leadingAnchor.constraint(greaterThanOrEqualTo: state.etaCard.trailingAnchor),
                    hug,
                    state.googleLogo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: Metrics.gap),
                    buttonStack.topAnchor.constraint(equalTo: safe.topAnchor, constant: Metrics.gap),
                    badge.leadingAnchor.constraint(equalTo: state.turnCard.layoutMarginsGuide.leadingAnchor),
                    badge.trailingAnchor.constraint(lessThanOrEqualTo: state.turnCard.layoutMarginsGuide.trailingAnchor),
                ]
            } else {
                // Turn card across the top, ETA card and speed widget across the bottom.
                modeConstraints = [
                    openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.etaCard.topAnchor),
                    openMapBottom.bottomAnchor.constraint(lessThanOrEqualTo: state.speedWidget.topAnchor),
                    viewport.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    state.googleLogo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
                    buttonStack.topAnchor.constraint(equalTo: state.turnCard.bottomAnchor, constant: Metrics.gap),
                    badge.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: Metrics.gap),
                ]
            }
        } else {
            let padding = NavigationStyleValues.buttonHorizontalPadding
            let inset = wide ? padding * 1.5 : padding
            modeConstraints = [
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -inset)
            ]
        }
        navMap.install(modeConstraints)
    }

    private func put(_ views: [UIView], on navMap: GMSMapView) {
        views.forEach(navMap.addSubview)
        stateViews = views
    }

    private func tearDownState(on navMap: GMSMapView) {
        navMap.uninstall(modeConstraints + stateConstraints)
        modeConstraints = []
        stateConstraints = []
        buttonStack.arrangedSubviews = []
        for view in stateViews.reversed() {
            view.removeFromSuperview()
        }
        stateViews = []
    }

    /// Compass first: the hiding stack gives up the views at the end when short of room.
    private static func buttonViews(_ buttons: [NavigationUIButton]) -> [UIView] {
        func rank(_ type: NavigationButtonKnownType) -> Int {
            switch type {
            case .compass: return 0
            case .reporting: return 1
            default: return 2
            }
        }
        return buttons.sorted { rank($0.type) < rank($1.type) }.map(\.view)
    }
}
