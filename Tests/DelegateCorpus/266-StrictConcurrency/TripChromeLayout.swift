// TripChromeLayout.swift: the navigation screen's layout delegate (Swift 6 mode).

@preconcurrency import GoogleNavigation

@MainActor
final class TripChromeLayout: NavigationLayoutDelegate {
    let metrics: ChromeMetrics

    // What the SDK handed us, per state.
    private var readyState: NavigationReadyUIState?
    private(set) var guidanceState: ActiveGuidanceUIState?
    var prompt: NavigationPromptView?
    private var isWide = false

    private lazy var buttonStack: GMSNavigationHidingStackView = {
        let stack = GMSNavigationHidingStackView(position: .bottom, alignment: .trailing)
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    // Constraints owned by the current arrangement.
    private var stateConstraints: [NSLayoutConstraint] = []
    /// Bottoms of the floating chrome (viewport, logo, buttons, progress bar);
    /// re-pinned when a prompt comes or goes.
    private var floorConstraints: [NSLayoutConstraint] = []
    var promptConstraints: [NSLayoutConstraint] = []

    init(metrics: ChromeMetrics = ChromeEnvironment.metrics) {
        self.metrics = metrics
    }

    private var arrangement: ChromeArrangement {
        guidanceState == nil ? .ready(wide: isWide) : .guidance(wide: isWide, prompt: prompt != nil)
    }

    var spec: ChromeSpec { ChromeSpec(arrangement: arrangement, metrics: metrics) }

    // MARK: NavigationLayoutDelegate

    func enableNavigationUI(navMap: GMSMapView, newState: NavigationReadyUIState) {
        readyState = newState
        isWide = newState.wideMode
        buttonStack.spacing = metrics.buttonGap
        for view in [newState.viewport, newState.googleLogo] {
            view.translatesAutoresizingMaskIntoConstraints = false
            navMap.addSubview(view)
        }
        navMap.addSubview(buttonStack)
        buttonStack.arrangedSubviews = newState.buttons.views(ofTypes: [.compass])
        installReadyLayout(on: navMap, state: newState)
    }

    func disableNavigationUI(navMap: GMSMapView, oldState: NavigationReadyUIState) {
        if let prompt { dismissPromptImmediately(prompt) }
        NSLayoutConstraint.deactivate(stateConstraints + floorConstraints)
        stateConstraints.removeAll()
        floorConstraints.removeAll()
        buttonStack.arrangedSubviews = []
        buttonStack.removeFromSuperview()
        oldState.googleLogo.removeFromSuperview()
        oldState.viewport.removeFromSuperview()
        readyState = nil
    }

    func startGuidance(navMap: GMSMapView, newState: ActiveGuidanceUIState, oldState: NavigationReadyUIState) {
        guidanceState = newState
        isWide = newState.wideMode
        tearDownArrangement()
        let cards = [newState.turnCard, newState.etaCard, newState.tripProgressBar, newState.speedWidget]
        for card in cards {
            card.translatesAutoresizingMaskIntoConstraints = false
            navMap.insertSubview(card, belowSubview: buttonStack)
        }
        buttonStack.arrangedSubviews = newState.buttons.views(ofTypes: [.reporting, .compass])
        installGuidanceLayout(on: navMap, state: newState)
    }

    func stopGuidance(navMap: GMSMapView, newState: NavigationReadyUIState, oldState: ActiveGuidanceUIState) {
        if let prompt { dismissPromptImmediately(prompt) }
        tearDownArrangement()
        for card in [oldState.turnCard, oldState.etaCard, oldState.tripProgressBar, oldState.speedWidget] {
            card.removeFromSuperview()
        }
        guidanceState = nil
        readyState = newState
        isWide = newState.wideMode
        buttonStack.arrangedSubviews = newState.buttons.views(ofTypes: [.compass])
        installReadyLayout(on: navMap, state: newState)
    }

    func sizeChanged(navMap: GMSMapView, newState: NavigationUIState) {
        guard let readyState else { return }  // navigation UI is off: nothing of ours on the map
        let wide = newState.wideMode
        guard wide != isWide else { return }
        isWide = wide
        tearDownArrangement()
        if let guidanceState {
            installGuidanceLayout(on: navMap, state: guidanceState)
            if let prompt { pin(prompt: prompt, on: navMap, state: guidanceState) }
        } else {
            installReadyLayout(on: navMap, state: readyState)
        }
    }

    // MARK: Arrangements

    private func tearDownArrangement() {
        NSLayoutConstraint.deactivate(stateConstraints + floorConstraints + promptConstraints)
        stateConstraints.removeAll()
        floorConstraints.removeAll()
        promptConstraints.removeAll()
    }

    private func installReadyLayout(on navMap: GMSMapView, state: NavigationReadyUIState) {
        let spec = self.spec
        let safe = navMap.safeAreaLayoutGuide
        let viewport = state.viewport
        let logo = state.googleLogo
        stateConstraints += activateBatch {
            [
                viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spec.logoLeadingInset),
                buttonStack.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.edgeInset),
                buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: spec.buttonFloorGap),
            ]
        }
        pinFloor(to: safe.bottomAnchor, state: state, spec: spec)
        ChromeEnvironment.layoutCommitted?(spec.arrangement.description)
    }

    private func installGuidanceLayout(on navMap: GMSMapView, state: ActiveGuidanceUIState) {
        let spec = self.spec
        let safe = navMap.safeAreaLayoutGuide
        let turn = state.turnCard, eta = state.etaCard
        let bar = state.tripProgressBar, speed = state.speedWidget
        let viewport = state.viewport, logo = state.googleLogo

        stateConstraints += activateBatch {
            var cs: [NSLayoutConstraint] = [
                turn.topAnchor.constraint(equalTo: navMap.topAnchor),
                eta.bottomAnchor.constraint(equalTo: navMap.bottomAnchor),
                bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -metrics.edgeInset),
                buttonStack.trailingAnchor.constraint(equalTo: bar.leadingAnchor, constant: -spec.buttonsToProgressBar),
                viewport.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            ]
            if spec.arrangement.isWide {
                // Cards down the leading edge; the camera frames the rest of the map.
                cs += [
                    turn.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    eta.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    viewport.topAnchor.constraint(equalTo: safe.topAnchor),
                    viewport.leadingAnchor.constraint(equalTo: turn.trailingAnchor),
                    logo.leadingAnchor.constraint(equalTo: viewport.leadingAnchor, constant: spec.logoLeadingInset),
                    speed.leadingAnchor.constraint(equalTo: eta.leadingAnchor),
                    speed.bottomAnchor.constraint(equalTo: eta.layoutMarginsGuide.topAnchor),
                    bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: spec.progressBarVerticalGap),
                    buttonStack.topAnchor.constraint(greaterThanOrEqualTo: safe.topAnchor, constant: spec.buttonFloorGap),
                ]
            } else {
                cs += [
                    turn.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    turn.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                    eta.leadingAnchor.constraint(equalTo: navMap.leadingAnchor),
                    eta.trailingAnchor.constraint(equalTo: navMap.trailingAnchor),
                    viewport.topAnchor.constraint(equalTo: turn.bottomAnchor),
                    viewport.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    logo.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: spec.logoLeadingInset),
                    speed.leadingAnchor.constraint(equalTo: logo.leadingAnchor),
                    speed.bottomAnchor.constraint(equalTo: logo.topAnchor, constant: -spec.logoBottomGap),
                    bar.topAnchor.constraint(equalTo: turn.bottomAnchor, constant: spec.progressBarVerticalGap),
                    buttonStack.topAnchor.constraint(greaterThanOrEqualTo: turn.bottomAnchor, constant: spec.buttonFloorGap),
                ]
            }
            return cs
        }
        let floor = spec.floorFollowsPrompt ? (prompt?.topAnchor ?? eta.topAnchor) : safe.bottomAnchor
        pinFloor(to: floor, state: state, spec: spec)
        ChromeEnvironment.layoutCommitted?(spec.arrangement.description)
    }

    /// (Re)pins the bottoms of the floating chrome to `floor`.
    func pinFloor(to floor: NSLayoutYAxisAnchor, state: NavigationUIState, spec: ChromeSpec) {
        NSLayoutConstraint.deactivate(floorConstraints)
        let viewport: UIView, logo: UIView
        var extra: [UIView] = []
        if let guidance = state as? ActiveGuidanceUIState {
            viewport = guidance.viewport
            logo = guidance.googleLogo
            extra = [guidance.tripProgressBar]
        } else if let ready = state as? NavigationReadyUIState {
            viewport = ready.viewport
            logo = ready.googleLogo
        } else {
            return
        }
        floorConstraints = activateBatch {
            [
                viewport.bottomAnchor.constraint(equalTo: floor),
                logo.bottomAnchor.constraint(equalTo: floor, constant: -spec.logoBottomGap),
                buttonStack.bottomAnchor.constraint(equalTo: floor, constant: -spec.buttonFloorGap),
            ] + extra.map { $0.bottomAnchor.constraint(equalTo: floor, constant: -spec.progressBarVerticalGap) }
        }
    }

    /// Activates a batch of constraints in the caller's isolation. Layout code in
    /// the test target calls it from its own actor-isolated fixtures.
    func activateBatch(
        isolation: isolated (any Actor)? = #isolation,
        _ build: () -> [NSLayoutConstraint]
    ) -> [NSLayoutConstraint] {
        let batch = build()
        MainActor.assumeIsolated {
            NSLayoutConstraint.activate(batch)
        }
        return batch
    }
}

// MARK: - Buttons

extension Array where Element == NavigationUIButton {
    /// The views of the buttons of the given types, in that order; never by index.
    @MainActor
    func views(ofTypes types: [NavigationButtonKnownType]) -> [UIView] {
        types.compactMap { type in first(where: { $0.type == type })?.view }
    }
}
